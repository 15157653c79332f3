import ConsoleFlow
import Foundation

/// The file browser: folders push folder screens, files show their details. Built on demand:
/// a folder is read when it is opened, never before.
///
/// ```swift
/// REPL(name: "files").run(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: ".")))
/// ```
public enum Files {
  /// Browsing from a folder's listing; the flow never completes, the user goes back, home or quits.
  public static func navigation() -> Navigation<FolderListing, Never> {
    root(open).branch { entry -> Navigation<Entry, Never> in
      guard entry.opensAsFolder else { return root(details) }
      // A link back to one of its own folders would open that folder again and again: it is
      // shown as a notice instead, so the user is never led round in a circle.
      if entry.leadsBackUp { return root(loop) }
      // Read at the moment of opening: an unreadable folder becomes a message on the current screen.
      let listing = try FolderListing(folder: entry)
      return navigation().pullback { _ in listing }
    }
  }

  /// The folder screen: the one generic list screen over the folder's entries.
  static let open = Screen<FolderListing, Entry>.list(
    title: { $0.folder.name },
    heading: { listing in "\(listing.folder.path): \(listing.count) entr\(listing.count == 1 ? "y" : "ies")" },
    label: { $0.name + ($0.opensAsFolder ? "/" : "") },
    detail: { entry in
      entry.kind == .link ? "→ \(entry.linkTarget ?? "?")" : entry.opensAsFolder ? nil : size(entry.size)
    }
  )

  static let loop = Screen<Entry, Never>.notice(
    title: { $0.name },
    lines: {
      [
        "\($0.name) is a link to \($0.linkTarget ?? "?"), a folder that contains it.",
        "Opening it would loop; :back goes back.",
      ]
    })

  static let details = Screen<Entry, Never>.notice(
    title: { $0.name },
    fields: { entry in
      [
        ("Path", entry.path),
        ("Kind", kindName(entry.kind)),
        ("Size", "\(size(entry.size)) (\(entry.size) bytes)"),
        ("Modified", entry.modified.map(timestamp) ?? "unknown"),
        ("Permissions", permissions(entry.permissions, kind: entry.kind)),
      ] + (entry.kind == .link ? [("Points to", entry.linkTarget ?? "?")] : [])
    })

  static func size(_ bytes: Int64) -> String {
    bytes < 1024
      ? "\(bytes) B"
      : bytes < 1_048_576
        ? String(format: "%.1f KB", Double(bytes) / 1024)
        : String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  static func permissions(_ mode: Int, kind: Entry.Kind) -> String {
    let kindLetter = kind == .folder ? "d" : kind == .link ? "l" : "-"
    let letters = (0..<9).map { bit -> Character in
      mode & (1 << (8 - bit)) != 0 ? Array("rwxrwxrwx")[bit] : "-"
    }
    return kindLetter + String(letters) + " (" + String(mode, radix: 8) + ")"
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  private static func kindName(_ kind: Entry.Kind) -> String {
    switch kind {
    case .folder: "folder"
    case .file: "file"
    case .link: "symbolic link"
    case .other: "other"
    }
  }
}

/// A folder and its entries, read once when the folder is opened.
public struct FolderListing: RandomAccessCollection, Sendable {
  /// The folder listed.
  public let folder: Entry
  let entries: [Entry]

  /// Reads the folder; throws ``FileSystem/Unreadable`` with the reason when it cannot.
  public init(folder: Entry) throws {
    self.folder = folder
    entries = try FileSystem.entries(of: folder)
  }

  /// The first entry's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the last entry.
  public var endIndex: Int { entries.count }
  /// The entry at `position`, folders first, then by name.
  public subscript(position: Int) -> Entry { entries[position] }
}
