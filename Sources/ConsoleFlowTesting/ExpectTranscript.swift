@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import Testing

/// Replays the inputs of a `.transcript` file against a flow and fails with a unified diff when
/// the output differs. `CONSOLEFLOW_RECORD=1` writes the file anew from the replay instead. It
/// runs in its caller's isolation, so a test on the main actor passes its closure as it is.
///
/// ```swift
/// try await expectTranscript("Transcripts/acdc.transcript") { arguments in
///   Flow(navigation, input: artists)
/// }
/// ```
///
/// - Parameters:
///   - path: The transcript file.
///   - sourceLocation: Where a difference is reported; by default, the caller's line.
///   - flow: Makes the flow to replay from the arguments in the file's header.
nonisolated(nonsending) public func expectTranscript<Output: Sendable>(
  _ path: String, sourceLocation: SourceLocation = #_sourceLocation, flow: ([String]) async throws -> Flow<Output>
) async throws {
  let expected = try TranscriptFile(parsing: String(contentsOfFile: path, encoding: .utf8))
  let replayed = await expected.replayed(on: try await flow(expected.arguments))
  if case .differs(let diff) = try GoldenFile(path: path).check(replayed.text) {
    Issue.record(
      "\(path) differs from its replay (CONSOLEFLOW_RECORD=1 records it anew):\n\(diff)",
      sourceLocation: sourceLocation)
  }
}
