@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

/// A Northwind-like database with what real ones hold: names that need quoting, two keys to one
/// table, a key to its own table, a compound key, a column named as the table its key points
/// at, keys to rows that are not there, labels that are long, on several lines, or BLOBs.
private let hostileSchema = """
  CREATE TABLE Customers (CustomerID TEXT PRIMARY KEY, CompanyName TEXT, Country TEXT);
  INSERT INTO Customers VALUES ('ALFKI', 'Alfreds Futterkiste', 'Germany'), ('ANATR', 'Ana Trujillo', 'Mexico');
  CREATE TABLE "Em""ployees" ("Employee ID" INTEGER PRIMARY KEY, "Last Name" TEXT,
    "Reports To" INTEGER REFERENCES "Em""ployees", Mentor INTEGER REFERENCES "Em""ployees");
  INSERT INTO "Em""ployees" VALUES (1, 'Davolio', 2, NULL), (2, 'Fuller', NULL, 1), (3, 'Le''verling', 2, 99);
  CREATE TABLE "Région ☃" (code TEXT, sub INTEGER, name TEXT, PRIMARY KEY (code, sub));
  INSERT INTO "Région ☃" VALUES ('DE', 1, 'Nord'), ('DE', 2, 'Sü
  d');
  CREATE TABLE Products (ProductID INTEGER PRIMARY KEY, ProductName);
  INSERT INTO Products VALUES (1, x'00ff'), (2, NULL);
  CREATE TABLE Ledger (LedgerID INTEGER PRIMARY KEY, Amount REAL, Note TEXT);
  INSERT INTO Ledger VALUES (5, 3032.4, 'x');
  CREATE TABLE Shipments (id INTEGER PRIMARY KEY, rc TEXT, rs INTEGER, Customers TEXT REFERENCES Customers,
    ProductID INTEGER REFERENCES Products, LedgerID INTEGER REFERENCES Ledger,
    FOREIGN KEY (rc, rs) REFERENCES "Région ☃" (code, sub));
  INSERT INTO Shipments VALUES (1, 'DE', 2, 'ALFKI', 1, 5), (2, 'US', 9, 'NOPE', 2, 6), (3, NULL, 1, NULL, NULL, NULL);
  """

@Suite("flows sql: a key shows the row it points at, and the table's name follows it")
struct SqlKeyLabelTests {
  private func withHostile(_ body: (String) async throws -> Void) async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "hostile.sqlite", in: folder, enforcingKeys: false, sql: hostileSchema)
      try database.close()
      try await body(path)
    }
  }

  @Test("a key's field shows its row's label; a compound key's line too; a dangling key says so")
  func labels() async throws {
    try await withHostile { path in
      let flow = try await sqlFlow(path, ["Shipments", "1"])
      let cells = flow.page.items.map(\.cells)
      #expect(cells.contains(["Customers", "ALFKI · Alfreds Futterkiste"]))
      // A label on one line; a BLOB label is not shown as text; a table without a label column
      // shows the value alone.
      #expect(cells.contains(["Région ☃", "→ rc = 'DE', rs = 2 · Sü d"]))
      #expect(cells.contains(["ProductID", "1"]))
      #expect(cells.contains(["LedgerID", "5"]))
      let dangling = try await sqlFlow(path, ["Shipments", "2"]).page.items.map(\.cells)
      #expect(dangling.contains(["Customers", "NOPE · no such row in Customers"]))
      #expect(dangling.contains(["Région ☃", "→ rc = 'US', rs = 9 · no such row in Région ☃"]))
      #expect(dangling.contains(["LedgerID", "6 · no such row in Ledger"]))
      // A row whose label column holds NULL is there all the same.
      #expect(dangling.contains(["ProductID", "2"]))
      // NULL keys point at nothing: the field shows NULL, no key line.
      let empty = try await sqlFlow(path, ["Shipments", "3"]).page.items
      #expect(empty.map(\.cells).contains(["Customers", "–"]))
      #expect(empty.allSatisfy { !$0.cells[1].hasPrefix("→") })
    }
  }

  @Test("the table's name follows the key, and so does the key's column (issue #47)")
  func namesFollowKeys() async throws {
    try await withHostile { path in
      var flow = try await sqlFlow(path, ["Shipments", "1", "régi"])
      #expect(flow.page.title == "Région ☃ ('DE', 2)")
      await flow.send(["..", "ledger"])
      #expect(flow.page.title == "Ledger 5")
      await flow.send(["..", "LedgerID"])
      #expect(flow.page.title == "Ledger 5")
      // A column named as the table its key points at keeps its name; the key adds its columns.
      await flow.send(["..", "Customers"])
      #expect(flow.page.title == "Customers ALFKI")
      await flow.send(["..", "Customers (Customers)"])
      #expect(flow.page.title == "Customers ALFKI")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
    }
  }

  @Test("two keys to one table go by the table and their columns, on every row alike")
  func twoKeysToOneTable() async throws {
    try await withHostile { path in
      var flow = try await sqlFlow(path, ["Em\"ployees", "2"])
      // Reports To is NULL on this row: the other key keeps its full name all the same.
      #expect(flow.page.items.map(\.cells).contains(["Em\"ployees (Mentor)", "→ Mentor = 1 · Davolio"]))
      await flow.send("Em\"ployees (Mentor)")
      #expect(flow.page.title == "Em\"ployees 1")
      await flow.send("Em\"ployees (Reports To)")
      #expect(flow.page.title == "Em\"ployees 2")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      // Where both keys hold values, the table's name alone names both: it chooses neither.
      await flow.send(["~", "Em\"ployees", "3", "em\"ployees"])
      #expect(flow.page.title == "Em\"ployees 3")
      #expect(flow.rejections.map(\.kind) == [.ambiguousName])
      await flow.send("Em\"ployees (Mentor)")
      #expect(flow.rejections.map(\.kind) == [.ambiguousName, .loadFailed])
    }
  }

  @Test("the shipped catalog: Album on a track opens its album, and so does AlbumId")
  func chinook() async throws {
    var flow = try await sqlFlow(Catalog.embeddedPath, ["Track", "1"])
    #expect(flow.page.items.map(\.cells).contains(["AlbumId", "1 · For Those About To Rock We Salute You"]))
    #expect(flow.page.items.map(\.cells).contains(["Album", "→ AlbumId = 1 · For Those About To Rock We Salute You"]))
    await flow.send("album")
    #expect(flow.page.title == "Album 1")
    #expect(flow.page.items.map(\.cells).contains(["ArtistId", "1 · AC/DC"]))
    await flow.send(["..", "AlbumId"])
    #expect(flow.page.title == "Album 1")
    #expect(flow.rejections.isEmpty, "\(flow.rejections)")
  }

  @Test("a table of rows shows a key cell by its row's label, and its filter finds the row by it")
  func keyCellsInATable() async throws {
    try await withHostile { path in
      var flow = try await sqlFlow(path, ["Shipments"])
      let rows = flow.page.items.map(\.cells)
      // Columns: id, rc, rs, Customers, ProductID, LedgerID.
      #expect(rows.map { $0[3] } == ["ALFKI · Alfreds Futterkiste", "NOPE", "–"], "a dangling key: its value alone")
      #expect(rows.map { $0[4] } == ["1", "2", "–"], "a BLOB label, a NULL label: the value alone")
      #expect(rows.map { $0[5] } == ["5", "6", "–"], "a table with no label column: the value alone")
      await flow.send("/alfreds")
      #expect(flow.page.items.map { $0.cells[0] } == ["1"], "found by the label its key cell shows")
      // A key to its own table: the label of another row of it, by a subquery of its own.
      flow = try await sqlFlow(path, ["Em\"ployees"])
      #expect(flow.page.items.map { $0.cells[2] } == ["2 · Fuller", "–", "2 · Fuller"])
      #expect(flow.page.items.map { $0.cells[3] } == ["–", "1 · Davolio", "99"])
      await flow.send("/'fuller")
      #expect(flow.page.items.map { $0.cells[0] } == ["2", "1", "3"], "its own name first, then the rows that show it")
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
    }
  }

  @Test("the shipped catalog: a track's album and genre by name; a track found by its album's title")
  func chinookTable() async throws {
    var flow = try await sqlFlow(Catalog.embeddedPath, ["Track"])
    let first = try #require(flow.page.items.first?.cells)
    #expect(first.contains("1 · For Those About To Rock We Salute You") && first.contains("1 · Rock"), "\(first)")
    // "Fast As a Shark" is on "Restless and Wild": found by its album, ranked in SQLite.
    await flow.send("/'restless")
    let names = flow.page.items.map { $0.cells[1] }
    #expect(names.first == "Restless and Wild", "the name itself first")
    #expect(names.contains("Fast As a Shark") && names.contains("Princess of the Dawn"), "\(names)")
    #expect(flow.page.status?.hasPrefix("1–3 of 3 matching") == true, "\(flow.page.status ?? "")")
  }
}
