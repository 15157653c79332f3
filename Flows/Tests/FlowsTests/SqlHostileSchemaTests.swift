@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// Schemas SQLite accepts that a browser must still read: a key to a column that is not there,
/// an R*Tree whose first column is its rowid.
@Suite("flows sql: schemas SQLite accepts, read as they are")
struct SqlHostileSchemaTests {
  @Test("a foreign key to a column its table lacks: the table reads, the key says why it leads nowhere")
  func keyToAMissingColumn() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "missing.sqlite", in: folder, enforcingKeys: false,
        sql: """
          CREATE TABLE p (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO p VALUES (1, 'one');
          CREATE TABLE ch (id INTEGER PRIMARY KEY, x REFERENCES p (nosuchcol)); INSERT INTO ch VALUES (1, 1);
          """)
      try database.close()
      let flow = try await sqlFlow(path, ["ch", "1"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      #expect(flow.page.items.map(\.cells).contains(["x", "1 · p has no column nosuchcol"]), "\(flow.page.items)")
      let result = try flows(["check", "sql", path, "--depth", "1"])
      let checked = result.output.split(separator: "\n").drop { !$0.hasPrefix("Every foreign key") }.map(String.init)
      #expect(
        checked == [
          "Every foreign key of every row, checked in SQLite: 1 problem",
          "- ch.x = 1: p has no column nosuchcol for it to point at (--at ch --at 1)",
        ], "\(result.output)\(result.errors)")
      #expect(!result.output.contains("SELECT"), "no internal statement: \(result.output)")
    }
  }

  @Test("an R*Tree shows its id once, not the rowid beside it; a row is opened by its id")
  func rtreeShowsItsIdOnce() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "rtree.sqlite", in: folder,
        sql: "CREATE VIRTUAL TABLE r USING rtree(id, minx, maxx); INSERT INTO r VALUES (7, 0, 5)")
      try database.close()
      var flow = try await sqlFlow(path, ["r"])
      #expect(flow.page.items.map(\.cells) == [["7", "0.0", "5.0"]], "\(flow.page.items)")
      await flow.send("7")
      #expect(flow.page.title == "r 7", "\(flow.rejections)")
    }
  }
}
