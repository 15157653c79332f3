@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

@testable import DreamsFlow

/// A journal path in a fresh folder of its own (not created yet), inside `folder`.
private func journalPath(in folder: URL) -> String {
  folder.appendingPathComponent("journal/dreams.json").path
}

/// Fails the first save only, as a crash between writing and renaming would.
private final class FailOnce: @unchecked Sendable {
  private var failed = false
  func check() throws {
    if !failed {
      failed = true
      throw Journal.Unusable(path: "test", reason: "simulated failure between write and rename")
    }
  }
}

@Suite("The dream journal flow")
struct DreamsFlowTests {
  @Test("the golden transcript replays against a fresh journal")
  func golden() async throws {
    try await withTemporaryFolder { folder in
      try await expectTranscript(GoldenFiles.transcript("edit-add-delete", of: "Dreams")) { _ in
        Flow(Dreams.navigation(journal: Journal(path: journalPath(in: folder))), input: [])
      }
    }
  }

  @Test("adding, editing every field and saving: the edited dream is on screen and on disk")
  func editAndSave() async throws {
    try await withTemporaryFolder { folder in
      let path = journalPath(in: folder)
      var driver = await FlowDriver(Dreams.navigation(journal: Journal(path: path)), input: [])
      await driver.send(["add", "Night swim", "1", "3", "whale", "4", "2,5", "2", "Cold water, stars.", ""])
      #expect(driver.depth == 1)
      #expect(driver.labels == ["Night swim"])
      let saved = try Journal(path: path).load()
      #expect(
        saved == [
          Dream(
            title: "Night swim", description: "Cold water, stars.", creature: .whale, effects: [.falling, .nightmare])
        ])
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
    }
  }

  @Test("what a newer version wrote (fields, a creature, an effect) is kept through an edit and a save")
  func newerVersionKept() async throws {
    try await withTemporaryFolder { folder in
      let path = journalPath(in: folder)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let newer = #"""
        [{"title": "Flight", "description": "", "creature": "phoenix", "effects": ["flying", "sleepwalking"],
          "mood": "calm", "rating": 4, "tags": ["sky", {"colour": "blue"}], "recorded": null,
          "weight": 0.25, "shared": false, "big": 12345678901234567890, "exact": 1.0, "tiny": 1e-400}]
        """#
      try newer.write(toFile: path, atomically: true, encoding: .utf8)
      var driver = await FlowDriver(
        Dreams.navigation(journal: Journal(path: path)), input: try Journal(path: path).load())
      #expect(driver.page.items.first?.detail == "phoenix", "a creature this version does not know is shown as written")
      // The title edited, the effects chosen again: the unknown effect and fields are kept.
      await driver.send(["1", "1", "Flight over the sea", "4", "2", ""])
      let saved = try Journal(path: path).load()
      #expect(saved.count == 1)
      let dream = try #require(saved.first)
      #expect(dream.title == "Flight over the sea")
      #expect(dream.creature == .other("phoenix"))
      #expect(dream.effects == [.falling, .other("sleepwalking")])
      #expect(dream.otherFields["mood"] == #""calm""#)
      #expect(dream.otherFields["rating"] == "4")
      #expect(dream.otherFields["tags"] == #"["sky", {"colour": "blue"}]"#)
      #expect(dream.otherFields["recorded"] == "null")
      #expect(dream.otherFields["weight"] == "0.25")
      #expect(dream.otherFields["shared"] == "false")
      // Written back as they were read, byte for byte.
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("\"mood\" : \"calm\"") && text.contains("\"sleepwalking\""))
      #expect(text.contains("\"big\" : 12345678901234567890,") && text.contains("\"exact\" : 1.0,"))
      #expect(text.contains("\"tiny\" : 1e-400,") && text.contains(#""tags" : ["sky", {"colour": "blue"}],"#))
    }
  }

  @Test("validation errors show and ask again")
  func validation() async throws {
    try await withTemporaryFolder { folder in
      var driver = await FlowDriver(
        Dreams.navigation(journal: Journal(path: journalPath(in: folder))), input: [], strict: false)
      await driver.send(["add", "   "])
      #expect(driver.page.message == "An answer is needed; :back leaves without one.")
      await driver.send(String(repeating: "x", count: 61))
      #expect(driver.page.message == "A title has 1 to 60 characters.")
      #expect(driver.depth == 2)
    }
  }

  @Test("cancelling a form or the editor leaves the dream and the file as they were")
  func cancel() async throws {
    try await withTemporaryFolder { folder in
      let path = journalPath(in: folder)
      let journal = Journal(path: path)
      _ = try journal.save([Dream(title: "Old house")], base: [])
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      var driver = await FlowDriver(Dreams.navigation(journal: journal), input: try journal.load())
      await driver.send(["1", "1", "New title"])
      #expect(driver.page.items.first?.detail == "New title", "the editor shows the edited item")
      await driver.send(":back")
      #expect(driver.labels == ["Old house"])
      await driver.send(["1", "2", ":back"])
      #expect(driver.depth == 2)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test("a failed save (between write and rename) loses nothing: old file intact, change on screen, save retries")
  func failedSave() async throws {
    try await withTemporaryFolder { folder in
      let path = journalPath(in: folder)
      _ = try Journal(path: path).save([Dream(title: "First")], base: [])
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let failOnce = FailOnce()
      let journal = Journal(path: path, beforeRename: { try failOnce.check() })
      var driver = await FlowDriver(Dreams.navigation(journal: journal), input: try journal.load())
      await driver.send(["add", "Second"])
      #expect(driver.labels == ["First", "Second"])
      #expect(driver.page.heading == "2 dreams, not saved")
      #expect(driver.page.body.last?.text.hasPrefix("Not saved: \(path): ") == true)
      #expect(driver.page.body.last?.text.contains("simulated failure between write and rename") == true)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      let folder = (path as NSString).deletingLastPathComponent
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") } == [],
        "no temporary file is left")
      await driver.send("save")
      #expect(driver.page.heading == "2 dreams")
      #expect(try Journal(path: path).load().map(\.title) == ["First", "Second"])
    }
  }

  @Test("a corrupt journal is reported with its path and never overwritten")
  func corruptJournal() throws {
    try withTemporaryFolder { folder in
      let path = journalPath(in: folder)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let garbage = Data("{ this is not a journal".utf8)
      try garbage.write(to: URL(fileURLWithPath: path))
      let unusable = #expect(throws: Journal.Unusable.self) { try Journal(path: path).load() }
      #expect(unusable?.path == path)
      #expect(unusable?.description.contains("is not a dream journal") == true)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }
  }

  @Test("delete asks first; no keeps the dream")
  func deleteAfterConfirm() async throws {
    try await withTemporaryFolder { folder in
      let journal = Journal(path: journalPath(in: folder))
      _ = try journal.save([Dream(title: "A"), Dream(title: "B")], base: [])
      var driver = await FlowDriver(Dreams.navigation(journal: journal), input: try journal.load())
      await driver.send(["delete 1", ""])
      #expect(driver.labels == ["A", "B"], "the default is no")
      await driver.send(["delete 1", "y"])
      #expect(driver.labels == ["B"])
      #expect(try journal.load() == [Dream(title: "B")])
    }
  }
}

@Suite("Merging two sessions' journals")
struct JournalMergeTests {
  private let a = Dream(title: "A")
  private let b = Dream(title: "B")
  private let c = Dream(title: "C")
  private let d = Dream(title: "D")

  @Test("their additions stay, ours are appended; their deletions and ours both apply")
  func merge() async {
    #expect(Journal.merge(base: [a], ours: [a, b], theirs: [a, c]) == [a, c, b])
    #expect(Journal.merge(base: [a, b, c], ours: [a, c], theirs: [a, b]) == [a])
    #expect(
      Journal.merge(base: [a, b], ours: [a, d], theirs: [a, b, c]) == [a, c, d], "an edit is a deletion and an addition"
    )
    #expect(Journal.merge(base: [a], ours: [a], theirs: []) == [], "their deletion holds when we changed nothing")
  }
}
