import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// What `/word` asks SQLite of a text cell: the whole text, as `instr` searches it.
@Suite("flows sql: /word searches a text cell whole")
struct SqlSearchInTextTests {
  @Test("a needle after 1,018 bytes, 100,000 bytes, 600 × é and a NUL: SQLite selects every row, as instr does")
  func needleAnywhereInText() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "search.sqlite", in: folder,
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT);
          INSERT INTO t VALUES (1, printf('%.1018c', 'a') || 'needle'), (2, printf('%.100000c', 'b') || 'needle'),
            (3, replace(printf('%.600c', 'x'), 'x', 'é') || 'needle'), (4, 'x' || char(0) || 'needle'),
            (5, 'plain'), (6, char(0) || 'no match after a NUL');
          """)
      let found = try await database.read { db in
        try Int.fetchAll(db, sql: "SELECT id FROM t WHERE instr(body, 'needle') > 0 ORDER BY id")
      }
      try database.close()
      #expect(found == [1, 2, 3, 4], "sqlite3's instr")
      let file = try SQLiteFile(path: path)
      let relation = try #require(file.relation(named: "t"))
      for counted in [RowCount.exactly(6), .atLeast(100_000)] {
        // Ranked in SQLite (a small table), and matched in key order (a large one).
        var query = RowsQuery(relation: relation, matching: [])
        query.filter = "needle"
        query.counted = counted
        let asked = query
        let rows = try await file.database.read { db in try SQLiteFile.rowsInOrder(of: asked, after: nil, in: db) }
        #expect(Set(rows.map(\.label)) == ["1", "2", "3", "4"], "\(counted)")
      }
    }
  }

  @Test("/needle at the table shows every row SQLite selected, though its cell shows only the text's start")
  func needleAnywhereOnScreen() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase("shown.sqlite", in: folder, sql: Self.hostile)
      try database.close()
      let flow = try await sqlFlow(path, ["t", "/needle"])
      #expect(Set(flow.page.items.map { $0.cells[0] }) == ["1", "2", "3", "4"], "\(flow.page.status ?? "")")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
    }
  }

  /// Rows whose text holds `needle` after 1,018 bytes, 100,000 bytes, 600 × é and a NUL; two without.
  static let hostile = """
    CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT);
    INSERT INTO t VALUES (1, printf('%.1018c', 'a') || 'needle'), (2, printf('%.100000c', 'b') || 'needle'),
      (3, replace(printf('%.600c', 'x'), 'x', 'é') || 'needle'), (4, 'x' || char(0) || 'needle'),
      (5, 'plain'), (6, char(0) || 'no match after a NUL');
    """
}
