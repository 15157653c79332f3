import Foundation

/// The Chinook catalog's artists and album titles, held in memory, for tests of the core that
/// need real names (accents, punctuation, 275 of them) without a database.
public enum SampleCatalog {
  /// An artist and the titles of their albums.
  public struct Artist: Hashable, Sendable, CustomStringConvertible {
    /// The artist's name.
    public let name: String
    /// The titles of the artist's albums, in the catalog's order.
    public let albums: [String]
    /// The name.
    public var description: String { name }
  }

  /// Every artist, in the catalog's order.
  public static let artists: [Artist] = {
    guard let url = Bundle.module.url(forResource: "artists", withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { fatalError("the test resource artists.tsv is missing from the build") }
    return text.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Artist(name: fields[0], albums: Array(fields.dropFirst()))
    }
  }()

  /// Every artist's name, in order.
  public static var names: [String] { artists.map(\.name) }
}
