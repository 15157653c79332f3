import ConsoleFlow
import ConsoleFlowFiles
import Foundation
import Synchronization

/// Reads folders for the file browser; the only place that touches the file system. Names and
/// paths are bytes from end to end: a name that is not UTF-8 is listed, opened and read as what
/// it is.
public enum FileSystem {
  /// A folder that cannot be listed, with the reason in words.
  public struct Unreadable: Error, CustomStringConvertible {
    /// The folder, as the user reached it.
    public let path: String
    /// Why it cannot be listed, in words.
    public let reason: String
    /// The path and the reason on one line.
    public var description: String { "\(path): \(reason)" }
  }

  /// How many entries are read, or looked at, between two looks at whether the reading was
  /// cancelled: a cancelled read stops within a few milliseconds.
  static let chunk = 256

  /// The entries of `folder` as they are read, folders first, then by name: the names are read
  /// and ordered first (a folder of 200,000 takes a moment), then each entry is looked at, in
  /// that order, a chunk at a time. The reading runs on a thread of its own, so a slow disk
  /// never holds up other loads, and it stops soon after its reader does.
  public static func entries(of folder: Entry) -> ElementStream<Entry> {
    ElementStream(folder.path, batches: { FolderReader(folder: folder).batches() })
  }

  /// The entry for the folder at `path` itself; a relative path starts in `base` (by default,
  /// the current folder) and stays relative in what the browser shows.
  public static func folder(at path: String, relativeTo base: String? = nil) -> Entry {
    let base = base ?? FileManager.default.currentDirectoryPath
    let absolute = path.hasPrefix("/") ? path : base + "/" + path
    let location = URL(fileURLWithPath: absolute).standardizedFileURL.path
    let name = (location as NSString).lastPathComponent
    var shown = path
    while shown.count > 1 && shown.hasSuffix("/") { shown.removeLast() }
    let bytes = Array(location.utf8)
    let found = entry(named: Array((name.isEmpty ? "/" : name).utf8), path: shown, location: bytes) { flags in
      var status = stat()
      return cPath(bytes) { fstatat(AT_FDCWD, $0, &status, flags) } == 0 ? status : nil
    }
    // A start folder that is not there is reported when it is opened; its entry says what it knows.
    return found
      ?? Entry(
        nameBytes: Array(name.utf8), path: shown, locationBytes: bytes, kind: .unreadable(ErrorWords.of(errno: ENOENT)),
        size: 0, modified: nil, permissions: 0, linkTargetBytes: nil, resolvedBytes: bytes, opensAsFolder: false)
  }

  /// Whether `folder` can be opened for reading; throws ``Unreadable`` with the reason when not.
  static func checkOpens(_ folder: Entry) throws {
    let descriptor = cPath(folder.locationBytes) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw Unreadable(path: folder.path, reason: ErrorWords.of(errno: errno)) }
    close(descriptor)
  }

  /// An entry from what `stat` (flags: `AT_SYMLINK_NOFOLLOW` or 0) says of it; nil when it is not
  /// there any more (deleted since its folder was read). One that cannot be looked at says why.
  static func entry(named name: [UInt8], path: String, location: [UInt8], stat: (Int32) -> stat?) -> Entry? {
    let own = stat(AT_SYMLINK_NOFOLLOW)
    if own == nil && errno == ENOENT { return nil }
    let mode = own.map { $0.st_mode & S_IFMT } ?? 0
    let kind: Entry.Kind =
      switch mode {
      case _ where own == nil: .unreadable(ErrorWords.of(errno: errno))
      case S_IFLNK: .link
      case S_IFDIR: .folder
      case S_IFREG: .file
      default: .other
      }
    var opensAsFolder = kind == .folder
    var target: [UInt8]?
    var resolved = location
    if kind == .link {
      opensAsFolder = stat(0).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
      target = readLink(location)
      resolved = realPath(location) ?? location
    }
    let modified = own.map { Date(timeIntervalSince1970: Double($0.st_mtim.tv_sec) + Double($0.st_mtim.tv_nsec) / 1e9) }
    return Entry(
      nameBytes: name, path: path, locationBytes: location, kind: kind, size: Int64(own?.st_size ?? 0),
      modified: modified, permissions: Int((own?.st_mode ?? 0) & 0o7777), linkTargetBytes: target,
      resolvedBytes: resolved, opensAsFolder: opensAsFolder)
  }

  /// `body` given `bytes` as a C string.
  static func cPath<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        // Never nil: the buffer holds at least the NUL just added.
        guard let start = characters.baseAddress else { preconditionFailure("a C string holds its NUL") }
        return body(start)
      }
    }
  }

  private static func readLink(_ location: [UInt8]) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = cPath(location) { path in readlink(path, &buffer, buffer.count - 1) }
    return count >= 0 ? buffer.prefix(count).map { UInt8(bitPattern: $0) } : nil
  }

  private static func realPath(_ location: [UInt8]) -> [UInt8]? {
    guard let resolved = cPath(location, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }
}

/// One folder's reading, on a thread of its own.
struct FolderReader: Sendable {
  /// Where a folder record's name starts: `d_name` is a stored field, so it has an offset.
  private static let nameOffset: Int = {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { preconditionFailure("d_name is stored") }
    return offset
  }()

  let folder: Entry
  /// Called before each chunk of entries is looked at, with how many were looked at so far,
  /// and once more with nil when the reading is over: how tests hold the reading at a chunk.
  var beforeChunk: @Sendable (Int?) -> Void = { _ in }

  func batches() -> AsyncThrowingStream<[Entry], any Error> {
    let (batches, delivery) = AsyncThrowingStream.makeStream(of: [Entry].self)
    let stopped = Stopped()
    delivery.onTermination = { _ in stopped.stop() }
    let reader = Thread {
      do {
        try read(into: delivery, unless: stopped)
        delivery.finish()
      } catch {
        delivery.finish(throwing: error)
      }
      beforeChunk(nil)
    }
    reader.start()
    return batches
  }

  /// Reads the names, orders them, then looks at each entry a chunk at a time.
  private func read(into delivery: AsyncThrowingStream<[Entry], any Error>.Continuation, unless stopped: Stopped) throws
  {
    let descriptor = FileSystem.cPath(folder.locationBytes) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0, let directory = fdopendir(descriptor) else {
      let reason = ErrorWords.of(errno: errno)
      if descriptor >= 0 { close(descriptor) }
      throw FileSystem.Unreadable(path: folder.path, reason: reason)
    }
    defer { closedir(directory) }
    let folderDescriptor = dirfd(directory)
    var names: [(key: String, name: [UInt8], isFolder: Bool)] = []
    while true {
      if names.count % FileSystem.chunk == 0 && stopped.isStopped { return }
      errno = 0
      guard let record = readdir(directory) else {
        if errno != 0 { throw FileSystem.Unreadable(path: folder.path, reason: ErrorWords.of(errno: errno)) }
        break
      }
      // The name in place: a record is only as long as its name, not the whole d_name array.
      let start = UnsafeRawPointer(record) + Self.nameOffset
      let name = Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
      if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
      let type = Int32(record.pointee.d_type)
      var isFolder = type == Int32(DT_DIR)
      // A link, or a file system that does not say: ask where it leads.
      if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
        var status = stat()
        isFolder =
          FileSystem.cPath(name) { fstatat(folderDescriptor, $0, &status, 0) } == 0
          && status.st_mode & S_IFMT == S_IFDIR
      }
      names.append((String(decoding: name, as: UTF8.self).lowercased(), name, isFolder))
    }
    names.sort { first, second in
      if first.isFolder != second.isFolder { return first.isFolder }
      if first.key != second.key { return first.key < second.key }
      return first.name.lexicographicallyPrecedes(second.name)
    }
    let slash = UInt8(ascii: "/")
    let base = folder.locationBytes.last == slash ? folder.locationBytes : folder.locationBytes + [slash]
    let shown = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    for start in stride(from: 0, to: names.count, by: FileSystem.chunk) {
      beforeChunk(start)
      if stopped.isStopped { return }
      // An entry deleted since the names were read is left out: it is not there to browse.
      let batch = names[start..<min(names.count, start + FileSystem.chunk)].compactMap { entry in
        FileSystem.entry(
          named: entry.name, path: shown + String(decoding: entry.name, as: UTF8.self), location: base + entry.name
        ) { flags in
          var status = stat()
          return FileSystem.cPath(entry.name) { fstatat(folderDescriptor, $0, &status, flags) } == 0 ? status : nil
        }
      }
      if !batch.isEmpty { delivery.yield(batch) }
    }
  }
}

/// Whether a reading's reader has gone: set from any thread, read by the reading's own.
private final class Stopped: Sendable {
  private let flag = Atomic<Bool>(false)
  func stop() { flag.store(true, ordering: .relaxed) }
  var isStopped: Bool { flag.load(ordering: .relaxed) }
}
