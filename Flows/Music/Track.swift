/// A track of the catalog with everything its detail page shows.
public struct Track: Hashable, Sendable {
  public let id: Int64
  public let name: String
  public let album: Album
  public let composer: String?
  public let genre: String?
  public let mediaType: String?
  public let milliseconds: Int
  public let bytes: Int?
  public let unitPrice: Double
}
