@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

/// A database with what real ones hold: names that need quoting, a compound key, a table
/// WITHOUT ROWID, a view, a full-text table, a table without a primary key, odd values.
private func makeOddDatabase(at path: String) throws {
  // A key pointing at no row is among what real databases hold: keys are not enforced here.
  var configuration = Configuration()
  configuration.foreignKeysEnabled = false
  let database = try DatabaseQueue(path: path, configuration: configuration)
  try database.write { db in
    try db.execute(
      sql: """
        CREATE TABLE "my table" ("order" INTEGER PRIMARY KEY, "select" TEXT, "1st/col", blob BLOB);
        INSERT INTO "my table" VALUES (1, 'it''s', 1e999, x'00ff10'), (2, NULL, -1e999, NULL),
          (3, '', 9223372036854775807, x''), (4, CAST(x'ff61' AS TEXT), 0.1, NULL);
        CREATE TABLE pair (a TEXT, b INTEGER, note TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;
        INSERT INTO pair VALUES ('x', 1, 'first'), ('x', 2, 'second'), ('y', 1, 'third');
        CREATE TABLE "link to pair" (id INTEGER PRIMARY KEY, pa TEXT, pb INTEGER, mine INTEGER,
          FOREIGN KEY (pa, pb) REFERENCES pair (a, b), FOREIGN KEY (mine) REFERENCES "my table");
        INSERT INTO "link to pair" VALUES (10, 'x', 2, 1), (11, 'x', 2, 3), (12, NULL, NULL, 99);
        CREATE TABLE loose (word TEXT);
        INSERT INTO loose VALUES ('alpha'), ('beta');
        CREATE TABLE "2nd table" ("group" INTEGER PRIMARY KEY, "a/b" TEXT);
        INSERT INTO "2nd table" VALUES (7, 'slash');
        CREATE VIEW "pair notes" AS SELECT a, note FROM pair;
        CREATE VIRTUAL TABLE notes USING fts5(body);
        INSERT INTO notes VALUES ('full text here');
        """)
  }
  try database.close()
}

@Suite("flows sql: any SQLite database, followed by its keys")
struct SqlFlowTests {
  @Test("the shipped transcript: a track, its album, the album's tracks sorted and filtered, a playlist")
  func transcript() async throws {
    try await expectTranscript(GoldenFiles.transcript("chinook", of: "Sql")) { arguments in
      #expect(arguments == ["chinook.sqlite"])
      return Flow(
        Sql.navigation().environment(try SQLiteFile(path: Catalog.embeddedPath)), input: (),
        traits: Traits(width: 80, height: 24))
    }
  }

  @Test("the shipped catalog: tables with their counts, a track, its album, the album's tracks, back")
  func chinook() async throws {
    var flow = try await sqlFlow(Catalog.embeddedPath)
    #expect(flow.labels == ["Album", "Artist", "Genre", "MediaType", "Playlist", "PlaylistTrack", "Track"])
    #expect(flow.page.items.map { $0.cells[2] } == ["347", "275", "25", "5", "18", "8715", "3503"])
    await flow.send(["Track", "1"])
    #expect(
      flow.page.items.map(\.label).suffix(4) == ["Genre", "MediaType", "Album", "← PlaylistTrack.TrackId"])
    await flow.send("Album")
    #expect(flow.title == "Album 1")
    #expect(flow.page.items.last?.cells == ["← Track.AlbumId", "10 rows"])
    await flow.send("← Track.AlbumId")
    #expect(flow.page.status == "1–10 of 10")
    #expect(flow.page.items.first?.cells.prefix(2) == ["1", "For Those About To Rock (We Salute You)"])
    await flow.send(["..", "..", ".."])
    #expect(flow.title == "Track")
    // A compound primary key: a playlist's track is named by both its parts, and leads to both.
    await flow.send(["~", "PlaylistTrack", "1"])
    #expect(flow.title == "PlaylistTrack (1, 1)")
    #expect(flow.page.items.map(\.label).suffix(2) == ["Track", "Playlist"])
    await flow.send("Playlist")
    #expect(flow.page.items.map(\.cells).contains(["Name", "Music"]))
    #expect(flow.rejections.isEmpty)
  }

  @Test("names that need quoting, a compound key both ways, WITHOUT ROWID, a view, FTS, odd values")
  func oddDatabase() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: path)
      var flow = try await sqlFlow(path)
      // The full-text table's own tables are tables of the file too.
      #expect(
        flow.labels == [
          "2nd table", "link to pair", "loose", "my table", "notes", "notes_config", "notes_content", "notes_data",
          "notes_docsize", "notes_idx", "pair", "pair notes",
        ])
      #expect(flow.page.items.map { $0.cells[1] }[3...4] == ["table", "virtual table"])
      #expect(flow.page.items.last?.cells == ["pair notes", "view", "3"])
      await flow.send("my table")
      #expect(flow.page.items.map { $0.cells[1] } == ["it's", "–", "", "\u{FFFD}a"])
      #expect(flow.page.items.map { $0.cells[2] } == ["inf", "-inf", "9223372036854775807", "0.1"])
      await flow.send("1")
      #expect(flow.page.items.map(\.cells).contains(["blob", "BLOB, 3 bytes: 00 ff 10"]))
      #expect(flow.page.items.last?.cells == ["← link to pair.mine", "1 row"])
      await flow.send(["blob"])
      #expect(flow.page.body.map(\.text) == ["BLOB, 3 bytes", "0000  00 ff 10"])
      // A WITHOUT ROWID table sorted in SQLite, read after its compound key.
      await flow.send(["~", "pair", ":sort -note"])
      #expect(flow.page.items.map { $0.cells[2] } == ["third", "second", "first"])
      await flow.send(["~", "pair", "x"])
      #expect(flow.page.items.isEmpty == false)
      await flow.send(["~", "pair", ":next"])
      await flow.send(["~", "link to pair", "1"])
      #expect(flow.page.items.map(\.cells).contains(["pair", "→ pa = 'x', pb = 2"]))
      await flow.send("pair")
      #expect(flow.title == "pair ('x', 2)")
      #expect(flow.page.items.last?.cells == ["← link to pair.pa+pb", "2 rows"])
      await flow.send("← link to pair.pa+pb")
      #expect(flow.labels == ["10", "11"])
      await flow.send(["~", "link to pair", "3"])
      // A key holding NULL points at nothing; a key pointing at a row that is not there says so.
      #expect(!flow.page.items.map(\.label).contains("pair"))
      await flow.send("my table")
      #expect(flow.rejections.last?.reason.contains("points at nothing") == true)
      await flow.send(["~", "pair notes"])
      #expect(flow.page.status == "1–3 of 3")
      await flow.send(["~", "notes"])
      #expect(flow.page.items.first?.cells.last == "full text here")
      await flow.send(["~", "2nd table", "1"])
      #expect(flow.page.items.map(\.cells) == [["group", "7"], ["a/b", "slash"]])
      await flow.send(["~", "loose", "2"])
      #expect(flow.page.items.first?.cells == ["word", "beta"])
    }
  }

  @Test("columns that take every name of the rowid: every row once; a key to its own table, both ways")
  func shadowedRowidAndSelfReference() async throws {
    try await withTemporaryFolder { folder in
      let (path, _) = try await makeDatabase(
        "shadowed.sqlite", in: folder,
        sql: """
          CREATE TABLE shadow (rowid TEXT, oid TEXT, _rowid_ TEXT, n INTEGER);
          WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 1500)
          INSERT INTO shadow SELECT 'same', NULL, 'x', i FROM c;
          CREATE TABLE Employee (Id INTEGER PRIMARY KEY, Name TEXT, ReportsTo INTEGER REFERENCES Employee (Id));
          INSERT INTO Employee VALUES (1, 'Andrew', NULL), (2, 'Nancy', 1), (3, 'Jane', 2), (4, 'Margaret', 2);
          """)
      // No name is left to read the rows after the last one's rowid: they are read by their
      // place, a batch at a time; the row at the end is found by its place.
      var flow = try await sqlFlow(path, ["shadow"])
      #expect(flow.page.status == "1–36 of 1000 so far, more as you page")
      await flow.send(["1500", ".."])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      await flow.send(":sort -n")
      #expect(flow.page.items.first?.cells.last == "1500")
      await flow.send(["~", "Employee", "3", "Employee"])
      #expect(flow.title == "Employee 2")
      #expect(flow.page.items.last?.cells == ["← Employee.ReportsTo", "2 rows"])
      await flow.send("← Employee.ReportsTo")
      #expect(flow.page.items.map { $0.cells[1] } == ["Jane", "Margaret"])
      #expect(flow.rejections.isEmpty)
    }
  }

  @Test("a view of a table that is gone, a virtual table of a module SQLite lacks: listed, refused in words")
  func brokenSchema() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "broken.sqlite", in: folder,
        sql: """
          CREATE TABLE ok (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO ok VALUES (1, 'a');
          CREATE TABLE gone (id INTEGER PRIMARY KEY); CREATE VIEW broken AS SELECT * FROM gone; DROP TABLE gone;
          """)
      try await database.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA writable_schema = ON")
        try db.execute(
          sql: "INSERT INTO sqlite_master VALUES ('table', 'vt', 'vt', 0, 'CREATE VIRTUAL TABLE vt USING nosuch(a)')")
      }
      try database.close()
      var flow = try await sqlFlow(path)
      #expect(
        flow.page.items.map(\.cells) == [
          ["broken", "view (no such table: main.gone)", "–"], ["ok", "table", "1"],
          ["vt", "virtual table (no such module: nosuch)", "–"],
        ])
      await flow.send("broken")
      #expect(flow.rejections.last?.reason.contains("no such table: main.gone") == true)
      await flow.send(["vt"])
      #expect(flow.rejections.last?.reason.contains("no such module: nosuch") == true)
      await flow.send(["ok", "1"])
      #expect(flow.title == "ok 1", "the rest of the database still opens")
    }
  }

  @Test("opened read-only: the file's bytes unchanged, no journal or WAL file beside it")
  func readOnly() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let flow = try await sqlFlow(path, ["my table", "1", "~", "pair", "2", "← link to pair.pa+pb", "1"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["odd.sqlite"])
    }
  }

  @Test("a database in WAL mode: nothing is left beside it; one being written is read as committed")
  func walMode() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("wal.sqlite").path
      let writer = try DatabasePool(path: path)
      try await writer.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b')")
      }
      // While the writer is open (its -wal and -shm beside the file), a second process writes.
      try await writer.write { db in try db.execute(sql: "INSERT INTO t VALUES (3, 'c')") }
      do {
        let reading = try await sqlFlow(path, ["t"])
        #expect(reading.labels == ["1", "2", "3"], "what was committed")
      }
      // The last connection, the writer's, takes its WAL files with it.
      try writer.close()
      // No writer now: the WAL files are gone, and reading leaves none.
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["wal.sqlite"], "\(left)")
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      do {
        let quiet = try await sqlFlow(path, ["t", "2"])
        #expect(quiet.page.items.map(\.cells).first == ["id", "2"])
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["wal.sqlite"])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test("a database another process holds locked: one line and status 1, after a moment, not forever")
  func locked() async throws {
    try await withTemporaryFolder { folder in
      let (path, holder) = try await makeDatabase(
        "locked.sqlite", in: folder, sql: "CREATE TABLE t (id INTEGER PRIMARY KEY)")
      // A writer in the middle of its commit holds the file EXCLUSIVE: no reader gets in.
      try await holder.writeWithoutTransaction { db in
        try db.execute(sql: "BEGIN EXCLUSIVE; INSERT INTO t VALUES (1)")
        let result = try flows(["sql", path], input: ":q\n")
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.errors == "flows: \(path): database is locked\n")
        try db.execute(sql: "COMMIT")
      }
    }
  }

  @Test("a file that is missing, not SQLite, truncated or a folder gives one line and status 1")
  func badFiles() throws {
    try withTemporaryFolder { folder in
      let text = folder.appendingPathComponent("notes.txt")
      try "just text, not a database\n".write(to: text, atomically: true, encoding: .utf8)
      let odd = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: odd)
      let whole = try Data(contentsOf: URL(fileURLWithPath: odd))
      let truncated = folder.appendingPathComponent("truncated.sqlite")
      try whole.prefix(whole.count / 2).write(to: truncated)
      for path in [folder.appendingPathComponent("missing.sqlite").path, text.path, truncated.path, folder.path] {
        let result = try flows(["sql", path], input: ":q\n")
        #expect(result.status == 1, "\(path): \(result.output)\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(path): \(result.errors)")
        #expect(result.errors.hasPrefix("flows: \(path): "), "\(path): \(result.errors)")
      }
    }
  }

  @Test("flows check sql reports a key that points at no row, with the --at path of its row")
  func checkFindsADanglingKey() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: path)
      let result = try flows(["check", "sql", path])
      #expect(result.status == 1, "\(result.output)\(result.errors)")
      #expect(result.output.contains("a load failed on Row (--at 'link to pair' --at 12)"), "\(result.output)")
      #expect(result.output.contains("no row of my table where order = 99: the key points at nothing"))
      #expect(result.output.hasPrefix("1 finding;"), "the only one: \(result.output)")
    }
  }

  @Test("flows check sql checks every row's keys in SQLite, not only the rows it explores")
  func checkFindsEveryBrokenKey() async throws {
    try await withTemporaryFolder { folder in
      // Row 5000 lies far past the rows an exploration samples; keys are not enforced here.
      let (path, database) = try await makeDatabase(
        "keys.sqlite", in: folder, enforcingKeys: false,
        sql: """
          CREATE TABLE pair (a TEXT, b INTEGER, PRIMARY KEY (a, b)) WITHOUT ROWID;
          INSERT INTO pair VALUES ('x', 1);
          CREATE TABLE "the parent" (id INTEGER PRIMARY KEY);
          CREATE TABLE child (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES "the parent",
            pa TEXT, pb INTEGER, gone INTEGER REFERENCES nowhere (id), FOREIGN KEY (pa, pb) REFERENCES pair);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
            INSERT INTO "the parent" SELECT i FROM n;
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
            INSERT INTO child (id, parent, pa, pb) SELECT i, i, 'x', 1 FROM n;
          UPDATE child SET parent = 7777 WHERE id = 5000;
          UPDATE child SET pb = 2 WHERE id = 3;
          UPDATE child SET pa = NULL WHERE id = 4;
          UPDATE child SET gone = 1 WHERE id = 6;
          """)
      try database.close()
      let result = try flows(["check", "sql", path, "--depth", "2"])
      #expect(result.status == 1, "\(result.output)\(result.errors)")
      let checked = result.output.split(separator: "\n").drop { !$0.hasPrefix("Every foreign key") }.map(String.init)
      // Key by key, as a row's screen lists them; row by row within a key.
      #expect(
        checked == [
          "Every foreign key of every row, checked in SQLite: 3 problems",
          "- child.(pa, pb) = ('x', 2): no row of pair has it (--at child --at 3)",
          "- child.gone = 1: the table nowhere is not in the database (--at child --at 6)",
          "- child.parent = 7777: no row of the parent has it (--at child --at 5000)",
        ], "\(result.output)")
      // A key with a NULL in it points at nothing by design (row 4); a clean database says so.
      let chinook = try flows(["check", "sql", Catalog.embeddedPath, "--depth", "1"])
      #expect(chinook.status == 0, "\(chinook.output)\(chinook.errors)")
      #expect(chinook.output.hasSuffix("Every foreign key of every row, checked in SQLite: nothing wrong\n"))
    }
  }

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
