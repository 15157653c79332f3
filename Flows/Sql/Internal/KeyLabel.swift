import GRDB

/// A foreign key of one column into a table that names its rows (``Relation/labelColumn(besides:)``):
/// its cells show the key with the label of the row it points at, `1 · For Those About To Rock
/// We Salute You`, as datasette shows a key cell, and a table's filter searches them as shown.
struct KeyLabel: Sendable, Hashable {
  /// The column holding the key.
  let column: String
  /// The table pointed at.
  let table: String
  /// Its column the key's value is compared with.
  let targetColumn: String
  /// Its column that names a row.
  let labelColumn: String

  /// The SQL of the label of the row `value` (an SQL expression) points at, read by a subquery:
  /// NULL when no row holds it or the row has no label. The table pointed at has a name of its
  /// own in the subquery, so `value` may name a column of the same table outside it.
  func label(of value: String) -> String {
    let target = SQL.quoted("consoleflow target")
    return "(SELECT \(Self.text(of: "\(target).\(SQL.quoted(labelColumn))")) FROM \(SQL.quoted(table)) AS \(target)"
      + " WHERE \(target).\(SQL.quoted(targetColumn)) = \(value) LIMIT 1)"
  }

  /// The SQL that reads a label column's value as a label: the start of a text (one line of it
  /// shows), a number as it is, nothing of a BLOB.
  static func text(of column: String) -> String {
    "CASE typeof(\(column)) WHEN 'text' THEN substr(\(column), 1, \(longestLabel)) WHEN 'blob' THEN NULL ELSE \(column) END"
  }

  /// The most characters of a label read: a row's screen and a cell show one line of it.
  static let longestLabel = 120

  /// A label read by ``text(of:)`` as words on one line (control characters, a newline or a
  /// tab, as spaces); nil for NULL.
  static func words(_ value: DatabaseValue) -> String? {
    guard !value.isNull else { return nil }
    let text = SQLValue.cell(value).text
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
  }

  /// A key's cell: its value, then the label of the row it points at (as a row's field shows
  /// it too, ``PointedRow/words``).
  static func cellText(_ key: String, label: String) -> String { key + separator + label }

  /// What stands between a key's value and what is said of the row it points at.
  static let separator = " · "

  /// `consoleflow_keyed(value, label)`: what a key's cell shows, as a table's filter searches
  /// it (``cellText(_:label:)``); the value alone when the label is NULL.
  static let keyedFunction = DatabaseFunction("consoleflow_keyed", argumentCount: 2, pure: true) { values in
    guard let label = words(values[1]) else { return values[0] }
    return cellText(SQLValue.cell(values[0]).text, label: label)
  }
}

extension SQLiteFile {
  /// The keys of `relation` whose cells show the label of the row they point at: keys of one
  /// column into a table with a label column; the first key of a column when several hold it.
  func keyLabels(of relation: Relation) -> [KeyLabel] {
    var labelled: [KeyLabel] = []
    for key in relation.outgoing where key.fromColumns.count == 1 {
      guard !labelled.contains(where: { $0.column == key.fromColumns[0] }),
        let target = self.relation(named: key.toTable), let columns = targetColumns(of: key), columns.count == 1,
        let label = target.labelColumn(besides: columns)
      else { continue }
      labelled.append(
        KeyLabel(column: key.fromColumns[0], table: target.name, targetColumn: columns[0], labelColumn: label))
    }
    return labelled
  }

  /// The labels of the rows `values` point at through `key`, in order (nil where none), read
  /// in one query a few hundred values at a time.
  static func labels(_ values: [DatabaseValue], through key: KeyLabel, in db: Database) throws -> [String?] {
    var labels = [String?](repeating: nil, count: values.count)
    let perQuery = 400
    let given = SQL.quoted("consoleflow given")
    for start in stride(from: 0, to: values.count, by: perQuery) {
      let some = start..<min(start + perQuery, values.count)
      let rows = some.map { "(\($0), ?)" }.joined(separator: ", ")
      let sql =
        "WITH \(given)(place, value) AS (VALUES \(rows))"
        + " SELECT place, \(key.label(of: "\(given).value")) FROM \(given)"
      for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(Array(values[some]))) {
        let place: Int = row[0]
        labels[place] = KeyLabel.words(row[1])
      }
    }
    return labels
  }
}
