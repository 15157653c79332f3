@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// The dream journal on disk: a `JSONFile`, written atomically (a kill at any moment leaves
/// the old file or the new one), under the lock of the file its path resolves to, so that two sessions on one journal take
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
  public var path: String { file.path }
  /// The file: atomic saves under the lock of the file the path resolves to, unknown fields kept.
  let file: JSONFile<[Dream]>

  /// The journal at `path`; nothing is read until `load()`.
  public init(path: String) {
    self.init(path: path, beforeRename: {})
  }

  init(path: String, beforeRename: @escaping @Sendable () throws -> Void) {
    file = JSONFile(path: path, beforeRename: beforeRename)
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
    do {
      return try file.update { onDisk in
        let onDisk = onDisk ?? []
        return onDisk == base ? dreams : Self.merge(base: base, ours: dreams, theirs: onDisk)
      }
    } catch let unusable as JSONFile<[Dream]>.Unusable {
      throw Self.unusable(unusable)
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
    do {
      return try file.read() ?? []
    } catch let unusable as JSONFile<[Dream]>.Unusable {
      throw Self.unusable(unusable)
    }
  }

  /// The file's problem in the journal's words.
  private static func unusable(_ problem: JSONFile<[Dream]>.Unusable) -> Unusable {
    switch problem.kind {
    case .notValid:
      Unusable(path: problem.path, reason: "is not a dream journal (\(problem.reason)); it was left untouched")
    case .folder:
      Unusable(path: problem.path, reason: "is a folder, not a dream journal")
    case .unreadable, .notWritten: Unusable(path: problem.path, reason: problem.reason)
    }
  }
}
