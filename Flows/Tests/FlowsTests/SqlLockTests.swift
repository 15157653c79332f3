@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// A database another process holds locked: reading waits a moment, says so, and reads on when
/// asked again once the lock is gone.
@Suite("flows sql: a lock met while paging")
struct SqlLockTests {
  @Test("a page that met a lock held past the wait says so, and is read when asked again once the lock is gone")
  func pageReadAgainAfterALock() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "locked.sqlite", in: folder,
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
          INSERT INTO t SELECT i, 'row ' || i FROM n;
          """)
      try database.close()
      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true
      let holder = try DatabaseQueue(path: path, configuration: configuration)
      var flow = try await sqlFlow(path, ["t"])
      #expect(flow.page.status == "1–36 of 1000 so far, more as you page")
      // A writer in the middle of its commit holds the file EXCLUSIVE past the reader's wait.
      try await holder.writeWithoutTransaction { db in
        try db.execute(sql: "BEGIN EXCLUSIVE; INSERT INTO t VALUES (3001, 'new')")
      }
      await flow.send("2500")
      #expect(flow.rejections.last?.reason.contains("database is locked") == true, "\(flow.rejections)")
      #expect(flow.page.status?.contains("database is locked") == true, "\(flow.page.status ?? "")")
      try await holder.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
      // Asked again, the page is read: the row, and the list reads on.
      await flow.send("2500")
      #expect(flow.page.title == "t 2500", "\(flow.rejections.last.map(\.reason) ?? "")")
      await flow.send([".."])
      #expect(flow.page.status == "1–36 of 3000 so far, more as you page", "\(flow.page.status ?? "")")
      // Locked again: the last row is not read; once the lock is gone, Enter reads on.
      try await holder.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
      await flow.send("3001")
      #expect(flow.page.status?.contains("database is locked") == true, "\(flow.page.status ?? "")")
      try await holder.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
      await flow.send("")
      #expect(flow.page.status == "1–36 of 3001", "\(flow.page.status ?? "")")
      try holder.close()
    }
  }
}
