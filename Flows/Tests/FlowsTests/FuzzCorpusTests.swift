import TestSupport
import Testing

/// The whole-flow fuzz target's seed corpus holds every input fuzzing ever crashed on: replaying
/// it in every test run keeps a crash found once fixed.
@Suite("Fuzz corpus as regression tests")
struct FuzzCorpusTests {
  @Test("the whole-flow fuzz target replays its corpus without a crash")
  func replay() throws {
    let replay = try replayFuzzCorpus(of: "FuzzFlows")
    #expect(replay.inputs > 0)
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.replayedAll, "\(replay.output)")
  }
}
