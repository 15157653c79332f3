import GRDB

/// The SQL that reads a query's rows: where from, the values that name a row, and the terms
/// that select them, within SQLite's limits (a result of at most so many columns, a function of
/// at most so many arguments). Names are quoted, values bound, never written into the text.
struct RowSource {
  let query: RowsQuery
  /// The most columns a result may have and arguments a function may take, on this connection.
  let limits: (columns: Int, functionArguments: Int)

  init(_ query: RowsQuery, in db: Database) {
    self.init(query, limits: db.sqliteConnection.map(Platform.limits) ?? (2000, 127))
  }

  private init(_ query: RowsQuery, limits: (columns: Int, functionArguments: Int)) {
    self.query = query
    self.limits = limits
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

  /// Whether the rows are read best first, by the filter's rank (``TableQuery/rowRanker()``) and
  /// then by key, as the table itself ranks them: a filter and no `:sort`, on a relation read by
  /// key and counted at most ``rankedRowsAtMost``. Each batch ranked costs a pass over every row
  /// (no index holds a rank), so a larger or uncounted table is read in key order, its first
  /// page at once, and the table ranks the rows read; so is a view, read by its rows' places
  /// (ranked, SQLite would number every row of an endless one first).
  var isRanked: Bool {
    guard query.order == nil, !query.filter.isEmpty, !relation.columns.isEmpty, relation.identity != .position,
      case .exactly(let rows)? = query.counted
    else { return false }
    return rows <= Self.rankedRowsAtMost
  }

  /// The most rows a table may have for its filtered rows to be ranked in SQLite: a pass over
  /// them matches every row's cells (on 1,000,000 rows, a debug build: a minute or more).
  static let rankedRowsAtMost = 100_000

  /// The name a ranked row's rank goes by.
  static let rank = SQL.quoted("consoleflow rank")

  /// FROM, terms and arguments of a ranked read: a subquery of the rows the query's matching
  /// values select, carrying `columns`, the key and each row's rank (NULL where the filter keeps
  /// no cell); its LIMIT keeps SQLite from flattening it, so a row's rank is computed once.
  func rankedSelection(carrying columns: [String]) -> (from: String, terms: [String], arguments: [DatabaseValue]) {
    var plain = query
    plain.filter = ""
    let (table, terms, arguments) = RowSource(plain, limits: limits).selection(carrying: columns)
    var carried = key
    for column in (relation.primaryKey + columns).map(SQL.quoted) where !carried.contains(column) {
      carried.append(column)
    }
    let ranked = match(label: label, function: "consoleflow_rank")
    let from =
      "(SELECT \((carried + ["\(ranked) AS \(Self.rank)"]).joined(separator: ", ")) FROM \(table)"
      + "\(Self.whereClause(terms)) LIMIT -1)"
    return (from, ["\(Self.rank) IS NOT NULL"], [query.filter.databaseValue] + arguments)
  }

  /// `consoleflow_match(?, label, consoleflow_cells(…), …)`: the filter asked of the row's label
  /// and every cell as it shows (a key with its row's label), in packs of the columns a function
  /// call can take.
  private func match(label: String, function: String = "consoleflow_match") -> String {
    let perPack = max(1, limits.functionArguments)
    let packs = stride(from: 0, to: relation.columns.count, by: perPack).map { start in
      let group = relation.columns[start..<min(start + perPack, relation.columns.count)]
      return "consoleflow_cells(" + group.map(cell).joined(separator: ", ") + ")"
    }
    return "\(function)(?, \(label), \(packs.joined(separator: ", ")))"
  }

  /// The SQL of what `column`'s cell shows, as the filter searches it: its value, or a key's
  /// value and its row's label. The match is asked where the relation is read by its own name
  /// (by key: a relation read by position has no keys), so the key is named by it.
  private func cell(_ column: String) -> String {
    guard relation.identity != .position, let key = query.keyLabels.first(where: { $0.column == column }) else {
      // Packed: text reaches the filter whole, past a NUL too (GRDB reads text to its first NUL).
      return ExactValue.expression(SQL.quoted(column))
    }
    let value = "\(relation.quoted).\(SQL.quoted(column))"
    return ExactValue.expression("consoleflow_keyed(\(value), \(key.label(of: value)))")
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
