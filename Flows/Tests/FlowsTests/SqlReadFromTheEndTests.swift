@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// 2,500 rows: few values repeated, NULLs, text and numbers mixed, text whose case differs; a
/// table keyed by two columns; a view over the first.
private let rows = """
  CREATE TABLE t (id INTEGER PRIMARY KEY, v, w TEXT);
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2500)
  INSERT INTO t SELECT i,
    CASE WHEN i % 5 = 0 THEN NULL WHEN i % 11 = 0 THEN 'x' || (i % 3) ELSE i % 7 END,
    CASE WHEN i % 2 = 0 THEN 'b' ELSE 'B' END
  FROM c;
  CREATE TABLE pairs (a TEXT, b INTEGER, note TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 1500)
  INSERT INTO pairs SELECT 'k' || (i % 13), i, 'note ' || i FROM c;
  CREATE VIEW everything AS SELECT * FROM t;
  """

@Suite("flows sql: a table's last rows read from its end, back a batch at a time")
struct SqlReadFromTheEndTests {
  /// Every row of `query`, read `batch` at a time from its end, each batch before the first
  /// read, as End and then paging up read them.
  private func back(_ query: RowsQuery, in file: SQLiteFile, batch: Int) async throws -> [SQLRow] {
    var rows: [SQLRow] = []
    while true {
      let first = rows.first
      let earlier = try await file.database.read { db in
        try SQLiteFile.rowsInOrder(of: query, before: first, limit: batch, in: db)
      }
      if earlier.isEmpty { return rows }
      rows = earlier + rows
    }
  }

  @Test("read back from the end, every order gives the rows read on from the start, each once")
  func backIsOnwardTurnedRound() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase("end.sqlite", in: folder, sql: rows)
      try database.close()
      let file = try SQLiteFile(path: path)
      let t = try #require(file.relation(named: "t"))
      let pairs = try #require(file.relation(named: "pairs"))
      var queries: [(String, RowsQuery)] = [
        ("by key", RowsQuery(relation: t, matching: [])),
        ("by a key of two columns", RowsQuery(relation: pairs, matching: [])),
        (
          "rows pointing at a value",
          RowsQuery(relation: pairs, columns: ["a"], values: [ExactValue(packed: "k3".databaseValue)])
        ),
      ]
      for (column, index) in [("v", 1), ("w", 2)] {
        for descending in [false, true] {
          let order = TableOrder(column: column, index: index, descending: descending)
          queries.append(
            (
              "sorted by \(column)\(descending ? ", largest first" : "")",
              RowsQuery(relation: t, matching: []).ordered(by: order)
            ))
        }
      }
      // A filter ranked in SQLite, best first, then by key.
      var ranked = RowsQuery(relation: t, matching: [])
      ranked.filter = "x1"
      ranked.counted = .exactly(2500)
      queries.append(("ranked", ranked))
      for (name, query) in queries {
        let expected = try await allRows(of: query, in: file, batch: 1000).map(\.key)
        #expect(!expected.isEmpty, "\(name)")
        for batch in [7, 1000] {
          let read = try await back(query, in: file, batch: batch).map(\.key)
          #expect(read == expected, "\(name), \(batch) a batch")
        }
      }
    }
  }

  /// The rows' database in a folder of its own, which `body` has; removed however it ends.
  @MainActor
  private func withTheDatabase(_ body: @MainActor (SQLiteFile) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("end-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, database) = try await makeDatabase("end.sqlite", in: folder, sql: rows)
    try database.close()
    try await body(try SQLiteFile(path: path))
  }

  /// The latest load the run started, run to its end.
  @MainActor
  private func finishTheLatest<Output>(_ run: FullScreenShell<Output>) async {
    await run.finish(load: run.loads.started.count - 1)
  }

  /// `flows sql` on `file` full screen at 80×24, the relation named `name` opened.
  @MainActor
  private func opened(_ name: String, in file: SQLiteFile) async -> FullScreenShell<Never> {
    let run = FullScreenShell(Flow(Sql.navigation().environment(file), input: ()), rows: 24, columns: 80)
    run.start()
    await finishTheLatest(run)
    run.type(name)
    run.enter()
    await finishTheLatest(run)
    return run
  }

  @Test("End on a table shows its last row from a query of its own; Page Up reads back; Home the first again")
  @MainActor
  func atTheTable() async throws {
    try await withTheDatabase { file in
      let run = await opened("t", in: file)
      #expect(run.shows("of 1000 so far, more as you page"), "\(run.screen)")
      run.end()
      await finishTheLatest(run)
      // The last 1,000 rows, not the 1,500 between: the cursor on the table's last row.
      #expect(run.cursorRow?.hasSuffix("›1000  2500  –   b") == true, "\(run.screen)")
      #expect(run.shows("of the last 1000; earlier ones as you page up"), "\(run.screen)")
      // Up past the first of them reads the part before: the cursor on the row above it.
      for _ in 0..<67 { run.pageUp() }
      await finishTheLatest(run)
      #expect(run.shows("of the last 2000; earlier ones"), "\(run.screen)")
      // 19 rows a page.
      let expectedID = 2500 - 67 * 19
      #expect(run.cursorRow?.contains("  \(expectedID)  ") == true, "\(expectedID)\n\(run.screen)")
      run.enter()
      await finishTheLatest(run)
      #expect(run.shows("t \(expectedID)"), "Enter opens the row under the cursor\n\(run.screen)")
      run.escape()
      run.home()
      await finishTheLatest(run)
      #expect(run.cursorRow?.hasPrefix(" ›   1   1  1   B") == true, "\(run.screen)")
      #expect(run.shows("1000 so far, more as you page"), "\(run.screen)")
    }
  }

  @Test("End on a view, whose rows are counted from its first, reads on to its last row")
  @MainActor
  func atAView() async throws {
    try await withTheDatabase { file in
      let run = await opened("everything", in: file)
      run.end()
      await finishTheLatest(run)
      #expect(run.cursorRow?.contains("2500") == true, "\(run.screen)")
      #expect(!run.shows("earlier ones"), "\(run.screen)")
    }
  }
}
