@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport
import Testing

/// `--record FILE`: a transcript written as the session goes, whole after every step.
@Suite("--record")
struct RecordOptionTests {
  @Test("--record writes a transcript file that flows test replays; a changed file fails with a unified diff")
  func recordThenTest() async throws {
    try withTemporaryFolder { folder in
      let recorded = try temporaryFile(in: folder, "")
      let script = try temporaryFile(in: folder, "Iron Maiden\n:next\n21\n1\n")
      let run = try flows(["music", "--script", script, "--record", recorded])
      #expect(run.status == 0)
      let text = try String(contentsOfFile: recorded, encoding: .utf8)
      #expect(text.hasPrefix("# flow: music\n# size: 80x24\nArtists\n"))
      #expect(text.contains("\n> 21\n"))

      let passing = try flows(["test", recorded])
      #expect(passing.status == 0)
      #expect(passing.output.hasSuffix("1 passed, 0 failed\n"))

      try text.replacingOccurrences(of: "Virtual XI: 8 tracks", with: "Virtual XI: 9 tracks")
        .write(toFile: recorded, atomically: true, encoding: .utf8)
      let failing = try flows(["test", recorded])
      #expect(failing.status == 1)
      #expect(failing.output.contains("--- \(recorded)\n+++ actual\n@@ "))
      #expect(failing.output.contains("\n-Virtual XI: 9 tracks\n+Virtual XI: 8 tracks\n"))
      #expect(failing.output.hasSuffix("0 passed, 1 failed\n"))

      let rerecorded = try flows(["test", recorded], environment: ["CONSOLEFLOW_RECORD": "1"])
      #expect(rerecorded.status == 0)
      #expect(try String(contentsOfFile: recorded, encoding: .utf8) == text)
      #expect(try flows(["test", recorded]).status == 0)
    }
  }

  @Test("--record fails before the flow starts when it cannot write: missing folder, a folder, the script itself")
  func recordFailsFast() throws {
    try withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("no/such/folder/r.transcript").path
      let intoMissing = try flows(["music", "--record", missing], input: ":quit\n")
      #expect(intoMissing.status == 2)
      #expect(intoMissing.errors.hasPrefix("flows: cannot record the session: \(missing): its folder "))
      #expect(intoMissing.output.isEmpty)

      let intoFolder = try flows(["music", "--record", folder.path], input: ":quit\n")
      #expect(intoFolder.status == 2)
      #expect(intoFolder.errors == "flows: cannot record the session: \(folder.path): is not a regular file\n")

      let script = folder.appendingPathComponent("s.txt").path
      try "AC/DC\n:quit\n".write(toFile: script, atomically: true, encoding: .utf8)
      let overScript = try flows(["music", "--script", script, "--record", script])
      #expect(overScript.status == 2)
      #expect(overScript.errors.contains("would overwrite the script being read"))
      #expect(try String(contentsOfFile: script, encoding: .utf8) == "AC/DC\n:quit\n")
    }
  }

  @Test("the recording holds every step taken before SIGTERM")
  func recordingSurvivesSigterm() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("r.transcript").path
      let run = try FlowsProcess(["music", "--record", path])
      run.write("AC/DC\n")
      try run.waitFor("AC/DC: 2 albums")
      run.signal(SIGTERM)
      _ = run.finish()
      let file = try TranscriptFile(parsing: String(contentsOfFile: path, encoding: .utf8))
      #expect(file.inputs == ["AC/DC"])
      #expect(file.body.contains("AC/DC: 2 albums"))
    }
  }

  @Test("a recording's temporary left by a killed run is removed by the next run")
  func staleRecordingTemporary() throws {
    try withTemporaryFolder { folder in
      let ended = Process()
      ended.executableURL = URL(fileURLWithPath: "/bin/true")
      try ended.run()
      ended.waitUntilExit()
      let stale = folder.appendingPathComponent(".r.transcript.\(ended.processIdentifier).Ab12Cd.tmp").path
      try "partial".write(toFile: stale, atomically: false, encoding: .utf8)
      let result = try flows(
        ["music", "--record", folder.appendingPathComponent("r.transcript").path], input: ":quit\n")
      #expect(result.status == 0, "\(result.errors)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["r.transcript"])
    }
  }

  @Test("a session opened with --at is recorded with its path, and flows test replays it")
  func recordedPathReplays() throws {
    try withTemporaryFolder { folder in
      let recorded = try temporaryFile(in: folder, "")
      let run = try flows(["music", "--at", "Iron Maiden", "--record", recorded], input: "Powerslave\n:back\n")
      #expect(run.status == 0, "\(run.errors)")
      let text = try String(contentsOfFile: recorded, encoding: .utf8)
      #expect(text.hasPrefix("# flow: music\n# path: 'Iron Maiden'\n# size: 80x24\nArtists › Iron Maiden\n"))
      let replayed = try flows(["test", recorded])
      #expect(replayed.status == 0, "\(replayed.output)")
    }
  }

  @Test(
    "a disk that fills mid-session: the recording ends at its last whole step, status 2, and replays",
    .disabled(
      if: ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil,
      "a sanitizer's runtime needs to grow files past the size limit this test sets"))
  func fullDisk() throws {
    try withTemporaryFolder { folder in
      let recorded = folder.appendingPathComponent("session.transcript").path
      // The file may grow to 8 KiB: the first page and a few steps fit, the rest does not.
      let steps = String(repeating: "Iron Maiden\n:back\n", count: 40)
      let command = "ulimit -f 16; exec \"$0\" music --record \"$1\""
      let run = try flows(["-c", command, BuiltProducts.flows.path, recorded], input: steps, program: "/bin/sh")
      #expect(run.status == 2, "\(run.errors)")
      #expect(run.errors.contains("the recording ends at its last whole step"), "\(run.errors)")
      let file = try TranscriptFile(parsing: String(contentsOfFile: recorded, encoding: .utf8))
      #expect(!file.inputs.isEmpty && file.inputs.count < 80)
      let replayed = try flows(["test", recorded])
      #expect(replayed.status == 0, "what is left is whole: \(replayed.output)")
    }
  }
}
