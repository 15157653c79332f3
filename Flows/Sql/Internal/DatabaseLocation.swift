/// Where a database is and what it is, known before SQLite opens it: the path as it was given
/// (its bytes, a name that is not UTF-8 included), the file its links lead to, and what the
/// file's header says. Anything that is not a regular file (a FIFO, a device, a folder) or does
/// not start as SQLite's files do is refused here, in words, and never blocks.
struct DatabaseLocation: Sendable {
  /// How the database keeps what is being written.
  enum Journal: Sendable, Equatable {
    /// A rollback journal: a writer changes the file itself, holding readers out meanwhile.
    case rollback
    /// A write-ahead log (`-wal`, and its index `-shm`) beside the file.
    case wal
    /// An empty file, which SQLite reads as a database without tables.
    case empty
  }

  /// The path as it was given.
  let given: [UInt8]
  /// The file itself, every link on the way resolved: SQLite's `-wal` and `-shm` are beside it.
  let target: [UInt8]
  /// The path as messages show it.
  let shown: String
  let journal: Journal

  /// The first bytes of every SQLite database file.
  static let header = Array("SQLite format 3\0".utf8)

  /// The database at `given` (shown as `shown`), checked without opening it in SQLite.
  init(given: [UInt8], shown: String) throws(SQLFileError) {
    self.given = given
    self.shown = shown
    func refused(_ reason: String) -> SQLFileError { SQLFileError(path: shown, reason: reason) }
    switch Platform.kind(of: given) {
    case .failure(let failure): throw refused(Self.words(for: failure))
    case .success(let kind) where kind != .regularFile: throw refused(Self.words(for: Platform.Failure(kind: kind)))
    case .success: break
    }
    target = Platform.resolved(given) ?? given
    // Byte 18 and 19 of the header are 2 in WAL mode.
    let start: [UInt8]
    switch Platform.firstBytes(of: target, count: 20) {
    case .failure(let failure): throw refused(Self.words(for: failure))
    case .success(let bytes): start = bytes
    }
    if start.isEmpty {
      journal = .empty
    } else if start.count == 20, start.starts(with: Self.header) {
      journal = start[18] == 2 && start[19] == 2 ? .wal : .rollback
    } else {
      throw refused("not an SQLite database (the file does not start as one does)")
    }
  }

  /// No file: an empty database of SQLite's own, in memory, with no tables: what a flow given no
  /// database reads.
  static let inMemory = DatabaseLocation(inMemory: ":memory:")

  private init(inMemory name: String) {
    (given, target, shown, journal) = (Array(name.utf8), Array(name.utf8), "no database", .empty)
  }

  /// The path of the file beside the database with `suffix` after its name: `-wal`, `-shm`.
  func beside(_ suffix: String) -> [UInt8] {
    target + Array(suffix.utf8)
  }

  /// The folder the database file is in.
  var folder: [UInt8] {
    guard let slash = target.lastIndex(of: UInt8(ascii: "/")) else { return Array(".".utf8) }
    return slash == target.startIndex ? Array("/".utf8) : Array(target[..<slash])
  }

  /// Why a path is no database, in words.
  private static func words(for failure: Platform.Failure) -> String {
    switch failure.kind {
    case .folder?: "is a folder, not a database"
    case .fifo?: "is a FIFO (a named pipe), not a database file"
    case .characterDevice?, .blockDevice?: "is a device, not a database file"
    case .socket?: "is a socket, not a database file"
    case .other?, .regularFile?: "is not a regular file, not a database"
    case nil: failure.code == Platform.noSuchFile ? "no such file" : Platform.words(forError: failure.code)
    }
  }
}
