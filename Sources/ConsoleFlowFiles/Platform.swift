#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call the module makes into the C library, in one place: what a path is, temporary
/// files, modes, flushing and renaming, locks, processes, writes, the system's words for an errno.
enum Platform {
  /// What a path is, as `lstat` sees it (a link is not followed).
  enum Kind: Equatable {
    case regularFile, folder, link, other
  }

  /// What `lstat` says of `path`: what it is, its permission bits, whether its owner may write
  /// it; nil when there is nothing there.
  static func status(of path: String) -> (kind: Kind, mode: mode_t, ownerWrites: Bool)? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    let kind: Kind =
      switch status.st_mode & S_IFMT {
      case S_IFREG: .regularFile
      case S_IFDIR: .folder
      case S_IFLNK: .link
      default: .other
      }
    return (kind, status.st_mode & 0o7777, status.st_mode & S_IWUSR != 0)
  }

  /// Makes a new file from `template` (its `XXXXXX` made unique, before a suffix of
  /// `suffixLength` bytes), open for writing; answers the descriptor, or -1 (``lastError``).
  static func makeTemporaryFile(_ template: inout [CChar], suffixLength: Int32) -> Int32 {
    template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemps($0, suffixLength) } ?? -1 }
  }

  /// Sets the mode of the file open on `descriptor`; answers 0 or the errno.
  static func setMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 {
    fchmod(descriptor, mode) == 0 ? 0 : errno
  }

  /// Flushes the file open on `descriptor` to disk; answers 0 or the errno.
  static func sync(_ descriptor: Int32) -> Int32 {
    fsync(descriptor) == 0 ? 0 : errno
  }

  static func close(_ descriptor: Int32) {
    _ = system_close(descriptor)
  }

  static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// Renames `source` over `target`; answers 0 or the errno.
  static func rename(_ source: String, over target: String) -> Int32 {
    system_rename(source, target) == 0 ? 0 : errno
  }

  /// The folder at `path`, open to flush it; -1 when it cannot be opened.
  static func openFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  }

  /// This process's id.
  static var processID: Int32 { getpid() }

  /// Whether no process `pid` runs any more.
  static func processIsGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The lock file at `path`, made (mode 0600) if missing, never through a link; -1 when it
  /// cannot be opened (``lastError``).
  static func openLockFile(_ path: String) -> Int32 {
    open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
  }

  /// Waits for the exclusive lock of the file open on `descriptor`; answers 0 or the errno.
  static func lock(_ descriptor: Int32) -> Int32 {
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { return errno }
    }
    return 0
  }

  static func unlock(_ descriptor: Int32) {
    _ = flock(descriptor, LOCK_UN)
  }

  /// Writes what `write(2)` takes of `count` bytes at `start`; answers the count written, or -1.
  static func write(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
    system_write(descriptor, start, count)
  }

  static let interrupted = EINTR
  static let inputOutputError = EIO
  static let noSuchFile = ENOENT
  static let permissionDenied = EACCES
  static let noSpace = ENOSPC
  static let readOnlyFileSystem = EROFS

  /// The errno of the last call that failed.
  static var lastError: Int32 { errno }

  /// The system's words for an errno.
  static func words(forError error: Int32) -> String {
    String(cString: strerror(error))
  }
}

// The C library's functions whose names the enum's own would hide.
private func system_close(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func system_rename(_ source: String, _ target: String) -> Int32 { rename(source, target) }
private func system_write(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, start, count)
}
