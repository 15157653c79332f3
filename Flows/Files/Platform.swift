#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call the file browser makes into the C library, in one place: what a path is, links,
/// folders opened and read a name at a time. Paths are bytes: a name that is not UTF-8 goes to
/// the system as it came.
enum Platform {
  /// What a path is on disk, as far as the browser cares.
  enum Kind: Equatable, Sendable {
    case folder, file, link, other
  }

  /// What the system says of a path.
  struct Status: Equatable, Sendable {
    var kind: Kind
    var size: Int64
    /// When it was last modified, in seconds since 1970.
    var modified: Double
    /// Its permission bits.
    var permissions: Int
  }

  /// Why the system would not say: an errno.
  struct Failure: Error, Equatable, Sendable {
    let code: Int32
    /// It is not there.
    var isNoSuchFile: Bool { code == ENOENT }
    static let noSuchFile = Failure(code: ENOENT)
    static let permissionDenied = Failure(code: EACCES)
  }

  /// What the system says of `path` (relative paths start in the folder open on `folder`, else
  /// in the current one), following a link there when `following`.
  static func status(of path: [UInt8], inFolder folder: Int32? = nil, following: Bool) -> Result<Status, Failure> {
    var status = stat()
    let flags = following ? 0 : AT_SYMLINK_NOFOLLOW
    guard withCPath(path, { fstatat(folder ?? AT_FDCWD, $0, &status, flags) }) == 0 else {
      return .failure(Failure(code: errno))
    }
    let kind: Kind =
      switch status.st_mode & S_IFMT {
      case S_IFLNK: .link
      case S_IFDIR: .folder
      case S_IFREG: .file
      default: .other
      }
    #if canImport(Darwin)
      let modified = Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
    #else
      let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    #endif
    return .success(
      Status(kind: kind, size: Int64(status.st_size), modified: modified, permissions: Int(status.st_mode & 0o7777)))
  }

  /// Where the link at `path` points, as the link says it.
  static func linkTarget(_ path: [UInt8]) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = withCPath(path) { readlink($0, &buffer, buffer.count - 1) }
    return count >= 0 ? buffer.prefix(count).map { UInt8(bitPattern: $0) } : nil
  }

  /// The real absolute path of `path`, every link resolved.
  static func realPath(_ path: [UInt8]) -> [UInt8]? {
    guard let resolved = withCPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  /// Whether the folder at `path` opens for reading; the failure when not.
  static func checkFolderOpens(_ path: [UInt8]) -> Failure? {
    let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else { return Failure(code: errno) }
    close(descriptor)
    return nil
  }

  /// A folder open for reading its names one at a time.
  final class FolderReading {
    private let directory: OpaquePointer
    /// Where a record's name starts: `d_name` is a stored field, so it has an offset.
    private static let nameOffset: Int = {
      guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
        preconditionFailure("d_name is stored")
      }
      return offset
    }()

    /// The folder at `path`, open; throws the failure when it cannot be read.
    init(_ path: [UInt8]) throws(Failure) {
      let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      guard descriptor >= 0 else { throw Failure(code: errno) }
      guard let directory = fdopendir(descriptor) else {
        let failure = Failure(code: errno)
        close(descriptor)
        throw failure
      }
      self.directory = directory
    }

    deinit {
      closedir(directory)
    }

    /// The descriptor of the open folder: what the names in it are looked at relative to.
    var descriptor: Int32 { dirfd(directory) }

    /// The next name in the folder (without `.` and `..`) and whether it is a folder, when the
    /// system said so (nil: ask); nil at the end. Throws the failure of a read that failed.
    func next() throws(Failure) -> (name: [UInt8], isFolder: Bool?)? {
      while true {
        errno = 0
        guard let record = readdir(directory) else {
          if errno != 0 { throw Failure(code: errno) }
          return nil
        }
        // The name in place: a record is only as long as its name, not the whole d_name array.
        let start = UnsafeRawPointer(record) + Self.nameOffset
        let name = Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
        if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
        let type = Int32(record.pointee.d_type)
        // A link, or a file system that does not say: the caller asks where it leads.
        let isFolder: Bool? = type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) ? nil : type == Int32(DT_DIR)
        return (name, isFolder)
      }
    }
  }

  /// `body` given `bytes` as a C string.
  private static func withCPath<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        // Never nil: the buffer holds at least the NUL just added.
        guard let start = characters.baseAddress else { preconditionFailure("a C string holds its NUL") }
        return body(start)
      }
    }
  }
}
