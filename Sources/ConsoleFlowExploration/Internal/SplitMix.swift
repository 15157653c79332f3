/// A small seeded generator (SplitMix64): the same seed picks the same items on every machine.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// Item numbers of a list of `count` to try: the first, `between` chosen among the others, the
  /// last; every item when that is as many.
  mutating func sample(count: Int, between: Int) -> [Int] {
    guard count > 2, between < count - 2 else { return Array(1...max(count, 1)).filter { $0 <= count } }
    var chosen = Set<Int>()
    while chosen.count < between { chosen.insert(number(in: 2...(count - 1))) }
    return [1] + chosen.sorted() + [count]
  }

  /// An item number of `count` not in `tried` (some are left).
  mutating func untried(count: Int, tried: Set<Int>) -> Int {
    // Random picks while most are left; past half, the first left after a random start.
    if tried.count < count / 2 {
      while true {
        let pick = number(in: 1...count)
        if !tried.contains(pick) { return pick }
      }
    }
    let start = number(in: 1...count)
    for offset in 0..<count {
      let pick = (start - 1 + offset) % count + 1
      if !tried.contains(pick) { return pick }
    }
    return start
  }
}
