import MusicFlow
import TestSupport

/// The real Chinook catalog from the project's own converted copy.
typealias MusicArtist = MusicFlow.Artist

enum Chinook {
  static let catalog: Catalog = shipped { try Catalog.embedded() }
  static let artists: [MusicFlow.Artist] = shipped { try catalog.artists() }

  static func artist(_ name: String) -> MusicFlow.Artist {
    guard let artist = artists.first(where: { $0.name == name }) else { fatalError("no artist \(name) in Chinook") }
    return artist
  }

  static func albums(of name: String) -> [MusicFlow.Album] {
    shipped { try catalog.albums(of: artist(name)) }
  }
}

extension Chinook {
  /// Every artist's name with the titles of their albums, for tests that build their own model.
  static let library: [(name: String, albums: [String])] = artists.map { artist in
    (artist.name, shipped { try catalog.albums(of: artist).map(\.title) })
  }

  /// What `read` reads from the shipped catalog, which every test needs: a build without it stops
  /// here, saying so.
  private static func shipped<Value>(_ read: () throws -> Value) -> Value {
    do {
      return try read()
    } catch {
      fatalError("the shipped catalog cannot be read: \(error)")
    }
  }
}
