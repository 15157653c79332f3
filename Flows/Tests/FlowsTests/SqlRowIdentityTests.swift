@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// A row's label is its identity: typed, or as a path's part (`--at`, `:where`), it opens that
/// row and no other.
@Suite("flows sql: a row's path opens that row")
struct SqlRowIdentityTests {
  @Test("keys NULL, holding NUL, long BLOBs sharing a start, a number and its digits: each row reopens as itself")
  func everyRowReopens() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "keys.sqlite", in: folder,
        sql: """
          CREATE TABLE nulls (k TEXT PRIMARY KEY, v TEXT);
          INSERT INTO nulls VALUES (NULL, 'first null'), (NULL, 'second null'), ('NULL', 'text NULL'),
            ('rowid 1', 'text rowid'), ('a', 'plain'), (' a', 'space');
          CREATE TABLE nul (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;
          INSERT INTO nul VALUES ('a' || char(0) || 'b', 'ab'), ('a' || char(0) || 'c', 'ac'), ('a', 'alone'),
            ('k' || char(27) || ']0;x' || char(7), 'escape');
          CREATE TABLE blobs (k BLOB PRIMARY KEY, v TEXT) WITHOUT ROWID;
          INSERT INTO blobs VALUES
            (x'00000000000000000000000000000000000000000001', 'one'),
            (x'00000000000000000000000000000000000000000002', 'two');
          CREATE TABLE mixed (k PRIMARY KEY, v TEXT) WITHOUT ROWID;
          INSERT INTO mixed VALUES (1, 'number'), ('1', 'digits'), (1.5, 'real'), ('x''y', 'quote'), (x'31', 'blob');
          CREATE TABLE pair (a, b, v TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;
          INSERT INTO pair VALUES ('1, 2', 3, 'first'), (1, '2, 3', 'second');
          """)
      try database.close()
      let file = try SQLiteFile(path: path)
      for table in ["nulls", "nul", "blobs", "mixed", "pair"] {
        let listing = try await sqlFlow(path, [table])
        let labels = listing.labels
        let values = listing.page.items.map { $0.cells.last ?? "" }
        #expect(Set(labels).count == labels.count, "\(table): \(labels)")
        for (label, value) in zip(labels, values) {
          #expect(!label.contains("\0"), "\(table): \(label)")
          let opened = await FlowDriver(
            Sql.navigation().environment(file), input: (), at: [table, label], strict: false)
          #expect(opened.page.items.first { $0.label == "v" }?.cells.last == value, "\(table) \(label)")
        }
      }
    }
  }

  @Test("a row gone since its path was written: the path is refused, no other row opened")
  func goneRowRefused() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "gone.sqlite", in: folder,
        sql: "CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID; INSERT INTO t VALUES ('a', 'x'), ('b', 'y');")
      let file = try SQLiteFile(path: path)
      let before = await FlowDriver(Sql.navigation().environment(file), input: (), at: ["t", "b"], strict: false)
      #expect(before.page.title == "t b")
      try await database.write { db in try db.execute(sql: "DELETE FROM t WHERE k = 'b'") }
      let after = await FlowDriver(
        Sql.navigation().environment(try SQLiteFile(path: path)), input: (), at: ["t", "b"], strict: false)
      #expect(after.page.title == "t", "refused, on the table")
    }
  }

  @Test("flows check sql prints each --at path quoted so it reopens, control characters and all")
  func checkPathsReopen() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "names.sqlite", in: folder, enforcingKeys: false,
        sql: """
          CREATE TABLE parent (id INTEGER PRIMARY KEY);
          CREATE TABLE "k\u{1B}]0;x\u{7}" (k TEXT PRIMARY KEY, p INTEGER REFERENCES parent) WITHOUT ROWID;
          INSERT INTO "k\u{1B}]0;x\u{7}" VALUES ('it''s' || char(10) || 'here', 9);
          """)
      try database.close()
      let result = try flows(["check", "sql", path, "--depth", "1"])
      let line = try #require(result.output.split(separator: "\n").first { $0.contains("no row of parent") })
      // What is between the parentheses, pasted into a shell, gives back the path's parts.
      let start = try #require(line.range(of: " (--at ", options: .backwards))
      let at = line[line.index(after: start.lowerBound)...].dropFirst().dropLast()
      let words = try flows(["-c", "printf '%s\\n' \(at)"], program: "/bin/bash").output
      let expected = ["--at", "k\u{1B}]0;x\u{7}", "--at", "'it''s'||char(10)||'here'"]
      #expect(words == expected.joined(separator: "\n") + "\n", "\(line)")
    }
  }
}
