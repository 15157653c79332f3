@_spi(Interpreter) import ConsoleFlow

// The rows around the list: the breadcrumb and the heading, the page's text and message, the
// status line and the line being typed.

extension FullScreenLayout.Canvas {
  /// The breadcrumb on the first row, the heading on the second.
  mutating func drawTitle() {
    let page = plan.page
    let width = frame.width
    let parts = (page.breadcrumb.isEmpty ? [page.title] : page.breadcrumb).map(TerminalText.escaped)
    let symbols = plan.symbols
    let trail = Page.trail(parts, width: width, separator: symbols.separator, ellipsis: symbols.ellipsis)
    frame.write(trail, style: plan.style(.title), row: plan.geometry.titleRow, column: 0)
    guard let first = plan.geometry.headingRow else { return }
    // A heading of several lines shows each on a row of its own, as line mode does.
    for (offset, line) in page.headingLines.prefix(plan.geometry.headingRowCount).enumerated() {
      let fitted = DisplayWidth.cut(TerminalText.shown(String(line)), to: width, ellipsis: symbols.ellipsis)
      frame.write(fitted, style: plan.style(.title), row: first + offset, column: 0)
    }
  }

  /// The page's text from the view's first line, and its message kept at the bottom; a cut
  /// says how many lines it hides.
  mutating func drawText() {
    let rows = plan.geometry.textRows
    guard !rows.isEmpty else { return }
    let (text, message) = (plan.textLines, plan.messageLines)
    let textRows = plan.geometry.textLineRows
    let messageRows = rows.count - textRows
    var shown = Array(text.dropFirst(plan.firstTextLine).prefix(textRows))
    // Under a list the rest of the text cannot be scrolled to: the cut says so. A page of text
    // scrolls, and its status line says which lines show.
    if plan.isList, text.count > textRows, textRows > 0 {
      shown[textRows - 1] = (moreLines(text.count - textRows + 1), .quiet)
    }
    for (offset, line) in shown.enumerated() {
      frame.write(line.text, style: plan.style(line.tone), row: rows.lowerBound + offset, column: 0)
    }
    var messageShown = Array(message.prefix(messageRows))
    if message.count > messageRows, messageRows > 0 {
      messageShown[messageRows - 1] = moreLines(message.count - messageRows + 1)
    }
    for (offset, line) in messageShown.enumerated() {
      frame.write(line, style: plan.style(.message), row: rows.lowerBound + textRows + offset, column: 0)
    }
  }

  /// The status line, in reverse video across the screen: a load's progress and the page's
  /// status at the left; at the right, where the cursor is among the items, which of a table's
  /// columns show, or which lines of a page's text.
  mutating func drawStatus() {
    let row = plan.geometry.statusRow
    guard row > plan.geometry.titleRow else { return }
    let page = plan.page
    let dash = plan.symbols.dash
    var right: [String] = []
    if let columns = shownColumns, !columns.shown.isEmpty, columns.shown.count < columns.total {
      right.append("columns \(columns.shown.lowerBound + 1)\(dash)\(columns.shown.upperBound) of \(columns.total)")
    }
    if plan.isList, let cursor = plan.cursor {
      let count = page.itemCount ?? page.items.last?.number ?? page.items.count
      // "+": more than these, after them or before them (a list read from its end).
      let more = page.itemsToCome != nil || page.itemsBefore != nil
      right.append("\(cursor)/\(count)\(more ? "+" : "")")
    }
    if !plan.isList, let lines = textLinesShown, lines.shown.count < lines.total {
      right.append("lines \(lines.shown.lowerBound + 1)\(dash)\(lines.shown.upperBound) of \(lines.total)")
    }
    let rightText = TerminalText.escaped(right.joined(separator: "  "))
    let left = [plan.view.progress, status].compactMap { $0 }.map(TerminalText.escaped).joined(separator: "  ")
    let width = frame.width
    let rightWidth = min(DisplayWidth.of(rightText), width)
    let bar = CellStyle(attributes: .reverse)
    frame.clear(row: row, columns: 0..<width, style: bar)
    let leftRoom = max(0, width - rightWidth - (rightWidth > 0 ? 2 : 0))
    frame.write(
      DisplayWidth.cut(left, to: leftRoom, ellipsis: plan.symbols.ellipsis), style: bar, row: row, column: 0)
    frame.write(rightText, style: bar, row: row, column: width - rightWidth)
  }

  /// The page's status, its range the rows on screen: the page counts its own page of rows,
  /// which full screen scrolls a row at a time and fills to the screen's height.
  private var status: String? {
    let page = plan.page
    guard plan.isList, let status = page.status, let length = page.statusRangeLength,
      let first = plan.shownItems.first?.number, let last = plan.shownItems.last?.number
    else { return page.status }
    return "\(first)\(plan.symbols.dash)\(last)" + String(decoding: status.utf8.dropFirst(length), as: UTF8.self)
  }

  /// The line being typed on the last row, after the page's prompt or `:`, scrolled so that
  /// the cursor shows; the terminal's cursor stands in it.
  mutating func drawEntry() {
    let row = plan.geometry.entryRow
    guard row > plan.geometry.titleRow else { return }
    let width = frame.width
    let (lead, line): (String, EditedLine) =
      switch plan.view.entry {
      case .typing(let line): (TerminalText.escaped(plan.page.prompt), line)
      case .command(let line): (":", line)
      }
    let shownLead = DisplayWidth.cut(lead, to: width / 2, ellipsis: plan.symbols.ellipsis)
    let leadWidth = DisplayWidth.of(shownLead)
    frame.write(shownLead, style: .plain, row: row, column: 0)
    var text = Substring(TerminalText.escaped(line.text))
    var caret = DisplayWidth.of(TerminalText.escaped(line.beforeCursor))
    // The last column stays free for the cursor after the text.
    let room = max(1, width - leadWidth - 1)
    while caret > room, let first = text.first {
      caret -= Frame.cells(first)
      text = text.dropFirst()
    }
    frame.write(text, style: .plain, row: row, column: leadWidth)
    frame.cursor = Frame.Position(row: row, column: min(width - 1, leadWidth + max(0, caret)))
  }

  /// "… n more lines", for a cut.
  private func moreLines(_ count: Int) -> String { "\(plan.symbols.ellipsis) \(count) more lines" }

  /// Which lines of a page's text show, of how many: for the status line.
  private var textLinesShown: (shown: Range<Int>, total: Int)? {
    let total = plan.textLines.count
    guard total > 0 else { return nil }
    let first = plan.firstTextLine
    return (first..<min(total, first + plan.geometry.textLineRows), total)
  }
}
