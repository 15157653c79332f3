// Every table screen takes the same words: `title`, `heading` (from the input and how many rows
// there are), `columns`, `rows` where the input holds them, `key`, `label`, `prompt`, `preview`,
// and `queriedRows` where a source selects its rows.

extension Screen {
  /// The table screen: rows in typed columns under a header, numbers aligned to the right,
  /// widths fitted to the terminal. A row is chosen by number or by its key column's text, as a
  /// list's item is by its label; `/text` filters on every cell; `:sort length` and
  /// `:sort -length` order the rows by a column's type (4:03 before 13:37). The input is the rows.
  ///
  /// ```swift
  /// let chooseTrack = Screen<[Track], Track>.table(
  ///   title: "Tracks",
  ///   columns: [
  ///     TableColumn("Name", \.name),
  ///     TableColumn("Length") { .duration(.seconds($0.seconds)) },
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title, and its name on the map.
  ///   - heading: An optional line under the title, from the input and how many rows it has.
  ///   - columns: The columns, left to right.
  ///   - key: The title of the column that names a row (a typed name chooses by it, and when the
  ///     terminal is narrow it is the column kept); the first column by default.
  ///   - label: A row's name, when it is not its key column's text (a path records it).
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    table(
      title: { _ in title }, heading: heading, columns: columns, rows: { $0 }, key: key, label: label, prompt: prompt,
      preview: preview
    ).named(title)
  }

  /// The table screen titled from its input, the rows.
  ///
  /// ```swift
  /// let chooseTrack = Screen<[Track], Track>.table(
  ///   title: { $0.first?.album ?? "Tracks" }, heading: { _, count in "\(count) tracks" },
  ///   columns: [TableColumn("Name", \.name)])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows it has.
  ///   - columns: The columns, left to right.
  ///   - key: The title of the column that names a row; the first column by default.
  ///   - label: A row's name, when it is not its key column's text.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    table(
      title: title, heading: heading, columns: columns, rows: { $0 }, key: key, label: label, prompt: prompt,
      preview: preview)
  }

  /// The table screen on the rows an input holds, in memory, taken as they are: an author and
  /// their books, the title and heading made from the author.
  ///
  /// ```swift
  /// let chooseTrack = Screen<Album, Track>.table(
  ///   title: { $0.title }, heading: { album, count in "\(album.artist): \(count) tracks" },
  ///   columns: [TableColumn("Name", \.name), TableColumn("Length") { .duration(.seconds($0.seconds)) }],
  ///   rows: { $0.tracks })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows it has.
  ///   - columns: The columns, left to right.
  ///   - rows: The rows the input holds: any random-access collection.
  ///   - key: The title of the column that names a row; the first column by default.
  ///   - label: A row's name, when it is not its key column's text.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table<Rows: RandomAccessCollection & Sendable>(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> Rows,
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable, Rows.Element == Output, Rows.Index == Int {
    let key = keyColumn(key, in: columns)
    let table = TableWorkings<Input, Rows>(
      title: title, heading: heading, label: label ?? Self.label(by: columns[key]), key: key, preview: preview)
    var workings = table.screen
    workings.prompt = prompt
    return Screen(
      title: title, state: { TableState(input: $0, columns: columns, key: key, rows: rows($0), arrival: .complete) },
      workings: workings, shape: tableShape)
  }

  /// The table screen on rows an input holds in memory, in columns the input says: a query's
  /// result read whole. The first column is the one kept when others cannot fit.
  ///
  /// ```swift
  /// let chooseInvoice = Screen<[Invoice], Invoice>.table(
  ///   title: { _ in "Invoices" }, columns: { _ in [TableColumn("Customer", \.customer)] }, rows: { $0 },
  ///   label: { $0.customer })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many rows it has.
  ///   - columns: The columns of the input's rows, left to right.
  ///   - rows: The rows the input holds: any random-access collection.
  ///   - label: A row's name: a typed name chooses by it, and a path records it.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table<Rows: RandomAccessCollection & Sendable>(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: @escaping @Sendable (Input) -> [TableColumn<Output>],
    rows: @escaping @Sendable (Input) -> Rows,
    label: @escaping @Sendable (Output) -> String,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable, Rows.Element == Output, Rows.Index == Int {
    let table = TableWorkings<Input, Rows>(title: title, heading: heading, label: label, key: 0, preview: preview)
    var workings = table.screen
    workings.prompt = prompt
    return Screen(
      title: title,
      state: { TableState(input: $0, columns: columns($0), key: 0, rows: rows($0), arrival: .complete) },
      workings: workings, shape: tableShape)
  }

  /// A table's place on a map.
  static var tableShape: Shape { Shape(name: "Table of \(TypeName.of(Output.self))", yields: "choose") }

  /// A row's name: the text of its cell in the `key` column.
  static func label(by key: TableColumn<Output>) -> @Sendable (Output) -> String {
    let cell = key.cell
    return { cell($0).text }
  }

  /// The position of the column titled `title` (the first when nil); a title no column has is
  /// a mistake in the flow's code.
  static func keyColumn(_ title: String?, in columns: [TableColumn<Output>]) -> Int {
    precondition(!columns.isEmpty, "a table needs at least one column")
    guard let title else { return 0 }
    guard let index = columns.firstIndex(where: { $0.title == title }) else {
      preconditionFailure("the key column \"\(title)\" is none of the table's columns")
    }
    return index
  }
}
