@_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport
import Testing

/// The dream journal on disk: nothing lost between sessions, links and modes kept, bad files named.
@Suite("flows dreams and its journal")
struct DreamsCommandTests {
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

  @Test("an edited dream's form left unsubmitted, by :q or the input's end: exit 1 naming it, nothing saved")
  func unsubmittedForm() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("j.json").path
      try #"[{"title": "Sky", "description": "blue"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
      for ending in [":q\n", ""] {
        let result = try flows(["dreams", "--file", path], input: "1\n2\nGreen now\n" + ending)
        #expect(result.status == 1)
        #expect(result.errors == "flows: not saved: the form Sky (edited, not submitted)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("blue"))
      }
    }
  }
}
