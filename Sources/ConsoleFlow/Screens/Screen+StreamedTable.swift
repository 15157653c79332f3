// The table screens whose rows are still arriving (the words every table takes are in
// `Screen+Table.swift`).

extension Screen {
  /// The table screen on rows still arriving: it shows as soon as its first page is full, as a
  /// list does; `:sort` waits for the last row (with progress at a terminal), unless the rows'
  /// source selects them for a query (`queriedRows`), which `:sort` and `/text` then ask.
  static func streamedTable(
    _ words: TableWords<Input, Output>,
    rows: @escaping @Sendable (Input) -> ElementStream<Output>,
    queriedRows: (@Sendable (Input, TableQuery) -> ElementStream<Output>)?
  ) -> Screen where Input: Sendable, Output: Sendable {
    let table = TableWorkings<Input, ArrivingElements<Output>>(
      title: words.title, heading: words.heading, label: words.label, preview: words.preview)
    // Narrowed as typed while the rows arrive, it catches up with them.
    var workings = table.screen.catchingUp(list: \.list)
    workings.prompt = words.prompt
    if let queriedRows {
      workings.refeed = { state, command in table.requeried(state, command, rows: queriedRows) }
    }
    return Screen(
      title: words.title,
      state: { input in
        let columns = words.columns(input)
        return TableState(
          input: input, columns: columns, key: words.key(in: columns), rows: ArrivingElements(), arrival: .loading)
      },
      workings: workings,
      feed: { input in table.feed(rows(input)) },
      shape: tableShape)
  }
}
