import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// A file with one damaged page: SQLite reads the rest, and so does `flows sql`.
@Suite("flows sql: one damaged table in a file")
struct SqlDamagedTests {
  @Test("a damaged page of one table is said beside it; the other tables browse, status 0")
  func damagedTableIsReported() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "damaged.sqlite", in: folder,
        sql: """
          CREATE TABLE good (id INTEGER PRIMARY KEY, v TEXT);
          CREATE TABLE bad (id INTEGER PRIMARY KEY, v TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
            INSERT INTO good SELECT i, 'g' || i FROM n;
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO bad SELECT i, printf('%.200c', 'x') FROM n;
          """)
      let (root, pageSize) = try await database.read { db in
        (
          try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_schema WHERE name = 'bad'") ?? 0,
          try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
        )
      }
      try database.close()
      // A page of the table's tree written over, as a bad disk leaves it.
      let handle = try #require(FileHandle(forUpdatingAtPath: path))
      try handle.seek(toOffset: UInt64((root + 4) * pageSize))
      handle.write(Data(repeating: 0xFF, count: 64))
      try handle.close()
      let result = try flows(["sql", path], input: "bad\n~\ngood\n:q\n")
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(result.output.contains("bad   table (database disk image is malformed)"), "\(result.output)")
      #expect(result.output.contains("table good: 50 rows"), "\(result.output)")
    }
  }
}
