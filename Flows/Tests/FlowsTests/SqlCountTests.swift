@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// Counts that never hold a screen up: bounded by SQLite's work, the same on every run.
@Suite("flows sql: counts bounded by work")
struct SqlCountTests {
  /// A view whose first rows come at once but whose count runs through 20 million steps.
  private static let slowView = """
    CREATE VIEW slow AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 20000000)
      SELECT x FROM c WHERE x < 2000 OR x % 10000000 = 0;
    """

  @Test("a view slow to count holds up neither the tables, nor --at, nor a headless run, nor flows check")
  func slowViewHoldsNothingUp() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "slow.sqlite", in: folder,
        sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'one');" + Self.slowView)
      try database.close()
      let listed = try flowsWithin(seconds: 5, ["sql", path], input: ":q\n")
      #expect(listed.status == 0, "\(listed.errors)")
      #expect(listed.output.contains("  1  slow  view   …\n"), "\(listed.output)")
      // The same on every run: the bound is SQLite's work, not time.
      #expect(try flowsWithin(seconds: 5, ["sql", path], input: ":q\n").output == listed.output)
      let opened = try flowsWithin(seconds: 5, ["sql", path, "--at", "t"], input: ":q\n")
      #expect(opened.output.contains("table t: 1 row"), "\(opened.output)\(opened.errors)")
      let checked = try flowsWithin(seconds: 20, ["check", "sql", path, "--depth", "0", "--budget", "5"], input: "")
      #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
      // Opened, the view shows its first page, its count unknown.
      var flow = try await sqlFlow(path, ["slow"])
      #expect(flow.page.heading == "view slow")
      #expect(flow.page.items.count == 36)
      await flow.send(["..", "t", "1"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
    }
  }

  @Test("10,000 tables: the first page counts a part of them; a table far down is found")
  func manyTables() async throws {
    try await withTemporaryFolder { folder in
      let tables = (0..<10_000).map {
        "CREATE TABLE t\($0) (id INTEGER PRIMARY KEY); INSERT INTO t\($0) VALUES (\($0));"
      }
      let (path, database) = try await makeDatabase("many.sqlite", in: folder, sql: tables.joined(separator: "\n"))
      try database.close()
      var flow = try await sqlFlow(path)
      #expect(flow.page.status == "1–36 of 512 so far, more as you page", "\(flow.page.status ?? "")")
      await flow.send(["t9999", "9999"])
      #expect(flow.page.title == "t9999 9999", "\(flow.rejections)")
    }
  }
}
