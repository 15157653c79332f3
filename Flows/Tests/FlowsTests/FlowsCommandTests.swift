import ConsoleFlow
import TestSupport
import Foundation
import MusicFlow
import Testing

@Suite("The flows command")
struct FlowsCommandTests {
  @Test("piped input runs headless and prints exactly the transcript, inputs echoed after their prompts")
  func pipedInputIsATranscript() async throws {
    let lines = ["AC/DC", "Let There Be Rock", "Whole Lotta Rosie", "~", ":quit"]
    let result = try flows(["music"], input: lines.joined(separator: "\n") + "\n")
    let expected = await transcript(Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists), lines)
    #expect(result.output == expected)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
  }

  @Test("end of input stops cleanly with status 0")
  func endOfInput() async throws {
    let result = try flows(["music"], input: "Iron Maiden\n")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("  20  The X Factor                     11 tracks\n"))
    #expect(result.errors.isEmpty)
  }

  @Test("output into a closed pipe ends quietly")
  func closedPipe() async throws {
    let script =
      "printf 'Iron Maiden\\n:next\\n:prev\\n:next\\n' | '\(BuiltProducts.flows.path)' music 2>&1 | head -3; echo \"status ${PIPESTATUS[1]}\""
    // The size comes from the test's own environment, whatever the shell running the tests exported.
    let output = try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script]
      process.environment = TestEnvironment.explicit(home: home.path)
      let stdout = Pipe()
      process.standardOutput = stdout
      try process.run()
      let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return output
    }
    #expect(output == "Artists\n275 artists\n1–20 of 275\nstatus 0\n")
  }

  @Test("a missing catalog gives one line naming the path, and status 1")
  func missingCatalog() async throws {
    let result = try flows(["music", "--catalog", "/nonexistent/music.sqlite"])
    #expect(result.status == 1)
    #expect(result.errors == "flows: /nonexistent/music.sqlite: no such file\n")
    #expect(result.output.isEmpty)
  }

  @Test("a file that is no Chinook catalog is named with its problem, and status 1")
  func wrongCatalog() async throws {
    try withTemporaryFolder { folder in
      let notADatabase = folder.appendingPathComponent("not-a-catalog.sqlite")
      try Data("hello, this is text".utf8).write(to: notADatabase)
      let result = try flows(["music", "--catalog", notADatabase.path])
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix("flows: \(notADatabase.path): "))
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }

  @Test("alone, it lists the shipped flows; music --help documents the options")
  func listsAndHelps() async throws {
    let listing = try flows([])
    #expect(listing.output.contains("music   Browse a music catalog"))
    let help = try flows(["music", "--help"])
    #expect(help.output.contains("--catalog <catalog>"))
    #expect(help.output.contains("--color <color>"))
  }

  @Test("--script runs headlessly and strictly: a failing step exits 1 naming its line and the message")
  func strictScript() async throws {
    try withTemporaryFolder { folder in
      let script = try temporaryFile(in: folder, "AC/DC\nLet There Be Rock\nNo Such Track\n:quit\n")
      let result = try flows(["music", "--script", script])
      #expect(result.status == 1)
      #expect(
        result.errors
          == "flows: \(script):3: \"No Such Track\" was not accepted: Nothing is called \"No Such Track\". Type a number, a name, or /No Such Track to filter.\n"
      )
      #expect(result.output.contains("Let There Be Rock> No Such Track\n"))
    }
  }

  @Test("piped input is lenient unless --strict is given")
  func pipedStrictness() async throws {
    let lenient = try flows(["music"], input: "Zzyzx\nAC/DC\n")
    #expect(lenient.status == 0)
    #expect(lenient.output.contains("Nothing is called \"Zzyzx\"") && lenient.output.contains("AC/DC: 2 albums"))
    let strict = try flows(["music", "--strict"], input: "Zzyzx\nAC/DC\n")
    #expect(strict.status == 1)
    #expect(strict.errors.hasPrefix("flows: stdin:1: \"Zzyzx\" was not accepted"))
    #expect(!strict.output.contains("AC/DC: 2 albums"))
  }

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

  @Test("a corrupt dream journal gives one line naming the path, exit 1, and stays untouched")
  func corruptJournalCommand() async throws {
    try withTemporaryFolder { folder in
      let path = try temporaryFile(in: folder, "[ { \"title\": ")
      let result = try flows(["dreams", "--file", path], input: ":q\n")
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix("flows: \(path): is not a dream journal"))
      #expect(result.errors.hasSuffix("it was left untouched\n"))
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "[ { \"title\": ")
    }
  }

  @Test("flows test replays a writing flow against a fresh journal, never the recorded file")
  func dreamsReplayUsesAFreshFile() async throws {
    let folder = GoldenFiles.transcripts(of: "Dreams")
    let file = try TranscriptFile(
      parsing: String(contentsOfFile: "\(folder)/edit-add-delete.transcript", encoding: .utf8))
    let recordedJournal = try #require(file.arguments.last)
    try? FileManager.default.removeItem(atPath: recordedJournal)
    let result = try flows(["test", folder])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
    #expect(!FileManager.default.fileExists(atPath: recordedJournal), "the journal named in the header is not written")
  }

  @Test("flows test --in FOLDER reads the files transcript's relative path from there")
  func filesReplayInAFolder() async throws {
    try withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      let transcripts = GoldenFiles.transcripts(of: "Files")
      let result = try flows(["test", "--in", folder.path, transcripts])
      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
      let elsewhere = try flows(["test", "--in", folder.appendingPathComponent("music").path, transcripts])
      #expect(elsewhere.status == 1)
      #expect(elsewhere.output.contains("fixture: no such file or directory"))
    }
  }

  @Test(
    "a folder named with a space or a newline records a header that flows test reads back; a bad one is said in words")
  func quotedHeaderArguments() throws {
    try withTemporaryFolder { folder in
      let tree = folder.appendingPathComponent("tree")
      for name in ["my dir", "two\nlines"] {
        try FileManager.default.createDirectory(
          at: tree.appendingPathComponent(name).appendingPathComponent("inside"), withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("recorded.transcript").path
        let recorded = try flows(["files", name, "--record", record], input: "inside\n:quit\n", in: tree)
        #expect(recorded.status == 0, "\(recorded.errors)")
        let header = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").prefix(3)
        #expect(header.count == 3 && header[1].hasPrefix("# arguments: ") && header[2].hasPrefix("# size: "))
        let replayed = try flows(["test", "--in", tree.path, record])
        #expect(replayed.status == 0, "\(replayed.output)")
      }
      let bad = folder.appendingPathComponent("bad.transcript")
      try "# flow: files\n# arguments: fixture --nonsense\nfixture\n".write(to: bad, atomically: true, encoding: .utf8)
      let refused = try flows(["test", bad.path])
      #expect(refused.status == 1)
      #expect(refused.output.contains("its header's arguments (fixture --nonsense) are not files's: "))
      #expect(!refused.output.contains("CommandError"))
    }
  }

  @Test("the shipped music transcripts pass flows test")
  func shippedTranscripts() async throws {
    let folder = GoldenFiles.transcripts(of: "Music")
    let result = try flows(["test", folder])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("6 passed, 0 failed\n"))
  }
}

/// A file holding `text`, with a fresh name, in `folder`.
private func temporaryFile(in folder: URL, _ text: String) throws -> String {
  let path = folder.appendingPathComponent(UUID().uuidString).path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}
