import GRDB

/// The SQL that reads a query's rows: where from, the values that name a row, and the terms
/// that select them, within SQLite's limits (a result of at most so many columns, a function of
/// at most so many arguments). Names are quoted, values bound, never written into the text.
struct RowSource {
  let query: RowsQuery
  /// The most columns a result may have and arguments a function may take, on this connection.
  let limits: (columns: Int, functionArguments: Int)

  init(_ query: RowsQuery, in db: Database) {
    self.query = query
    limits = db.sqliteConnection.map(Platform.limits) ?? (2000, 127)
  }

  var relation: Relation { query.relation }

  /// The name a row's place in a relation read by position goes by.
  static let position = SQL.quoted("consoleflow position")
  /// The name of whether a row read by position is kept by the filter.
  private static let kept = SQL.quoted("consoleflow kept")

  /// The key's columns, as a page selects and compares them.
  var key: [String] {
    switch relation.identity {
    case .rowid(let name): [SQL.quoted(name)]
    case .primaryKey(let columns): columns.map(SQL.quoted)
    case .position: [Self.position]
    }
  }

  /// The row's label (``RowLabel``), computed by SQLite from `key` (and, in a rowid table, its
  /// primary key).
  var label: String { Self.label(of: relation, key: key) }

  /// The same, of the source named `alias` in a join.
  func label(qualifiedBy alias: String) -> String {
    Self.label(of: relation, key: key.map { "\(alias).\($0)" }, qualifiedBy: alias)
  }

  private static func label(of relation: Relation, key: [String], qualifiedBy alias: String? = nil) -> String {
    if case .rowid = relation.identity {
      let primary = relation.primaryKey.map { (alias.map { $0 + "." } ?? "") + SQL.quoted($0) }
      return "consoleflow_label(\(RowLabel.Kind.rowidThenPrimaryKey.rawValue), "
        + (key + primary).joined(separator: ", ") + ")"
    }
    return "consoleflow_label(\(RowLabel.Kind.key.rawValue), \(key.joined(separator: ", ")))"
  }

  /// The relation's columns in groups a result can hold beside `besides` other columns.
  func columnGroups(besides: Int) -> [[String]] {
    // A position's subquery carries the matching and order columns too.
    let room = max(1, limits.columns - besides - query.matching.count - 4)
    return stride(from: 0, to: relation.columns.count, by: room).map {
      Array(relation.columns[$0..<min($0 + room, relation.columns.count)])
    }
  }

  /// FROM, the terms that select the query's rows (its matching values, its filter), and their
  /// arguments in the order the SQL reads them. A relation read by position is a subquery that
  /// numbers its rows and carries `columns`, the matching and order columns; its filter is
  /// decided there, where every column is. Rows not `numbered` (to count them) come as they are.
  func selection(
    carrying columns: [String], numbered: Bool = true
  ) -> (from: String, terms: [String], arguments: [DatabaseValue]) {
    var terms = query.matching.map { "\(SQL.quoted($0.column)) = \(ExactValue.parameter)" }
    let matched = query.matching.map(\.value.packed)
    let filter = query.filter.isEmpty || relation.columns.isEmpty ? nil : query.filter.databaseValue
    guard relation.identity == .position, numbered || filter != nil else {
      if filter != nil { terms.append(match(label: label)) }
      return (relation.quoted, terms, matched + (filter.map { [$0] } ?? []))
    }
    var carried = columns + query.matching.map(\.column) + (query.order.map { [$0.column] } ?? [])
    carried = carried.reduce(into: []) { kept, column in if !kept.contains(column) { kept.append(column) } }
    var selected = ["row_number() OVER () AS \(Self.position)"]
    if filter != nil {
      let label = Self.label(of: relation, key: ["row_number() OVER ()"])
      selected.append("\(match(label: label)) AS \(Self.kept)")
      terms.append(Self.kept)
    }
    selected += carried.map(SQL.quoted)
    let from = "(SELECT \(selected.joined(separator: ", ")) FROM \(relation.quoted))"
    return (from, terms, (filter.map { [$0] } ?? []) + matched)
  }

  /// `consoleflow_match(?, label, consoleflow_cells(…), …)`: the filter asked of the row's label
  /// and every cell, in packs of the columns a function call can take.
  private func match(label: String) -> String {
    let perPack = max(1, limits.functionArguments)
    let packs = stride(from: 0, to: relation.columns.count, by: perPack).map { start in
      let group = relation.columns[start..<min(start + perPack, relation.columns.count)]
      return "consoleflow_cells(" + group.map(SQL.quoted).joined(separator: ", ") + ")"
    }
    return "consoleflow_match(?, \(label), \(packs.joined(separator: ", ")))"
  }

  /// ` WHERE` and `terms` joined by AND; nothing without any.
  static func whereClause(_ terms: [String]) -> String {
    terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
  }

  /// The condition that a row's key is one of `keys` (each as many values as `key` holds),
  /// and its arguments. A query by it ends with `LIMIT keys.count`: an endless view's rows are
  /// found without looking past them.
  func keyIn(_ keys: [[ExactValue]]) -> (term: String, arguments: [DatabaseValue]) {
    let parameter = ExactValue.parameter
    let one =
      key.count == 1 ? parameter : "(" + Array(repeating: parameter, count: key.count).joined(separator: ", ") + ")"
    let left = key.count == 1 ? key[0] : "(" + key.joined(separator: ", ") + ")"
    let list = Array(repeating: one, count: keys.count).joined(separator: ", ")
    return ("\(left) IN (\(key.count == 1 ? list : "VALUES " + list))", keys.flatMap { $0.map(\.packed) })
  }
}

extension StatementArguments {
  /// Arguments from values as they were read.
  init(_ values: [DatabaseValue]) {
    self.init(values.map { $0 as (any DatabaseValueConvertible)? })
  }
}
