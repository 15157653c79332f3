/// An artist of the catalog.
public struct Artist: Hashable, Sendable {
  public let id: Int64
  public let name: String
  /// How many albums the catalog holds for this artist.
  public let albumCount: Int
}
