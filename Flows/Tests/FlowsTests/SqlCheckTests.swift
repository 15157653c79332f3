import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// `flows check sql` on healthy databases of every shape: nothing found, status 0, the same on
/// any machine.
@Suite("flows check sql: a healthy database is healthy")
struct SqlCheckTests {
  // A row of a table without a key column is named by its rowid, which no cell held: a filter by
  // its name found nothing.
  @Test("tables without a key column, full-text tables, views, WITHOUT ROWID: no finding, status 0")
  func everyShape() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "shapes.sqlite", in: folder,
        sql: """
          CREATE TABLE loose (word TEXT, n REAL);
          INSERT INTO loose VALUES ('alpha', 0.5), ('beta', NULL), (NULL, NULL);
          CREATE VIRTUAL TABLE notes USING fts5(body);
          INSERT INTO notes VALUES ('full text here'), ('more text');
          CREATE TABLE pair (a TEXT, b INTEGER, note TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;
          INSERT INTO pair VALUES ('x', 1, 'first'), ('y', 2, 'second');
          CREATE TABLE nulls (k TEXT PRIMARY KEY, v TEXT);
          INSERT INTO nulls VALUES (NULL, 'no key'), ('a', 'keyed');
          CREATE VIEW words AS SELECT word FROM loose;
          """)
      try database.close()
      let result = try flows(["check", "sql", path, "--depth", "2"])
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(result.output.hasPrefix("no findings;"), "\(result.output)")
    }
  }

  @Test("10,000 tables: no finding and status 0, a step's time never one")
  func manyTables() async throws {
    try await withTemporaryFolder { folder in
      let tables = (0..<10_000).map {
        "CREATE TABLE t\($0) (id INTEGER PRIMARY KEY); INSERT INTO t\($0) VALUES (\($0));"
      }
      let (path, database) = try await makeDatabase("many.sqlite", in: folder, sql: tables.joined(separator: "\n"))
      try database.close()
      let result = try flows(["check", "sql", path, "--depth", "1", "--budget", "20"])
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(!result.output.contains("slow step"), "\(result.output)")
    }
  }
}
