import MusicFlow
import TestSupport

/// The real Chinook catalog from the project's own converted copy.
typealias MusicArtist = MusicFlow.Artist

enum Chinook {
  static let catalog: Catalog = try! Catalog.embedded()
  static let artists: [MusicFlow.Artist] = try! catalog.artists()

  static func artist(_ name: String) -> MusicFlow.Artist {
    artists.first { $0.name == name }!
  }

  static func albums(of name: String) -> [MusicFlow.Album] {
    try! catalog.albums(of: artist(name))
  }
}

extension Chinook {
  /// Every artist's name with the titles of their albums, for tests that build their own model.
  static let library: [(name: String, albums: [String])] = artists.map { artist in
    (artist.name, try! catalog.albums(of: artist).map(\.title))
  }
}
