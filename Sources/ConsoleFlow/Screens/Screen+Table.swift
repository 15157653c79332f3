extension Screen {
  /// The table screen: rows in typed columns under a header, numbers aligned to the right,
  /// widths fitted to the terminal. A row is chosen by number or by its key column's text, as a
  /// list's item is by its label; `/text` filters on every cell; `:sort length` and
  /// `:sort -length` order the rows by a column's type (4:03 before 13:37).
  ///
  /// ```swift
  /// let chooseTrack = Screen<[Track], Track>.table(
  ///   title: { $0.first?.album ?? "Tracks" },
  ///   columns: [
  ///     TableColumn("Name", \.name),
  ///     TableColumn("Length") { .duration(.seconds($0.seconds)) },
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its rows.
  ///   - heading: An optional line under the title.
  ///   - columns: The columns, left to right.
  ///   - key: The title of the column that names a row (a typed name chooses by it, and when the
  ///     terminal is narrow it is the column kept); the first column by default.
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input) -> String)? = nil,
    columns: [TableColumn<Output>],
    key: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    var headingOfInput: (@Sendable (Input, Int) -> String)?
    if let heading { headingOfInput = { input, _ in heading(input) } }
    let key = keyColumn(key, in: columns)
    let table = TableWorkings<Input, Input>(
      title: title, heading: headingOfInput, label: label(by: columns[key]), key: key, preview: preview)
    return Screen(
      title: title, state: { TableState(input: $0, columns: columns, key: key, rows: $0, arrival: .complete) },
      workings: table.screen, shape: tableShape)
  }

  /// The table screen with a fixed title.
  ///
  /// ```swift
  /// let chooseTrack = Screen<[Track], Track>.table(title: "Tracks", columns: [TableColumn("Name", \.name)])
  /// ```
  public static func table(
    title: String, columns: [TableColumn<Output>], key: String? = nil, preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    table(title: { _ in title }, columns: columns, key: key, preview: preview).named(title)
  }

  /// The table screen on rows that are still arriving: it shows as soon as its first page is
  /// full, as a list does; `:sort` waits for the last row (with progress at a terminal).
  ///
  /// ```swift
  /// let chooseInvoice = Screen<ElementStream<Invoice>, Invoice>.table(
  ///   title: "Invoices", columns: [TableColumn("Customer", \.customer), TableColumn("Total") { .decimal($0.total) }])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - heading: An optional line under the title, made from how many rows arrived so far.
  ///   - columns: The columns, left to right.
  ///   - key: The title of the column that names a row; the first column by default.
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that fills as its rows arrive.
  public static func table(
    title: String,
    heading: (@Sendable (Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    key: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input == ElementStream<Output>, Output: Sendable {
    var headingOfInput: (@Sendable (Input, Int) -> String)?
    if let heading { headingOfInput = { _, count in heading(count) } }
    let key = keyColumn(key, in: columns)
    return streamedTable(
      title: { _ in title }, heading: headingOfInput, columns: { _ in columns }, rows: { $0 },
      label: label(by: columns[key]), key: key, preview: preview, queriedRows: nil
    ).named(title)
  }
}

extension Screen {
  /// The table screen on rows still arriving whose columns the input says: a query's, a file's
  /// header. It shows as soon as its first page is full; `:sort` waits for the last row. The
  /// first column is the one kept when others cannot fit.
  ///
  /// ```swift
  /// let chooseInvoice = Screen<[String], Invoice>.table(
  ///   title: { _ in "Invoices" },
  ///   columns: { titles in titles.map { title in TableColumn(title) { .text(String(describing: $0)) } } },
  ///   rows: { _ in ElementStream("invoices") { AsyncStream<Invoice> { $0.finish() } } },
  ///   label: { $0.customer })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows arrived.
  ///   - columns: The columns of the input's rows, left to right.
  ///   - rows: The input's rows, still arriving.
  ///   - label: A row's name: a typed name chooses by it, and a path records it.
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  ///   - queriedRows: The input's rows as its source selects them for a ``TableQuery`` (a
  ///     database's ORDER BY and WHERE): when present, `:sort` and `/text` read the rows again
  ///     as asked, the first page at once, rather than sorting and filtering every row read.
  /// - Returns: A table screen that fills as its rows arrive.
  public static func table(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: @escaping @Sendable (Input) -> [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    label: @escaping @Sendable (Output) -> String,
    preview: Preview<Output>? = nil,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    streamedTable(
      title: title, heading: heading, columns: columns, rows: rows, label: label, key: 0, preview: preview,
      queriedRows: queriedRows)
  }

  /// A table on rows still arriving, the one way both kinds are made: the state holds the
  /// input's columns, the feed reads its rows, a source that selects its rows is asked to.
  private static func streamedTable(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)?,
    columns: @escaping @Sendable (Input) -> [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    label: @escaping @Sendable (Output) -> String,
    key: Int,
    preview: Preview<Output>?,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)?
  ) -> Screen where Input: Sendable, Output: Sendable {
    let table = TableWorkings<Input, ArrivingElements<Output>>(
      title: title, heading: heading, label: label, key: key, preview: preview)
    var workings = table.screen
    if let queriedRows {
      workings.refeed = { state, command in table.requeried(state, command, rows: queriedRows) }
    }
    return Screen(
      title: title,
      state: { TableState(input: $0, columns: columns($0), key: key, rows: ArrivingElements(), arrival: .loading) },
      workings: workings,
      feed: { input in table.feed(rows(input)) },
      shape: tableShape)
  }

  /// A table's place on a map.
  private static var tableShape: Shape { Shape(name: "Table of \(TypeName.of(Output.self))", yields: "choose") }
}

/// A row's name: the text of its cell in the `key` column.
private func label<Row>(by key: TableColumn<Row>) -> @Sendable (Row) -> String {
  let cell = key.cell
  return { cell($0).text }
}

/// The position of the column titled `title` (the first when nil); a title no column has is
/// a mistake in the flow's code.
private func keyColumn<Row>(_ title: String?, in columns: [TableColumn<Row>]) -> Int {
  precondition(!columns.isEmpty, "a table needs at least one column")
  guard let title else { return 0 }
  guard let index = columns.firstIndex(where: { $0.title == title }) else {
    preconditionFailure("the key column \"\(title)\" is none of the table's columns")
  }
  return index
}
