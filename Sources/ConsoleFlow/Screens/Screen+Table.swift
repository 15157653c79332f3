// The one table screen and the words every table takes: `title`, `heading` (from the input and
// how many rows there are), `columns`, `rows` (``Rows``), `key`, `label`, `prompt` and `preview`.
// This file makes the tables whose rows are in memory; `Screen+StreamedTable.swift` those whose
// rows are still arriving.

extension Screen {
  /// The table screen: rows in typed columns under a header, numbers aligned to the right,
  /// widths fitted to the terminal. A row is chosen by number or by its key column's text, as a
  /// list's item is by its label; `/text` filters on every cell; `:sort length` and
  /// `:sort -length` order the rows by a column's type (4:03 before 13:37).
  ///
  /// ```swift
  /// let chooseTrack = Screen<[Track], Track>.table(
  ///   title: "Tracks",
  ///   columns: [
  ///     TableColumn("Name", \.name),
  ///     TableColumn("Length") { .duration(.seconds($0.seconds)) },
  ///   ],
  ///   rows: .input)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title: a text, which also names the screen on its flow's map, or
  ///     one made from the input (``ForInput/from(_:)``).
  ///   - heading: An optional line under the title, from the input and how many rows it has
  ///     (so far, while they arrive).
  ///   - columns: The columns, left to right: the same for every input, or the ones an input
  ///     says (a query's result, a file's header), with `.from { input in … }`.
  ///   - rows: Where the rows come from: the input, something it holds, or rows still arriving,
  ///     which a source may select for a query (``Rows``).
  ///   - key: The title of the column that names a row (a typed name chooses by it, and when the
  ///     terminal is narrow it is the column kept); the first column by default, and when the
  ///     columns an input says have none of this title.
  ///   - label: A row's name, when it is not its key column's text (a path records it). Columns
  ///     an input says need it.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at a row before it is chosen (``Preview``).
  /// - Returns: A table screen that yields the chosen row.
  public static func table(
    title: ForInput<Input, String>,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    columns: ForInput<Input, [TableColumn<Output>]>,
    rows: Rows<Input, Output>,
    key: String? = nil,
    label: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    rows.table(
      TableWords(
        title: title, heading: heading, columns: columns, key: key, label: label, prompt: prompt,
        preview: preview))
  }

  /// The table screen on rows an input holds in memory.
  static func heldTable<Held: RandomAccessCollection & Sendable>(
    _ words: TableWords<Input, Output>, rows: @escaping @Sendable (Input) -> Held
  ) -> Screen where Input: Sendable, Output: Sendable, Held.Element == Output, Held.Index == Int {
    let table = TableWorkings<Input, Held>(
      title: words.title, heading: words.heading, label: words.label, preview: words.preview)
    var workings = table.screen
    workings.prompt = words.prompt
    return Screen(
      title: words.title,
      state: { input in
        let columns = words.columns(input)
        return TableState(
          input: input, columns: columns, key: words.key(in: columns), rows: rows(input), arrival: .complete)
      },
      workings: workings, shape: tableShape)
  }

  /// A table's place on a map.
  static var tableShape: Shape { Shape(name: "Table of \(TypeName.of(Output.self))", yields: "choose") }
}

/// What every table screen is told, its row's name made sure of.
struct TableWords<Input: Sendable, Row: Sendable>: Sendable {
  let title: ForInput<Input, String>
  let heading: (@Sendable (Input, Int) -> String)?
  let columns: ForInput<Input, [TableColumn<Row>]>
  /// The title of the column that names a row; nil for the first.
  let keyTitle: String?
  /// A row's name: a typed name chooses by it, and a path records it.
  let label: @Sendable (Row) -> String
  let prompt: String?
  let preview: Preview<Row>?

  /// The words of a table; a key column its fixed columns lack, or columns from the input
  /// without a label, are mistakes in the flow's code.
  init(
    title: ForInput<Input, String>, heading: (@Sendable (Input, Int) -> String)?,
    columns: ForInput<Input, [TableColumn<Row>]>, key: String?, label: (@Sendable (Row) -> String)?,
    prompt: String?, preview: Preview<Row>?
  ) {
    (self.title, self.heading, self.columns, self.keyTitle) = (title, heading, columns, key)
    (self.prompt, self.preview) = (prompt, preview)
    if let label {
      self.label = label
    } else if let fixed = columns.fixed {
      precondition(!fixed.isEmpty, "a table needs at least one column")
      if let key {
        precondition(fixed.contains { $0.title == key }, "the key column \"\(key)\" is none of the table's columns")
      }
      let cell = fixed[Self.key(key, in: fixed)].cell
      self.label = { cell($0).text }
    } else {
      preconditionFailure("a table whose columns its input says needs a `label`")
    }
  }

  /// The position of the key column among `columns`: the one titled `keyTitle`, else the first.
  func key(in columns: [TableColumn<Row>]) -> Int { Self.key(keyTitle, in: columns) }

  private static func key(_ title: String?, in columns: [TableColumn<Row>]) -> Int {
    title.flatMap { title in columns.firstIndex { $0.title == title } } ?? 0
  }
}
