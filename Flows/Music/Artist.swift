/// An artist of the catalog.
public struct Artist: Hashable, Sendable {
  /// The artist's id in the catalog.
  public let id: Int64
  /// The artist's name.
  public let name: String
  /// How many albums the catalog holds for this artist.
  public let albumCount: Int
}
