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
  /// How many rows it has, or at least, when counting them all would read too much.
  let rows: Int
  let isLowerBound: Bool
}

/// The rows a screen shows: all of a relation's, or those whose columns hold given values (the
/// rows that point at one row).
public struct RowsQuery: Sendable {
  let relation: Relation
  let matching: [(column: String, value: DatabaseValue)]
  /// The column the rows are ordered by (`:sort`), and whether from the largest; NULLs last
  /// either way, as a table's cells sort. Nil: by key.
  var order: (column: String, descending: Bool)? = nil

  /// The same query, its rows in `order` (by key when nil).
  func ordered(by order: TableOrder?) -> RowsQuery {
    var ordered = self
    ordered.order = order.map { ($0.column, $0.descending) }
    return ordered
  }

  /// "Track", or "Track where AlbumId = 1".
  var title: String {
    guard !matching.isEmpty else { return relation.name }
    return relation.name + " where "
      + matching.map { "\($0.column) = \(SQLValue.inline($0.value))" }.joined(separator: " and ")
  }

  /// The WHERE clause's terms and their arguments.
  var conditions: (terms: [String], arguments: [DatabaseValue]) {
    (matching.map { "\(SQL.quoted($0.column)) = ?" }, matching.map(\.value))
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
        AsyncThrowingStream<[CountedRelation], any Error> { delivery in
          let reading = Task {
            do {
              for relation in relations {
                try Task.checkCancellation()
                let counted = try await database.read { db in
                  try Self.count(of: RowsQuery(relation: relation, matching: []), in: db)
                }
                delivery.yield([CountedRelation(relation: relation, rows: counted.rows, isLowerBound: counted.atLeast)])
              }
              delivery.finish()
            } catch {
              delivery.finish(throwing: error)
            }
          }
          delivery.onTermination = { _ in reading.cancel() }
        }
      })
  }

  /// How many rows `query` selects, counting at most ``countLimit`` (then `atLeast`).
  static func count(of query: RowsQuery, in db: Database) throws -> (rows: Int, atLeast: Bool) {
    let (terms, arguments) = query.conditions
    let filter = terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
    let sql = "SELECT count(*) FROM (SELECT 1 FROM \(query.relation.quoted)\(filter) LIMIT \(countLimit + 1))"
    let counted = try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) ?? 0
    return (min(counted, countLimit), counted > countLimit)
  }

  /// The rows of `query`, a batch at a time, in key order: each batch starts after the last
  /// key read (never OFFSET), so the first page of a table of millions shows at once and the
  /// last batch costs what the first did. A view, which has no key, is read in one pass.
  func rows(_ query: RowsQuery) -> ElementStream<SQLRow> {
    let database = self.database
    return ElementStream(
      "rows",
      batches: {
        AsyncThrowingStream<[SQLRow], any Error> { delivery in
          let reading = Task {
            do {
              guard query.relation.rowKey != nil else {
                try await database.read { db in
                  try Self.readInOnePass(query, in: db) { batch in
                    try Task.checkCancellation()
                    delivery.yield(batch)
                  }
                }
                delivery.finish()
                return
              }
              var after: SQLRow? = nil
              while true {
                try Task.checkCancellation()
                let start = after
                let batch = try await database.read { db in try Self.rowsInOrder(of: query, after: start, in: db) }
                if !batch.isEmpty { delivery.yield(batch) }
                guard batch.count == Self.batchSize, let last = batch.last else { break }
                after = last
              }
              delivery.finish()
            } catch {
              delivery.finish(throwing: error)
            }
          }
          delivery.onTermination = { _ in reading.cancel() }
        }
      })
  }

  /// The batch of rows after `last` (the first batch when nil) in the query's order: by key, or
  /// by its column and then by key; of a view, which has no key, the first batch.
  static func rowsInOrder(of query: RowsQuery, after last: SQLRow?, in db: Database) throws -> [SQLRow] {
    let key = query.relation.rowKey ?? []
    var (terms, arguments) = query.conditions
    let keyList = key.map(SQL.quoted).joined(separator: ", ")
    let marks = Array(repeating: "?", count: key.count).joined(separator: ", ")
    let afterKey = key.count == 1 ? "\(keyList) > ?" : "(\(keyList)) > (\(marks))"
    var orderTerms: [String] = []
    if let (name, descending) = query.order {
      let column = SQL.quoted(name)
      // NULLs last either way; among equal values, by key.
      // Text ignoring (ASCII) case, as a table's cells sort, in every comparison alike.
      orderTerms = ["\(column) IS NULL", column + " COLLATE NOCASE" + (descending ? " DESC" : "")]
      if let last, !key.isEmpty {
        let value = last.value(of: name) ?? .null
        if value.isNull {
          terms.append("(\(column) IS NULL AND \(afterKey))")
          arguments += last.key
        } else {
          let (after, same) = ("\(column) COLLATE NOCASE \(descending ? "<" : ">") ?", "\(column) COLLATE NOCASE = ?")
          terms.append("(\(column) IS NULL OR \(after) OR (\(same) AND \(afterKey)))")
          arguments += [value, value] + last.key
        }
      }
    } else if let last, !key.isEmpty {
      terms.append(afterKey)
      arguments += last.key
    }
    orderTerms += key.map(SQL.quoted)
    let filter = terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
    let selected = key.isEmpty ? columnList(of: query.relation) : keyList + ", " + columnList(of: query.relation)
    let order = orderTerms.isEmpty ? "" : " ORDER BY " + orderTerms.joined(separator: ", ")
    let sql = "SELECT \(selected) FROM \(query.relation.quoted)\(filter)\(order) LIMIT \(batchSize)"
    return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { row in
      let values = Array(row.databaseValues)
      return SQLRow(
        relation: query.relation, key: Array(values.prefix(key.count)), values: Array(values.dropFirst(key.count)))
    }
  }

  /// Every row of `query` in one statement, handed on a batch at a time: for a view.
  private static func readInOnePass(
    _ query: RowsQuery, in db: Database, deliver: ([SQLRow]) throws -> Void
  ) throws {
    let (terms, arguments) = query.conditions
    let filter = terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
    var order = ""
    if let (name, descending) = query.order {
      order = " ORDER BY \(SQL.quoted(name)) IS NULL, \(SQL.quoted(name)) COLLATE NOCASE\(descending ? " DESC" : "")"
    }
    let sql = "SELECT \(columnList(of: query.relation)) FROM \(query.relation.quoted)\(filter)\(order)"
    let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
    var batch: [SQLRow] = []
    while let row = try rows.next() {
      batch.append(SQLRow(relation: query.relation, key: [], values: Array(row.databaseValues)))
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
