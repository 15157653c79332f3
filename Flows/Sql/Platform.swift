#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call the module makes into the C library and SQLite's C API, in one place (SQLite's in
/// `Platform+SQLite.swift`): what a path is, where its links lead, a file's first bytes read
/// without blocking, whether a folder may be written. Paths are bytes, as the system takes them:
/// a name that is not UTF-8 is opened as it was given.
enum Platform {
  /// What a path leads to, its links followed.
  enum Kind: Equatable {
    case regularFile, folder, fifo, characterDevice, blockDevice, socket, other
  }

  /// What `stat` says `path` leads to, or the errno why it cannot say.
  static func kind(of path: [UInt8]) -> Result<Kind, Failure> {
    var status = stat()
    guard withPath(path, { stat($0, &status) }) == 0 else { return .failure(Failure(code: errno)) }
    return .success(kind(of: status.st_mode))
  }

  private static func kind(of mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regularFile
    case S_IFDIR: .folder
    case S_IFIFO: .fifo
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    default: .other
    }
  }

  /// `path` with every link on it resolved and made absolute; nil when it cannot be.
  static func resolved(_ path: [UInt8]) -> [UInt8]? {
    guard let resolved = withPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) }
  }

  /// The first `count` bytes (fewer in a shorter file) of the regular file at `path`, opened
  /// without blocking: a FIFO put there meanwhile answers at once, and anything that is not a
  /// regular file once open is refused with its kind.
  static func firstBytes(of path: [UInt8], count: Int) -> Result<[UInt8], Failure> {
    let descriptor = withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { _ = system_close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
    guard kind(of: status.st_mode) == .regularFile else { return .failure(Failure(kind: kind(of: status.st_mode))) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        system_read(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
      }
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return .failure(Failure(code: errno)) }
      if read == 0 { break }
      filled += read
    }
    return .success(Array(bytes.prefix(filled)))
  }

  /// Whether anything is at `path` (a link that leads nowhere included).
  static func exists(_ path: [UInt8]) -> Bool {
    var status = stat()
    return withPath(path) { lstat($0, &status) } == 0
  }

  /// The size of the file at `path`, its links followed; nil when there is none.
  static func size(of path: [UInt8]) -> Int? {
    var status = stat()
    guard withPath(path, { stat($0, &status) }) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// Whether this process may make files in the folder at `path`.
  static func mayWrite(folder path: [UInt8]) -> Bool {
    withPath(path) { access($0, W_OK) } == 0
  }

  /// Whether this process may write the file at `path`.
  static func mayWrite(file path: [UInt8]) -> Bool {
    withPath(path) { access($0, W_OK) } == 0
  }

  /// Whether the file system holding `path` is mounted read-only: nothing on it can change.
  static func isOnReadOnlyFileSystem(_ path: [UInt8]) -> Bool {
    var status = statvfs()
    guard withPath(path, { statvfs($0, &status) }) == 0 else { return false }
    return status.f_flag & UInt(ST_RDONLY) != 0
  }

  /// The file at `path`, open for reading, its descriptor kept for naming it by
  /// ``descriptorPath(_:)``; -1 when it cannot be.
  static func openForReading(_ path: [UInt8]) -> Int32 {
    withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
  }

  static func close(_ descriptor: Int32) {
    _ = system_close(descriptor)
  }

  /// A UTF-8 path naming the file open on `descriptor`, where the system has one: on Linux,
  /// `/proc/self/fd/N`, a link SQLite follows to the file's own path (its bytes as they are).
  static func descriptorPath(_ descriptor: Int32) -> String? {
    #if os(Linux)
      "/proc/self/fd/\(descriptor)"
    #else
      nil
    #endif
  }

  /// A call that failed: its errno, or what the path was when it was not a regular file.
  struct Failure: Error, Equatable {
    var code: Int32 = 0
    var kind: Kind?
  }

  /// The errno of a path that leads nowhere.
  static let noSuchFile = ENOENT

  /// The system's words for `code`, lower case.
  static func words(forError code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// Runs `body` with `path` as a C string; a path holding a NUL byte names no file.
  private static func withPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    let terminated = ((path.contains(0) ? [] : path) + [0]).map { CChar(bitPattern: $0) }
    return body(terminated)
  }
}

private func system_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func system_close(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
