import ConsoleFlow

// The README's example as there, with global constants in Swift 6 mode, made public for every
// test target; its artists are the Chinook catalog's, held in memory.

/// An artist of the README's example.
public struct Artist: Sendable, CustomStringConvertible {
  /// Its name.
  public let name: String
  /// Its albums.
  public let albums: [Album]
  /// Its name or title.
  public var description: String { name }

  /// An artist called `name` with `albums`.
  public init(name: String, albums: [Album]) {
    self.name = name
    self.albums = albums
  }
}

/// An album of the README's example.
public struct Album: Sendable, CustomStringConvertible {
  /// Its title.
  public let title: String
  /// Its name or title.
  public var description: String { title }
}

/// The README's artist list.
public let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
/// The README's album list.
public let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: { $0.title })
/// The README's navigation: an artist, then one of their albums.
public let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum

/// The Chinook catalog's artists with their albums.
public let artists = SampleCatalog.artists.map { Artist(name: $0.name, albums: $0.albums.map(Album.init)) }
