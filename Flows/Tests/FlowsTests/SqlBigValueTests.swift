@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// A page reads what it shows: of a long value its first bytes and its size, in SQLite.
@Suite("flows sql: a page reads what it shows")
struct SqlBigValueTests {
  @Test("20 MB of text and of BLOB: a page holds their first bytes and sizes; an opened field, a bounded part")
  func bigValues() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "big.sqlite", in: folder,
        sql: """
          CREATE TABLE big (id INTEGER PRIMARY KEY, t TEXT, b BLOB);
          INSERT INTO big VALUES (1, replace(hex(zeroblob(10000000)), '00', 'é'), zeroblob(20000000)), (2, 'short', x'0102');
          CREATE TABLE keyed (k TEXT PRIMARY KEY, t TEXT) WITHOUT ROWID;
          INSERT INTO keyed SELECT 'one', t FROM big WHERE id = 1;
          CREATE VIEW seen AS SELECT t, b FROM big;
          """)
      try database.close()
      let file = try SQLiteFile(path: path)
      for name in ["big", "keyed", "seen"] {
        let query = RowsQuery(relation: try #require(file.relation(named: name)), matching: [])
        let rows = try await file.database.read { db in try SQLiteFile.rowsInOrder(of: query, after: nil, in: db) }
        let text = try #require(rows.first?.value(of: "t"))
        guard case .text(let start, let bytes) = text else {
          Issue.record("\(name): the text whole, \(String(describing: text).prefix(80))")
          continue
        }
        #expect(bytes == 20_000_000 && start.utf8.count <= ShownValue.cellText && start.hasPrefix("éé"), "\(name)")
        if name != "keyed" {
          #expect(
            rows.first?.value(of: "b").map(SQLValue.cell)?.text == "BLOB, 20000000 bytes: 00 00 00 00 00 00 00 00 …")
          #expect(rows.last?.value(of: "t") == .whole("short".databaseValue))
        }
      }
      // Opened, a field shows more of the value, still a bounded part of it.
      let big = RowsQuery(relation: try #require(file.relation(named: "big")), matching: [])
      let row = try #require(
        try await file.database.read { db in try SQLiteFile.rowsInOrder(of: big, after: nil, in: db) }.first)
      guard case .value(let text) = try await file.open(.field(name: "t", value: row.values[1]), of: row),
        case .value(let blob) = try await file.open(.field(name: "b", value: row.values[2]), of: row)
      else {
        Issue.record("a field opened as something else")
        return
      }
      let lines = SQLValue.lines(text.value).map(\.text)
      #expect(lines.count == 2 && lines[0].utf8.count == ShownValue.fieldText, "\(lines.map { $0.prefix(40) })")
      #expect(
        lines.last
          == "… \(20_000_000 - ShownValue.fieldText) more bytes (the first \(ShownValue.fieldText) of 20000000 shown)")
      let bytes = SQLValue.lines(blob.value).map(\.text)
      #expect(bytes.first == "BLOB, 20000000 bytes" && bytes.count == 2 + ShownValue.fieldBlob / 16)
      #expect(bytes.last == "… \(20_000_000 - ShownValue.fieldBlob) more bytes")
      // At the table: the row's screen and the field's, a page of it.
      let flow = try await sqlFlow(path, ["big", "1", "t"])
      #expect(flow.rejections.isEmpty && flow.page.body.first?.text.hasPrefix("ééé") == true)
    }
  }
}
