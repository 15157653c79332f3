@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// Which files `flows sql` opens, and how it reads one another process is writing.
@Suite("flows sql: which files it opens, and how it reads one being written")
struct SqlFileTests {
  @Test("a FIFO, /dev/zero, a link to a device, a folder: refused in words at once, status 1")
  func notRegularFiles() throws {
    try withTemporaryFolder { folder in
      let fifo = folder.appendingPathComponent("pipe.sqlite").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let link = folder.appendingPathComponent("zero.sqlite").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
      let cases = [
        (fifo, "is a FIFO (a named pipe), not a database file"), ("/dev/zero", "is a device, not a database file"),
        (link, "is a device, not a database file"), (folder.path, "is a folder, not a database"),
      ]
      for (path, words) in cases {
        let result = try flowsWithin(seconds: 10, ["sql", path], input: ":q\n")
        #expect(result.status == 1, "\(path): \(result.output)\(result.errors)")
        #expect(result.errors == "flows: \(path): \(words)\n", "\(path)")
      }
    }
  }

  @Test("a file that does not start as SQLite's do is refused before SQLite reads it; an empty file has no tables")
  func headerChecked() throws {
    try withTemporaryFolder { folder in
      let text = try temporaryFile(in: folder, "SQLite format 2 and more text than a header holds\n")
      let result = try flows(["sql", text], input: ":q\n")
      #expect(result.status == 1)
      #expect(result.errors == "flows: \(text): not an SQLite database (the file does not start as one does)\n")
      let empty = try temporaryFile(in: folder, "")
      let opened = try flows(["sql", empty], input: ":q\n")
      #expect(opened.status == 0, "\(opened.errors)")
      #expect(opened.output.contains("no tables or views"), "\(opened.output)")
    }
  }

  @Test("a path that is not UTF-8: flows sql and flows pick open it by its bytes; a message shows them escaped")
  func pathThatIsNotUTF8() async throws {
    try await withTemporaryFolder { folder in
      let (made, database) = try await makeDatabase(
        "made.sqlite", in: folder,
        sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'found')")
      try database.close()
      // caf\xE9: Latin-1, not UTF-8.
      func raw(_ name: [UInt8]) -> [CChar] {
        (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
      }
      let cafe = Array("caf".utf8) + [0xE9]
      #expect(rename(made, raw(cafe + Array(".sqlite".utf8))) == 0)
      let lines = try temporaryFile(in: folder, "one line\nanother found\n")
      #expect(rename(lines, raw(cafe + Array(".txt".utf8))) == 0)
      // The shell makes the bytes; the parser would hand them on as "caf\u{FFFD}".
      let opened = try flowsThroughShell(
        #"exec "$0" sql "$(printf 'caf\351.sqlite')""#, in: folder, input: "t\n1\n:q\n")
      #expect(opened.status == 0, "\(opened.errors)")
      #expect(opened.output.contains("found"), "\(opened.output)")
      let missing = try flowsThroughShell(#"exec "$0" sql "$(printf 'gone\351.sqlite')""#, in: folder, input: ":q\n")
      #expect(missing.status == 1)
      #expect(missing.errors == "flows: \(folder.path)/gone\\xE9.sqlite: no such file\n", "\(missing.errors)")
      let picked = try flowsThroughShell(#"exec "$0" pick --filter found "$(printf 'caf\351.txt')""#, in: folder)
      #expect(picked.status == 0, "\(picked.errors)")
      #expect(picked.output == "another found\n")
      let notPicked = try flowsThroughShell(#"exec "$0" pick --filter x "$(printf 'gone\351.txt')""#, in: folder)
      #expect(notPicked.errors == "flows: gone\\xE9.txt: no such file or directory\n", "\(notPicked.errors)")
    }
  }

  @Test("WAL: a listing on screen holds no snapshot; a writer's log is copied back and stays small")
  func walListingHoldsNoSnapshot() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("wal.sqlite").path
      let writer = try DatabasePool(path: path)
      try await writer.write { db in
        try db.execute(
          sql: """
            CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
            INSERT INTO t SELECT i, 'old ' || i FROM n;
            """)
      }
      var flow = try await sqlFlow(path, ["t"])
      #expect(flow.page.items.first?.cells[1] == "old 1")
      // 2,000 commits while the listing is on screen: SQLite copies the log back as it goes.
      for id in 3001...5000 {
        try await writer.write { db in try db.execute(sql: "INSERT INTO t VALUES (?, 'new')", arguments: [id]) }
      }
      let busy = try await writer.writeWithoutTransaction { db in
        try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      }
      #expect(busy == 0, "no reader holds the log back")
      let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
      #expect(log == 0, "the log truncated")
      // The listing reads on after its last key: the rows added meanwhile come after it.
      await flow.send("5000")
      #expect(flow.page.title == "t 5000", "\(flow.rejections)")
      try writer.close()
    }
  }

  @Test("WAL: the tables' list, shown for a whole session, holds no snapshot: a writer's log is copied back")
  func walTablesHoldNoSnapshot() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("wal.sqlite").path
      let writer = try DatabasePool(path: path)
      try await writer.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY); INSERT INTO t VALUES (1)")
      }
      let flow = try await sqlFlow(path)
      #expect(flow.labels == ["t"])
      try await writer.write { db in try db.execute(sql: "INSERT INTO t VALUES (2)") }
      let busy = try await writer.writeWithoutTransaction { db in
        try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      }
      #expect(busy == 0, "no reader holds the log back")
      try writer.close()
    }
  }

  @Test("through a link in another folder, rows committed in the target's -wal are read")
  func walThroughALink() async throws {
    try await withTemporaryFolder { folder in
      let data = folder.appendingPathComponent("data")
      let links = folder.appendingPathComponent("links")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
      try FileManager.default.createDirectory(at: links, withIntermediateDirectories: false)
      let path = data.appendingPathComponent("wal.sqlite").path
      var configuration = Configuration()
      configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
      let writer = try DatabasePool(path: path, configuration: configuration)
      try await writer.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'in the log')")
      }
      let link = links.appendingPathComponent("link.sqlite").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
      let flow = try await sqlFlow(link, ["t"])
      #expect(flow.page.items.map(\.cells) == [["1", "in the log"]], "\(flow.rejections)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: links.path) == ["link.sqlite"])
      try writer.close()
    }
  }

  @Test("WAL: immutable only where no writer can come; a folder this user cannot write is said in words")
  func walOpeningModes() throws {
    func mode(_ journal: DatabaseLocation.Journal, logs: Bool, readOnly: Bool, writable: Bool) throws
      -> Connections.Mode
    {
      try Connections.mode(
        for: journal, logFilesExist: logs, readOnlyFileSystem: readOnly, folderWritable: writable, shown: "db")
    }
    #expect(try mode(.rollback, logs: false, readOnly: false, writable: false) == .shared)
    #expect(try mode(.wal, logs: true, readOnly: false, writable: false) == .shared)
    #expect(try mode(.wal, logs: false, readOnly: false, writable: true) == .sharedMakingLogFiles)
    #expect(try mode(.wal, logs: false, readOnly: true, writable: false) == .immutable)
    #expect(throws: SQLFileError.self) { try mode(.wal, logs: false, readOnly: false, writable: false) }
  }
}

/// `flows` started by `script` in `/bin/sh` (which gets the binary's path as `$0`), in `folder`.
private func flowsThroughShell(
  _ script: String, in folder: URL, input: String = ""
) throws -> (output: String, errors: String, status: Int32) {
  try flows(["-c", script, BuiltProducts.flows.path], input: input, in: folder, program: "/bin/sh")
}
