import Foundation

/// A JSON document on disk that a flow saves, with the guarantees of ConsoleFlow's own journals:
/// every save replaces the file atomically (a crash leaves the old file or the new one, never a
/// torn one), runs under a lock on the file the path resolves to (so sessions naming it by a
/// symbolic link or by its name take turns, and a link stays a link), and writes back the fields
/// it did not know as they were read (``UnknownFields``). A file that is not such a document is
/// reported and never written over.
///
/// ```swift
/// struct Visit: Codable, Sendable { var pet: String }
///
/// let visits = JSONFile<[Visit]>(path: "visits.json")
/// let saved = try visits.update { onDisk in (onDisk ?? []) + [Visit(pet: "Biscuit")] } // read, changed, saved
/// let all = try visits.read() ?? []
/// ```
public struct JSONFile<Document: Codable & Sendable>: Sendable {
  /// A file that cannot be read or saved, with its path and why.
  public struct Unusable: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
      /// The path names a folder.
      case folder
      /// The file cannot be read (no permission, not there any more).
      case unreadable
      /// The file holds no such document; it was left untouched.
      case notValid
      /// The file cannot be written.
      case notWritten
    }
    /// The file's path, as it was given.
    public let path: String
    /// What went wrong.
    public let kind: Kind
    /// Why, in words.
    public let reason: String
    /// The path and the reason on one line.
    public var description: String {
      kind == .notValid ? "\(path): is not valid (\(reason)); it was left untouched" : "\(path): \(reason)"
    }
  }

  /// The file's path; relative paths start in the current folder.
  public let path: String
  /// The mode a new file gets.
  let newFileMode: mode_t
  /// Runs between writing the temporary file and renaming it; tests make it fail.
  let beforeRename: @Sendable () throws -> Void

  /// The document at `path`; nothing is read until ``read()`` or ``update(_:)``.
  public init(path: String) {
    self.init(path: path, beforeRename: {})
  }

  /// The same, with work between writing the temporary file and renaming it (tests make it fail).
  @_spi(Flows) public init(
    path: String, newFileMode: mode_t = 0o600, beforeRename: @escaping @Sendable () throws -> Void
  ) {
    self.path = path
    self.newFileMode = newFileMode
    self.beforeRename = beforeRename
  }

  /// The document in the file; nil when there is no file yet.
  public func read() throws -> Document? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard !isFolder.boolValue else { throw Unusable(path: path, kind: .folder, reason: "is a folder") }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Unusable(path: path, kind: .unreadable, reason: "cannot be read (\(ErrorWords.of(error)))")
    }
    let decoder = JSONDecoder()
    decoder.userInfo[RawJSON.key] = RawJSON(data)
    do {
      return try decoder.decode(Document.self, from: data)
    } catch {
      throw Unusable(path: path, kind: .notValid, reason: Self.describe(error))
    }
  }

  /// Reads the document, changes it with `change` and saves what it answers, all while holding
  /// the file's lock, so no other session's save comes between the read and the write.
  ///
  /// - Parameter change: The new document, from the one on disk (nil when there is no file).
  /// - Returns: The document saved.
  @discardableResult
  public func update(_ change: (Document?) throws -> Document) throws -> Document {
    do {
      return try FileLock.holding(besides: path) {
        let changed = try change(try read())
        let slots = RawSlots()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.userInfo[RawSlots.key] = slots
        let data = slots.filling(try encoder.encode(changed))
        try AtomicFile.write(data, to: path, newFileMode: newFileMode, beforeRename: beforeRename)
        return changed
      }
    } catch let notWritten as AtomicFile.NotWritten {
      throw Unusable(path: path, kind: .notWritten, reason: notWritten.reason)
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    case DecodingError.keyNotFound(let key, _): "\(key.stringValue) is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.debugDescription
    default: ErrorWords.of(error)
    }
  }
}
