import Foundation

/// A file of expected output kept in the repository: compared with what a run produced, or
/// written anew from it while recording. The one record-or-compare rule behind
/// ``expectTranscript(_:sourceLocation:flow:)``, snapshot tests and `flows test`.
///
/// ```swift
/// switch try GoldenFile(path: "Flows/Music/Transcripts/acdc.transcript").check(replayed.text) {
/// case .matches, .recorded: break
/// case .differs(let diff): print(diff)
/// }
/// ```
@_spi(Flows) public struct GoldenFile: Sendable {
  /// What a check found.
  public enum Verdict: Equatable, Sendable {
    /// The file holds exactly the output.
    case matches
    /// The file holds other text: a unified diff from the file to the output.
    case differs(String)
    /// Recording: the file was written from the output (or created, when it was missing).
    case recorded
  }

  /// The file's path.
  public let path: String
  /// Whether the file is written from the output instead of compared with it.
  public let recording: Bool

  /// A golden file at `path`; recording when the environment says so.
  public init(path: String, recording: Bool = GoldenFile.isRecording()) {
    self.path = path
    self.recording = recording
  }

  /// Whether golden files are to be written anew: `CONSOLEFLOW_RECORD=1` (or `true`, `yes`).
  public static func isRecording(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    ["1", "true", "yes"].contains(environment["CONSOLEFLOW_RECORD"] ?? "")
  }

  /// Compares `actual` with the file, or writes it there when recording or when the file does
  /// not exist yet (a new golden file is then reported as recorded, to be checked by a person).
  ///
  /// - Parameter actual: The output of the run.
  /// - Returns: Whether it matched, how it differs, or that it was recorded.
  public func check(_ actual: String) throws -> Verdict {
    if recording || !FileManager.default.fileExists(atPath: path) {
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
      return .recorded
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    guard let diff = LineDiff.unified(expected: expected, actual: actual, names: (path, "actual")) else {
      return .matches
    }
    return .differs(diff)
  }
}
