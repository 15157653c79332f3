import Foundation
import GRDB

/// The order artists are listed in: by name as a person scans them, case, accents and width
/// folded (Ångström beside Angel, ac/dc beside AC/DC), then by the name itself and the id, so
/// every read gives the same order. The one place that order is decided.
enum ArtistOrder {
  /// The ids of every artist, in list order: one pass over the names, sorted here (SQLite knows
  /// no folding of accents).
  static func ids(in db: Database) throws -> [Int64] {
    var keyed: [(key: String, name: String, id: Int64)] = []
    let rows = try Row.fetchCursor(db, sql: "SELECT ArtistId, Name FROM Artist")
    while let row = try rows.next() {
      // A row without a usable id cannot be shown or opened: it is left out, as elsewhere.
      guard let id = Int64.fromDatabaseValue(row[0] as DatabaseValue) else { continue }
      let name = row.text(1) ?? "(no name)"
      keyed.append((key(of: name), name, id))
    }
    keyed.sort { ($0.key, $0.name, $0.id) < ($1.key, $1.name, $1.id) }
    return keyed.map(\.id)
  }

  /// The artists with these ids, with their album counts, in the order given.
  static func artists(_ ids: ArraySlice<Int64>, in db: Database) throws -> [Artist] {
    guard !ids.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    let read = try Row.fetchAll(
      db,
      sql: """
        SELECT ArtistId, Name, (SELECT COUNT(*) FROM Album WHERE Album.ArtistId = Artist.ArtistId)
        FROM Artist WHERE ArtistId IN (\(marks))
        """, arguments: StatementArguments(Array(ids))
    ).map(Artist.init(row:))
    let byId = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return ids.compactMap { byId[$0] }
  }

  /// Up to `count` artists after the one with id `after`, in id order, with their album counts:
  /// the table read in one pass, a chunk at a time.
  static func artists(after: Int64, count: Int, in db: Database) throws -> [Artist] {
    try Row.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT ArtistId, Name, (SELECT COUNT(*) FROM Album WHERE Album.ArtistId = Artist.ArtistId)
          FROM Artist WHERE ArtistId > ? ORDER BY ArtistId LIMIT ?
          """), arguments: [after, count]
    ).map(Artist.init(row:))
  }

  /// `artists` in list order.
  static func sorted(_ artists: [Artist]) -> [Artist] {
    artists.map { (key: key(of: $0.name), artist: $0) }
      .sorted { ($0.key, $0.artist.name, $0.artist.id) < ($1.key, $1.artist.name, $1.artist.id) }
      .map(\.artist)
  }

  /// How a name sorts: folded as a person reads it. Most names are ASCII, whose folding is their
  /// lower case, made here byte by byte; others are folded by Foundation.
  static func key(of name: String) -> String {
    var name = name
    let lowered: String? = name.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for (index, byte) in bytes.enumerated() {
          buffer[index] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        }
        return bytes.count
      }
    }
    return lowered ?? name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// How many artists one query reads: few enough for SQLite's limit of bound values.
  static let chunkSize = 256
}
