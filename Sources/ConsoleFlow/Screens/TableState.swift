// The table screen's state and workings: a list of rows (filter, narrowing, paging, streaming are
// the list's) in the order a `:sort` put them, drawn as cells under a header.

/// A table's state: its input (titles read it), its rows as a list, and the sort it is in.
struct TableState<Input: Sendable, Base: RandomAccessCollection & Sendable>: Sendable
where Base.Index == Int, Base.Element: Sendable {
  typealias Row = Base.Element
  let input: Input
  /// The columns the input has (a query's, say), made once when the screen starts.
  let columns: [TableColumn<Row>]
  /// The column that names a row: a filter weighs a match there most.
  let key: Int
  var list: ListState<OrderedRows<Base>>
  /// The column the rows are sorted by, and whether from the largest; nil: as given.
  var sort: (column: Int, descending: Bool)?
  /// The columns `:columns` chose, in the order shown; nil: every column, as given.
  var chosen: [Int]?

  /// The columns shown, in order: those chosen, the one sorted by among them whatever was chosen.
  var shownColumns: [Int] {
    guard let chosen else { return Array(columns.indices) }
    guard let sorted = sort?.column, !chosen.contains(sorted) else { return chosen }
    return chosen + [sorted]
  }

  /// Which rows the list holds.
  var rows = Rows.every

  /// The rows a table's list holds.
  enum Rows: Sendable, Equatable {
    /// Every row the source gives.
    case every
    /// Those its source selected for the filter (a database's WHERE), with how many rows the
    /// table had when that was known.
    case selected(inAll: Int?)
  }

  init(
    input: Input, columns: [TableColumn<Row>], key: Int, rows: Base, arrival: ListState<OrderedRows<Base>>.Arrival,
    sort: (column: Int, descending: Bool)? = nil
  ) {
    self.input = input
    self.columns = columns
    self.key = key
    self.sort = sort
    self.list = ListState(
      elements: OrderedRows(base: rows, order: nil), arrival: arrival,
      options: TableQuery.filtering(key: key, ranked: sort == nil))
  }
}

extension TableState.Rows {
  /// What the status gives as the table's whole.
  var whole: ListWhole {
    switch self {
    case .every: .rows
    case .selected(let inAll): .selectedRows(inAll: inAll)
    }
  }
}
