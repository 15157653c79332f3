import GRDB

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

  /// How a relation's rows are read in order and found again.
  enum Identity: Equatable {
    /// By the rowid, under the first of its names no column takes.
    case rowid(String)
    /// By the primary key of a table WITHOUT ROWID, which holds no NULL.
    case primaryKey([String])
    /// By the row's place in the relation's own order (`row_number()`): a view's rows, and a
    /// table's whose columns take every name of its rowid.
    case position
  }

  /// How its rows are read in order and found again.
  var identity: Identity {
    if hasRowid, let name = rowidName { return .rowid(name) }
    if !hasRowid, !primaryKey.isEmpty { return .primaryKey(primaryKey) }
    return .position
  }

  /// The name of the column that shows a row's rowid, in a table with no primary key: the rowid
  /// names its rows, and is shown as datasette shows it. Nil for any other relation.
  var rowidColumn: String? {
    guard primaryKey.isEmpty, case .rowid(let name) = identity else { return nil }
    return name
  }

  /// The name its rowid answers to: `rowid`, `_rowid_` or `oid`, the first no column takes.
  private var rowidName: String? {
    let taken = Set(columns.map { $0.lowercased() })
    return ["rowid", "_rowid_", "oid"].first { !taken.contains($0) }
  }

  /// Every table and view of the schema, with its columns and keys, as SQLite's pragmas say
  /// (`pragma_table_list` tells a view, a virtual table and a table WITHOUT ROWID apart; the
  /// CREATE text is never read).
  static func all(in db: Database) throws -> [Relation] {
    let entries = try Row.fetchAll(
      db,
      sql: """
        SELECT name, type, wr FROM pragma_table_list
        WHERE schema = 'main' AND type IN ('table', 'view', 'virtual', 'shadow')
          AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        ORDER BY name COLLATE NOCASE, name
        """)
    return entries.map { entry in
      let name: String = entry[0]
      let type: String = entry[1]
      let withoutRowid = (entry[2] as Int? ?? 0) != 0
      // A full-text table's own (shadow) tables are tables of the file like any other.
      let kind: Kind = type == "view" ? .view : type == "virtual" ? .virtual : .table
      do {
        return try described(name, kind: kind, withoutRowid: withoutRowid, in: db)
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
  private static func described(
    _ name: String, kind: Kind, withoutRowid: Bool, in db: Database
  ) throws -> Relation {
    let columns = try Row.fetchAll(
      db, sql: "SELECT name, pk, hidden, type FROM main.pragma_table_xinfo(?)", arguments: [name])
    // Hidden columns of virtual tables (an FTS table's own) are not the user's.
    let shown = columns.filter { ($0[2] as Int? ?? 0) == 0 || kind != .virtual }
    let keyed = shown.filter { ($0[1] as Int? ?? 0) > 0 }.sorted { ($0[1] as Int) < ($1[1] as Int) }
    let foreignKeys = kind == .view ? [] : try ForeignKey.all(of: name, in: db)
    return Relation(
      name: name, kind: kind, columns: shown.map { $0[0] as String }, types: shown.map { $0[3] as String? ?? "" },
      primaryKey: keyed.map { $0[0] as String }, hasRowid: kind != .view && !withoutRowid,
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
