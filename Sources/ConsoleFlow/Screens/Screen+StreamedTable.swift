// The table screens whose rows are still arriving, with the words every table takes
// (`Screen+Table.swift`).

extension Screen {
  /// The table screen on rows that are still arriving: it shows as soon as its first page is
  /// full, as a list does; `:sort` waits for the last row (with progress at a terminal).
  ///
  /// ```swift
  /// let chooseInvoice = Screen<ElementStream<Invoice>, Invoice>.table(
  ///   title: "Invoices", columns: [TableColumn("Customer", \.customer), TableColumn("Total") { .decimal($0.total) }])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title, and its name on the map.
  ///   - heading: An optional line under the title, from the input and how many rows arrived so far.
  ///   - columns: The columns, left to right.
  ///   - key: The title of the column that names a row; the first column by default.
  ///   - label: A row's name, when it is not its key column's text.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that fills as its rows arrive.
  public static func table(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input == ElementStream<Output>, Output: Sendable {
    table(
      title: { _ in title }, heading: heading, columns: columns, rows: { $0 }, key: key, label: label, prompt: prompt,
      preview: preview
    ).named(title)
  }

  /// The table screen on rows still arriving that an input holds: an author and their books as a
  /// query reads them. It shows as soon as its first page is full; `:sort` waits for the last row.
  ///
  /// ```swift
  /// let chooseInvoice = Screen<Artist, Invoice>.table(
  ///   title: { $0.name }, heading: { artist, count in "\(artist.name): \(count) invoices" },
  ///   columns: [TableColumn("Customer", \.customer)],
  ///   rows: { _ in ElementStream("Loading invoices") { AsyncStream<Invoice> { $0.finish() } } })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows arrived so far.
  ///   - columns: The columns, left to right.
  ///   - rows: The input's rows, still arriving.
  ///   - key: The title of the column that names a row; the first column by default.
  ///   - label: A row's name, when it is not its key column's text.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  ///   - queriedRows: The input's rows as its source selects them for a ``TableQuery`` (a
  ///     database's ORDER BY and WHERE): when present, `:sort` and `/text` read the rows again
  ///     as asked, the first page at once, rather than sorting and filtering every row read.
  /// - Returns: A table screen that fills as its rows arrive.
  public static func table(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    let key = keyColumn(key, in: columns)
    return streamedTable(
      title: title, heading: heading, columns: { _ in columns }, rows: rows,
      label: label ?? Self.label(by: columns[key]), key: key, prompt: prompt, preview: preview,
      queriedRows: queriedRows)
  }

  /// The table screen on rows still arriving whose columns the input says: a query's, a file's
  /// header. It shows as soon as its first page is full; `:sort` waits for the last row. The
  /// first column is the one kept when others cannot fit.
  ///
  /// ```swift
  /// let chooseInvoice = Screen<[String], Invoice>.table(
  ///   title: { _ in "Invoices" },
  ///   columns: { titles in titles.map { title in TableColumn(title) { .text(String(describing: $0)) } } },
  ///   rows: { _ in ElementStream("Loading invoices") { AsyncStream<Invoice> { $0.finish() } } },
  ///   label: { $0.customer })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows arrived so far.
  ///   - columns: The columns of the input's rows, left to right.
  ///   - rows: The input's rows, still arriving.
  ///   - label: A row's name: a typed name chooses by it, and a path records it.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  ///   - queriedRows: The input's rows as its source selects them for a ``TableQuery``: when
  ///     present, `:sort` and `/text` read the rows again as asked.
  /// - Returns: A table screen that fills as its rows arrive.
  public static func table(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: @escaping @Sendable (Input) -> [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    label: @escaping @Sendable (Output) -> String,
    prompt: String? = nil,
    preview: Preview<Output>? = nil,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    streamedTable(
      title: title, heading: heading, columns: columns, rows: rows, label: label, key: 0, prompt: prompt,
      preview: preview, queriedRows: queriedRows)
  }

  /// A table on rows still arriving, the one way every kind is made: the state holds the
  /// input's columns, the feed reads its rows, a source that selects its rows is asked to.
  private static func streamedTable(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)?,
    columns: @escaping @Sendable (Input) -> [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    label: @escaping @Sendable (Output) -> String,
    key: Int,
    prompt: String?,
    preview: Preview<Output>?,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)?
  ) -> Screen where Input: Sendable, Output: Sendable {
    let table = TableWorkings<Input, ArrivingElements<Output>>(
      title: title, heading: heading, label: label, key: key, preview: preview)
    var workings = table.screen
    workings.prompt = prompt
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
}
