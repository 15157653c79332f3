import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
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
    ElementStream("Loading \(folder.path)", batches: { FolderReader(folder: folder).batches() })
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
    let found = entry(named: Array((name.isEmpty ? "/" : name).utf8), path: shown, location: bytes) { following in
      Platform.status(of: bytes, following: following)
    }
    // A start folder that is not there is reported when it is opened; its entry says what it knows.
    return found
      ?? Entry(
        nameBytes: Array(name.utf8), path: shown, locationBytes: bytes,
        kind: .unreadable(ErrorWords.of(errno: Platform.Failure.noSuchFile.code)), size: 0, modified: nil,
        permissions: 0, linkTargetBytes: nil, resolvedBytes: bytes, opensAsFolder: false)
  }

  /// Whether `folder` can be opened for reading; throws ``Unreadable`` with the reason when not.
  static func checkOpens(_ folder: Entry) throws {
    if let failure = Platform.checkFolderOpens(folder.locationBytes) {
      throw Unreadable(path: folder.path, reason: ErrorWords.of(errno: failure.code))
    }
  }

  /// An entry from what the system says of it (a link followed or not); nil when it is not there
  /// any more (deleted since its folder was read). One that cannot be looked at says why.
  static func entry(
    named name: [UInt8], path: String, location: [UInt8],
    status: (_ following: Bool) -> Result<Platform.Status, Platform.Failure>
  ) -> Entry? {
    let own: Platform.Status
    switch status(false) {
    case .success(let found):
      own = found
    case .failure(let failure) where failure.isNoSuchFile:
      return nil
    case .failure(let failure):
      return Entry(
        nameBytes: name, path: path, locationBytes: location, kind: .unreadable(ErrorWords.of(errno: failure.code)),
        size: 0, modified: nil, permissions: 0, linkTargetBytes: nil, resolvedBytes: location, opensAsFolder: false)
    }
    let kind: Entry.Kind =
      switch own.kind {
      case .link: .link
      case .folder: .folder
      case .file: .file
      case .other: .other
      }
    var opensAsFolder = kind == .folder
    var target: [UInt8]?
    var resolved = location
    if kind == .link {
      opensAsFolder = (try? status(true).get())?.kind == .folder
      target = Platform.linkTarget(location)
      resolved = Platform.realPath(location) ?? location
    }
    return Entry(
      nameBytes: name, path: path, locationBytes: location, kind: kind, size: own.size,
      modified: Date(timeIntervalSince1970: own.modified), permissions: own.permissions, linkTargetBytes: target,
      resolvedBytes: resolved, opensAsFolder: opensAsFolder)
  }
}

/// One folder's reading, on a thread of its own.
struct FolderReader: Sendable {
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
    let reading: Platform.FolderReading
    do {
      reading = try Platform.FolderReading(folder.locationBytes)
    } catch {
      throw FileSystem.Unreadable(path: folder.path, reason: ErrorWords.of(errno: error.code))
    }
    var names: [(key: String, name: [UInt8], isFolder: Bool)] = []
    while true {
      if names.count % FileSystem.chunk == 0 && stopped.isStopped { return }
      let next: (name: [UInt8], isFolder: Bool?)?
      do {
        next = try reading.next()
      } catch {
        throw FileSystem.Unreadable(path: folder.path, reason: ErrorWords.of(errno: error.code))
      }
      guard let (name, isFolder) = next else { break }
      // A link, or a file system that does not say: ask where it leads.
      let opens =
        isFolder
        ?? ((try? Platform.status(of: name, inFolder: reading.descriptor, following: true).get())?.kind == .folder)
      names.append((String(decoding: name, as: UTF8.self).lowercased(), name, opens))
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
        ) { following in
          Platform.status(of: entry.name, inFolder: reading.descriptor, following: following)
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
