import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// The schema as SQLite's pragmas give it, whatever the CREATE text says, and the schema's map
/// with any names.
@Suite("flows sql: the schema from SQLite's pragmas, its map with any names")
struct SqlSchemaTests {
  @Test("STRICT and WITHOUT ROWID in any spelling, a comment before them, the words in a default: read by key")
  func withoutRowidInAnySpelling() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "spelling.sqlite", in: folder,
        sql: """
          CREATE TABLE strict_pair (k TEXT PRIMARY KEY, v INT) STRICT, WITHOUT ROWID;
          CREATE TABLE commented (k TEXT PRIMARY KEY, v) /* a ) comment */ WITHOUT ROWID;
          CREATE TABLE "odd case" (k PRIMARY KEY, v)   without
            rowid;
          CREATE TABLE strict_rowid (id INTEGER PRIMARY KEY, v TEXT) STRICT;
          CREATE TABLE words (note TEXT DEFAULT ') WITHOUT ROWID');
          """)
      try await database.write { db in
        for table in ["strict_pair", "commented", "\"odd case\""] {
          for n in 1...1_500 {
            try db.execute(sql: "INSERT INTO \(table) VALUES (?, ?)", arguments: ["k\(n)", n])
          }
        }
        try db.execute(sql: "INSERT INTO strict_rowid VALUES (1, 'a'), (2, 'b')")
        try db.execute(sql: "INSERT INTO words VALUES ('one'), ('two')")
      }
      try database.close()
      let file = try SQLiteFile(path: path)
      for name in ["strict_pair", "commented", "odd case"] {
        #expect(file.relation(named: name)?.hasRowid == false, "\(name)")
        var flow = try await sqlFlow(path, [name])
        #expect(flow.rejections.isEmpty, "\(name): \(flow.rejections)")
        #expect(flow.labels.first?.contains("k1") == true, "\(name)")
        // Paged by the primary key: past the first batch, every row once.
        await flow.send([":sort -v", "k1500"])
        #expect(flow.title.hasPrefix("\(name) ") && flow.title.contains("k1500"), "\(name): \(flow.rejections)")
      }
      #expect(file.relation(named: "strict_rowid")?.hasRowid == true)
      #expect(file.relation(named: "words")?.hasRowid == true)
      let flow = try await sqlFlow(path, ["words", "2"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      #expect(flow.page.items.map(\.cells).contains(["note", "two"]))
    }
  }

  @Test("a virtual table is known by SQLite's word for it, not by how its CREATE text starts")
  func virtualTableByPragma() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "virtual.sqlite", in: folder,
        sql: """
          CREATE /* first */ VIRTUAL TABLE notes USING fts5(body);
          INSERT INTO notes VALUES ('full text');
          """)
      try database.close()
      let file = try SQLiteFile(path: path)
      #expect(file.relation(named: "notes")?.kind == .virtual)
      #expect(file.relation(named: "notes_config")?.kind == .table)
    }
  }
}
