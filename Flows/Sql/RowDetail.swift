import ConsoleFlow
import GRDB

/// A row with everything its screen offers: its fields, the rows its foreign keys point at, and
/// the tables whose keys point at it, with how many rows.
public struct RowDetail: Sendable {
  let row: SQLRow
  let entries: [RowEntry]
}

/// One line of a row's screen.
enum RowEntry: Sendable {
  /// A column and its value: opens the value whole.
  case field(name: String, value: DatabaseValue)
  /// A foreign key of the row, and the values it holds: opens the row they point at.
  case pointsAt(ForeignKey, values: [DatabaseValue])
  /// A foreign key of another table that points at the row: opens those rows.
  case pointedBy(ForeignKey, values: [DatabaseValue], rows: Int, atLeast: Bool)

  /// What the entry is called: a column's name, the table a key points at (`→ Album`), the
  /// table pointing back (`← Track.AlbumId`).
  var name: String {
    switch self {
    case .field(let name, _): name
    case .pointsAt(let key, _): "→ \(key.toTable)"
    case .pointedBy(let key, _, _, _): "← \(key.fromTable).\(key.fromColumns.joined(separator: "+"))"
    }
  }

  /// What the entry holds.
  var cell: Cell {
    switch self {
    case .field(_, let value): SQLValue.cell(value)
    case .pointsAt(let key, let values):
      .text(zip(key.fromColumns, values).map { "\($0.0) = \(SQLValue.inline($0.1))" }.joined(separator: ", "))
    case .pointedBy(_, _, let rows, let atLeast):
      .text("\(atLeast ? "at least " : "")\(rows) row\(rows == 1 ? "" : "s")")
    }
  }
}

extension SQLiteFile {
  /// The row's screen: its fields, then its foreign keys that hold values, then the keys of other
  /// tables that point at it, each with its count of rows.
  func detail(of row: SQLRow) async throws -> RowDetail {
    try await database.read { db in
      let fields = zip(row.relation.columns, row.values).map { RowEntry.field(name: $0.0, value: $0.1) }
      let out = row.relation.outgoing.compactMap { key -> RowEntry? in
        let values = key.fromColumns.map { row.value(of: $0) ?? .null }
        // A key with a NULL in it points at nothing.
        return values.contains(.null) ? nil : .pointsAt(key, values: values)
      }
      let back = try incoming(to: row.relation).compactMap { key -> RowEntry? in
        guard let target = targetColumns(of: key), let from = relation(named: key.fromTable) else { return nil }
        let values = target.map {
          row.value(of: $0) ?? (row.relation.hasRowid && row.key.count == 1 ? row.key[0] : .null)
        }
        guard !values.contains(.null) else { return nil }
        let query = RowsQuery(relation: from, columns: key.fromColumns, values: values)
        let counted = try Self.count(of: query, in: db)
        return .pointedBy(key, values: values, rows: counted.rows, atLeast: counted.atLeast)
      }
      return RowDetail(row: row, entries: fields + out + back)
    }
  }

  /// The columns a foreign key points at: the ones it names, else the other table's primary key.
  func targetColumns(of key: ForeignKey) -> [String]? {
    if !key.toColumns.isEmpty { return key.toColumns }
    guard let target = relation(named: key.toTable) else { return nil }
    return target.primaryKey.isEmpty ? nil : target.primaryKey
  }

  /// What choosing an entry of a row's screen opens.
  func open(_ entry: RowEntry) async throws -> Opened {
    switch entry {
    case .field(let name, let value):
      return .value(FieldValue(name: name, value: value))
    case .pointsAt(let key, let values):
      guard let target = relation(named: key.toTable), let columns = targetColumns(of: key) else {
        throw SQLFileError(path: path, reason: "the table \(key.toTable) is not in the database")
      }
      let query = RowsQuery(relation: target, columns: columns, values: values)
      guard let row = try await firstRow(of: query) else {
        throw SQLFileError(path: path, reason: "no row of \(query.title): the key points at nothing")
      }
      return .row(try await detail(of: row))
    case .pointedBy(let key, let values, let rows, let atLeast):
      guard let from = relation(named: key.fromTable) else {
        throw SQLFileError(path: path, reason: "the table \(key.fromTable) is not in the database")
      }
      var query = RowsQuery(relation: from, columns: key.fromColumns, values: values)
      query.counted = (rows, atLeast)
      return .rows(query)
    }
  }

  /// The first row `query` selects, in key order.
  private func firstRow(of query: RowsQuery) async throws -> SQLRow? {
    try await database.read { db in try Self.rowsInOrder(of: query, after: nil, in: db).first }
  }
}

/// A column's value, opened whole.
struct FieldValue: Sendable {
  let name: String
  let value: DatabaseValue
}

/// What an entry of a row's screen opened.
enum Opened: Sendable {
  case value(FieldValue)
  case row(RowDetail)
  case rows(RowsQuery)

  /// The cases of the branch, as the map names them.
  enum Kind: String, CaseIterable, Sendable {
    case value = "a field"
    case row = "the row a key points at"
    case rows = "the rows pointing here"
  }

  var kind: Kind {
    switch self {
    case .value: .value
    case .row: .row
    case .rows: .rows
    }
  }
}
