import GRDB

/// A foreign key of a row that points at no row: where the row is, the key as its screen shows
/// it, and why nothing answers.
///
/// ```swift
/// let found = try await file.brokenKeys(listing: 100)
/// for key in found.listed { print(key, key.path) }
/// // child.parent = 999: no row of parent has it ["child", "2"]
/// ```
public struct BrokenKey: Sendable, Equatable, CustomStringConvertible {
  /// Why a key points at nothing.
  public enum Reason: Sendable, Equatable {
    /// The table holds no row with these values in the key's columns.
    case noRow(table: String)
    /// The table the key names is not in the database.
    case noTable(String)
    /// The key names no columns and its table has no primary key to stand for them.
    case noColumns(table: String)
    /// The key names columns its table does not have (SQLite accepts such a key).
    case missingColumns(table: String, columns: [String])
  }

  /// The table holding the key: `Track`.
  public let table: String
  /// The label of the row that holds it, as its table's screen names the row: `3`, `(1, 2)`.
  public let row: String
  /// The key's columns and the row's values in them: `AlbumId = 9`, `(pa, pb) = ('x', 3)`.
  public let key: String

  /// The `--at` path of the row that holds the key: its table's name, then the row's label.
  public var path: [String] { [table, row] }
  /// Why it points at nothing.
  public let reason: Reason

  /// `Track.AlbumId = 9: no row of Album has it`, and the like.
  public var description: String {
    switch reason {
    case .noRow(let target): "\(table).\(key): no row of \(target) has it"
    case .noTable(let target): "\(table).\(key): the table \(target) is not in the database"
    case .noColumns(let target): "\(table).\(key): \(target) has no primary key for it to point at"
    case .missingColumns(let target, let columns):
      "\(table).\(key): \(target) has no column \(columns.joined(separator: ", ")) for it to point at"
    }
  }
}

extension SQLiteFile {
  /// Every row whose foreign key points at no row, found by SQLite over whole tables (not only
  /// the rows an exploration samples): a key with a NULL in it points at nothing by design and is
  /// left alone, as SQLite's own check leaves it.
  ///
  /// - Parameter limit: How many broken keys to list; the rest are only counted.
  /// - Returns: The first `limit` broken keys, table by table in key order, and how many there
  ///   are in all.
  public func brokenKeys(listing limit: Int) async throws -> (listed: [BrokenKey], count: Int) {
    try await database.read { db in
      var listed: [BrokenKey] = []
      var count = 0
      for table in relations where table.kind == .table && table.problem == nil {
        for key in table.outgoing {
          let reason: BrokenKey.Reason
          var unmatched: (join: String, condition: String)?
          if let target = self.relation(named: key.toTable), let columns = self.targetColumns(of: key) {
            reason = .noRow(table: target.name)
            unmatched = Self.noRowMatching(key, columns: columns, in: target)
          } else {
            let missing = self.missingColumns(of: key)
            reason =
              self.relation(named: key.toTable) == nil
              ? .noTable(key.toTable)
              : missing.isEmpty ? .noColumns(table: key.toTable) : .missingColumns(table: key.toTable, columns: missing)
          }
          try Self.rowsHolding(key, of: table, unmatched: unmatched, in: db) { label, values in
            count += 1
            guard listed.count < limit else { return }
            let names = key.fromColumns.count == 1 ? key.fromColumns[0] : "(\(key.fromColumns.joined(separator: ", ")))"
            let shown =
              values.count == 1
              ? values[0].inline : "(\(values.map(\.inline).joined(separator: ", ")))"
            listed.append(BrokenKey(table: table.name, row: label, key: "\(names) = \(shown)", reason: reason))
          }
        }
      }
      return (listed, count)
    }
  }

  /// The join to `target` by the key's values in `columns`, and the condition that it found no
  /// row, for a row of the key's table read as `held`. A join, not NOT EXISTS: SQLite runs it
  /// about three times as fast. Each pair compares as the key does, by the pointed column's
  /// collation; a row the join found has values there, so a NULL says it found none.
  private static func noRowMatching(
    _ key: ForeignKey, columns: [String], in target: Relation
  ) -> (join: String, condition: String) {
    let pairs = zip(columns, key.fromColumns).map { "\(pointed).\(SQL.quoted($0)) = \(held).\(SQL.quoted($1))" }
    return (
      " LEFT JOIN \(target.quoted) AS \(pointed) ON \(pairs.joined(separator: " AND "))",
      "\(pointed).\(SQL.quoted(columns[0])) IS NULL"
    )
  }

  /// The rows of `relation` whose `key` holds values (no NULL in it), and, given `unmatched`, that
  /// its join finds nothing for, handed on one by one in key order: each row's label and the
  /// key's values. Only those are read, whatever else the row holds.
  private static func rowsHolding(
    _ key: ForeignKey, of relation: Relation, unmatched: (join: String, condition: String)?, in db: Database,
    _ each: (_ label: String, _ values: [ExactValue]) throws -> Void
  ) throws {
    let source = RowSource(RowsQuery(relation: relation, matching: []), in: db)
    let (from, _, arguments) = source.selection(carrying: key.fromColumns)
    let rowKey = source.key.map { "\(held).\($0)" }
    var terms = key.fromColumns.map { "\(held).\(SQL.quoted($0)) IS NOT NULL" }
    if let unmatched { terms.append(unmatched.condition) }
    let selected =
      [source.label(qualifiedBy: held)] + key.fromColumns.map { ExactValue.expression("\(held).\(SQL.quoted($0))") }
    let sql =
      "SELECT \(selected.joined(separator: ", ")) FROM \(from) AS \(held)\(unmatched?.join ?? "")"
      + "\(RowSource.whereClause(terms)) ORDER BY \(rowKey.joined(separator: ", "))"
    let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
    while let row = try rows.next() {
      let values = Array(row.databaseValues)
      try each(String.fromDatabaseValue(values[0]) ?? "", values.dropFirst().map(ExactValue.init(packed:)))
    }
  }

  /// The names the key check's query gives the table holding a key and the one it points at.
  private static let held = SQL.quoted("consoleflow holding")
  private static let pointed = SQL.quoted("consoleflow pointed")
}
