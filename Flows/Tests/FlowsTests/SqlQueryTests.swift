@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

@Suite("flows sql: :sort and filters run in SQLite")
struct SqlQueryTests {
  @Test(":sort runs in SQLite, a batch at a time after the last row: every row once, in SQLite's order")
  func sortedInSQLite() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("many.sqlite").path
      let database = try DatabaseQueue(path: path)
      try await database.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v, w TEXT)")
        for id in 1...2_500 {
          // Few values, repeated across batches; NULLs; text whose case differs; numbers and text mixed.
          let v: DatabaseValue =
            id % 5 == 0 ? .null : id % 11 == 0 ? "x\(id % 3)".databaseValue : (id % 7).databaseValue
          try db.execute(sql: "INSERT INTO t VALUES (?, ?, ?)", arguments: [id, v, id % 2 == 0 ? "b" : "B"])
        }
      }
      try database.close()
      let file = try SQLiteFile(path: path)
      let t = try #require(file.relation(named: "t"))
      for descending in [false, true] {
        let query = RowsQuery(relation: t, matching: []).ordered(
          by: TableOrder(column: "v", index: 1, descending: descending))
        var rows: [SQLRow] = []
        while true {
          let last = rows.last
          let batch = try await file.database.read { db in try SQLiteFile.rowsInOrder(of: query, after: last, in: db) }
          if batch.isEmpty { break }
          rows += batch
        }
        #expect(rows.count == 2_500)
        #expect(Set(rows.map { $0.key[0] }).count == 2_500, "every row once")
        let values = rows.map { row in
          guard case .whole(let value) = row.values[1] else { return DatabaseValue.null }
          return value
        }
        // NULLs first, then the values; the other way round from the largest, as SQLite orders.
        let nulls = values.filter { $0 == .null }.count
        #expect(nulls == 500)
        #expect((descending ? values.suffix(nulls) : values.prefix(nulls)).allSatisfy { $0 == .null })
        // Among equal values, by key (from the largest, from the largest key).
        for (a, b) in zip(rows, rows.dropFirst()) where a.values[1] == b.values[1] {
          let (first, second) = (
            Int64.fromDatabaseValue(a.key[0].packed) ?? 0, Int64.fromDatabaseValue(b.key[0].packed) ?? 0
          )
          #expect(descending ? first > second : first < second)
        }
        let numbers = values.compactMap { Int64.fromDatabaseValue($0) }
        #expect(numbers == (descending ? numbers.sorted(by: >) : numbers.sorted()))
      }
      // At the table: :sort -v shows its first page sorted, the status says so.
      let flow = try await sqlFlow(path, ["t", ":sort -w"])
      #expect(flow.page.status == "1–36 of 1000 so far, more as you page, sorted by w, largest first")
      #expect(flow.page.items.first?.cells[2] == "b", "by the column's collation: b after B")
    }
  }

  @Test("a filter runs in SQLite by the table's own rules: only the rows it keeps are read; accents fold")
  func filteredInSQLite() async throws {
    var flow = try await sqlFlow(Catalog.embeddedPath, ["Artist", "/motorhead"])
    #expect(flow.page.items.map { $0.cells[1] }.contains("Motörhead"))
    // The rows read are the matching ones; the table's own count, known before, is told apart.
    #expect(flow.page.status == "1–3 of 3 matching \"motorhead\" (275 rows in all)")
    await flow.send(["/", "~", "Track", "/'angus !snow", ":sort -Milliseconds"])
    let status = try #require(flow.page.status)
    #expect(status.hasSuffix(", sorted by Milliseconds, largest first"), "\(status)")
    // Every row read matches: the list holds no other, and claims no count of all (the table's
    // was not known, its rows read as paged).
    #expect(status == "1–9 of 9 matching \"'angus !snow\", sorted by Milliseconds, largest first")
    let lengths = flow.page.items.map { Int($0.cells[6]) ?? 0 }
    #expect(lengths == lengths.sorted(by: >))
    #expect(flow.page.items.allSatisfy { $0.cells[5].lowercased().contains("angus") })
    await flow.send(["/"])
    #expect(
      flow.page.status == "1–36 of 1000 so far, more as you page, sorted by Milliseconds, largest first",
      "the filter gone, the order kept")
  }
}
