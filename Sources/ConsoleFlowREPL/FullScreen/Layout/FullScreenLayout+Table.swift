@_spi(Interpreter) import ConsoleFlow

// A table's rows under its header: the key column (and those kept) at the left, the others
// from the view's first scrolling column as far as they fit, a mark in the header where
// columns are out of sight on either side.

extension FullScreenLayout {
  /// A table's columns laid out for the rows shown: their cells escaped, each column's natural
  /// width, the kept ones (the key first) and those that scroll sideways.
  struct TableColumns {
    /// One column placed on screen: which, where its cells start after the indent, how wide.
    struct Placed {
      let column: Int
      let start: Int
      let width: Int
    }

    let titles: [String]
    /// The cells of the rows shown, escaped, numbers lined up on their points where asked.
    let cells: [[String]]
    let numeric: [Bool]
    /// The columns always shown, the key first.
    let kept: [Int]
    /// The columns that scroll sideways, in order.
    let scrolling: [Int]
    let spacing: Spacing
    /// The cells before the first column: the margin, the number, the gutter.
    let indent: Int
    /// The columns as the page gives them, and the cells each would take whole.
    private let columns: [Page.Column]
    private let natural: [Int]
    private let room: Int

    init(page: Page, items: ArraySlice<Page.Item>, width: Int, numberWidth: Int) {
      let columns = page.columns
      spacing = StyleGuide.spacing(width: width)
      indent = spacing.margin + numberWidth + spacing.gutter
      room = width - indent
      // A title as a cell shows (tabs to their stops), as line mode's header does.
      let titles = columns.map { TerminalText.shown($0.title) }
      self.titles = titles
      var cells = items.map { item in
        columns.indices.map { TerminalText.shown($0 < item.cells.count ? item.cells[$0] : "") }
      }
      for column in columns.indices where columns[column].alignsOnPoint { Self.alignOnPoint(&cells, column: column) }
      self.cells = cells
      numeric = columns.map(\.isNumeric)
      let key = columns.firstIndex(where: \.isKey) ?? 0
      kept = [key] + columns.indices.filter { columns[$0].isKept && $0 != key }
      scrolling = columns.indices.filter { !columns[$0].isKept && $0 != key }
      self.columns = columns
      natural = columns.indices.map { column in
        cells.reduce(DisplayWidth.of(titles[column])) { max($0, DisplayWidth.of($1[column])) }
      }
    }

    /// The columns shown when the scrolling ones start at `first`, and the position among the
    /// scrolling ones of the last shown. Their widths are every layout's
    /// (``Page/tableWidths(of:natural:order:width:gap:marker:)``): from the first column, the
    /// page's order, as line mode shows it; scrolled, the kept ones at the left, then the
    /// others from `first` on, as far as they fit. The marks of columns out of sight go in the
    /// gutters: one cell after a gutter is kept for the one at the right.
    func placed(from first: Int) -> (columns: [Placed], lastShown: Int) {
      let order = first == 0 ? Array(columns.indices) : kept + scrolling.dropFirst(first)
      let widths = Page.tableWidths(
        of: columns, natural: natural, order: order, width: room, gap: spacing.gutter, marker: 1)
      var placed: [Placed] = []
      var used = 0
      var lastShown = first - 1
      for column in order {
        guard let width = widths[column] else { continue }
        placed.append(Placed(column: column, start: used, width: width))
        used += width + spacing.gutter
        if let position = scrolling.firstIndex(of: column) { lastShown = max(lastShown, position) }
      }
      return (placed, lastShown)
    }

    /// The furthest the scrolling columns need to scroll: the first from which every one after
    /// it is in sight whole (or, the first of them, as wide as the room lets it be), so that
    /// scrolling on never leaves room unused and a column cut to fit can be scrolled to.
    /// Scrolled further, the columns only have more room: the first is found by halving.
    var furthestFirst: Int {
      guard !scrolling.isEmpty else { return 0 }
      func showsTheRest(from first: Int) -> Bool {
        var widths = [Int: Int]()
        for place in placed(from: first).columns { widths[place.column] = place.width }
        return scrolling.indices.dropFirst(first).allSatisfy { position in
          guard let width = widths[scrolling[position]] else { return false }
          return position == first || width >= natural[scrolling[position]]
        }
      }
      var (low, high) = (0, scrolling.count - 1)
      while low < high {
        let middle = (low + high) / 2
        if showsTheRest(from: middle) { high = middle } else { low = middle + 1 }
      }
      return low
    }

    /// Pads the numbers of `column` on their right as every layout does
    /// (``Page/paddingToAlignOnPoint(_:)``): their decimal points one above the other.
    private static func alignOnPoint(_ cells: inout [[String]], column: Int) {
      let pads = Page.paddingToAlignOnPoint(cells.map { $0[column] })
      for row in cells.indices { cells[row][column] += String(repeating: " ", count: pads[row]) }
    }
  }
}

extension FullScreenLayout.Canvas {
  /// The table's header and its items from the view's first, one a row.
  mutating func drawTable() {
    guard let table = plan.table, let headerRow = plan.geometry.headerRow else { return }
    let width = plan.geometry.listWidth
    let first = min(max(0, plan.view.firstColumn), plan.geometry.furthestFirstColumn)
    let (placed, lastShown) = table.placed(from: first)
    if !table.scrolling.isEmpty { shownColumns = (first..<(lastShown + 1), table.scrolling.count) }
    for place in placed {
      drawCell(table.titles[place.column], place, table, row: headerRow, style: plan.style(.title))
    }
    // Columns out of sight are marked in the gutters beside the ones shown.
    let (before, after) = plan.traits.unicode ? ("‹", "›") : ("<", ">")
    if first > 0, let place = placed.first(where: { !table.kept.contains($0.column) }) {
      frame.write(before, style: plan.style(.quiet), row: headerRow, column: table.indent + place.start - 1)
    }
    if lastShown < table.scrolling.count - 1, let place = placed.last,
      table.indent + place.start + place.width < width
    {
      frame.write(after, style: plan.style(.quiet), row: headerRow, column: table.indent + place.start + place.width)
    }
    let numberWidth = table.indent - table.spacing.margin - table.spacing.gutter
    for (offset, item) in plan.shownItems.enumerated() {
      let row = plan.geometry.listRows.lowerBound + offset
      drawNumber(item.number, row: row, spacing: table.spacing, numberWidth: numberWidth)
      for place in placed { drawCell(table.cells[offset][place.column], place, table, row: row, style: .plain) }
      if item.number == plan.cursor { markCursor(row: row, spacing: table.spacing, width: width) }
    }
  }

  /// One cell's text cut to its column, numbers aligned to the right.
  private mutating func drawCell(
    _ text: String, _ place: FullScreenLayout.TableColumns.Placed, _ table: FullScreenLayout.TableColumns, row: Int,
    style: CellStyle
  ) {
    let fitted = DisplayWidth.cut(text, to: place.width, ellipsis: plan.symbols.ellipsis)
    let pad = table.numeric[place.column] ? max(0, place.width - DisplayWidth.of(fitted)) : 0
    let start = table.indent + place.start
    frame.write(fitted, style: style, row: row, column: start + pad, upTo: start + place.width)
  }
}
