import Foundation
import GRDB

/// The catalog's artists as a lazy random-access collection, in list order (``ArtistOrder``):
/// their ids are read and ordered at once, the rest a chunk at a time when a page, a name or a
/// filter needs them. With 275,000 artists the first page shows without reading every album count.
public struct ArtistRows: RandomAccessCollection, Sendable {
  static let chunkSize = ArtistOrder.chunkSize
  private let database: DatabaseQueue
  private let ids: [Int64]
  private let chunks: ChunkCache
  /// The first artist's position: 0.
  public let startIndex = 0
  /// How many artists the catalog holds.
  public var endIndex: Int { ids.count }

  init(database: DatabaseQueue) throws {
    self.database = database
    ids = try database.read { try ArtistOrder.ids(in: $0) }
    chunks = ChunkCache(count: (ids.count + Self.chunkSize - 1) / Self.chunkSize)
  }

  /// The artist at `position`, read with its chunk when not read yet.
  public subscript(position: Int) -> Artist {
    let chunk = position / Self.chunkSize
    return rows(of: chunk)[position - chunk * Self.chunkSize]
  }

  private func rows(of chunk: Int) -> [Artist] {
    chunks.rows(of: chunk) {
      let wanted = ids[chunk * Self.chunkSize..<Swift.min(ids.count, (chunk + 1) * Self.chunkSize)]
      // A catalog that opened and passed its schema check can still fail to read later (the file
      // changed underneath); such rows show as unreadable rather than stopping the flow.
      return (try? database.read { try ArtistOrder.artists(wanted, in: $0) }) ?? []
    }
  }
}

/// Chunks of rows already read.
private final class ChunkCache: @unchecked Sendable {
  // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
  private let lock = NSLock()
  private var chunks: [[Artist]?]

  init(count: Int) {
    chunks = Array(repeating: nil, count: count)
  }

  /// The rows of `chunk`, read when not known yet.
  func rows(of chunk: Int, read: () -> [Artist]) -> [Artist] {
    if let known = lock.withLock({ chunks[chunk] }) { return known }
    var rows = read()
    if rows.count < ArtistRows.chunkSize {
      rows += (rows.count..<ArtistRows.chunkSize).map { _ in Artist(id: -1, name: "(unreadable)", albumCount: 0) }
    }
    lock.withLock { chunks[chunk] = rows }
    return rows
  }
}
