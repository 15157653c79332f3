/// An album of the catalog, with its artist.
public struct Album: Hashable, Sendable {
  /// The album's id in the catalog.
  public let id: Int64
  /// The album's title.
  public let title: String
  /// The artist who made it.
  public let artist: Artist
  /// How many tracks the catalog holds for this album.
  public let trackCount: Int
}
