import Foundation
import GRDB

/// How the connections to one database are opened, and what they leave beside it when the last
/// one is gone. A database in WAL mode is read through SQLite's own index of its log (`-shm`),
/// never as an immutable file: a writer may start at any time, and a reader that does not take
/// part in SQLite's locking would read pages as the writer moves them.
final class Connections: @unchecked Sendable {
  /// How SQLite opens the file.
  enum Mode: Sendable, Equatable {
    /// With SQLite's locks and, in WAL mode, the log's index another process made.
    case shared
    /// The same, in WAL mode where no `-wal` or `-shm` is there yet: SQLite makes them beside the
    /// file, and they are taken away again when the last connection closes, if no one else uses
    /// them (SQLite's own rule, under its exclusive lock).
    case sharedMakingLogFiles
    /// As a file that cannot change: on a file system mounted read-only, where no writer can be.
    case immutable
  }

  let location: DatabaseLocation
  let mode: Mode
  /// The name SQLite opens.
  private let name: String
  /// A descriptor kept open while the database is, naming a file whose path is not UTF-8.
  private let descriptor: Int32?
  // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
  private let lock = NSLock()
  /// How many of the connections are open.
  private var opened = 0

  init(_ location: DatabaseLocation) throws(SQLFileError) {
    self.location = location
    let logFilesExist = Platform.exists(location.beside("-wal")) || Platform.exists(location.beside("-shm"))
    mode = try Self.mode(
      for: location.journal, logFilesExist: logFilesExist,
      readOnlyFileSystem: Platform.isOnReadOnlyFileSystem(location.target),
      folderWritable: Platform.mayWrite(folder: location.folder),
      fileWritable: Platform.mayWrite(file: location.target), shown: location.shown)
    var name = String(validating: location.target, as: UTF8.self)
    var descriptor: Int32?
    if name == nil {
      // A path that is not UTF-8: SQLite is given a link to the file, and follows it to the
      // file's own path, bytes as they are (its -wal and -shm beside it).
      let opened = Platform.openForReading(location.target)
      if opened >= 0, let path = Platform.descriptorPath(opened) {
        (name, descriptor) = (path, opened)
      } else if opened >= 0 {
        Platform.close(opened)
      }
    }
    guard let name else {
      throw SQLFileError(path: location.shown, reason: "this system cannot open a path that is not UTF-8")
    }
    self.descriptor = descriptor
    self.name = mode == .immutable ? Self.immutableURI(name) : name
  }

  deinit {
    if let descriptor { Platform.close(descriptor) }
  }

  /// How to open a database whose journal is `journal`: in WAL mode with no log files yet, only
  /// where no writer can ever come is it read as immutable; where this process cannot make the
  /// log's index, it cannot be read safely, and says so; where it could make them but not write
  /// the file, it would leave them behind, its own, for the file's owner to trip on: it says so.
  static func mode(
    for journal: DatabaseLocation.Journal, logFilesExist: Bool, readOnlyFileSystem: Bool, folderWritable: Bool,
    fileWritable: Bool = true, shown: String
  ) throws(SQLFileError) -> Mode {
    guard journal == .wal, !logFilesExist else { return .shared }
    if readOnlyFileSystem { return .immutable }
    guard folderWritable else {
      throw SQLFileError(
        path: shown,
        reason: "a database in WAL mode in a folder you cannot write: SQLite reads it safely only with "
          + "its -shm file beside it, which it cannot make there (copy the database somewhere you can write)")
    }
    guard fileWritable else {
      throw SQLFileError(
        path: shown,
        reason: "a database in WAL mode you cannot write, with no -wal or -shm beside it: reading it would "
          + "leave a -wal and -shm of yours there, which its owner's programs could not write (open it as its "
          + "owner, or copy it somewhere you can write)")
    }
    return .sharedMakingLogFiles
  }

  /// A new connection, read-only, with the flow's SQL functions. A database another process holds
  /// locked is waited for a moment, never forever.
  func open() throws -> Connection {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(2)
    configuration.prepareDatabase { db in SQL.register(in: db) }
    let queue = try DatabaseQueue(path: name, configuration: configuration)
    lock.withLock { opened += 1 }
    return Connection(queue, of: self)
  }

  /// One of the connections was closed; the last takes away the log files SQLite made for them.
  fileprivate func closed() {
    let last = lock.withLock {
      opened -= 1
      return opened == 0
    }
    if last && mode == .sharedMakingLogFiles { removeLogFilesMade() }
  }

  /// The `-wal` and `-shm` SQLite made for the connections, taken away as SQLite takes them away
  /// after its last connection that may write: one opened to close last deletes them only if it
  /// gets the file's exclusive lock (no one else has the database open), after copying into the
  /// file what a writer that came meanwhile committed, as that writer would have.
  private func removeLogFilesMade() {
    guard Platform.exists(location.beside("-wal")) else { return }
    Platform.closeAsLastWriter(name)
  }

  /// `path` as an SQLite URI that opens it immutable.
  private static func immutableURI(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    return "file:\(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)?immutable=1"
  }
}

/// A connection to the database, closed when the last reference to it goes, whatever else is
/// released with it; the last of a database's connections to close cleans up after them.
final class Connection: Sendable {
  let queue: DatabaseQueue
  private let connections: Connections

  fileprivate init(_ queue: DatabaseQueue, of connections: Connections) {
    self.queue = queue
    self.connections = connections
  }

  deinit {
    try? queue.close()
    connections.closed()
  }
}
