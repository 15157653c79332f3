/// An album of the catalog, with its artist.
public struct Album: Hashable, Sendable {
  public let id: Int64
  public let title: String
  public let artist: Artist
  /// How many tracks the catalog holds for this album.
  public let trackCount: Int
}
