@_spi(Interpreter) import ConsoleFlow

// The moves of the cursor and the scrolling of text full screen: the view's own, the shell's on
// a narrowed list, and a list read as you page read on past its rows.
extension FullScreenRun {
  /// A move of the cursor: the shell's among narrowed matches, the view's on a whole list, the
  /// text's on a page of text or in the preview.
  mutating func move(_ motion: FullScreenView.Motion, by offset: Int, shown: Shown) -> [Shell<Output>.Event] {
    let geometry = shown.geometry
    if view.focus == .preview, let preview = geometry.preview, let lines = shown.page.preview?.lines.count {
      let rows = preview.rows.count - 1
      view = view.scrolledText(
        by: Self.lines(motion, offset, count: lines, rows: rows), count: lines, rows: rows, preview: true)
      return []
    }
    if shown.page.items.isEmpty {
      let (count, rows) = (geometry.textLineCount, geometry.textLineRows)
      view = view.scrolledText(
        by: Self.lines(motion, offset, count: count, rows: rows), count: count, rows: rows, preview: false)
      return []
    }
    if shown.narrowed { return [.input(.cursorKey(offset))] }
    let rows = geometry.listRows.count
    let before = view.cursor
    view = view.moved(motion, count: shown.count, rows: rows)
    // Another item's preview is read from its first line.
    if view.cursor != before { view.firstPreviewLine = 0 }
    return readOn(past: motion, by: offset, shown: shown)
  }

  /// How many lines a motion scrolls text by: a line, a page of its rows, or to either end.
  private static func lines(_ motion: FullScreenView.Motion, _ offset: Int, count: Int, rows: Int) -> Int {
    switch motion {
    case .home: -count
    case .end: count
    case .pageUp: -max(1, rows - 1)
    case .pageDown: max(1, rows - 1)
    case .up, .down, .to: offset
    }
  }

  /// A list read as far as asked reads its next part when the cursor would go past the rows
  /// read: the cursor goes where it was sent once they arrive (``frame(for:at:)``).
  private mutating func readOn(past motion: FullScreenView.Motion, by offset: Int, shown: Shown) -> [Shell<Output>
    .Event]
  {
    guard shown.page.itemsToCome == .asYouPage, readingOn == nil else { return [] }
    let at = view.cursor ?? shown.count
    let target: Int
    switch motion {
    case .down, .pageDown: target = at + max(1, offset)
    case .end: target = Int.max
    case .up, .pageUp, .home, .to: return []
    }
    guard target > shown.count else { return [] }
    readingOn = ReadingOn(target: target, from: shown.count)
    return [.input(.readOn)]
  }
}
