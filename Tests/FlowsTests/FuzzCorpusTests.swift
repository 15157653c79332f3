import Foundation
import TestSupport
import Testing

/// The fuzz targets' seed corpora hold every input fuzzing ever crashed on (`regression-*`):
/// a normal build of each target replays its corpus, so a crash found once stays fixed.
@Suite("Fuzz corpora as regression tests")
struct FuzzCorpusTests {
  @Test(
    "each fuzz target replays its whole corpus without a crash",
    arguments: [
      "FuzzInputLine", "FuzzTranscriptFile", "FuzzFlows",
    ])
  func replay(target: String) throws {
    let corpus = GoldenFiles.repository.appendingPathComponent("Fuzz/Corpus/\(target)")
    let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    #expect(!inputs.isEmpty)
    let process = Process()
    process.executableURL = BuiltProducts.executable(target)
    process.arguments = inputs.map { corpus.appendingPathComponent($0).path }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.hasSuffix("replayed \(inputs.count) inputs\n"))
  }
}
