/// A column of a table screen: its title and the typed cell it shows for a row.
///
/// ```swift
/// let columns: [TableColumn<Track>] = [
///   TableColumn("Name", \.name),
///   TableColumn("Length") { .duration(.seconds($0.seconds)) },
///   TableColumn("Composer", \.composer),
/// ]
/// ```
public struct TableColumn<Row>: Sendable {
  /// The column's title: the header shows it, and `:sort` names the column by it (ignoring case).
  public let title: String
  /// The cell the column shows for a row.
  public let cell: @Sendable (Row) -> Cell

  /// A column titled `title` whose cells `cell` makes.
  public init(_ title: String, _ cell: @escaping @Sendable (Row) -> Cell) {
    self.title = title
    self.cell = cell
  }

  /// A column of text.
  public init(_ title: String, _ text: KeyPath<Row, String> & Sendable) {
    self.init(title) { .text($0[keyPath: text]) }
  }

  /// A column of text that may be absent.
  public init(_ title: String, _ text: KeyPath<Row, String?> & Sendable) {
    self.init(title) { $0[keyPath: text].map(Cell.text) ?? .absent }
  }

  /// A column of whole numbers.
  public init(_ title: String, _ number: KeyPath<Row, Int> & Sendable) {
    self.init(title) { .integer($0[keyPath: number]) }
  }

  /// A column of whole numbers that may be absent.
  public init(_ title: String, _ number: KeyPath<Row, Int?> & Sendable) {
    self.init(title) { $0[keyPath: number].map(Cell.integer) ?? .absent }
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
  public init(column: String, index: Int, descending: Bool) {
    self.column = column
    self.index = index
    self.descending = descending
  }
}

/// What a table asks of a source that selects its rows itself (a database): the order `:sort`
/// set, and the filter `/text` set, in the one search language. A source answers with the rows
/// that match ``filter`` (``matches(_:)`` says which, on the text a row's cells show, a tab
/// apart), in ``order``.
public struct TableQuery: Sendable, Equatable {
  /// The order, by a column; nil: the order the source gives.
  public var order: TableOrder?
  /// The filter's text; empty: every row.
  public var filter: String

  /// A query in `order`, filtered by `filter`.
  public init(order: TableOrder? = nil, filter: String = "") {
    self.order = order
    self.filter = filter
  }

  /// Whether a row whose cells show `text` (each cell as the table shows it, a tab between
  /// them) is kept by ``filter``, as the table's own filter keeps it.
  ///
  /// ```swift
  /// TableQuery(filter: "zep").matches("Led Zeppelin\tIV")  // true
  /// ```
  public func matches(_ text: String) -> Bool {
    matcher()(text)
  }

  /// How a table's filter matches, its own and its source's alike: rows are data in an order of
  /// their own, which a filter keeps (none is ranked).
  static var filtering: ListFilter.Options { ListFilter.Options(ranked: false) }

  /// ``matches(_:)`` made once, for a source that asks it of many rows.
  ///
  /// ```swift
  /// let kept = TableQuery(filter: "zep").matcher()
  /// kept("Led Zeppelin\tIV")  // true
  /// ```
  public func matcher() -> @Sendable (String) -> Bool {
    guard !filter.isEmpty else { return { _ in true } }
    let matches = ListFilter.lineMatcher(filter, options: Self.filtering)
    return { text in
      var text = text
      return text.withUTF8(matches)
    }
  }
}
