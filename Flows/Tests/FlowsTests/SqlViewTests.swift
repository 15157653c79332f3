@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// Views read as tables are: a page at a time, by each row's place, never whole.
@Suite("flows sql: views paged like tables")
struct SqlViewTests {
  @Test("the first screen counts tables and views apart, each word in its number")
  func headingCountsKinds() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "kinds.sqlite", in: folder,
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY);
          CREATE VIEW v AS SELECT id FROM t;
          """)
      try database.close()
      let result = try flowsWithin(seconds: 20, ["sql", path], input: ":q\n")
      #expect(result.output.contains("1 table and 1 view"), "\(result.output)")
    }
    #expect(Sql.counted([.table]) == "1 table")
    #expect(Sql.counted([.table, .table, .virtual]) == "3 tables")
    #expect(Sql.counted([.view]) == "1 view")
    #expect(Sql.counted([.table, .view, .view]) == "1 table and 2 views")
  }

  @Test("an endless recursive view: its first page at once, a row far on and its screen without the rest")
  func endlessView() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "endless.sqlite", in: folder,
        sql: """
          CREATE VIEW endless AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)
            SELECT x, 'row ' || x AS name FROM c;
          """)
      try database.close()
      // Read whole, the view never ends: the process is stopped if it has not after 20 seconds.
      let result = try flowsWithin(seconds: 20, ["sql", path], input: "endless\n2500\nname\n:q\n")
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.contains("1–20 of 1000 so far, more as you page"), "\(result.output)")
      #expect(result.output.contains("endless › endless 2500"), "\(result.output)")
      #expect(result.output.contains("endless › endless 2500 › name"), "\(result.output)")
      #expect(result.output.contains("row 2500"), "\(result.output)")
    }
  }

  @Test("a view of a table: read by place a batch at a time; sorted, filtered, a row far on, each row once")
  func viewPagedByPlace() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "view.sqlite", in: folder,
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER, word TEXT);
          WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 3000)
          INSERT INTO t SELECT i, (i * 7) % 3001, CASE WHEN i % 100 = 0 THEN 'hundred' END FROM c;
          CREATE VIEW v AS SELECT n, word FROM t WHERE id % 2 = 1;
          """)
      try database.close()
      var flow = try await sqlFlow(path, ["v"])
      #expect(flow.page.status == "1–36 of 1000 so far, more as you page")
      // A row is named by its place in the view: typed, it is found past the first batch.
      await flow.send("1499")
      #expect(flow.page.title == "v 1499", "\(flow.rejections)")
      #expect(flow.page.items.first?.cells == ["n", "\((2997 * 7) % 3001)"])
      await flow.send(["..", ":sort -n"])
      #expect(flow.page.items.first?.cells[0] == "2998", "sorted in SQLite, over the whole view")
      #expect(flow.page.status?.hasSuffix("sorted by n, largest first") == true)
      await flow.send([":sort", "/hundred"])
      #expect(flow.page.items.isEmpty, "only odd ids are in the view, no hundreds")
      await flow.send("/")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      // Every row once, in the view's own order, batch after batch.
      let file = try SQLiteFile(path: path)
      let query = RowsQuery(relation: try #require(file.relation(named: "v")), matching: [])
      var rows: [SQLRow] = []
      while true {
        let last = rows.last
        let batch = try await file.database.read { db in try SQLiteFile.rowsInOrder(of: query, after: last, in: db) }
        if batch.isEmpty { break }
        rows += batch
      }
      #expect(rows.map(\.label) == (1...1500).map(String.init))
      #expect(
        rows.map { SQLValue.cell($0.values[0]).text } == stride(from: 1, to: 3000, by: 2).map { "\(($0 * 7) % 3001)" })
    }
  }
}
