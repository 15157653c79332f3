@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// Tables as wide as SQLite allows, within its limits of a result's columns and a function's
/// arguments; SQLite's errors in its own words, on one line.
@Suite("flows sql: tables as wide as SQLite allows")
struct SqlWideTableTests {
  /// `CREATE TABLE name (…)` with `count` columns c1…, each row holding `c<i> = "<row>-<i>"`.
  private func wide(_ name: String, columns count: Int, rows: Int, key: String = "") -> String {
    let columns = (1...count).map { "c\($0)" + (key == "c1" && $0 == 1 ? " TEXT PRIMARY KEY" : " TEXT") }
    let tail = key == "c1" ? " WITHOUT ROWID" : ""
    let inserts = (1...rows).map { row in
      "INSERT INTO \(name) VALUES (" + (1...count).map { "'\(row)-\($0)'" }.joined(separator: ", ") + ");"
    }
    return "CREATE TABLE \(name) (\(columns.joined(separator: ", ")))\(tail);\n" + inserts.joined(separator: "\n")
  }

  @Test(
    "130 columns: /text filters; 2,000 columns: a table, one WITHOUT ROWID, a view, sorted, filtered, the last field")
  func wideTables() async throws {
    try await withTemporaryFolder { folder in
      let sql = [
        wide("w130", columns: 130, rows: 3), wide("w2000", columns: 2000, rows: 3),
        wide("k2000", columns: 2000, rows: 3, key: "c1"), "CREATE VIEW v2000 AS SELECT * FROM w2000;",
      ].joined(separator: "\n")
      let (path, database) = try await makeDatabase("wide.sqlite", in: folder, sql: sql)
      try database.close()
      var flow = try await sqlFlow(path, ["w130", "/'2-130"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      #expect(flow.page.items.count == 1)
      for table in ["w2000", "k2000", "v2000"] {
        await flow.send(["~", table])
        #expect(flow.page.items.count == 3, "\(table): \(flow.page.status ?? "")")
        await flow.send([":sort -c2000", "/'3-1999"])
        #expect(flow.page.items.count == 1, "\(table): \(flow.page.status ?? "")")
        await flow.send(["/", ":sort", "#2", "c2000"])
        #expect(flow.page.body.map(\.text) == ["2-2000"], "\(table)")
        #expect(flow.rejections.isEmpty, "\(table): \(flow.rejections)")
      }
    }
  }

  @Test("a read SQLite refuses says why in its words on one line, never the statement it ran")
  func errorsInWords() async throws {
    try await withTemporaryFolder { folder in
      // A wide view whose rows past the 1,500th cannot be computed.
      let columns = (1...300).map { "\($0) AS \"column \($0)\"" }.joined(separator: ", ")
      let (path, database) = try await makeDatabase(
        "bad.sqlite", in: folder,
        sql: """
          CREATE VIEW bad AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3000)
            SELECT x, CASE WHEN x > 1500 THEN abs(-9223372036854775807 - 1) ELSE x END AS y, \(columns) FROM n;
          """)
      try database.close()
      let flow = try await sqlFlow(path, ["bad", "1600"])
      let said = flow.rejections.map(\.reason) + [flow.page.status ?? ""]
      #expect(said.contains { $0.contains("integer overflow") }, "\(said)")
      for words in said {
        #expect(!words.contains("SELECT") && !words.contains("\n") && words.count < 240, "\(words)")
      }
    }
  }
}
