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

/// A table or a view. A class: each of a table's million rows refers to it, none copies it.
public final class Relation: Sendable, Hashable {
  /// What it is.
  public enum Kind: String, Sendable {
    /// A table of rows.
    case table
    /// A stored query: its rows are shown, no keys are followed from them.
    case view
    /// A table a module makes (full-text search, say).
    case virtual = "virtual table"
  }

  /// Its name, as the schema has it.
  public let name: String
  /// A table, a view or a virtual table.
  public let kind: Kind
  /// Its columns' names, in order.
  public let columns: [String]
  /// Its columns' declared types, in the same order (empty where none is declared).
  let types: [String]
  /// The columns of its primary key, in the key's order; empty when it has none.
  let primaryKey: [String]
  /// Whether its rows have a rowid (a table not declared WITHOUT ROWID, a virtual table).
  let hasRowid: Bool
  /// Its foreign keys: the rows it points at.
  let outgoing: [ForeignKey]
  /// Why SQLite cannot read its columns (a view of a table that is gone, a virtual table of a
  /// module this SQLite lacks), if it cannot: it is listed all the same.
  let problem: String?

  init(
    name: String, kind: Kind, columns: [String], types: [String], primaryKey: [String], hasRowid: Bool,
    outgoing: [ForeignKey], problem: String? = nil
  ) {
    self.problem = problem
    self.name = name
    self.kind = kind
    self.columns = columns
    self.types = types
    self.primaryKey = primaryKey
    self.hasRowid = hasRowid
    self.outgoing = outgoing
  }

  /// Two relations are the same when their names are: a schema holds one of each name.
  public static func == (lhs: Relation, rhs: Relation) -> Bool { lhs.name == rhs.name }

  /// Hashed by its name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Its name, quoted for SQL.
  var quoted: String { SQL.quoted(name) }

  /// How rows are read in order and found again: by rowid, by the primary key of a table
  /// WITHOUT ROWID, or not at all (a view, a table whose columns take every name of its rowid).
  var rowKey: [String]? {
    guard hasRowid else { return primaryKey.isEmpty ? nil : primaryKey }
    // A rowid table's other primary keys may hold NULLs, which no keyset can start after.
    return rowidName.map { [$0] }
  }

  /// The name its rowid answers to: `rowid`, `_rowid_` or `oid`, the first no column takes.
  private var rowidName: String? {
    let taken = Set(columns.map { $0.lowercased() })
    return ["rowid", "_rowid_", "oid"].first { !taken.contains($0) }
  }

  /// Every table and view of the schema, with its columns and keys.
  static func all(in db: Database) throws -> [Relation] {
    let entries = try Row.fetchAll(
      db,
      sql: """
        SELECT name, type, coalesce(sql, '') FROM sqlite_schema
        WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        ORDER BY name COLLATE NOCASE
        """)
    return entries.map { entry in
      let name: String = entry[0]
      let type: String = entry[1]
      let sql: String = entry[2]
      let isVirtual = sql.range(of: "CREATE VIRTUAL TABLE", options: [.caseInsensitive, .anchored]) != nil
      let kind: Kind = type == "view" ? .view : isVirtual ? .virtual : .table
      do {
        return try described(name, kind: kind, sql: sql, in: db)
      } catch {
        // One broken view must not close the whole database.
        let problem = (error as? DatabaseError)?.message ?? "\(error)"
        return Relation(
          name: name, kind: kind, columns: [], types: [], primaryKey: [], hasRowid: false, outgoing: [],
          problem: problem)
      }
    }
  }

  /// The table or view `name` with its columns and keys, as SQLite describes it.
  private static func described(_ name: String, kind: Kind, sql: String, in db: Database) throws -> Relation {
    let isVirtual = kind == .virtual
    let type = kind == .view ? "view" : "table"
    let columns = try Row.fetchAll(
      db, sql: "SELECT name, pk, hidden, type FROM pragma_table_xinfo(?)", arguments: [name])
    // Hidden columns of virtual tables (an FTS table's own) are not the user's.
    let shown = columns.filter { ($0[2] as Int? ?? 0) == 0 || !isVirtual }
    let keyed = shown.filter { ($0[1] as Int? ?? 0) > 0 }.sorted { ($0[1] as Int) < ($1[1] as Int) }
    let withoutRowid =
      sql.range(of: #"\)\s*WITHOUT\s+ROWID"#, options: [.regularExpression, .caseInsensitive]) != nil
    let foreignKeys = type == "table" ? try ForeignKey.all(of: name, in: db) : []
    return Relation(
      name: name, kind: kind, columns: shown.map { $0[0] as String }, types: shown.map { $0[3] as String? ?? "" },
      primaryKey: keyed.map { $0[0] as String }, hasRowid: type == "table" && !withoutRowid,
      outgoing: foreignKeys)
  }
}

/// A foreign key: columns of one table that hold a key of another.
struct ForeignKey: Sendable, Hashable {
  let fromTable: String
  let fromColumns: [String]
  let toTable: String
  /// The columns pointed at; empty when the key points at the other table's primary key.
  let toColumns: [String]

  /// The foreign keys of `table`, each with its columns in order.
  static func all(of table: String, in db: Database) throws -> [ForeignKey] {
    let rows = try Row.fetchAll(
      db, sql: #"SELECT id, seq, "table", "from", "to" FROM pragma_foreign_key_list(?) ORDER BY id, seq"#,
      arguments: [table])
    var keys: [Int: (table: String, from: [String], to: [String?])] = [:]
    for row in rows {
      let id: Int = row[0]
      var key = keys[id] ?? (row[2], [], [])
      key.from.append(row[3])
      key.to.append(row[4])
      keys[id] = key
    }
    return keys.keys.sorted().compactMap { id in
      guard let key = keys[id] else { return nil }
      let to = key.to.allSatisfy { $0 != nil } ? key.to.compactMap { $0 } : []
      return ForeignKey(fromTable: table, fromColumns: key.from, toTable: key.table, toColumns: to)
    }
  }
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
