import Foundation

/// One thing in a folder: a file, a folder, or a link, with what its detail page shows.
public struct Entry: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case folder, file, link, other }

  public let name: String
  public let path: String
  public let kind: Kind
  public let size: Int64
  public let modified: Date?
  public let permissions: Int
  /// For a link, where it points; for a folder reached through links, its real path.
  public let resolvedPath: String
  /// Whether `resolvedPath` is a folder (a link to a folder opens like one).
  public let opensAsFolder: Bool
}
