/// What a table asks of a source that selects its rows itself (a database): the order `:sort`
/// set, and the filter `/text` set, in the one search language. A source answers with the rows
/// that match ``filter``, best first unless ``order`` is set (``rowRanker()`` says which are
/// kept and their rank, from the row's cells), in ``order`` when it is.
public struct TableQuery: Sendable, Equatable {
  /// The order, by a column; nil: the filter's ranking, or the order the source gives.
  public var order: TableOrder?
  /// The filter's text; empty: every row.
  public var filter: String
  /// The column that names a row (the table's key column, from 0): a match in its cell counts
  /// the most.
  public var key: Int

  /// A query in `order`, filtered by `filter`, on a table whose rows the column at `key` names.
  public init(order: TableOrder? = nil, filter: String = "", key: Int = 0) {
    self.order = order
    self.filter = filter
    self.key = key
  }

  /// Whether a row whose cells show `text` (each cell as the table shows it, a tab between
  /// them) is kept by ``filter``, as the table's own filter keeps it: each term within one cell.
  package func matches(_ text: String) -> Bool {
    matcher()(text)
  }

  /// Whether a row whose cells show a text (each cell as the table shows it, a tab between
  /// them) is kept by ``filter``, as the table's own filter keeps it: each term within one cell.
  /// Made once, for a source that asks it of many rows.
  ///
  /// ```swift
  /// let kept = TableQuery(filter: "zep").matcher()
  /// kept("Led Zeppelin\tIV")  // true
  /// ```
  public func matcher() -> @Sendable (String) -> Bool {
    guard !filter.isEmpty else { return { _ in true } }
    let compiled = SearchPattern(filter, options: Self.filtering(key: key, ranked: false)).compiled
    return { text in
      var text = text
      return text.withUTF8(compiled.matches)
    }
  }

  /// ``filter`` made once for a source that keeps and orders many rows itself, a database
  /// function say: given a row's cells, each as the table shows it, the row's rank (smaller
  /// first), or nil when the filter does not keep the row. A term matches within one cell; a
  /// row ranks by where its terms stand best, a match in the ``key`` cell counting most; rows of
  /// equal rank keep the source's order. The table's own filter keeps and ranks its rows so.
  /// Every row ranks 0 when the filter is empty.
  ///
  /// ```swift
  /// let rank = TableQuery(filter: "germany").rowRanker()
  /// rank(["Alfreds Futterkiste", "Berlin", "Germany"])  // a rank: kept
  /// rank(["Great Lakes Food Market", "Eugene", "USA"])  // nil: no cell holds germany
  /// ```
  public func rowRanker() -> @Sendable (_ cells: [String]) -> Int? {
    guard !filter.isEmpty else { return { _ in 0 } }
    let compiled = SearchPattern(filter, options: Self.filtering(key: key, ranked: true)).compiled
    return { cells in
      var text = Self.searchText(cells: cells)
      return text.withUTF8(compiled.rank).map { Int($0.ordinal) }
    }
  }

  /// How a table's filter matches, its own and its source's alike: cell by cell, the cell at
  /// `key` naming the row; best first when `ranked` (a table no column orders).
  static func filtering(key: Int, ranked: Bool) -> ListFilter.Options {
    var options = ListFilter.Options(ranked: ranked)
    options.cellName = key
    options.forgivesTypos = true
    return options
  }

  /// The text a filter searches in a row: its cells a tab apart, a tab within a cell read as a
  /// space, so that each cell is searched on its own.
  static func searchText(cells: [String]) -> String {
    cells.lazy.map { $0.contains("\t") ? $0.replacing("\t", with: " ") : $0 }.joined(separator: "\t")
  }
}

/// An order `:sort` asks a table's source for: by the column at `index` titled `column`, from the
/// largest when `descending`. A source sorts rows as the cells sort (an absent value last).
public struct TableOrder: Sendable, Equatable {
  /// The column's title.
  public let column: String
  /// The column's place among the table's columns, from 0.
  public let index: Int
  /// Whether from the largest.
  public let descending: Bool

  /// The order by the column titled `column`, at `index`.
  @_spi(Interpreter) public init(column: String, index: Int, descending: Bool) {
    self.column = column
    self.index = index
    self.descending = descending
  }
}
