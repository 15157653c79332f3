/// Random numbers from a seed (SplitMix64): a test's random cases, the same on every run.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

// The test target has no property-testing library: swift-property-based's extensions on
// `Sequence` (an `append` that returns a value) would reach every file of the target.
/// Runs `body` on `count` random cases, each from a seed of its own that `body` gets to name in
/// what it reports, so that a failing case can be run again alone.
func forEachRandomCase(_ count: Int, _ body: (_ seed: UInt64, _ random: inout SeededRandom) -> Void) {
  for index in 0..<UInt64(count) {
    let seed = 0x5EED_0000 + index
    var random = SeededRandom(seed: seed)
    body(seed, &random)
  }
}
