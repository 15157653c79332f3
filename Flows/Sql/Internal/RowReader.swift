import Foundation
import GRDB

/// The connection one listing reads its pages on, opened with its first page. In WAL mode every
/// page comes from one snapshot, the one its first page saw: a writer that commits meanwhile
/// changes nothing the listing shows, and keyset paging never meets a row of another state. In
/// rollback mode a held snapshot would hold every writer out, so each page is read in a
/// transaction of its own.
final class RowReader: @unchecked Sendable {
  private let connections: Connections
  /// Whether its pages come from one snapshot, in WAL mode.
  private let holdsSnapshot: Bool
  // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
  private let lock = NSLock()
  private var connection: Connection?

  /// A reader of `connections`' database; one that does not hold a `snapshot` reads each page in
  /// a transaction of its own (the tables' list, shown for a whole session: a snapshot held so
  /// long would keep a writer's log from being copied back into the file).
  init(_ connections: Connections, snapshot: Bool = true) {
    self.connections = connections
    holdsSnapshot = snapshot && connections.readsSnapshots
  }

  /// `body`'s answer, read on the listing's connection: in its snapshot, or in a transaction of
  /// its own. SQLite's failures are thrown in its words; a cancelled task interrupts the read.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    try await SQLReadError.words {
      let queue = try opened()
      guard holdsSnapshot else { return try await queue.read(body) }
      return try await queue.unsafeRead { db in
        if !db.isInsideTransaction {
          try db.beginTransaction(.deferred)
          // The snapshot is taken by the transaction's first read.
          _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_schema")
        }
        return try body(db)
      }
    }
  }

  private func opened() throws -> DatabaseQueue {
    try lock.withLock {
      if let connection { return connection.queue }
      let opened = try connections.open()
      connection = opened
      return opened.queue
    }
  }
}
