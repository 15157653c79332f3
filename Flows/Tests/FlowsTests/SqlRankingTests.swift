@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// 2,500 customers: every 500th in Germany, every 7th in a country whose letters spell it apart
/// (`g e r m a n y`), others with its letters spread over two cells (kept by no cell).
private let customers = """
  CREATE TABLE "Cust omers" ("Customer ID" INTEGER PRIMARY KEY, "Company" TEXT, "Country" TEXT);
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2500)
  INSERT INTO "Cust omers" SELECT i,
    CASE WHEN i % 3 = 0 THEN 'germ' ELSE 'shop ' || i END,
    CASE WHEN i % 500 = 0 THEN 'Germany' WHEN i % 7 = 0 THEN 'g e r m a n y' WHEN i % 3 = 0 THEN 'any' ELSE 'France' END
  FROM c;
  CREATE VIEW "every customer" AS SELECT * FROM "Cust omers";
  """

@Suite("flows sql: a filtered table's rows ranked in SQLite, paged by rank and key")
struct SqlRankingTests {
  @Test("best first as the table ranks them, every kept row once across batches, none other")
  func rankedAndPaged() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase("ranked.sqlite", in: folder, sql: customers)
      try database.close()
      let file = try SQLiteFile(path: path)
      let relation = try #require(file.relation(named: "Cust omers"))
      var query = RowsQuery(relation: relation, matching: [])
      query.filter = "germany"
      query.counted = .exactly(2500)
      let rows = try await allRows(of: query, in: file, batch: 97)
      // The same order computed here, row by row, from the cells the table shows.
      let everyRow = try await allRows(of: RowsQuery(relation: relation, matching: []), in: file, batch: 1000)
      let rank = TableQuery(filter: "germany").rowRanker()
      let expected = everyRow.compactMap { row in
        rank([row.label] + row.values.map { SQLValue.cell($0).text }).map { (rank: $0, row: row) }
      }
      .enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.row.label)
      #expect(rows.map(\.label) == expected)
      #expect(rows.count == 5 + 357)
      #expect(rows.prefix(5).map(\.label) == ["500", "1000", "1500", "2000", "2500"])
      // A table too large to rank in a pass per batch, or not counted, is read in key order.
      for count in [RowCount.exactly(RowSource.rankedRowsAtMost + 1), .atLeast(100_000), .notCounted] {
        query.counted = count
        let inKeyOrder = try await allRows(of: query, in: file, batch: 1000)
        #expect(inKeyOrder.map(\.label) == expected.sorted { Int($0)! < Int($1)! })
      }
    }
  }

  @Test("/germany puts the customers in Germany first; a view ranks what it read; :sort orders")
  func atTheTable() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase("ranked.sqlite", in: folder, sql: customers)
      try database.close()
      var flow = try await sqlFlow(path, ["Cust omers", "/germany"])
      #expect(flow.page.items.prefix(5).map { $0.cells[2] } == Array(repeating: "Germany", count: 5))
      #expect(flow.page.status?.hasPrefix("1–36 of 362 matching") == true, "\(flow.page.status ?? "")")
      await flow.send(":sort -Customer ID")
      #expect(flow.page.items.first?.cells.prefix(1) == ["2500"])
      // A view is read by its rows' places: the table ranks the rows read (here all of them).
      await flow.send(["~", "every customer", "/germany"])
      #expect(flow.page.items.first?.cells.first == "500")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
    }
  }
}
