import Foundation

/// An advisory lock on a file's lock file (`.NAME.lock` beside it), so that processes sharing the
/// file take turns to read and rewrite it. The lock lives beside the name given, never where a
/// symbolic link at that name points: nothing is created through a link (a link planted at the
/// lock file's own name is refused, not followed).
///
/// ```swift
/// let merged = try FileLock.holding(besides: journalPath) { try mergeAndSave() }
/// ```
@_spi(Flows) public enum FileLock {
  /// Runs `body` while holding the lock of the file at `path`; waits for another holder.
  public static func holding<Result>(besides path: String, _ body: () throws -> Result) throws -> Result {
    let folder = try AtomicFile.folder(of: path, for: path, making: true)
    let lockPath = "\(folder)/.\(AtomicFile.name(of: path)).lock"
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
