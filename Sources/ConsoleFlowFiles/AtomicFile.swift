import Foundation

/// The one way ConsoleFlow writes a file (journals, history, recordings): a temporary file made
/// exclusively beside the target, written, flushed to disk and renamed over it, then the folder
/// flushed, so a crash at any moment leaves the old file or the new one, never a torn one.
///
/// - A target that is a symbolic link is updated where it points, or refused when `links` is
///   `.refuse` (history files, where a planted link must not redirect a write).
/// - An existing file keeps its mode; a new one gets `newFileMode`. A read-only file is refused.
/// - Relative paths work; a missing folder is made (mode 0700).
///
/// ```swift
/// try AtomicFile.write(Data(json.utf8), to: "dreams.json")
/// ```
@_spi(Flows) public enum AtomicFile {
  /// What to do when the target is a symbolic link.
  public enum Links: Sendable {
    /// Write the file the link leads to, keeping the link.
    case follow
    /// Refuse to write.
    case refuse
  }

  /// A file that was not written, with the path and the reason in words.
  public struct NotWritten: Error, Equatable, CustomStringConvertible {
    /// The file, as it was named.
    public let path: String
    /// Why it was not written.
    public let reason: String
    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// Writes `data` to `path` atomically.
  ///
  /// - Parameters:
  ///   - data: The file's whole new content.
  ///   - path: The file; relative paths start in the current folder.
  ///   - links: Whether a symbolic link at `path` is followed or refused.
  ///   - newFileMode: The mode of a file that does not exist yet.
  ///   - makeFolder: Whether a missing folder is made (mode 0700) or the write refused.
  ///   - beforeRename: Runs between flushing the temporary file and renaming it (tests make it fail).
  public static func write(
    _ data: Data, to path: String, links: Links = .follow, newFileMode: mode_t = 0o600, makeFolder: Bool = true,
    beforeRename: () throws -> Void = {}
  ) throws {
    let target = try resolve(path, links: links)
    var mode = newFileMode
    if let status = Platform.status(of: target) {
      guard status.kind == .regularFile else { throw NotWritten(path: path, reason: "is not a regular file") }
      guard status.ownerWrites else { throw NotWritten(path: path, reason: "is read-only; not written") }
      mode = status.mode
    }
    let folder = try folder(of: target, for: path, making: makeFolder)
    var template = Array("\(folder)/.\(name(of: target)).\(Platform.processID).XXXXXX.tmp".utf8CString)
    let descriptor = Platform.makeTemporaryFile(&template, suffixLength: 4)
    guard descriptor >= 0 else { throw failure(path, "cannot write beside it", Platform.lastError) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do {
      defer { Platform.close(descriptor) }
      if case let error = Platform.setMode(descriptor, mode), error != 0 {
        throw failure(path, "cannot set its mode", error)
      }
      try writeAll(data, to: descriptor, path: path)
      if case let error = Platform.sync(descriptor), error != 0 {
        throw failure(path, "cannot flush it to disk", error)
      }
    } catch {
      Platform.remove(temporary)
      throw error
    }
    do {
      try beforeRename()
      if case let error = Platform.rename(temporary, over: target), error != 0 {
        throw failure(path, "cannot replace it", error)
      }
    } catch {
      Platform.remove(temporary)
      throw error as? NotWritten ?? NotWritten(path: path, reason: "not written (\(error))")
    }
    // Flush the folder too, so the rename itself survives a crash.
    let folderDescriptor = Platform.openFolder(folder)
    if folderDescriptor >= 0 {
      _ = Platform.sync(folderDescriptor)
      Platform.close(folderDescriptor)
    }
  }

  /// Removes the temporary files that processes no longer running left beside `path` when they
  /// were killed in the middle of a write.
  public static func removeStaleTemporaries(besides path: String) {
    let target = (try? resolve(path, links: .follow)) ?? path
    let folder = folder(of: target)
    let prefix = ".\(name(of: target))."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(4)
      guard let pid = middle.split(separator: ".").first.flatMap({ pid_t($0) }), pid > 0 else { continue }
      if Platform.processIsGone(pid) { Platform.remove("\(folder)/\(name)") }
    }
  }

  /// The file to write: `path`, or where its links lead.
  static func resolve(_ path: String, links: Links) throws -> String {
    var target = path.isEmpty ? path : (path.contains("/") ? path : "./" + path)
    guard !target.isEmpty else { throw NotWritten(path: path, reason: "no file name given") }
    for _ in 0..<32 {
      guard Platform.status(of: target)?.kind == .link else { return target }
      guard links == .follow else { throw NotWritten(path: path, reason: "is a symbolic link; not written") }
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target) else {
        throw NotWritten(path: path, reason: "is a link that cannot be read")
      }
      target = destination.hasPrefix("/") ? destination : folder(of: target) + "/" + destination
    }
    throw NotWritten(path: path, reason: "is a loop of symbolic links")
  }

  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  static func name(of path: String) -> String {
    (path as NSString).lastPathComponent
  }

  /// The folder of `target`, made (mode 0700) when missing and `making`; problems name `path`.
  static func folder(of target: String, for path: String, making: Bool) throws -> String {
    let folder = folder(of: target)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw NotWritten(path: path, reason: "\(folder) is not a folder") }
      return folder
    }
    guard making else { throw NotWritten(path: path, reason: "its folder \(folder) does not exist") }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw NotWritten(path: path, reason: "cannot make its folder: \(ErrorWords.of(error))")
    }
    return folder
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    let error = data.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
    guard error == 0 else { throw NotWritten(path: path, reason: "cannot write it: \(ErrorWords.of(errno: error))") }
  }

  private static func failure(_ path: String, _ what: String, _ error: Int32) -> NotWritten {
    NotWritten(path: path, reason: "\(what): \(ErrorWords.of(errno: error))")
  }
}
