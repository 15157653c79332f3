import ConsoleFlow
import Foundation
import GRDB

/// Any SQLite database, opened read-only, its schema read once: the tables and views, their
/// columns and keys, and the foreign keys between them, both ways.
///
/// ```swift
/// let file = try SQLiteFile(path: "chinook.sqlite")
/// let tracks = file.relation(named: "Track")
/// ```
public struct SQLiteFile: Sendable {
  /// How connections to it are opened.
  let connections: Connections
  /// The connection the schema was read on, and rows' screens are.
  private let main: Connection
  var database: DatabaseQueue { main.queue }
  /// The path as it was given, as messages show it.
  public let path: String
  /// The tables and views, as the schema lists them, by name.
  public let relations: [Relation]

  /// Opens `path` read-only: nothing is written; a file that is missing, not a regular file
  /// (a FIFO, a device), not SQLite or damaged throws the reason in words.
  public init(path: String) throws {
    try self.init(pathBytes: Array(path.utf8), shown: path)
  }

  /// Opens the file at the path whose bytes are `pathBytes` (a name that is not UTF-8 included),
  /// shown as `shown` in messages, as ``init(path:)`` does.
  ///
  /// - Parameters:
  ///   - pathBytes: The path as the system takes it.
  ///   - shown: The path as a message shows it.
  public init(pathBytes: [UInt8], shown: String) throws {
    try self.init(DatabaseLocation(given: pathBytes, shown: shown))
  }

  /// Opens the database at `location`, its schema read.
  private init(_ location: DatabaseLocation) throws {
    let connections = try Connections(location)
    do {
      main = try connections.open()
      relations = try main.queue.read { try Relation.all(in: $0) }
    } catch let error as DatabaseError {
      // SQLite rolls a hot journal back before the first read; a read-only connection may not.
      guard error.extendedResultCode == .SQLITE_READONLY_ROLLBACK else {
        throw SQLFileError(path: location.shown, reason: SQLFileError.words(error))
      }
      throw SQLFileError(
        path: location.shown,
        reason: "a hot journal is beside it (-journal): a writer stopped in the middle of a transaction, "
          + "and SQLite must roll it back, which flows sql, reading only, does not do; open it once with a "
          + "program that may write (sqlite3 FILE 'PRAGMA quick_check' rolls it back)")
    }
    self.connections = connections
    self.path = location.shown
  }

  /// The table or view called `name` (SQLite's names ignore ASCII case).
  public func relation(named name: String) -> Relation? {
    relations.first { $0.name == name } ?? relations.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The foreign keys of other tables (and of this one) that point at `relation`.
  func incoming(to relation: Relation) -> [ForeignKey] {
    relations.flatMap(\.outgoing).filter { $0.toTable.lowercased() == relation.name.lowercased() }
  }
}

extension SQLiteFile: EnvironmentValue {
  /// What a flow given no database reads: an empty one, in memory, with no tables to list.
  public static var defaultValue: SQLiteFile { none }

  private static let none: SQLiteFile = {
    do {
      return try SQLiteFile(.inMemory)
    } catch {
      // SQLite opens an empty database in memory unless memory has run out, where Swift stops too.
      preconditionFailure("SQLite could not open an empty database in memory: \(error)")
    }
  }()
}

/// A database `flows sql` could not open or read, and why.
public struct SQLFileError: Error, CustomStringConvertible {
  let path: String
  let reason: String

  /// What went wrong in SQLite, in its own words on one line (never the statement it ran).
  static func words(_ error: DatabaseError) -> String {
    SQLReadError(error).reason
  }

  /// The path and the reason, as `flows` reports them.
  public var description: String { "\(path): \(reason)" }
}
