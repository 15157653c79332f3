import ConsoleFlow
import Foundation
import Testing

/// Replays the inputs of a `.transcript` file against a flow and fails with a unified diff when
/// the output differs. `CONSOLEFLOW_RECORD=1` writes the file anew from the replay instead.
///
/// ```swift
/// @Test func browsing() throws {
///   try expectTranscript("Transcripts/acdc.transcript") { arguments in
///     Flow(navigation, input: artists, traits: Traits(width: 80, height: 24))
///   }
/// }
/// ```
public func expectTranscript<Output: Sendable>(
  _ path: String, sourceLocation: SourceLocation = #_sourceLocation, flow: ([String]) throws -> Flow<Output>
) throws {
  let expected = try TranscriptFile(parsing: String(contentsOfFile: path, encoding: .utf8))
  let actual = try TranscriptReplay.replay(expected, flow: flow(expected.arguments))
  if TranscriptReplay.isRecording(ProcessInfo.processInfo.environment) {
    try actual.text.write(toFile: path, atomically: true, encoding: .utf8)
    return
  }
  if let diff = LineDiff.unified(expected: expected.body, actual: actual.body, names: (path, "replay")) {
    Issue.record("\(path) differs from its replay (CONSOLEFLOW_RECORD=1 records it anew):\n\(diff)", sourceLocation: sourceLocation)
  }
}
