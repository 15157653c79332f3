@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

/// The database is the flow's environment: given once at the root, read by every screen and load
/// below it, swapped by a test.
@Suite("flows sql: the database given once, as the flow's environment")
struct SqlEnvironmentTests {
  @Test("given none, the flow lists an empty database and says so: no table, nothing to open")
  func noneGiven() async {
    var driver = await FlowDriver(Sql.navigation(), input: (), strict: false)
    #expect(driver.page.title == "no database")
    #expect(driver.page.heading == "no tables or views")
    #expect(driver.labels.isEmpty)
    await driver.send("Track")
    #expect(driver.page.title == "no database", "nothing opened")
    #expect(driver.rejections.count == 1)
  }

  @Test("a test swaps it: the database given last, outside, is the one every screen and load reads")
  func swapped() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "other.sqlite", in: folder,
        sql: """
          CREATE TABLE Album (AlbumId INTEGER PRIMARY KEY, Title TEXT);
          CREATE TABLE Track (TrackId INTEGER PRIMARY KEY, Name TEXT, AlbumId INTEGER REFERENCES Album);
          INSERT INTO Album VALUES (1, 'Swapped');
          INSERT INTO Track VALUES (1, 'Only track', 1);
          """)
      try database.close()
      let shipped = Sql.navigation().environment(try SQLiteFile(path: Catalog.embeddedPath))
      let other = shipped.environment(try SQLiteFile(path: path))
      // Each step reads the database: the rows' table, the row's load, the key's load, its row.
      let driver = await FlowDriver(other, input: (), at: ["Track", "1", "Album", "← Track.AlbumId"])
      #expect(driver.page.title == "Track where AlbumId = 1")
      #expect(driver.page.heading == "table Track: 1 row")
      #expect(driver.labels == ["1"])
      #expect(driver.page.items.first?.cells.contains("Only track") == true)
    }
  }

  @Test("each case of a row's entries gets its own value: a field, the row a key points at, its rows")
  func cases() async throws {
    let file = try SQLiteFile(path: Catalog.embeddedPath)
    let field = await FlowDriver(
      Sql.navigation().environment(file), input: (), at: ["Track", "1", "Name"])
    #expect(field.page.title == "Name")
    #expect(field.page.body.map(\.text) == ["For Those About To Rock (We Salute You)"])
    let row = await FlowDriver(Sql.navigation().environment(file), input: (), at: ["Track", "1", "Album"])
    #expect(row.page.title == "Album 1")
    let rows = await FlowDriver(
      Sql.navigation().environment(file), input: (), at: ["Track", "1", "Album", "← Track.AlbumId"])
    #expect(rows.page.title == "Track where AlbumId = 1")
    #expect(rows.page.heading == "table Track: 10 rows")
  }

  @Test("the README's example of flows sql's code is its code, as Sql.swift writes it")
  func readmeShowsTheCode() throws {
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: GoldenFiles.repository.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let readme = try lines("README.md")
    let source = try lines("Flows/Sql/Sql.swift").map { $0.hasPrefix("/// ") ? String($0.dropFirst(4)) : $0 }
    let section = readme.drop { $0 != "### `flows sql`: any SQLite database, by its keys" }.dropFirst()
      .prefix { !$0.hasPrefix("#") }
    var blocks: [[String]] = []
    var rest = section[...]
    while let start = rest.firstIndex(of: "```swift") {
      let block = rest[(start + 1)...].prefix { $0 != "```" }
      blocks.append(Array(block))
      rest = rest[(start + block.count + 2)...]
    }
    #expect(blocks.count == 1)
    for block in blocks {
      let found = source.indices.contains { source[$0...].starts(with: block) }
      #expect(found, "not in Sql.swift as written: \(block.joined(separator: "\n"))")
    }
  }
}
