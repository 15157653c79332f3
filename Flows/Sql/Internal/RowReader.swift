import Foundation
import GRDB

/// The connection one listing reads its pages on, opened with its first page. Each page is read
/// in a transaction of its own, and none is held between pages: a listing on screen for an hour
/// keeps no writer's log from being copied back into the file (in WAL mode a held snapshot
/// would make the `-wal` grow with every commit; in rollback mode it would hold writers out).
/// Keyset paging needs no snapshot: each batch starts after the last key read, so a row a
/// writer added or removed meanwhile is shown or not, and no row is read twice.
final class RowReader: @unchecked Sendable {
  private let connections: Connections
  // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
  private let lock = NSLock()
  private var connection: Connection?

  /// A reader of `connections`' database.
  init(_ connections: Connections) {
    self.connections = connections
  }

  /// `body`'s answer, read on the listing's connection in a transaction of its own. SQLite's
  /// failures are thrown in its words; a cancelled task interrupts the read.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    try await SQLReadError.words {
      let queue = try opened()
      return try await queue.read(body)
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
