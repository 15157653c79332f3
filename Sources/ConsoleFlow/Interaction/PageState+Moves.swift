// The moves of a page's cursor, its list's scrolling and its text's: the steps every intent's
// transition is made of.

extension PageState {
  /// A move of the cursor.
  package enum Motion: Equatable, Sendable {
    /// One item up.
    case up
    /// One item down.
    case down
    /// A page of rows up.
    case pageUp
    /// A page of rows down.
    case pageDown
    /// To the first item.
    case home
    /// To the last.
    case end
    /// To the item of this number (a click).
    case to(Int)
  }

  /// Moves the cursor by `motion` among `count` items, of which `rows` show at a time: the list
  /// scrolls as little as keeps the cursor shown, and a page move scrolls by a page, as `less`
  /// does. The cursor moved is on another item: its preview is read from its first line.
  package mutating func move(_ motion: Motion, count: Int, rows: Int) {
    guard count > 0 else { return }
    let rows = max(1, rows)
    let before = cursor
    let at = min(max(cursor ?? firstItem, 1), count)
    var next: Int
    switch motion {
    case .up: next = at - 1
    case .down: next = at + 1
    case .pageUp:
      next = at - rows
      firstItem -= rows
    case .pageDown:
      next = at + rows
      firstItem += rows
    case .home: next = 1
    case .end: next = count
    case .to(let number): next = number
    }
    cursor = min(max(next, 1), count)
    if cursor != before { movedToAnotherItem() }
    keepCursorShown(count: count, rows: rows)
  }

  /// Scrolls the list `offset` items down (up when negative), as the wheel does: the cursor
  /// stays on its item while it is shown, and is carried along at the edge.
  package mutating func scroll(by offset: Int, count: Int, rows: Int) {
    guard count > 0 else { return }
    let rows = max(1, rows)
    firstItem = min(max(firstItem + offset, 1), max(1, count - rows + 1))
    guard let at = cursor else { return }
    cursor = min(max(at, firstItem), min(count, firstItem + rows - 1))
    if cursor != at { movedToAnotherItem() }
  }

  /// Scrolls the preview or the page's text `offset` lines, among the lines of `extent`.
  package mutating func scrollText(by offset: Int, in extent: Extent, preview: Bool = false) {
    let count = preview ? extent.previewLines ?? 0 : extent.textLines
    let last = max(0, count - max(1, preview ? extent.previewRows : extent.textRows))
    if preview {
      firstPreviewLine = min(max(firstPreviewLine + offset, 0), last)
    } else {
      firstLine = min(max(firstLine + offset, 0), last)
    }
  }

  /// The user moved the cursor to another item: the item followed is the one now under it, and
  /// its preview is read from its first line.
  mutating func movedToAnotherItem() {
    cursorLabel = nil
    firstPreviewLine = 0
  }

  /// The first row moved as little as shows the cursor among `rows` rows, and no further than
  /// the last page of `count` items; a cursor past a list that shrank is held to its end.
  mutating func keepCursorShown(count: Int, rows: Int) {
    let rows = max(1, rows)
    firstItem = min(max(firstItem, 1), max(1, count - rows + 1))
    guard let at = cursor else { return }
    cursor = min(max(at, 1), max(count, 1))
    if let at = cursor, at < firstItem { firstItem = at }
    if let at = cursor, at >= firstItem + rows { firstItem = at - rows + 1 }
  }
}
