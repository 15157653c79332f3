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
  let database: DatabaseQueue
  /// The path as it was given.
  public let path: String
  /// The tables and views, as the schema lists them, by name.
  public let relations: [Relation]

  /// Opens `path` read-only: nothing is written (no journal appears beside it); a file that is
  /// missing, not SQLite or damaged throws the reason in words.
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SQLFileError(path: path, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw SQLFileError(path: path, reason: "is a folder, not a database") }
    var configuration = Configuration()
    configuration.readonly = true
    // A database another process holds locked is waited for a moment, never forever.
    configuration.busyMode = .timeout(2)
    // A table's filter runs in SQLite, by the table's own rules, on what its cells show.
    configuration.prepareDatabase { db in db.add(function: SQL.matchFunction) }
    do {
      let database = try DatabaseQueue(path: Self.readOnlyName(of: path), configuration: configuration)
      self.database = database
      self.relations = try database.read { try Relation.all(in: $0) }
    } catch let error as DatabaseError {
      throw SQLFileError(path: path, reason: error.message ?? "\(error.resultCode)")
    }
    self.path = path
  }

  /// The name to open `path` by so that nothing appears beside it: a database in WAL mode that
  /// no one is writing (it has no `-wal` file) is opened immutable, since a reader would otherwise
  /// make its `-wal` and `-shm` files; one being written is read as its writer leaves it.
  static func readOnlyName(of path: String) -> String {
    guard let file = FileHandle(forReadingAtPath: path) else { return path }
    defer { try? file.close() }
    let header = (try? file.read(upToCount: 20)) ?? Data()
    // Bytes 18 and 19 of the header are 2 in WAL mode.
    guard header.count == 20, header[18] == 2, header[19] == 2,
      !FileManager.default.fileExists(atPath: path + "-wal")
    else { return path }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?immutable=1"
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

/// A database `flows sql` could not open, and why.
public struct SQLFileError: Error, CustomStringConvertible {
  let path: String
  let reason: String

  /// The path and the reason, as `flows` reports them.
  public var description: String { "\(path): \(reason)" }
}

/// SQL text made safely.
enum SQL {
  /// `consoleflow_match(filter, value, ...)`: whether a row whose values these are is kept by the
  /// filter, as a table keeps it: each value as its cell shows it, a tab apart. A filter's
  /// matcher is made once and kept while it is asked for.
  static let matchFunction = DatabaseFunction("consoleflow_match", argumentCount: nil, pure: true) { values in
    guard let filter = values.first.flatMap(String.fromDatabaseValue) else { return true }
    let text = values.dropFirst().map { SQLValue.cell($0).text }.joined(separator: "\t")
    return Matchers.shared.matcher(for: filter)(text)
  }

  /// The matcher of the filter asked for last, made once for all the rows it is asked of.
  private final class Matchers: @unchecked Sendable {
    static let shared = Matchers()
    // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
    private let lock = NSLock()
    private var kept: (filter: String, matches: @Sendable (String) -> Bool)?

    func matcher(for filter: String) -> @Sendable (String) -> Bool {
      lock.withLock {
        if let kept, kept.filter == filter { return kept.matches }
        let matches = TableQuery(filter: filter).matcher()
        kept = (filter, matches)
        return matches
      }
    }
  }

  /// `name` quoted as an identifier: any name, spaces, quotes and keywords included.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
