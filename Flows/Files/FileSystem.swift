import ConsoleFlowFiles
import Foundation

/// Reads folders for the file browser; the only place that touches the file system.
public enum FileSystem {
  /// A folder that cannot be listed, with the reason in words.
  public struct Unreadable: Error, CustomStringConvertible {
    /// The folder, as the user reached it.
    public let path: String
    /// Why it cannot be listed, in words.
    public let reason: String
    /// The path and the reason on one line.
    public var description: String { "\(path): \(reason)" }
  }

  /// The entries of `folder`, folders first, then by name.
  public static func entries(of folder: Entry) throws -> [Entry] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.location)
    } catch {
      throw Unreadable(path: folder.path, reason: ErrorWords.of(error))
    }
    return names.map { entry(named: $0, path: child($0, of: folder.path), location: child($0, of: folder.location)) }
      .sorted {
        ($0.opensAsFolder ? 0 : 1, $0.name.lowercased()) < ($1.opensAsFolder ? 0 : 1, $1.name.lowercased())
      }
  }

  /// The entry for the folder at `path` itself; a relative path starts in `base` (by default,
  /// the current folder) and stays relative in what the browser shows.
  public static func folder(at path: String, relativeTo base: String? = nil) -> Entry {
    let base = base ?? FileManager.default.currentDirectoryPath
    let absolute = path.hasPrefix("/") ? path : base + "/" + path
    let location = URL(fileURLWithPath: absolute).standardizedFileURL.path
    let name = (location as NSString).lastPathComponent
    var shown = path
    while shown.count > 1 && shown.hasSuffix("/") { shown.removeLast() }
    return entry(named: name.isEmpty ? "/" : name, path: shown, location: location)
  }

  private static func child(_ name: String, of folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func entry(named name: String, path: String, location: String) -> Entry {
    let manager = FileManager.default
    let attributes = (try? manager.attributesOfItem(atPath: location)) ?? [:]
    let type = attributes[.type] as? FileAttributeType
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: location, isDirectory: &isFolder)
    let kind: Entry.Kind =
      switch type {
      case .typeSymbolicLink?: .link
      case .typeDirectory?: .folder
      case .typeRegular?: .file
      default: .other
      }
    return Entry(
      name: name, path: path, location: location, kind: kind,
      size: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
      modified: attributes[.modificationDate] as? Date,
      permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0,
      linkTarget: kind == .link ? try? manager.destinationOfSymbolicLink(atPath: location) : nil,
      resolvedPath: URL(fileURLWithPath: location).resolvingSymlinksInPath().path,
      opensAsFolder: exists && isFolder.boolValue)
  }

}
