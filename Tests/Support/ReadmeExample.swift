import ConsoleFlow

// The README's example as there, with global constants in Swift 6 mode, made public for every
// test target; its artists are the Chinook catalog's, held in memory.

public struct Artist: Sendable, CustomStringConvertible {
  public let name: String
  public let albums: [Album]
  public var description: String { name }
}

public struct Album: Sendable, CustomStringConvertible {
  public let title: String
  public var description: String { title }
}

public let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", label: { $0.name })
public let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", label: { $0.title })
public let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum

public let artists = SampleCatalog.artists.map { Artist(name: $0.name, albums: $0.albums.map(Album.init)) }
