import ConsoleFlow
import Foundation
import GRDB

/// The music catalog: an SQLite database with the Chinook schema, read on demand.
///
/// ```swift
/// let catalog = try Catalog.embedded()
/// let albums = try catalog.albums(of: catalog.artists()[0])
/// ```
public struct Catalog: Sendable {
  private let database: DatabaseQueue
  /// Albums and tracks already read: the catalog is read-only, so a screen visited again needs no query.
  private let albumsRead = Memo<[Album]>()
  private let tracksRead = Memo<[Track]>()

  /// Where the catalog that ships with ConsoleFlow is, in the build's resources.
  public static var embeddedPath: String {
    Bundle.module.url(forResource: "chinook", withExtension: "sqlite")?.path ?? "chinook.sqlite"
  }

  /// Opens the catalog that ships with ConsoleFlow (converted from the Chinook sample).
  public static func embedded() throws -> Catalog {
    try Catalog(path: embeddedPath)
  }

  /// Opens an SQLite database with the Chinook schema, read-only.
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw CatalogError(path: path, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw CatalogError(path: path, reason: "is a folder, not a catalog") }
    var configuration = Configuration()
    configuration.readonly = true
    do {
      database = try DatabaseQueue(path: path, configuration: configuration)
      try Self.checkSchema(of: database)
    } catch let error as CatalogError {
      throw error
    } catch let error as DatabaseError {
      throw CatalogError(path: path, reason: error.message ?? "\(error.resultCode)")
    }
  }

  /// Every artist, read lazily: counted now, read a chunk at a time as the list needs them.
  public func artistRows() throws -> ArtistRows {
    try ArtistRows(database: database)
  }

  /// Every artist with how many albums they have, read at once, in list order (``ArtistOrder``).
  public func artists() throws -> [Artist] {
    try database.read { db in
      var artists: [Artist] = []
      while case let chunk = try ArtistOrder.artists(after: artists.last?.id ?? .min, count: 1024, in: db),
        !chunk.isEmpty
      {
        artists += chunk
      }
      return ArtistOrder.sorted(artists)
    }
  }

  /// Every artist in list order (``ArtistOrder``), handed to the list screen a chunk at a time:
  /// the table is read in one pass, a chunk a query (leaving the list stops the reading between
  /// two), then ordered by name.
  public func artistStream() -> ElementStream<Artist> {
    let database = self.database
    return ElementStream("Loading artists", batches: { Self.artists(in: database) })
  }

  /// The artists read in chunks, then handed on in list order a chunk at a time, as an async
  /// sequence that stops reading when its reader does.
  private static func artists(in database: DatabaseQueue) -> AsyncThrowingStream<[Artist], any Error> {
    let (batches, delivery) = AsyncThrowingStream.makeStream(of: [Artist].self)
    let reading = Task {
      do {
        var read: [Artist] = []
        while true {
          try Task.checkCancellation()
          let after = read.last?.id ?? .min
          let chunk = try await database.read { try ArtistOrder.artists(after: after, count: 1024, in: $0) }
          guard !chunk.isEmpty else { break }
          read += chunk
        }
        let ordered = ArtistOrder.sorted(read)
        for start in stride(from: 0, to: ordered.count, by: 1024) {
          delivery.yield(Array(ordered[start..<min(ordered.count, start + 1024)]))
        }
        delivery.finish()
      } catch {
        delivery.finish(throwing: error)
      }
    }
    delivery.onTermination = { _ in reading.cancel() }
    return batches
  }

  /// The albums of one artist, queried when asked for; a query under way stops when its task is
  /// cancelled.
  public func albums(of artist: Artist) async throws -> [Album] {
    try await albumsRead.value(for: artist.id) { try await database.read { try Self.albums(of: artist, in: $0) } }
  }

  /// The albums of one artist, read on the calling thread (for callers outside a flow).
  public func albums(of artist: Artist) throws -> [Album] {
    try albumsRead.value(for: artist.id) { try database.read { try Self.albums(of: artist, in: $0) } }
  }

  /// The tracks of one album, with their genre and media type names; a query under way stops
  /// when its task is cancelled.
  public func tracks(of album: Album) async throws -> [Track] {
    try await tracksRead.value(for: album.id) { try await database.read { try Self.tracks(of: album, in: $0) } }
  }

  /// The tracks of one album, read on the calling thread (for callers outside a flow).
  public func tracks(of album: Album) throws -> [Track] {
    try tracksRead.value(for: album.id) { try database.read { try Self.tracks(of: album, in: $0) } }
  }

  private static func albums(of artist: Artist, in db: Database) throws -> [Album] {
    try fetch(
      """
      SELECT Album.AlbumId, Album.Title, COUNT(Track.TrackId)
      FROM Album LEFT JOIN Track ON Track.AlbumId = Album.AlbumId
      WHERE Album.ArtistId = ? GROUP BY Album.AlbumId ORDER BY Album.AlbumId
      """, id: artist.id, in: db
    ) { row in
      Album(
        id: try row.id(0, of: "Album"), title: row.text(1) ?? "(no title)", artist: artist,
        trackCount: row.integer(2) ?? 0)
    }
  }

  private static func tracks(of album: Album, in db: Database) throws -> [Track] {
    try fetch(
      """
      SELECT Track.TrackId, Track.Name, Track.Composer, Genre.Name, MediaType.Name,
             Track.Milliseconds, Track.Bytes, Track.UnitPrice, ROW_NUMBER() OVER (ORDER BY Track.TrackId)
      FROM Track
      LEFT JOIN Genre ON Genre.GenreId = Track.GenreId
      LEFT JOIN MediaType ON MediaType.MediaTypeId = Track.MediaTypeId
      WHERE Track.AlbumId = ? ORDER BY Track.TrackId
      """, id: album.id, in: db
    ) { row in
      Track(
        id: try row.id(0, of: "Track"), number: row.integer(8) ?? 0, name: row.text(1) ?? "(no name)", album: album,
        composer: row.text(2),
        genre: row.text(3), mediaType: row.text(4), milliseconds: row.integer(5), bytes: row.integer(6),
        unitPrice: row.number(7))
    }
  }

  /// The rows `sql` selects for one id, each made into a value. Cached statements skip SQLite's
  /// compile step on every visit to a screen.
  private static func fetch<Value>(
    _ sql: String, id: Int64, in db: Database, _ make: (Row) throws -> Value
  ) throws -> [Value] {
    try Row.fetchAll(db.cachedStatement(sql: sql), arguments: [id]).map(make)
  }

  private static let requiredColumns: [String: [String]] = [
    "Artist": ["ArtistId", "Name"],
    "Album": ["AlbumId", "Title", "ArtistId"],
    "Track": [
      "TrackId", "Name", "AlbumId", "MediaTypeId", "GenreId", "Composer", "Milliseconds", "Bytes", "UnitPrice",
    ],
    "Genre": ["GenreId", "Name"],
    "MediaType": ["MediaTypeId", "Name"],
  ]

  private static func checkSchema(of database: DatabaseQueue) throws {
    try database.read { db in
      for (table, columns) in requiredColumns.sorted(by: { $0.key < $1.key }) {
        guard try db.tableExists(table) else {
          throw CatalogError(path: database.path, reason: "not a Chinook catalog: table \(table) is missing")
        }
        let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
        if let missing = columns.first(where: { !present.contains($0.lowercased()) }) {
          throw CatalogError(
            path: database.path, reason: "not a Chinook catalog: column \(table).\(missing) is missing")
        }
      }
    }
  }
}

/// Values read once by id and kept, bounded so a long session on a large catalog stays small.
private final class Memo<Value: Sendable>: @unchecked Sendable {
  private static var capacity: Int { 4096 }
  // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
  private let lock = NSLock()
  private var values: [Int64: Value] = [:]

  /// The value kept for `id`, or the one `read` answers, then kept.
  func value(for id: Int64, read: () throws -> Value) throws -> Value {
    if let known = lock.withLock({ values[id] }) { return known }
    return keep(try read(), for: id)
  }

  /// The value kept for `id`, or the one `read` answers, then kept.
  func value(for id: Int64, read: () async throws -> Value) async throws -> Value {
    if let known = lock.withLock({ values[id] }) { return known }
    return keep(try await read(), for: id)
  }

  private func keep(_ value: Value, for id: Int64) -> Value {
    lock.withLock {
      if values.count >= Self.capacity { values.removeAll(keepingCapacity: true) }
      values[id] = value
    }
    return value
  }
}

/// A catalog that cannot be used, with the path and the reason in one line.
public struct CatalogError: Error, CustomStringConvertible {
  /// The catalog file.
  public let path: String
  /// What is wrong with it, in words.
  public let reason: String
  /// The path and the reason on one line.
  public var description: String { "\(path): \(reason)" }
}

// MARK: - Reading rows without trusting them

// A catalog that passed the schema check can still hold NULL or text where numbers belong:
// fields are read as what they are, and only a missing id makes a row unusable.
extension Row {
  /// The integer in column `index`, or nil when it holds none.
  func integer(_ index: Int) -> Int? { Int.fromDatabaseValue(self[index] as DatabaseValue) }

  /// The number in column `index`, or nil when it holds none.
  func number(_ index: Int) -> Double? { Double.fromDatabaseValue(self[index] as DatabaseValue) }

  /// The text in column `index`, or nil when it holds none.
  func text(_ index: Int) -> String? { String.fromDatabaseValue(self[index] as DatabaseValue) }

  /// The id in column `index`; a row without one cannot be shown.
  func id(_ index: Int, of table: String) throws -> Int64 {
    guard let id = Int64.fromDatabaseValue(self[index] as DatabaseValue) else {
      throw CatalogError(path: "catalog", reason: "a row of \(table) has no usable id")
    }
    return id
  }
}

extension Artist {
  /// An artist from a row of (ArtistId, Name, album count).
  init(row: Row) throws {
    self.init(id: try row.id(0, of: "Artist"), name: row.text(1) ?? "(no name)", albumCount: row.integer(2) ?? 0)
  }
}
