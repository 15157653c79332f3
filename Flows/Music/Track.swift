/// A track of the catalog with everything its detail page shows.
public struct Track: Hashable, Sendable {
  /// The track's id in the catalog.
  public let id: Int64
  /// Its place on the album, from 1.
  public let number: Int
  /// The track's name.
  public let name: String
  /// The album it is on.
  public let album: Album
  /// Who wrote it, when known.
  public let composer: String?
  /// Its genre's name, when known.
  public let genre: String?
  /// Its media type's name, when known.
  public let mediaType: String?
  /// How long it plays, when the catalog says.
  public let milliseconds: Int?
  /// The size of its file, when known.
  public let bytes: Int?
  /// What it costs, when the catalog says.
  public let unitPrice: Double?
}
