import ConsoleFlow
import GRDB

/// The rows a screen shows: all of a relation's, or those whose columns hold given values (the
/// rows that point at one row).
public struct RowsQuery: Sendable {
  let relation: Relation
  let matching: [(column: String, value: ExactValue)]
  /// The column the rows are ordered by (`:sort`), and whether from the largest, as SQLite orders
  /// it: NULLs first, then numbers, text (by the column's collation) and BLOBs; the other way
  /// round from the largest. Nil: by key.
  var order: (column: String, descending: Bool)? = nil
  /// A table's filter, in its search language, run in SQLite on what the row's cells show; empty:
  /// every row.
  var filter = ""
  /// How many rows it selects, counted before it was opened; nil when not counted.
  var counted: RowCount? = nil
  /// The keys whose cells show the label of the row they point at, as the filter searches them
  /// (``SQLiteFile/keyLabels(of:)``); none: every cell shows its value alone.
  var keyLabels: [KeyLabel] = []

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

  init(relation: Relation, matching: [(column: String, value: ExactValue)]) {
    self.relation = relation
    self.matching = matching
  }

  /// The rows of `relation` whose `columns` hold `values`, one each.
  init(relation: Relation, columns: [String], values: [ExactValue]) {
    self.init(relation: relation, matching: zip(columns, values).map { (column: $0, value: $1) })
  }

  /// "Track", or "Track where AlbumId = 1".
  var title: String {
    guard !matching.isEmpty else { return relation.name }
    return relation.name + " where "
      + matching.map { "\($0.column) = \($0.value.inline)" }.joined(separator: " and ")
  }
}
