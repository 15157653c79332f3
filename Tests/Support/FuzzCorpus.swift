import Foundation

/// What a normal build of a fuzz target (which replays the files it is given) made of its seed
/// corpus `Fuzz/Corpus/<target>`, where every input fuzzing ever crashed on is kept.
public struct FuzzCorpusReplay {
  /// How many inputs the corpus holds.
  public let inputs: Int
  /// The target's exit status.
  public let status: Int32
  /// What it printed; it ends with "replayed N inputs" when it replayed them all.
  public let output: String

  /// Whether the target replayed every input of the corpus.
  public var replayedAll: Bool { output.hasSuffix("replayed \(inputs) inputs\n") }
}

/// Runs the built fuzz target `target` on every input of its seed corpus.
public func replayFuzzCorpus(of target: String) throws -> FuzzCorpusReplay {
  let corpus = GoldenFiles.repository.appendingPathComponent("Fuzz/Corpus/\(target)")
  let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
  let process = Process()
  process.executableURL = BuiltProducts.executable(target)
  process.arguments = inputs.map { corpus.appendingPathComponent($0).path }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return FuzzCorpusReplay(inputs: inputs.count, status: process.terminationStatus, output: text)
}
