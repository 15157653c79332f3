import Foundation

/// The dream journal on disk: JSON, saved atomically (write a temporary file beside it, flush it
/// to disk, rename it over the old one), so a kill at any moment leaves the old file or the new
/// one, never a torn one. A file that is not a journal is reported and never written over.
public struct Journal: Sendable {
  /// A journal that cannot be read or saved, with its path and the problem.
  public struct Problem: Error, CustomStringConvertible, Equatable {
    /// The journal file's path.
    public let path: String
    /// What went wrong, in words.
    public let problem: String
    /// The path and the problem on one line.
    public var description: String { "\(path): \(problem)" }
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

  /// The dreams in the file; none when there is no file yet.
  public func load() throws -> [Dream] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Problem(path: path, problem: "cannot be read (\(error.localizedDescription))")
    }
    do {
      return try JSONDecoder().decode([Dream].self, from: data)
    } catch {
      throw Problem(path: path, problem: "is not a dream journal (\(Self.describe(error))); it was left untouched")
    }
  }

  /// Saves the dreams atomically; on failure the old file is as it was.
  public func save(_ dreams: [Dream]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = "\(folder)/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let data = try encoder.encode(dreams)
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      guard descriptor >= 0 else { throw Problem(path: path, problem: "cannot write \(temporary): \(Self.errno)") }
      defer { close(descriptor) }
      let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written == data.count else {
        throw Problem(path: path, problem: "cannot write \(temporary): \(Self.errno)")
      }
      guard fsync(descriptor) == 0 else {
        throw Problem(path: path, problem: "cannot flush \(temporary): \(Self.errno)")
      }
      try beforeRename()
      guard rename(temporary, path) == 0 else { throw Problem(path: path, problem: "cannot replace it: \(Self.errno)") }
      // Flush the folder too, so the rename itself survives a crash.
      let folderDescriptor = open(folder, O_RDONLY)
      if folderDescriptor >= 0 {
        fsync(folderDescriptor)
        close(folderDescriptor)
      }
    } catch {
      unlink(temporary)
      throw error as? Problem ?? Problem(path: path, problem: "not saved (\(error))")
    }
  }

  private static var errno: String { String(cString: strerror(Glibc.errno)) }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    case DecodingError.keyNotFound(let key, _): "\(key.stringValue) is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.debugDescription
    default: "\(error)"
    }
  }
}
