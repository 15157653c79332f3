import Foundation

/// One thing in a folder: a file, a folder, or a link, with what its detail page shows. Its name
/// and location are the bytes the file system has, whatever they are: what the browser opens is
/// what is there, and only what it shows is text.
public struct Entry: Hashable, Sendable {
  /// What the entry is on disk.
  public enum Kind: Hashable, Sendable {
    case folder, file, link
    /// A device, a socket, a pipe.
    case other
    /// It could not be looked at, for this reason (a folder that can be listed but not entered).
    case unreadable(String)
  }

  /// Its name in its folder, as the file system has it.
  public let nameBytes: [UInt8]
  /// Its path as the user reaches it: relative when the browser was started at a relative path,
  /// as `ls` and `find` show them.
  public let path: String
  /// Its absolute path, which the browser reads, as bytes.
  public let locationBytes: [UInt8]
  /// What it is.
  public let kind: Kind
  /// Its size in bytes.
  public let size: Int64
  /// When it was last modified, when known.
  public let modified: Date?
  /// Its permission bits.
  public let permissions: Int
  /// For a link, where it points, as the link itself says it.
  public let linkTargetBytes: [UInt8]?
  /// Its real absolute path, links resolved: what tells a link that leads back up.
  public let resolvedBytes: [UInt8]
  /// Whether it opens as a folder (a link to a folder does).
  public let opensAsFolder: Bool

  /// Its name as text; bytes that are not UTF-8 show as replacement characters.
  public var name: String { String(decoding: nameBytes, as: UTF8.self) }
  /// Its absolute path as text.
  public var location: String { String(decoding: locationBytes, as: UTF8.self) }
  /// For a link, where it points, as text.
  public var linkTarget: String? { linkTargetBytes.map { String(decoding: $0, as: UTF8.self) } }

  /// Whether it is a link to a folder that contains it: opening it would loop.
  public var leadsBackUp: Bool {
    kind == .link && (locationBytes + [UInt8(ascii: "/")]).starts(with: resolvedBytes + [UInt8(ascii: "/")])
  }
}
