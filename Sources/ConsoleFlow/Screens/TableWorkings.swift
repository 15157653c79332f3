/// How a table works: its columns, the one that names a row, and what its title and heading say.
struct TableWorkings<Input: Sendable, Base: RandomAccessCollection & Sendable>: Sendable
where Base.Index == Int, Base.Element: Sendable {
  typealias Row = Base.Element
  typealias State = TableState<Input, Base>
  let title: ForInput<Input, String>
  let heading: (@Sendable (Input, Int) -> String)?
  /// A row's name: a typed name chooses by it, and a path records it. (A state holds its columns.)
  let label: @Sendable (Row) -> String
  let preview: Preview<Row>?

  /// What a filter searches in a row of `state`: every cell as it shows, each searched on its
  /// own (``TableQuery/searchText(cells:)``).
  static func searchText(_ columns: [TableColumn<Row>]) -> @Sendable (Row) -> String {
    { row in TableQuery.searchText(cells: columns.map { $0.cell(row).text }) }
  }

  var screen: ScreenWorkings<State, Row> {
    // Made once here: a key path into a generic type is built at run time wherever it is written.
    let atList: WritableKeyPath<State, ListState<OrderedRows<Base>>> & Sendable = \.list
    return ScreenWorkings(
      page: page, receive: { state, command, traits in receive(state, command, traits: traits, atList: atList) },
      labels: { state, _ in state.list.mapView(label) },
      unsavedChanges: nil, feed: nil, pathPart: .label(label),
      offer: { state, _ in .items(count: state.list.count, filters: true) },
      narrow: { state, narrowing, traits in
        var next = state
        next.list = listNarrowed(
          state.list, narrowing, traits: traits, search: Self.searchText(state.columns), label: label,
          preview: preview)
        return next
      },
      isSearching: { $0.list.isSearching }, sorts: true, columnTitles: { $0.columns.map(\.title) },
      previews: preview != nil,
      previewWork: { state, position in listPreviewWork(state.list, at: position, label: label, preview: preview) },
      labelLookup: .of(atList, label: label))
  }

  /// The feed of a table whose rows arrive while it is shown.
  func feed(_ rows: ElementStream<Row>) -> FeedOfState<State> where Base: GrowingElements {
    rows.feed(list: \State.list, search: { Self.searchText($0.columns) })
  }

  // MARK: - Its page

  func page(_ state: State, traits: Traits) -> Page {
    var page = listPage(
      state.list, title: title(state.input), traits: traits, label: label, detail: nil, inRows: true,
      whole: state.rows.whole)
    page.heading = heading?(state.input, state.list.elements.count)
    let columns = state.shownColumns.map { state.columns[$0] }
    let dash = StyleGuide.symbols.run(traits).dash
    var numeric = Array(repeating: true, count: columns.count)
    var present = Array(repeating: false, count: columns.count)
    // Numbers written shortest line up on their point; whole numbers among them too.
    var pointed = Array(repeating: true, count: columns.count)
    var shortest = Array(repeating: false, count: columns.count)
    for index in page.items.indices {
      let row = state.list.element(at: page.items[index].number - 1)
      page.items[index].cells = columns.indices.map { column in
        let cell = columns[column].cell(row)
        if cell != .absent {
          present[column] = true
          numeric[column] = numeric[column] && cell.isNumeric
          pointed[column] = pointed[column] && cell.alignsOnPoint
          shortest[column] = shortest[column] || cell.isShortestNumber
        }
        return cell.shown(dash: dash)
      }
    }
    let shown = state.shownColumns
    // The columns the filter found the page's rows in are kept on screen, as the sorted one is.
    let search = Self.searchText(state.columns)
    let matched = Set(page.items.flatMap { state.list.matchedCells(at: $0.number - 1, searching: search) })
    // The key names the rows: kept where it shows; else the first column shown stands for it.
    let keyShown = shown.firstIndex(of: min(state.key, state.columns.count - 1)) ?? 0
    page.choosing = .byPosition
    page.columns = columns.indices.map { index in
      Page.Column(
        title: columns[index].title, isNumeric: present[index] && numeric[index], isKey: index == keyShown,
        alignsOnPoint: pointed[index] && shortest[index],
        isKept: state.sort?.column == shown[index] || matched.contains(shown[index]))
    }
    if let sort = state.sort, let status = page.status {
      let title = state.columns[sort.column].title
      page.status = status + ", sorted by \(title)\(sort.descending ? ", largest first" : "")"
    }
    return page
  }

  // MARK: - Taking a line

  func receive(
    _ state: State, _ command: ScreenCommand, traits: Traits,
    atList: WritableKeyPath<State, ListState<OrderedRows<Base>>> & Sendable
  ) -> Reaction<State, Row> {
    if case .columns(let names) = command { return Self.choosingColumns(names, in: state) }
    guard case .sort(let wanted) = command else {
      let reaction = listReaction(
        state.list, command, traits: traits, label: label, search: Self.searchText(state.columns), inRows: true,
        keyed: true, preview: preview)
      return reaction.held(in: state, at: atList)
    }
    return sorted(state, by: wanted)
  }

  /// The table showing the columns `:columns` names, in that order (titles or unique starts of
  /// them, ignoring case, a comma or else a space apart); every column again when it names none.
  static func choosingColumns(_ names: String, in state: State) -> Reaction<State, Row> {
    let separator: Character = names.contains(",") ? "," : " "
    let wanted = names.split(separator: separator).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    var next = state
    guard !wanted.isEmpty else {
      next.chosen = nil
      return .stay(next, message: "Every column shows.")
    }
    var chosen: [Int] = []
    for name in wanted {
      if name.first == "-" { return .reject(Rejection(.noSuchColumn, "Name the columns to show, in order.")) }
      switch column(name, among: state.columns) {
      case .failure(let rejection): return .reject(rejection)
      case .success(let (column?, _)): if !chosen.contains(column) { chosen.append(column) }
      case .success((nil, _)): break
      }
    }
    next.chosen = chosen
    return .stay(next)
  }

  /// The column `:sort` names, by its title (or a unique start of it), ignoring case, and
  /// whether from the largest (a `-` first); no column when it names none (back to the order
  /// given); or why it names none of those there are.
  private static func column(
    _ wanted: String, among columns: [TableColumn<Row>]
  ) -> Result<(column: Int?, descending: Bool), Rejection> {
    let titles = columns.map(\.title).joined(separator: ", ")
    var name = Substring(wanted)
    let descending = name.first == "-"
    if descending { name = name.dropFirst() }
    if name.isEmpty && descending {
      return .failure(Rejection(.noSuchColumn, "Sort by which column? The columns: \(titles)."))
    }
    guard !name.isEmpty else { return .success((nil, false)) }
    // A title is named as the page spells it too (control characters escaped): what Tab puts.
    let named = TerminalText.unescaped(String(name))
    let key = SearchKey.of(named)
    let keys = columns.map { SearchKey.of($0.title) }
    let starting = keys.indices.filter { keys[$0].hasPrefix(key) }
    guard let column = keys.firstIndex(of: key) ?? (starting.count == 1 ? starting[0] : nil) else {
      let why = starting.count > 1 ? "Several columns start with \"\(name)\"" : "No column is called \"\(name)\""
      return .failure(Rejection(.noSuchColumn, "\(why). The columns: \(titles)."))
    }
    return .success((column, descending))
  }

  /// The table started again on its rows as its source selects them, in the order `:sort` asks
  /// and filtered as `/text` asks, for a table whose source does both; nil for any other
  /// command, or a column there is not (refused as usual).
  func requeried(
    _ state: State, _ command: ScreenCommand, rows: @escaping @Sendable (Input, TableQuery) -> ElementStream<Row>
  ) -> (state: State, feed: FeedOfState<State>)? where Base: GrowingElements {
    var sort = state.sort
    var filter = state.list.query
    switch command {
    case .sort(let wanted):
      guard case .success(let (column, descending)) = Self.column(wanted, among: state.columns) else { return nil }
      sort = column.map { ($0, descending) }
    case .filter(let text):
      filter = text
    default:
      return nil
    }
    let order = sort.map {
      TableOrder(column: state.columns[$0.column].title, index: $0.column, descending: $0.descending)
    }
    var next = TableState(
      input: state.input, columns: state.columns, key: state.key, rows: Base(), arrival: .loading, sort: sort)
    next.chosen = state.chosen
    // How many rows there are in all: the rows the list held before any filter, once all were in.
    if !filter.isEmpty {
      switch state.rows {
      case .every: next.rows = .selected(inAll: state.list.isComplete ? state.list.elements.count : nil)
      case .selected: next.rows = state.rows
      }
    }
    // The rows the source selects are the filter's, judged on their whole text: the list's own
    // filter keeps them all (not judged again by the cells shown) and says it in the status.
    if !filter.isEmpty {
      next.list.selectedBySource = filter
      next.list = next.list.filtered(by: filter, searching: Self.searchText(state.columns))
    }
    let stream = rows(state.input, TableQuery(order: order, filter: filter, key: state.key))
    return (next, feed(stream))
  }

  /// The table sorted as `:sort` asks: by a column named by its title (or a unique start of
  /// it), ignoring case, from the largest with a `-` first; back to the order given when empty.
  private func sorted(_ state: State, by wanted: String) -> Reaction<State, Row> {
    let columns = state.columns
    let titles = columns.map(\.title).joined(separator: ", ")
    let column: Int?
    let descending: Bool
    switch Self.column(wanted, among: columns) {
    case .failure(let rejection): return .reject(rejection)
    case .success(let chosen): (column, descending) = chosen
    }
    // Every row is needed to sort: a table still loading waits for the rest.
    guard state.list.isComplete else { return .awaitMore }
    let rows = state.list.elements.base
    var order: [Int]?
    if let column {
      let cell = columns[column].cell
      let keys = rows.map { Cell.SortKey(cell($0)) }
      order = Array(keys.indices).sorted { a, b in
        let (left, right) = (keys[a], keys[b])
        // Absent values stay last either way; equal keys keep the order given.
        if left.isAbsent != right.isAbsent { return right.isAbsent }
        if descending ? right.precedes(left) : left.precedes(right) { return true }
        if descending ? left.precedes(right) : right.precedes(left) { return false }
        return a < b
      }
    }
    var next = state
    next.sort = column.map { ($0, descending) }
    // Rows a column orders keep that order when a filter keeps them; unsorted, the best first.
    next.list = ListState(
      elements: OrderedRows(base: rows, order: order), arrival: state.list.arrival,
      options: TableQuery.filtering(key: state.key, ranked: column == nil))
    if !state.list.query.isEmpty {
      next.list = next.list.filtered(by: state.list.query, searching: Self.searchText(columns))
    }
    guard column == nil else { return .stay(next) }
    return .stay(next, message: "The rows are in the order given; :sort COLUMN sorts them. The columns: \(titles).")
  }
}
