@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// The dream journal on disk: JSON, written through ``AtomicFile`` (a kill at any moment leaves
/// the old file or the new one), under a ``FileLock`` so that two sessions on one journal take
/// turns and merge: a save keeps what another session saved since this one last read the file.
/// A file that is not a journal is reported and never written over.
public struct Journal: Sendable {
  /// A journal that cannot be read or saved, with its path and why.
  public struct Unusable: Error, CustomStringConvertible, Equatable {
    /// The journal's path.
    public let path: String
    /// What went wrong, in words.
    public let reason: String
    /// The path and the reason on one line.
    public var description: String { "\(path): \(reason)" }
  }

  /// The journal file's path.
  public let path: String
  /// Runs between writing the temporary file and renaming it; tests make it fail.
  let beforeRename: @Sendable () throws -> Void

  /// The journal at `path`; nothing is read until `load()`.
  public init(path: String) {
    self.init(path: path, beforeRename: {})
  }

  init(path: String, beforeRename: @escaping @Sendable () throws -> Void) {
    self.path = path
    self.beforeRename = beforeRename
  }

  /// The dreams in the file; none when there is no file yet. Temporary files that a killed
  /// session left beside it are removed.
  public func load() throws -> [Dream] {
    AtomicFile.removeStaleTemporaries(besides: path)
    return try read()
  }

  /// Saves `dreams`, which the user made from `base` (what this session last loaded or saved).
  /// When another session saved the journal since, its changes are kept: the dreams it added
  /// stay, those it deleted stay deleted, and this session's own additions and deletions are
  /// applied on top.
  ///
  /// - Returns: The dreams the journal now holds.
  public func save(_ dreams: [Dream], base: [Dream]) throws -> [Dream] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try FileLock.holding(besides: path) {
        let onDisk = try read()
        let merged = onDisk == base ? dreams : Self.merge(base: base, ours: dreams, theirs: onDisk)
        try AtomicFile.write(try encoder.encode(merged), to: path, beforeRename: beforeRename)
        return merged
      }
    } catch let notWritten as AtomicFile.NotWritten {
      throw Unusable(path: path, reason: notWritten.reason)
    }
  }

  /// Their list with our changes from `base` applied: our deletions removed, our additions
  /// (edits are a deletion and an addition) appended in our order.
  static func merge(base: [Dream], ours: [Dream], theirs: [Dream]) -> [Dream] {
    var removed = base
    var added: [Dream] = []
    for dream in ours {
      if let index = removed.firstIndex(of: dream) { removed.remove(at: index) } else { added.append(dream) }
    }
    var merged = theirs
    for dream in removed {
      if let index = merged.firstIndex(of: dream) { merged.remove(at: index) }
    }
    return merged + added
  }

  private func read() throws -> [Dream] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard !isFolder.boolValue else { throw Unusable(path: path, reason: "is a folder, not a dream journal") }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Unusable(path: path, reason: "cannot be read (\(ErrorWords.of(error)))")
    }
    do {
      return try JSONDecoder().decode([Dream].self, from: data)
    } catch {
      throw Unusable(path: path, reason: "is not a dream journal (\(Self.describe(error))); it was left untouched")
    }
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    case DecodingError.keyNotFound(let key, _): "\(key.stringValue) is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.debugDescription
    default: ErrorWords.of(error)
    }
  }
}
