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
  /// A column and its value as the page shows it: opens the value, more of it. A column that is
  /// a foreign key on its own shows what it points at beside its value.
  case field(name: String, value: ShownValue, pointed: PointedRow? = nil)
  /// A foreign key of the row, the values it holds and what they point at: opens that row.
  /// Named by the table it points at (typed to follow it, as a column's name opens the column),
  /// or, where that name would not tell it apart (two keys to one table, a column of that
  /// name), by the table and the key's columns: `Employee (ReportsTo)`.
  case pointsAt(ForeignKey, values: [ExactValue], name: String, pointed: PointedRow?)
  /// A foreign key of another table that points at the row: opens those rows.
  case pointedBy(ForeignKey, values: [ExactValue], count: RowCount)

  /// What the entry is called: a column's name, the table a key points at (`Album`), the
  /// table pointing back (`← Track.AlbumId`).
  var name: String {
    switch self {
    case .field(let name, _, _): name
    case .pointsAt(_, _, let name, _): name
    case .pointedBy(let key, _, _): "← \(key.fromTable).\(key.fromColumns.joined(separator: "+"))"
    }
  }

  /// What the entry holds: a key's value with the label of the row it points at.
  var cell: Cell {
    switch self {
    case .field(_, let value, let pointed?): .text(SQLValue.cell(value).text + pointed.words)
    case .field(_, let value, nil): SQLValue.cell(value)
    case .pointsAt(let key, let values, _, let pointed):
      .text(
        "→ " + zip(key.fromColumns, values).map { "\($0.0) = \($0.1.inline)" }.joined(separator: ", ")
          + (pointed?.words ?? ""))
    case .pointedBy(_, _, let count): .text(count.words)
    }
  }

  /// The names of a relation's keys: the table each points at, unless another of its keys
  /// points at it too or a column goes by that name, ignoring case; then the table and the
  /// key's columns.
  static func names(of keys: [ForeignKey], besides taken: [String]) -> [String] {
    let taken = Set(taken.map { $0.lowercased() })
    let tables = keys.map { $0.toTable.lowercased() }
    return keys.indices.map { index in
      let table = tables[index]
      let shared = tables.filter { $0 == table }.count > 1 || taken.contains(table)
      return shared ? "\(keys[index].toTable) (\(keys[index].fromColumns.joined(separator: "+")))" : keys[index].toTable
    }
  }
}

extension SQLiteFile {
  /// The row's screen: its fields, then its foreign keys that hold values, then the keys of other
  /// tables that point at it, each with its count of rows; read where the row was (its
  /// listing's connection), the keys' values whole.
  func detail(of row: SQLRow) async throws -> RowDetail {
    try await read(where: row) { db in
      let incoming = self.incoming(to: row.relation).compactMap { key in
        self.targetColumns(of: key).flatMap { target in self.relation(named: key.fromTable).map { (key, target, $0) } }
      }
      let wanted = row.relation.outgoing.flatMap(\.fromColumns) + incoming.flatMap(\.1)
      let whole = try Self.values(of: wanted, ofRowKeyed: row.key, in: row.relation, db)
      func value(_ column: String) -> ExactValue {
        if let found = whole[column.lowercased()] { return found }
        // A key pointing at the rowid of a table without a primary key.
        if case .rowid(let name) = row.relation.identity, column.lowercased() == name.lowercased() { return row.key[0] }
        return ExactValue(.null)
      }
      // A key with a NULL in it points at nothing.
      // Named among all the relation's keys: a key goes by one name on every row.
      let names = RowEntry.names(of: row.relation.outgoing, besides: row.relation.columns)
      let keys = zip(row.relation.outgoing, names).map { (key: $0, values: $0.fromColumns.map(value), name: $1) }
        .filter { !$0.values.contains(where: \.isNull) }
      // What the keys point at, in one query; a table that cannot be read leaves them bare.
      let pointed: [PointedRow?] =
        (try? self.pointedRows(keys.map { ($0.key, $0.values) }, in: db))?.map { $0 } ?? keys.map { _ in nil }
      let back = try incoming.compactMap { (key, target, from) -> RowEntry? in
        let values = target.map(value)
        guard !values.contains(where: \.isNull) else { return nil }
        let counted = try Self.count(of: RowsQuery(relation: from, columns: key.fromColumns, values: values), in: db)
        return .pointedBy(key, values: values, count: counted)
      }
      let fields = zip(row.relation.columns, row.values).map { column, shown in
        let single = keys.indices.first { keys[$0].key.fromColumns.map { $0.lowercased() } == [column.lowercased()] }
        return RowEntry.field(name: column, value: shown, pointed: single.flatMap { pointed[$0] })
      }
      let out = keys.indices.map { index in
        RowEntry.pointsAt(keys[index].key, values: keys[index].values, name: keys[index].name, pointed: pointed[index])
      }
      return RowDetail(row: row, entries: fields + out + back)
    }
  }

  /// The values of `columns` (whole) of the row of `relation` whose key is `key`, by their names
  /// in lower case; the row no longer there is said in words.
  static func values(
    of columns: [String], ofRowKeyed key: [ExactValue], in relation: Relation, _ db: Database
  ) throws -> [String: ExactValue] {
    let names = relation.columns.filter { column in columns.contains { $0.lowercased() == column.lowercased() } }
    guard !names.isEmpty else { return [:] }
    let source = RowSource(RowsQuery(relation: relation, matching: []), in: db)
    let (from, _, arguments) = source.selection(carrying: names)
    let (term, keyArguments) = source.keyIn([key])
    let sql =
      "SELECT \(names.map { ExactValue.expression(SQL.quoted($0)) }.joined(separator: ", ")) FROM \(from) WHERE \(term) LIMIT 1"
    guard let row = try Row.fetchOne(db, sql: sql, arguments: StatementArguments(arguments + keyArguments)) else {
      throw SQLFileError(path: relation.name, reason: "the row is no longer there")
    }
    return Dictionary(zip(names.map { $0.lowercased() }, row.databaseValues.map(ExactValue.init(packed:)))) {
      first, _ in first
    }
  }

  /// `body`'s answer, read where `row` was read (its listing's connection), else on the file's
  /// own connection.
  private func read<T: Sendable>(where row: SQLRow, _ body: @escaping @Sendable (Database) throws -> T) async throws
    -> T
  {
    if let reader = row.reader { return try await reader.read(body) }
    let database = self.database
    return try await SQLReadError.words { try await database.read(body) }
  }

  /// The columns a foreign key points at: the ones it names, else the other table's primary key;
  /// nil where they are not there (SQLite accepts a key to a column the table lacks).
  func targetColumns(of key: ForeignKey) -> [String]? {
    guard let target = relation(named: key.toTable) else { return nil }
    if !key.toColumns.isEmpty { return missingColumns(of: key).isEmpty ? key.toColumns : nil }
    return target.primaryKey.isEmpty ? nil : target.primaryKey
  }

  /// The columns a foreign key names that its table lacks.
  func missingColumns(of key: ForeignKey) -> [String] {
    let columns = Set((relation(named: key.toTable)?.columns ?? []).map { $0.lowercased() })
    return key.toColumns.filter { !columns.contains($0.lowercased()) }
  }

  /// What choosing an entry of a row's screen opens.
  func open(_ entry: RowEntry, of row: SQLRow) async throws -> Opened {
    switch entry {
    case .field(let name, _, .found?):
      // A column that is a foreign key on its own follows it, as its `→` entry does.
      let key = row.relation.outgoing.first { $0.fromColumns.map { $0.lowercased() } == [name.lowercased()] }
      if let key {
        let values = try await read(where: row) { db in
          try Self.values(of: [name], ofRowKeyed: row.key, in: row.relation, db)
        }
        if let value = values[name.lowercased()], !value.isNull {
          return try await open(.pointsAt(key, values: [value], name: name, pointed: nil), of: row)
        }
      }
      return try await open(.field(name: name, value: .whole(.null)), of: row)
    case .field(let name, _, _):
      let value = try await read(where: row) { db in
        try Self.shown(name, ofRowKeyed: row.key, in: row.relation, db)
      }
      return .value(FieldValue(name: name, value: value))
    case .pointsAt(let key, let values, _, _):
      guard let target = relation(named: key.toTable), let columns = targetColumns(of: key) else {
        let missing = missingColumns(of: key)
        throw SQLFileError(
          path: path,
          reason: relation(named: key.toTable) == nil
            ? "the table \(key.toTable) is not in the database"
            : missing.isEmpty
              ? "\(key.toTable) has no primary key for the key to point at"
              : "\(key.toTable) has no column \(missing.joined(separator: ", ")) for the key to point at")
      }
      let query = RowsQuery(relation: target, columns: columns, values: values)
      let reader = RowReader(connections)
      let found = try await reader.read { db in
        try Self.rowsInOrder(of: query, after: nil, limit: 1, in: db, reader: reader).first
      }
      guard let found
      else {
        throw SQLFileError(path: path, reason: "no row of \(query.title): the key points at nothing")
      }
      return .row(try await detail(of: found))
    case .pointedBy(let key, let values, let count):
      guard let from = relation(named: key.fromTable) else {
        throw SQLFileError(path: path, reason: "the table \(key.fromTable) is not in the database")
      }
      var query = RowsQuery(relation: from, columns: key.fromColumns, values: values)
      query.counted = count
      query.keyLabels = keyLabels(of: from)
      return .rows(query)
    }
  }

  /// The column `name` of the row of `relation` keyed `key`, as an opened field shows it: more
  /// than a cell, still bounded.
  private static func shown(
    _ name: String, ofRowKeyed key: [ExactValue], in relation: Relation, _ db: Database
  ) throws -> ShownValue {
    let source = RowSource(RowsQuery(relation: relation, matching: []), in: db)
    let (from, _, arguments) = source.selection(carrying: [name])
    let (term, keyArguments) = source.keyIn([key])
    let inPlace = try InPlaceValues(relation, in: db)
    let column = inPlace.expression(name, text: ShownValue.fieldText, blob: ShownValue.fieldBlob)
    let sql = "SELECT \(column) FROM \(from) WHERE \(term) LIMIT 1"
    guard let row = try Row.fetchOne(db, sql: sql, arguments: StatementArguments(arguments + keyArguments)),
      let value = row.databaseValues.first
    else { throw SQLFileError(path: relation.name, reason: "the row is no longer there") }
    return inPlace.shown(value, of: name, rowid: key[0], text: ShownValue.fieldText, blob: ShownValue.fieldBlob)
  }
}

/// A column's value, opened: more of it than a cell shows, bounded.
struct FieldValue: Sendable {
  let name: String
  let value: ShownValue
}

/// What an entry of a row's screen opened.
enum Opened: Sendable {
  case value(FieldValue)
  case row(RowDetail)
  case rows(RowsQuery)
}
