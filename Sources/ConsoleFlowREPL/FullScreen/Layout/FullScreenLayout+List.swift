@_spi(Interpreter) import ConsoleFlow

// A list's rows: the number, the label and, where the width leaves room, the detail, the
// cursor's row marked and in reverse video.

extension FullScreenLayout {
  /// The blank cells around rows: the core's, by the width of the pane the rows are drawn in.
  typealias Spacing = StyleGuide.Spacing

  /// How many cells the numbers take: those of the whole list's count, so that they do not
  /// shift as the list scrolls past a power of ten.
  static func numberWidth(of page: Page, last: Int) -> Int {
    LineAssembly.decimalDigits(max(last, page.itemCount ?? 0))
  }
}

extension FullScreenLayout.Canvas {
  typealias Spacing = FullScreenLayout.Spacing

  /// The fewest cells a field's value shows in beside its name.
  private static let leastValueRoom = 4

  /// The list's items from the view's first, one a row.
  mutating func drawList() {
    let items = plan.shownItems
    guard let last = items.last else { return }
    let width = plan.geometry.listWidth
    let spacing = StyleGuide.spacing(width: width)
    let numberWidth = FullScreenLayout.numberWidth(of: plan.page, last: last.number)
    let indent = spacing.margin + numberWidth + spacing.gutter
    let labels = items.map { TerminalText.shown($0.label) }
    let details = items.map { $0.detail.map(TerminalText.shown) }
    let widestDetail = details.map { $0.map(DisplayWidth.of) ?? 0 }.max() ?? 0
    let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
    let showsDetails: Bool
    let (labelRoom, detailWidth): (Int, Int)
    if plan.page.itemLayout == .fields {
      // A form's review or a record: the values are what is read, at every width. The names
      // take at most half the row, the values the rest.
      let names = min(labelWidth, max(1, (width - indent) / 2))
      let valueRoom = width - indent - names - spacing.gutter
      detailWidth = min(widestDetail, valueRoom)
      // A short value ("fox", "no") shows whole in less room than a long one needs at least.
      showsDetails = widestDetail > 0 && valueRoom >= min(widestDetail, Self.leastValueRoom)
      labelRoom = showsDetails ? names : width - indent
    } else {
      // A list: its details go first when the row is short.
      detailWidth = min(widestDetail, max(0, (width - indent) / 3))
      let detailRoom = width - indent - spacing.gutter - detailWidth
      showsDetails = width >= 60 && detailWidth > 0 && detailRoom >= spacing.labelRoom
      labelRoom = showsDetails ? min(labelWidth, detailRoom) : width - indent
    }
    let ellipsis = plan.symbols.ellipsis
    for (offset, item) in items.enumerated() {
      let row = plan.geometry.listRows.lowerBound + offset
      drawNumber(item.number, row: row, spacing: spacing, numberWidth: numberWidth)
      frame.write(
        DisplayWidth.cut(labels[offset], to: labelRoom, ellipsis: ellipsis), style: .plain, row: row, column: indent,
        upTo: width)
      if showsDetails, let detail = details[offset] {
        frame.write(
          DisplayWidth.cut(detail, to: detailWidth, ellipsis: ellipsis), style: plan.style(.quiet), row: row,
          column: indent + labelRoom + spacing.gutter, upTo: width)
      }
      if item.number == plan.cursor { markCursor(row: row, spacing: spacing, width: width) }
    }
  }

  /// An item's number, right-aligned after the margin.
  mutating func drawNumber(_ number: Int, row: Int, spacing: Spacing, numberWidth: Int) {
    let column = spacing.margin + numberWidth - LineAssembly.decimalDigits(number)
    frame.write(String(number), style: plan.style(.number), row: row, column: column)
  }

  /// The cursor's row: its marker in the margin's last cell (seen without reverse video too)
  /// and the row across the list reversed.
  mutating func markCursor(row: Int, spacing: Spacing, width: Int) {
    frame.write(plan.traits.unicode ? "›" : ">", style: .plain, row: row, column: spacing.margin - 1)
    frame.restyle(row: row, columns: 0..<width) { $0.adding(.reverse) }
  }
}
