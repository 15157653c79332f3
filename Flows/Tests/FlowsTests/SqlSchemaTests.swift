@_spi(Interpreter) import ConsoleFlow
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
        #expect(
          flow.page.title.hasPrefix("\(name) ") && flow.page.title.contains("k1500"), "\(name): \(flow.rejections)")
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

  @Test("--map, Mermaid and DOT: names with an escape, a bell, a newline, quotes shown escaped, each line whole")
  func mapOfHostileNames() async throws {
    try await withTemporaryFolder { folder in
      let title = "k\u{1B}]0;TITLE\u{7}"
      let (path, database) = try await makeDatabase(
        "map.sqlite", in: folder,
        sql: """
          CREATE TABLE "\(title)" ("a
          b" INTEGER PRIMARY KEY, "say ""hi"" {x|y} <p> \\ #35;" TEXT);
          CREATE TABLE "child
          line" (id INTEGER PRIMARY KEY, "par\u{1B}[2Jent" INTEGER REFERENCES "\(title)");
          """)
      try database.close()
      let file = try SQLiteFile(path: path)
      for (format, map) in [("mermaid", SchemaMap.mermaid(of: file)), ("dot", SchemaMap.dot(of: file))] {
        let unsafe = map.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        #expect(unsafe.isEmpty, "\(format): raw control characters \(unsafe.map(\.value))\n\(map)")
        let lines = map.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Mermaid: the heading, each table's opening and closing lines and its columns, a key's
        // line; DOT: the heading and node style, a line a table and a key, the closing brace.
        let expected = format == "mermaid" ? 1 + (2 + 2) + (2 + 2) + 1 : 2 + 2 + 1 + 1
        #expect(lines.count == expected, "\(format):\n\(map)")
        #expect(map.contains(#"k\e]0;TITLE\u{7}"#), "\(format): the name shown escaped\n\(map)")
        #expect(map.contains(#"child\nline"#), "\(format)\n\(map)")
        // Every quoted string closes on its own line.
        for line in lines {
          let quotes = line.replacingOccurrences(of: #"\\"#, with: "").replacingOccurrences(of: #"\""#, with: "")
          #expect(quotes.filter { $0 == "\"" }.count % 2 == 0, "\(format): \(line)")
        }
      }
      let mermaid = SchemaMap.mermaid(of: file)
      #expect(mermaid.contains("#quot;hi#quot;"), "a quote in Mermaid is its entity\n\(mermaid)")
      #expect(mermaid.contains("#35;35;"), "a # in Mermaid is its entity, so no name reads as one\n\(mermaid)")
      let dot = SchemaMap.dot(of: file)
      #expect(dot.contains(#"say \"hi\" \{x\|y\} \<p\> \\ #35;"#), "a record's own characters escaped\n\(dot)")
      let result = try flows(["sql", path, "--map"])
      #expect(result.status == 0, "\(result.errors)")
      #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"))
    }
  }
}
