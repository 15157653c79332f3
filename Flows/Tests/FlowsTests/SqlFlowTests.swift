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
func makeOddDatabase(at path: String) throws {
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
    #expect(flow.page.title == "Album 1")
    #expect(flow.page.items.last?.cells == ["← Track.AlbumId", "10 rows"])
    await flow.send("← Track.AlbumId")
    #expect(flow.page.status == "1–10 of 10")
    #expect(flow.page.items.first?.cells.prefix(2) == ["1", "For Those About To Rock (We Salute You)"])
    await flow.send(["..", "..", ".."])
    #expect(flow.page.title == "Track")
    // A compound primary key: a playlist's track is named by both its parts, and leads to both.
    await flow.send(["~", "PlaylistTrack", "1"])
    #expect(flow.page.title == "PlaylistTrack (1, 1)")
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
      await flow.send(["~", "link to pair", "#1"])
      #expect(flow.page.items.map(\.cells).contains(["pair", "→ pa = 'x', pb = 2"]))
      await flow.send("pair")
      #expect(flow.page.title == "pair ('x', 2)")
      #expect(flow.page.items.last?.cells == ["← link to pair.pa+pb", "2 rows"])
      await flow.send("← link to pair.pa+pb")
      #expect(flow.labels == ["10", "11"])
      await flow.send(["~", "link to pair", "#3"])
      // A key holding NULL points at nothing; a key pointing at a row that is not there says so.
      #expect(!flow.page.items.map(\.label).contains("pair"))
      await flow.send("my table")
      #expect(flow.rejections.last?.reason.contains("points at nothing") == true)
      await flow.send(["~", "pair notes"])
      #expect(flow.page.status == "1–3 of 3")
      await flow.send(["~", "notes"])
      #expect(flow.page.items.first?.cells.last == "full text here")
      await flow.send(["~", "2nd table", "#1"])
      #expect(flow.page.items.map(\.cells) == [["group", "7"], ["a/b", "slash"]])
      await flow.send(["~", "loose", "#2"])
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
      #expect(flow.page.title == "Employee 2")
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
      #expect(flow.page.title == "ok 1", "the rest of the database still opens")
    }
  }
}
