import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// What a reader must not leave behind, and what a crashed writer left: a quiet WAL database
/// this user cannot write, a hot journal.
@Suite("flows sql: files a reader would leave, a journal a writer left")
struct SqlLeftBehindTests {
  @Test("WAL, no log files, a folder this user can write but a file he cannot: refused in words")
  func walFileNotWritableIsRefused() throws {
    let reason = #expect(throws: SQLFileError.self) {
      try Connections.mode(
        for: .wal, logFilesExist: false, readOnlyFileSystem: false, folderWritable: true, fileWritable: false,
        shown: "db")
    }
    #expect(reason?.reason.contains("leave a -wal and -shm of yours there") == true, "\(String(describing: reason))")
    #expect(
      try Connections.mode(
        for: .wal, logFilesExist: false, readOnlyFileSystem: false, folderWritable: true, fileWritable: true,
        shown: "db") == .sharedMakingLogFiles)
  }

  @Test("a hot journal of a writer that stopped mid-transaction is named as such, not as a write refused")
  func hotJournalIsNamed() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("live.sqlite").path
      let copy = folder.appendingPathComponent("crashed.sqlite").path
      let writer = try DatabaseQueue(path: path)
      try await writer.writeWithoutTransaction { db in
        try db.execute(
          sql: """
            CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
              INSERT INTO t SELECT i, printf('%.500c', 'x') FROM n;
            PRAGMA cache_size = 1;
            BEGIN; UPDATE t SET v = 'y';
            """)
        // The files as a writer killed now would leave them: the journal hot beside the file.
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-journal", toPath: copy + "-journal")
        try db.execute(sql: "ROLLBACK")
      }
      try writer.close()
      let result = try flows(["sql", copy], input: ":q\n")
      #expect(result.status == 1, "\(result.output)")
      #expect(result.errors.contains("a hot journal is beside it (-journal)"), "\(result.errors)")
      #expect(!result.errors.contains("attempt to write a readonly database"), "\(result.errors)")
    }
  }
}
