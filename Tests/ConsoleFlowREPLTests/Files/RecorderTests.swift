@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// Recordings: whole up to their last step at every moment, their header naming where the
/// session opened.
@Suite("Recording a session")
struct RecorderTests {
  /// A recording of the README's flow opened at `path`, with `steps` sent, through `append`.
  private func record(
    to file: String, openedAt path: [String] = [], steps: [String],
    append: ((Int32, UnsafeRawBufferPointer) -> Int32)? = nil
  ) async throws -> (any Error)? {
    var target = Recorder.Target(path: file, flow: "music", arguments: [])
    if let append { target.append = append }
    var (flow, _) = await Flow(navigation, input: artists).opened(at: path)
    flow.traits = Traits()
    var session = Session(waitingOn: flow)
    session.record(flow.currentEffect)
    let recorder = try Recorder(target, openedAt: path, traits: flow.traits, firstPage: session.takeTranscript())
    for step in steps {
      await session.send(step)
      do {
        try recorder.record(session.takeTranscript())
      } catch {
        return error
      }
    }
    return nil
  }

  @Test("the header holds the path the session opened at, and the file replays")
  func pathInTheHeader() async throws {
    try await withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("opened.transcript").path
      #expect(try await record(to: file, openedAt: ["AC/DC"], steps: [":back", "Accept"]) == nil)
      let recorded = try TranscriptFile(parsing: String(contentsOfFile: file, encoding: .utf8))
      #expect(recorded.path == ["AC/DC"])
      #expect(recorded.inputs == [":back", "Accept"])
      #expect(await recorded.replayed(on: Flow(navigation, input: artists)) == recorded)
    }
  }

  @Test("a step that cannot be written whole (a full disk) is cut off: the file ends at its last whole step")
  func failedWriteCutsBack() async throws {
    try await withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("full.transcript").path
      var appends = 0
      // The third step finds the disk full halfway through its write.
      let error = try await record(to: file, steps: ["AC/DC", ":back", "Accept", ":back"]) { descriptor, bytes in
        appends += 1
        guard appends == 3 else { return Platform.writeAll(bytes, to: descriptor) }
        _ = Platform.writeAll(UnsafeRawBufferPointer(rebasing: bytes.prefix(bytes.count / 2)), to: descriptor)
        return 28  // ENOSPC
      }
      let failure = try #require(error as? REPL.Error)
      #expect(failure.kind == .recordingFailed)
      let recorded = try TranscriptFile(parsing: String(contentsOfFile: file, encoding: .utf8))
      #expect(recorded.inputs == ["AC/DC", ":back"])
      #expect(await recorded.replayed(on: Flow(navigation, input: artists)) == recorded, "what is left replays")
    }
  }

  @Test("a recording that cannot start (no such folder) fails before anything runs")
  func cannotStart() async throws {
    let error = await #expect(throws: REPL.Error.self) {
      _ = try await record(to: "/nonexistent/folder/x.transcript", steps: [])
    }
    #expect(error?.kind == .recordingFailed)
  }
}
