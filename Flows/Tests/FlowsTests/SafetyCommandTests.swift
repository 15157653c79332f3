import ConsoleFlow
import Foundation
import TestSupport
import Testing

/// What the `flows` command does with hostile input, bad files, signals and full disks.
@Suite("Nothing lost, nothing injected, nothing crashes")
struct SafetyCommandTests {
  @Test("two sessions on one journal: the second save keeps the first one's dream")
  func concurrentJournals() throws {
    try withTemporaryFolder { folder in
      let first = try FlowsProcess(["dreams", "--file", "j.json"], in: folder)
      let second = try FlowsProcess(["dreams", "--file", "j.json"], in: folder)
      // Headless, the prompt is printed with the line: the first page ends with the hint.
      try first.waitFor("delete N deletes one.\n")
      try second.waitFor("delete N deletes one.\n")
      first.write("add\nFirst dream\n")
      try first.waitFor("1 dream\n")
      second.write("add\nSecond dream\n")
      try second.waitFor("2 dreams\n")
      first.write(":quit\n")
      second.write(":quit\n")
      #expect(first.finish().status == 0)
      let end = second.finish()
      #expect(end.status == 0)
      #expect(end.output.contains("Another session changed the journal meanwhile; its changes are kept."))
      let saved = try String(contentsOf: folder.appendingPathComponent("j.json"), encoding: .utf8)
      #expect(saved.contains("First dream") && saved.contains("Second dream"))
    }
  }

  @Test("a journal named without a folder part is saved where the command runs")
  func relativeJournal() throws {
    try withTemporaryFolder { folder in
      let result = try flows(["dreams", "--file", "j.json"], input: "add\nOnly\n:quit\n", in: folder)
      #expect(result.status == 0, "\(result.errors)")
      #expect(try String(contentsOf: folder.appendingPathComponent("j.json"), encoding: .utf8).contains("Only"))
    }
  }

  @Test("a read-only journal is not written; piped, the run ends non-zero naming what was not saved")
  func readOnlyJournal() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("j.json").path
      try "[]".write(toFile: path, atomically: true, encoding: .utf8)
      chmod(path, 0o444)
      let result = try flows(["dreams", "--file", path], input: "add\nLost?\n:quit\n", environment: ["COLUMNS": "250"])
      #expect(result.output.contains("Not saved: \(path): is read-only; not written."))
      #expect(result.status == 1)
      #expect(result.errors == "flows: not saved: the dream journal \(path) (1 dream on screen)\n")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "[]")
    }
  }

  @Test("a symlinked journal is saved where the link points, keeping the link and the file's mode")
  func symlinkedJournal() throws {
    try withTemporaryFolder { folder in
      let (real, link) = try makeLinkedFile(in: folder, name: "real.json", text: "[]", linkName: "link.json")
      chmod(real, 0o640)
      let result = try flows(["dreams", "--file", link], input: "add\nThrough\n:quit\n")
      #expect(result.status == 0, "\(result.errors)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
      #expect(try String(contentsOfFile: real, encoding: .utf8).contains("Through"))
      #expect(try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int == 0o640)
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

  @Test("SIGQUIT ends the program at once, as its default action does")
  func sigquit() throws {
    let run = try FlowsProcess(["music"])
    try run.waitFor("1–20 of 275")
    run.signal(SIGQUIT)
    let deadline = Date().addingTimeInterval(10)
    while run.process.isRunning && Date() < deadline { usleep(10_000) }
    #expect(!run.process.isRunning, "it does not spin")
    if run.process.isRunning { run.signal(SIGKILL) }
    _ = run.finish()
    #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGQUIT)
  }

  @Test("a full disk on stdout ends the run with one line on stderr and status 1")
  func fullDisk() throws {
    try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "echo AC/DC | '\(BuiltProducts.flows.path)' music > /dev/full"]
      process.environment = TestEnvironment.explicit(home: home.path)
      let stderr = Pipe()
      process.standardError = stderr
      try process.run()
      let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      #expect(errors == "flows: cannot write to standard output: no space left on device\n")
    }
  }

  @Test("flows test with no transcripts to run says so and fails")
  func nothingToTest() throws {
    try withTemporaryFolder { folder in
      let result = try flows(["test", folder.path])
      #expect(result.status == 1)
      #expect(result.errors == "flows: no .transcript files in \(folder.path); nothing was tested\n")
    }
  }

  @Test("a script read from /dev/stdin works")
  func scriptFromStandardInput() throws {
    let result = try flows(["music", "--script", "/dev/stdin"], input: "AC/DC\n:quit\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("AC/DC: 2 albums"))
  }

  @Test("a catalog that is a folder is named in plain words")
  func catalogFolder() throws {
    try withTemporaryFolder { folder in
      let result = try flows(["music", "--catalog", folder.path])
      #expect(result.status == 1)
      #expect(result.errors == "flows: \(folder.path): is a folder, not a catalog\n")
    }
  }

  @Test("huge or absurd terminal sizes are held to what a terminal can be")
  func hugeSize() throws {
    let result = try flows(["music"], input: "AC/DC\n", environment: ["COLUMNS": "9223372036854775807", "LINES": "-4"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("AC/DC: 2 albums"))
  }

  @Test("the scratch folder of a killed flows test is removed by the next one")
  func staleReplayScratch() throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let stale = FileManager.default.temporaryDirectory
      .appendingPathComponent("consoleflow-replay-\(ended.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: stale) }
    let result = try flows(["test", GoldenFiles.transcript("no-albums-then-back", of: "Music")])
    #expect(result.status == 0, "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
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
}
