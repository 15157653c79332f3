import TestSupport
import Testing

/// The fuzz targets' seed corpora hold every input fuzzing ever crashed on: replaying them in
/// every test run keeps a crash found once fixed.
@Suite("Fuzz corpora as regression tests")
struct FuzzCorpusTests {
  @Test(
    "each fuzz target replays its whole corpus without a crash", arguments: ["FuzzInputLine", "FuzzTranscriptFile"])
  func replay(target: String) throws {
    let replay = try replayFuzzCorpus(of: target)
    #expect(replay.inputs > 0)
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.replayedAll, "\(replay.output)")
  }
}
