@_spi(Interpreter) import ConsoleFlow
import DreamsFlow
import FilesFlow
import FlowInvariants
import FlowsTestSupport
import Foundation
import MusicFlow
import PropertyBased
import TestSupport
import Testing

/// Every kind of line: numbers in and out of range, names and prefixes, filters, paging,
/// navigation, the journal's words, multi-select ranges, hostile and malformed text.
private let vocabulary = [
  "1", "2", "3", "4", "21", "0", "999", "007", ":next", ":prev", ">", "<", "/iron", "/zz", "/", "..", ":back", "~",
  ":home", "?", ":help", "AC/DC", "iron", "Iron Maiden", "motorhead", "a", "add", "A dream", "done", "save",
  "delete 1", "delete 9", "y", "n", "whale", "1,3-5", "all", "none", "2-1", "music", "readme", "\\:back", "",
  "\u{1B}[2J", "\u{1B}]0;x\u{7}", "坂本", "🎸", "\t", ":bogus", String(repeating: "x", count: 300),
]
private let scripts = Gen<String?>.element(of: vocabulary).map { $0 ?? "" }.array(of: 0...24)
private let sizes = Gen.int(in: 10...200)

/// Random walks through every shipped flow, at random sizes: the page always fits the width and
/// holds no raw control character, and `:home` and `:back` always lead where they should.
@Suite("Random walks through the shipped flows")
struct RandomWalkTests {
  private static let catalog = Chinook.catalog

  @Test("the music flow")
  func music() async throws {
    let artists = try Self.catalog.artistRows()
    await propertyCheck(input: sizes, scripts) { width, script in
      let flow = Flow(
        Music.navigation(catalog: Self.catalog), input: artists, traits: Traits(width: width, height: 5 + width % 30)
      )
      #expect(await FlowInvariants.firstViolation(flow, lines: script) == nil)
    }
  }

  @Test("the dream journal, on a fresh journal each walk")
  func dreams() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("dreams.json").path
      await propertyCheck(input: sizes, scripts) { width, script in
        try? FileManager.default.removeItem(atPath: path)
        let flow = Flow(
          Dreams.navigation(journal: Journal(path: path)), input: [], traits: Traits(width: width, height: 12))
        #expect(await FlowInvariants.firstViolation(flow, lines: script) == nil)
      }
    }
  }

  @Test("the file browser, on a fixture tree")
  func files() async throws {
    try await withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      let listing = try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path))
      await propertyCheck(input: sizes, scripts) { width, script in
        let flow = Flow(Files.navigation(), input: listing, traits: Traits(width: width, height: 10))
        #expect(await FlowInvariants.firstViolation(flow, lines: script) == nil)
      }
    }
  }
}
