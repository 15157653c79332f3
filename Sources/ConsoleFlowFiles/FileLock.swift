import Foundation

/// An advisory lock on a file's lock file (`.NAME.lock` beside it), so that processes sharing the
/// file take turns to read and rewrite it. With `links: .follow` (a journal the user may name by
/// a link) the lock lives beside the file the path resolves to, so every name of one file takes
/// the same lock; with `.refuse` (a file whose writes refuse links) beside the name given, and
/// nothing is created where a link there points. A link planted at the lock file's own name is
/// refused, not followed.
///
/// ```swift
/// let merged = try FileLock.holding(besides: journalPath) { try mergeAndSave() }
/// ```
@_spi(Flows) public enum FileLock {
  /// Runs `body` while holding the lock of the file at `path`; waits for another holder.
  ///
  /// - Parameters:
  ///   - path: The file; relative paths start in the current folder.
  ///   - links: Whether the lock is the one of the file a link at `path` leads to (`.follow`, as
  ///     `AtomicFile.write` writes it), or the
  ///     one beside the name given (`.refuse`).
  public static func holding<Result>(
    besides path: String, links: AtomicFile.Links = .follow, _ body: () throws -> Result
  ) throws -> Result {
    let target = links == .follow ? try AtomicFile.resolve(path, links: .follow) : path
    let folder = try AtomicFile.folder(of: target, for: path, making: true)
    let lockPath = "\(folder)/.\(AtomicFile.name(of: target)).lock"
    let descriptor = Platform.openLockFile(lockPath)
    guard descriptor >= 0 else {
      throw AtomicFile.NotWritten(path: path, reason: "cannot lock it: \(ErrorWords.of(errno: Platform.lastError))")
    }
    defer { Platform.close(descriptor) }
    if case let error = Platform.lock(descriptor), error != 0 {
      throw AtomicFile.NotWritten(path: path, reason: "cannot lock it: \(ErrorWords.of(errno: error))")
    }
    defer { Platform.unlock(descriptor) }
    return try body()
  }
}
