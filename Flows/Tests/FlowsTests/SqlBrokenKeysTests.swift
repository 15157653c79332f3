@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

@Suite("flows check sql: a key that points at no row")
struct SqlBrokenKeysTests {
  @Test("flows check sql reports a key that points at no row, with the --at path of its row")
  func checkFindsADanglingKey() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: path)
      let result = try flows(["check", "sql", path])
      #expect(result.status == 1, "\(result.output)\(result.errors)")
      #expect(result.output.contains("a load failed on Row (--at 'link to pair' --at 12)"), "\(result.output)")
      #expect(result.output.contains("no row of my table where order = 99: the key points at nothing"))
      #expect(result.output.hasPrefix("1 finding;"), "the only one: \(result.output)")
    }
  }

  @Test("flows check sql checks every row's keys in SQLite, not only the rows it explores")
  func checkFindsEveryBrokenKey() async throws {
    try await withTemporaryFolder { folder in
      // Row 5000 lies far past the rows an exploration samples; keys are not enforced here.
      let (path, database) = try await makeDatabase(
        "keys.sqlite", in: folder, enforcingKeys: false,
        sql: """
          CREATE TABLE pair (a TEXT, b INTEGER, PRIMARY KEY (a, b)) WITHOUT ROWID;
          INSERT INTO pair VALUES ('x', 1);
          CREATE TABLE "the parent" (id INTEGER PRIMARY KEY);
          CREATE TABLE child (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES "the parent",
            pa TEXT, pb INTEGER, gone INTEGER REFERENCES nowhere (id), FOREIGN KEY (pa, pb) REFERENCES pair);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
            INSERT INTO "the parent" SELECT i FROM n;
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
            INSERT INTO child (id, parent, pa, pb) SELECT i, i, 'x', 1 FROM n;
          UPDATE child SET parent = 7777 WHERE id = 5000;
          UPDATE child SET pb = 2 WHERE id = 3;
          UPDATE child SET pa = NULL WHERE id = 4;
          UPDATE child SET gone = 1 WHERE id = 6;
          """)
      try database.close()
      let result = try flows(["check", "sql", path, "--depth", "2"])
      #expect(result.status == 1, "\(result.output)\(result.errors)")
      let checked = result.output.split(separator: "\n").drop { !$0.hasPrefix("Every foreign key") }.map(String.init)
      // Key by key, as a row's screen lists them; row by row within a key.
      #expect(
        checked == [
          "Every foreign key of every row, checked in SQLite: 3 problems",
          "- child.(pa, pb) = ('x', 2): no row of pair has it (--at child --at 3)",
          "- child.gone = 1: the table nowhere is not in the database (--at child --at 6)",
          "- child.parent = 7777: no row of the parent has it (--at child --at 5000)",
        ], "\(result.output)")
      // A key with a NULL in it points at nothing by design (row 4); a clean database says so.
      let chinook = try flows(["check", "sql", Catalog.embeddedPath, "--depth", "1"])
      #expect(chinook.status == 0, "\(chinook.output)\(chinook.errors)")
      #expect(chinook.output.hasSuffix("Every foreign key of every row, checked in SQLite: nothing wrong\n"))
    }
  }
}
