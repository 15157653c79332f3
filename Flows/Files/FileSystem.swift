import Foundation

/// Reads folders for the file browser; the only place that touches the file system.
public enum FileSystem {
  /// A folder that cannot be listed, with the reason in words.
  public struct Unreadable: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// The entries of the folder at `path`, folders first, then by name.
  public static func entries(of path: String) throws -> [Entry] {
    let manager = FileManager.default
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: path)
    } catch {
      throw Unreadable(path: path, reason: reason(for: error))
    }
    return names.map { entry(named: $0, in: path) }.sorted {
      ($0.opensAsFolder ? 0 : 1, $0.name.lowercased()) < ($1.opensAsFolder ? 0 : 1, $1.name.lowercased())
    }
  }

  /// The entry for the folder at `path` itself.
  public static func folder(at path: String) -> Entry {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return entry(named: url.lastPathComponent.isEmpty ? "/" : url.lastPathComponent, in: url.deletingLastPathComponent().path, path: url.path)
  }

  private static func entry(named name: String, in folder: String, path: String? = nil) -> Entry {
    let path = path ?? (folder == "/" ? "/\(name)" : "\(folder)/\(name)")
    let manager = FileManager.default
    let attributes = (try? manager.attributesOfItem(atPath: path)) ?? [:]
    let type = attributes[.type] as? FileAttributeType
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isFolder)
    let kind: Entry.Kind =
      switch type {
      case .typeSymbolicLink?: .link
      case .typeDirectory?: .folder
      case .typeRegular?: .file
      default: .other
      }
    return Entry(
      name: name, path: path, kind: kind,
      size: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
      modified: attributes[.modificationDate] as? Date,
      permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0,
      resolvedPath: resolved, opensAsFolder: exists && isFolder.boolValue)
  }

  private static func reason(for error: Error) -> String {
    let error = error as NSError
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileReadNoSuchFileError: return "no such file or directory"
      case NSFileReadNoPermissionError: return "permission denied"
      default: break
      }
    }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if error.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(error.code))).lowercased()
    }
    return "cannot be read (\(error.localizedDescription))"
  }

}
