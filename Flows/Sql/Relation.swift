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
  /// Its generated columns (computed, not stored as written), by name.
  let generated: Set<String>
  /// Why SQLite cannot read its columns (a view of a table that is gone, a virtual table of a
  /// module this SQLite lacks), if it cannot: it is listed all the same.
  let problem: String?

  init(
    name: String, kind: Kind, columns: [String], types: [String], primaryKey: [String], hasRowid: Bool,
    outgoing: [ForeignKey], generated: Set<String> = [], problem: String? = nil
  ) {
    self.problem = problem
    self.generated = generated
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
  /// CREATE text is never read). Every relation's columns and keys are read in one query each
  /// (a file of 10,000 tables opens at once); where one relation cannot be read (a broken view
  /// fails the whole query), relation by relation.
  static func all(in db: Database) throws -> [Relation] {
    let entries = try Row.fetchAll(
      db,
      sql: "SELECT name, type, wr FROM pragma_table_list AS l WHERE \(listed("l")) ORDER BY name COLLATE NOCASE, name")
    let columnRows = try? Row.fetchAll(
      db,
      sql: """
        SELECT l.name, c.name, c.pk, c.hidden, c.type FROM pragma_table_list AS l
        JOIN pragma_table_xinfo(l.name, 'main') AS c WHERE \(listed("l")) ORDER BY l.name, c.cid
        """)
    let allColumns = columnRows.map { rows in
      Dictionary(grouping: rows) { $0[0] as String }.mapValues { rows in
        rows.map { Column(name: $0[1], pk: $0[2], hidden: $0[3], type: $0[4]) }
      }
    }
    let allKeys = try? ForeignKey.all(in: db)
    let shadows = Set(entries.filter { $0[1] as String == "shadow" }.map { $0[0] as String })
    return entries.map { entry in
      let name: String = entry[0]
      let type: String = entry[1]
      let withoutRowid = (entry[2] as Int? ?? 0) != 0
      // A full-text table's own (shadow) tables are tables of the file like any other.
      let kind: Kind = type == "view" ? .view : type == "virtual" ? .virtual : .table
      do {
        let columns = try allColumns.map { $0[name] ?? [] } ?? Column.all(of: name, in: db)
        let keys = kind == .view ? [] : try allKeys.map { $0[name] ?? [] } ?? ForeignKey.all(of: name, in: db)
        return described(
          name, kind: kind, withoutRowid: withoutRowid, columns: columns, keys: keys,
          rtree: kind == .virtual && ["node", "parent", "rowid"].allSatisfy { shadows.contains("\(name)_\($0)") })
      } catch {
        // One broken view must not close the whole database.
        let problem = (error as? DatabaseError)?.message ?? "\(error)"
        return Relation(
          name: name, kind: kind, columns: [], types: [], primaryKey: [], hasRowid: false, outgoing: [],
          problem: problem)
      }
    }
  }

  /// The condition that keeps, of `pragma_table_list` (called `alias`), the user's tables and views.
  private static func listed(_ alias: String) -> String {
    "\(alias).schema = 'main' AND \(alias).type IN ('table', 'view', 'virtual', 'shadow')"
      + " AND \(alias).name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
  }

  /// A column as `pragma_table_xinfo` describes it.
  private struct Column {
    let name: String
    let pk: Int
    /// 1: a virtual table's own; 2 and 3: generated, virtual or stored.
    let hidden: Int
    let type: String

    init(name: String, pk: Int?, hidden: Int?, type: String?) {
      (self.name, self.pk, self.hidden, self.type) = (name, pk ?? 0, hidden ?? 0, type ?? "")
    }

    static func all(of relation: String, in db: Database) throws -> [Column] {
      try Row.fetchAll(db, sql: "SELECT name, pk, hidden, type FROM main.pragma_table_xinfo(?)", arguments: [relation])
        .map { Column(name: $0[0], pk: $0[1], hidden: $0[2], type: $0[3]) }
    }
  }

  /// The table or view `name` with its columns and keys. An R*Tree's first column is its rowid
  /// under another name (its shadow tables `_node`, `_parent` and `_rowid` tell it, as
  /// `pragma_table_list` lists them): it is its key, and the rowid is not shown beside it (not a
  /// geopoly table's `_shape`, built on an R*Tree too).
  private static func described(
    _ name: String, kind: Kind, withoutRowid: Bool, columns: [Column], keys: [ForeignKey], rtree: Bool = false
  ) -> Relation {
    // Hidden columns of virtual tables (an FTS table's own) are not the user's.
    let shown = columns.filter { $0.hidden == 0 || kind != .virtual }
    let keyed = shown.filter { $0.pk > 0 }.sorted { $0.pk < $1.pk }
    return Relation(
      name: name, kind: kind, columns: shown.map(\.name), types: shown.map(\.type),
      primaryKey: rtree && shown.first?.name != "_shape" ? Array(shown.prefix(1).map(\.name)) : keyed.map(\.name),
      hasRowid: kind != .view && !withoutRowid, outgoing: keys,
      generated: Set(shown.filter { $0.hidden >= 2 }.map(\.name)))
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
      db, sql: #"SELECT ?, id, seq, "table", "from", "to" FROM pragma_foreign_key_list(?) ORDER BY id, seq"#,
      arguments: [table, table])
    return keys(from: rows)[table] ?? []
  }

  /// The foreign keys of every table, by table, read in one query.
  static func all(in db: Database) throws -> [String: [ForeignKey]] {
    let rows = try Row.fetchAll(
      db,
      sql: #"""
        SELECT l.name, f.id, f.seq, f."table", f."from", f."to" FROM pragma_table_list AS l
        JOIN pragma_foreign_key_list(l.name) AS f WHERE l.schema = 'main' AND l.type != 'view'
        ORDER BY l.name, f.id, f.seq
        """#)
    return keys(from: rows)
  }

  /// The keys of rows of (table, id, seq, table pointed at, from, to), by table.
  private static func keys(from rows: [Row]) -> [String: [ForeignKey]] {
    var keys: [String: [Int: (table: String, from: [String], to: [String?])]] = [:]
    for row in rows {
      let (table, id): (String, Int) = (row[0], row[1])
      var key = keys[table]?[id] ?? (row[3], [], [])
      key.from.append(row[4])
      key.to.append(row[5])
      keys[table, default: [:]][id] = key
    }
    var all: [String: [ForeignKey]] = [:]
    for (table, byID) in keys {
      all[table] = byID.keys.sorted().compactMap { id in
        guard let key = byID[id] else { return nil }
        let to = key.to.allSatisfy { $0 != nil } ? key.to.compactMap { $0 } : []
        return ForeignKey(fromTable: table, fromColumns: key.from, toTable: key.table, toColumns: to)
      }
    }
    return all
  }
}
