import ConsoleFlow
import Foundation
import GRDB

/// One row of a table or view: its columns' values, and the key that finds it again.
public struct SQLRow: Sendable {
  let relation: Relation
  /// Its rowid, or its primary key's values; empty for a view's row.
  let key: [DatabaseValue]
  /// Its columns' values, in the relation's order.
  let values: [DatabaseValue]

  init(relation: Relation, key: [DatabaseValue], values: [DatabaseValue]) {
    self.relation = relation
    self.key = key
    self.values = values
  }

  /// The row SQLite read as `keyCount` key values, then the relation's columns.
  init(relation: Relation, read row: Row, keyCount: Int) {
    let values = Array(row.databaseValues)
    self.init(relation: relation, key: Array(values.prefix(keyCount)), values: Array(values.dropFirst(keyCount)))
  }

  /// The value of the column called `name`.
  func value(of name: String) -> DatabaseValue? {
    relation.columns.firstIndex { $0.lowercased() == name.lowercased() }.map { values[$0] }
  }

  /// How the row is named: its primary key's values (`3`, `(1, 2)`), else its rowid, or, for a
  /// view's row, its first value.
  var label: String {
    let primary = relation.primaryKey.compactMap(value(of:))
    let named = primary.count == relation.primaryKey.count && !primary.isEmpty ? primary : key
    let shown = (named.isEmpty ? Array(values.prefix(1)) : named).map(SQLValue.inline)
    return shown.count == 1 ? shown[0] : "(" + shown.joined(separator: ", ") + ")"
  }
}

/// A table with the count of its rows, as the first screen lists it.
public struct CountedRelation: Sendable {
  let relation: Relation
  /// How many rows it has, or at least, when counting them all would read too much; nil when
  /// SQLite cannot count them (a broken view).
  let rows: Int?
  let isLowerBound: Bool
}

/// The rows a screen shows: all of a relation's, or those whose columns hold given values (the
/// rows that point at one row).
public struct RowsQuery: Sendable {
  let relation: Relation
  let matching: [(column: String, value: DatabaseValue)]
  /// The column the rows are ordered by (`:sort`), and whether from the largest, as SQLite orders
  /// it: NULLs first, then numbers, text (by the column's collation) and BLOBs; the other way
  /// round from the largest. Nil: by key.
  var order: (column: String, descending: Bool)? = nil
  /// A table's filter, in its search language, run in SQLite on what the row's cells show; empty:
  /// every row.
  var filter = ""
  /// How many rows it selects, counted before it was opened (at most ``SQLiteFile/countLimit``,
  /// then at least that many); nil when not counted.
  var counted: (rows: Int, atLeast: Bool)? = nil

  /// The same query, its rows in `order` (by key when nil).
  func ordered(by order: TableOrder?) -> RowsQuery {
    var ordered = self
    ordered.order = order.map { ($0.column, $0.descending) }
    return ordered
  }

  /// The same query as a table asks it: its order and its filter.
  func asked(_ query: TableQuery) -> RowsQuery {
    var asked = ordered(by: query.order)
    asked.filter = query.filter
    return asked
  }

  init(relation: Relation, matching: [(column: String, value: DatabaseValue)]) {
    self.relation = relation
    self.matching = matching
  }

  /// The rows of `relation` whose `columns` hold `values`, one each.
  init(relation: Relation, columns: [String], values: [DatabaseValue]) {
    self.init(relation: relation, matching: zip(columns, values).map { (column: $0, value: $1) })
  }

  /// "Track", or "Track where AlbumId = 1".
  var title: String {
    guard !matching.isEmpty else { return relation.name }
    return relation.name + " where "
      + matching.map { "\($0.column) = \(SQLValue.inline($0.value))" }.joined(separator: " and ")
  }

  /// The WHERE clause's terms and their arguments.
  var conditions: (terms: [String], arguments: [DatabaseValue]) {
    var terms = matching.map { "\(SQL.quoted($0.column)) = ?" }
    var arguments = matching.map(\.value)
    if !filter.isEmpty, !relation.columns.isEmpty {
      terms.append("consoleflow_match(?, \(relation.columns.map(SQL.quoted).joined(separator: ", ")))")
      arguments.append(filter.databaseValue)
    }
    return (terms, arguments)
  }

  /// ` WHERE` and `terms` joined by AND; nothing without any.
  static func whereClause(_ terms: [String]) -> String {
    terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
  }
}

extension SQLiteFile {
  /// How many rows a count reads at most before it says "at least".
  static var countLimit: Int { 100_000 }
  /// How many rows a read takes at a time.
  static var batchSize: Int { 1000 }

  /// The tables and views, each with its count of rows, as they are counted.
  func countedRelations() -> ElementStream<CountedRelation> {
    let (database, relations) = (self.database, self.relations)
    return ElementStream(
      "tables",
      batches: {
        Self.batches { deliver in
          for relation in relations {
            try Task.checkCancellation()
            // A relation SQLite cannot count is listed without a count.
            let counted = try? await database.read { db in
              try Self.count(of: RowsQuery(relation: relation, matching: []), in: db)
            }
            try Task.checkCancellation()
            deliver([CountedRelation(relation: relation, rows: counted?.rows, isLowerBound: counted?.atLeast ?? false)])
          }
        }
      })
  }

  /// The batches `read` hands on, read in a task of their own that stops when the reader does:
  /// a failure ends the sequence with it, after what was read.
  private static func batches<Element: Sendable>(
    _ read: @escaping @Sendable (_ deliver: @escaping @Sendable ([Element]) -> Void) async throws -> Void
  ) -> AsyncThrowingStream<[Element], any Error> {
    AsyncThrowingStream { delivery in
      let reading = Task {
        do {
          try await read { delivery.yield($0) }
          delivery.finish()
        } catch {
          delivery.finish(throwing: error)
        }
      }
      delivery.onTermination = { _ in reading.cancel() }
    }
  }

  /// How many rows `query` selects, counting at most ``countLimit`` (then `atLeast`).
  static func count(of query: RowsQuery, in db: Database) throws -> (rows: Int, atLeast: Bool) {
    let (terms, arguments) = query.conditions
    let filter = RowsQuery.whereClause(terms)
    let sql = "SELECT count(*) FROM (SELECT 1 FROM \(query.relation.quoted)\(filter) LIMIT \(countLimit + 1))"
    let counted = try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) ?? 0
    return (min(counted, countLimit), counted > countLimit)
  }

  /// The rows of `query` in its order, read as the screen asks, a batch at a time: each batch
  /// starts after the last row read (never OFFSET), so the first page of a table of millions
  /// shows at once, the last batch costs what the first did, and only the rows paged through
  /// are held. A view, which has no key to start after, is read in one pass.
  func rows(_ query: RowsQuery) -> ElementStream<SQLRow> {
    let reader = RowReader(connections)
    guard query.relation.rowKey != nil else {
      return ElementStream(
        "rows",
        batches: {
          Self.batches { deliver in
            try await reader.read { db in
              try Self.readInOnePass(query, in: db) { batch in
                try Task.checkCancellation()
                deliver(batch)
              }
            }
          }
        })
    }
    return ElementStream("rows") { last in
      try await reader.read { db in try Self.rowsInOrder(of: query, after: last, in: db) }
    }
  }

  /// The batch of rows after `last` (the first batch when nil) in the query's order: by key, or
  /// by its column as SQLite orders it (NULLs first, then values; the other way round from the
  /// largest) and then by key; of a view, which has no key, the first batch. Each query starts
  /// where the last row was, by a row value an index on the column serves, so a batch at the
  /// end costs what one at the start does.
  static func rowsInOrder(of query: RowsQuery, after last: SQLRow?, in db: Database) throws -> [SQLRow] {
    let key = query.relation.rowKey ?? []
    guard let (name, descending) = query.order, !key.isEmpty else {
      return try rows(of: query, key: key, region: nil, after: last.map { ([], $0.key) }, limit: batchSize, in: db)
    }
    // The NULLs and the values are two regions, read one after the other.
    let regions: [Region] = descending ? [.values, .nulls] : [.nulls, .values]
    let lastValue = last.map { $0.value(of: name) ?? .null }
    // Where the last row was: in the NULLs, or among the values.
    var current = lastValue.map { regions.firstIndex(of: $0.isNull ? .nulls : .values) ?? 0 } ?? 0
    var batch: [SQLRow] = []
    var after: (values: [DatabaseValue], key: [DatabaseValue])? = last.map { last in
      (lastValue?.isNull == false ? [lastValue ?? .null] : [], last.key)
    }
    while current < regions.count, batch.count < batchSize {
      batch += try rows(
        of: query, key: key, region: (name, descending, regions[current]), after: after,
        limit: batchSize - batch.count, in: db)
      current += 1
      after = nil
    }
    return batch
  }

  /// A part of a column's order: its NULLs, or its values.
  enum Region: Equatable {
    case nulls, values
  }

  /// At most `limit` rows of `query` after `after` (a region's values and the key of the last row
  /// read), in key order, or in a region of a column's order.
  private static func rows(
    of query: RowsQuery, key: [String], region: (column: String, descending: Bool, part: Region)?,
    after: (values: [DatabaseValue], key: [DatabaseValue])?, limit: Int, in db: Database
  ) throws -> [SQLRow] {
    var (terms, arguments) = query.conditions
    let descending = region?.descending ?? false
    var ordered = key.map(SQL.quoted)
    if let region {
      let column = SQL.quoted(region.column)
      terms.append(region.part == .nulls ? "\(column) IS NULL" : "\(column) IS NOT NULL")
      if region.part == .values { ordered.insert(column, at: 0) }
    }
    if let after, !after.key.isEmpty {
      // A row value: where the last row was, in the order read.
      let compared = region?.part == .values ? after.values + after.key : after.key
      let marks = Array(repeating: "?", count: compared.count).joined(separator: ", ")
      let left = ordered.count == 1 ? ordered[0] : "(" + ordered.joined(separator: ", ") + ")"
      let right = compared.count == 1 ? "?" : "(\(marks))"
      terms.append("\(left) \(descending ? "<" : ">") \(right)")
      arguments += compared
    }
    let filter = RowsQuery.whereClause(terms)
    let keyList = key.map(SQL.quoted).joined(separator: ", ")
    let selected = key.isEmpty ? columnList(of: query.relation) : keyList + ", " + columnList(of: query.relation)
    let order =
      ordered.isEmpty ? "" : " ORDER BY " + ordered.map { $0 + (descending ? " DESC" : "") }.joined(separator: ", ")
    let sql = "SELECT \(selected) FROM \(query.relation.quoted)\(filter)\(order) LIMIT \(limit)"
    return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { row in
      SQLRow(relation: query.relation, read: row, keyCount: key.count)
    }
  }

  /// Every row of `query` in one statement, handed on a batch at a time: for a view.
  private static func readInOnePass(
    _ query: RowsQuery, in db: Database, deliver: ([SQLRow]) throws -> Void
  ) throws {
    let (terms, arguments) = query.conditions
    let filter = RowsQuery.whereClause(terms)
    var order = ""
    if let (name, descending) = query.order { order = " ORDER BY \(SQL.quoted(name))\(descending ? " DESC" : "")" }
    let sql = "SELECT \(columnList(of: query.relation)) FROM \(query.relation.quoted)\(filter)\(order)"
    let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
    var batch: [SQLRow] = []
    while let row = try rows.next() {
      batch.append(SQLRow(relation: query.relation, read: row, keyCount: 0))
      if batch.count == batchSize {
        try deliver(batch)
        batch = []
      }
    }
    if !batch.isEmpty { try deliver(batch) }
  }

  /// The relation's columns, quoted, for a SELECT.
  private static func columnList(of relation: Relation) -> String {
    relation.columns.isEmpty ? "*" : relation.columns.map(SQL.quoted).joined(separator: ", ")
  }
}

extension StatementArguments {
  /// Arguments from values as they were read.
  init(_ values: [DatabaseValue]) {
    self.init(values.map { $0 as (any DatabaseValueConvertible)? })
  }
}
