import Foundation
import Testing

/// Runs the built fuzz target `target` (a normal build, which replays the files it is given) on
/// every input of its seed corpus `Fuzz/Corpus/<target>`, where every input fuzzing ever crashed
/// on is kept, and records an issue unless it replays them all.
public func replayFuzzCorpus(of target: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let corpus = GoldenFiles.repository.appendingPathComponent("Fuzz/Corpus/\(target)")
  let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
  #expect(!inputs.isEmpty, sourceLocation: sourceLocation)
  let process = Process()
  process.executableURL = BuiltProducts.executable(target)
  process.arguments = inputs.map { corpus.appendingPathComponent($0).path }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(text)", sourceLocation: sourceLocation)
  #expect(text.hasSuffix("replayed \(inputs.count) inputs\n"), sourceLocation: sourceLocation)
}
