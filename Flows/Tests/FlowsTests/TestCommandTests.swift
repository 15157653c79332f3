@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import TestSupport
import Testing

/// `flows test`: transcripts replayed against the flows, in scratch folders of their own.
@Suite("flows test")
struct TestCommandTests {
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
    #expect(result.output.hasSuffix("8 passed, 0 failed\n"))
  }

  @Test("flows test with no transcripts to run says so and fails")
  func nothingToTest() throws {
    try withTemporaryFolder { folder in
      let result = try flows(["test", folder.path])
      #expect(result.status == 1)
      #expect(result.errors == "flows: no .transcript files in \(folder.path); nothing was tested\n")
    }
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
}
