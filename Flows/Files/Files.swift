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
  /// A folder is read as its screen shows it (a huge or slow one shows its first page at once,
  /// the rest as it comes, with progress while a name waits, and can be cancelled), never inside
  /// a step.
  public static func navigation() -> Navigation<FolderListing, Never> {
    .recursive { folder in
      let inside = BranchCase("folder", folder)
      let file = BranchCase("file", details)
      let linkBack = BranchCase("link back up", loop)
      return root(open)
        .load("Opening the folder") { entry in try Opened(entry) }
        .branch(inside, file, linkBack) { opened in
          switch opened {
          case .folder(let listing): inside(listing)
          case .file(let entry): file(entry)
          case .loop(let entry): linkBack(entry)
          }
        }
    }
  }

  /// What opening an entry found.
  enum Opened: Sendable {
    /// A folder, read: an unreadable one throws, and its reason shows on the current screen.
    case folder(FolderListing)
    case file(Entry)
    /// A link back to one of its own folders: opening it would lead round in a circle, so it is
    /// shown as a notice instead.
    case loop(Entry)

    init(_ entry: Entry) throws {
      if !entry.opensAsFolder {
        self = .file(entry)
      } else if entry.leadsBackUp {
        self = .loop(entry)
      } else {
        self = .folder(try FolderListing(folder: entry))
      }
    }
  }

  /// The folder screen: the one generic list screen over the folder's entries as they are read.
  static let open = Screen<FolderListing, Entry>.list(
    title: .from { $0.folder.name },
    // A heading may have lines of its own: a newline in the path is shown escaped, as in a name.
    heading: { listing, count in
      "\(TerminalText.escaped(listing.folder.path)): \(count) entr\(count == 1 ? "y" : "ies")"
    },
    rows: .arriving { $0.entries },
    label: { $0.name + ($0.opensAsFolder ? "/" : "") },
    detail: { entry in
      switch entry.kind {
      case .link: "→ \(entry.linkTarget ?? "?")"
      case .unreadable: "?"
      case _ where entry.opensAsFolder: nil
      default: size(entry.size)
      }
    }
  ).named("Folder")

  static let loop = Screen<Entry, Never>.notice(
    title: .from { $0.name },
    lines: {
      [
        "\($0.name) is a link to \($0.linkTarget ?? "?"), a folder that contains it.",
        "Opening it would loop; :back goes back.",
      ]
    }
  ).named("Link back up")

  static let details = Screen<Entry, Never>.notice(
    title: .from { $0.name },
    fields: { entry in
      guard case .unreadable = entry.kind else {
        return [
          ("Path", entry.path),
          ("Kind", kindName(entry.kind)),
          ("Size", sizeInWords(entry.size)),
          ("Modified", entry.modified.map(timestamp) ?? "unknown"),
          ("Permissions", permissions(entry.permissions, kind: entry.kind)),
        ] + (entry.kind == .link ? [("Points to", entry.linkTarget ?? "?")] : [])
      }
      // What cannot be looked at has no size, time or mode to show: only why.
      return [("Path", entry.path), ("Kind", kindName(entry.kind))]
    }
  ).named("File")

  /// A size in words for the details: `1 byte`, `6 bytes`, `2.9 KB (3000 bytes)`.
  static func sizeInWords(_ bytes: Int64) -> String {
    bytes < 1024 ? "\(bytes) byte\(bytes == 1 ? "" : "s")" : "\(size(bytes)) (\(bytes) bytes)"
  }

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
    case .unreadable(let why): "unknown (\(why))"
    }
  }
}

/// A folder and its entries, read as the folder's screen shows them.
public struct FolderListing: Sendable {
  /// The folder listed.
  public let folder: Entry
  /// Its entries, folders first, then by name, as they are read.
  public let entries: ElementStream<Entry>

  /// The folder, to be read when its screen is shown; throws ``FileSystem/Unreadable`` with the
  /// reason when it cannot even be opened.
  public init(folder: Entry) throws {
    try FileSystem.checkOpens(folder)
    self.folder = folder
    entries = FileSystem.entries(of: folder)
  }
}
