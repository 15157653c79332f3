import Foundation

/// One thing in a folder: a file, a folder, or a link, with what its detail page shows.
public struct Entry: Hashable, Sendable {
  /// What the entry is on disk.
  public enum Kind: Hashable, Sendable { case folder, file, link, other }

  /// Its name in its folder.
  public let name: String
  /// Its path as the user reaches it: relative when the browser was started at a relative path,
  /// as `ls` and `find` show them.
  public let path: String
  /// Its absolute path, which the browser reads.
  public let location: String
  /// What it is.
  public let kind: Kind
  /// Its size in bytes.
  public let size: Int64
  /// When it was last modified, when known.
  public let modified: Date?
  /// Its permission bits.
  public let permissions: Int
  /// For a link, where it points, as the link itself says it.
  public let linkTarget: String?
  /// Its real absolute path, links resolved: what tells a link that leads back up.
  public let resolvedPath: String
  /// Whether `resolvedPath` is a folder (a link to a folder opens like one).
  public let opensAsFolder: Bool

  /// Whether it is a link to a folder that contains it: opening it would loop.
  public var leadsBackUp: Bool {
    kind == .link && (location + "/").hasPrefix(resolvedPath + "/")
  }
}
