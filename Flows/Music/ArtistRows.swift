import GRDB
import Synchronization

/// The catalog's artists as a lazy random-access collection: counted at once, read from the
/// database a chunk at a time when a page, a name or a filter needs them. With 275,000 artists the
/// first page shows without reading the rest.
public struct ArtistRows: RandomAccessCollection, Sendable {
  static let chunkSize = 256
  private let database: DatabaseQueue
  private let chunks: ChunkCache
  /// The first artist's position: 0.
  public let startIndex = 0
  /// How many artists the catalog holds.
  public let endIndex: Int

  init(database: DatabaseQueue) throws {
    self.database = database
    endIndex = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM Artist") ?? 0 }
    chunks = ChunkCache(count: (endIndex + Self.chunkSize - 1) / Self.chunkSize)
  }

  /// The artist at `position`, read with its chunk when not read yet.
  public subscript(position: Int) -> Artist {
    let chunk = position / Self.chunkSize
    return rows(of: chunk)[position - chunk * Self.chunkSize]
  }

  private func rows(of chunk: Int) -> [Artist] {
    chunks.rows(of: chunk) { previous in
      // After the chunk before (a walk through the whole list, as a filter makes), reading on from
      // its last id avoids OFFSET, which would rescan every row before the chunk each time.
      let (condition, arguments): (String, StatementArguments) =
        if let previous, !previous.contains(where: { $0.id < 0 }), let lastId = previous.last?.id {
          ("WHERE ArtistId > ? ORDER BY ArtistId LIMIT ?", [lastId, Self.chunkSize])
        } else {
          ("ORDER BY ArtistId LIMIT ? OFFSET ?", [Self.chunkSize, chunk * Self.chunkSize])
        }
      // A catalog that opened and passed its schema check can still fail to read later (the file
      // changed underneath); such rows show as unreadable rather than stopping the flow.
      return
        (try? database.read { db in
          try Row.fetchAll(
            db.cachedStatement(
              sql: """
                SELECT ArtistId, Name, (SELECT COUNT(*) FROM Album WHERE Album.ArtistId = Artist.ArtistId)
                FROM Artist \(condition)
                """),
            arguments: arguments
          ).map(Artist.init(row:))
        }) ?? []
    }
  }
}

/// Chunks of rows already read.
private final class ChunkCache: Sendable {
  private let chunks: Mutex<[[Artist]?]>

  init(count: Int) {
    chunks = Mutex(Array(repeating: nil, count: count))
  }

  /// The rows of `chunk`, read with the chunk before it when that one is known.
  func rows(of chunk: Int, read: ([Artist]?) -> [Artist]) -> [Artist] {
    if let known = chunks.withLock({ $0[chunk] }) { return known }
    var rows = read(chunk > 0 ? chunks.withLock { $0[chunk - 1] } : nil)
    if rows.count < ArtistRows.chunkSize {
      rows += (rows.count..<ArtistRows.chunkSize).map { _ in Artist(id: -1, name: "(unreadable)", albumCount: 0) }
    }
    chunks.withLock { $0[chunk] = rows }
    return rows
  }
}
