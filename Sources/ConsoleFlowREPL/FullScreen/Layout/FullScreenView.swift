/// Where the user stands on a full-screen page, beside the page itself: the item under the
/// cursor, how far the list, the table's columns, the preview and a long text are scrolled,
/// which pane takes the keys, what is typed on the bottom row and a load's progress. A pure
/// value the interpreter keeps next to the flow; ``FullScreenLayout`` draws the two together,
/// and the moves here keep the cursor among the rows shown.
///
/// ```swift
/// var view = FullScreenView()
/// view = view.moved(.down, count: 275, rows: 20) // cursor on item 2
/// view = view.moved(.end, count: 275, rows: 20) // on 275, items 256–275 shown
/// ```
package struct FullScreenView: Equatable, Sendable {
  /// Which pane the arrows move.
  package enum Focus: Equatable, Sendable {
    /// The list or the table: the cursor moves.
    case list
    /// The preview: its lines scroll.
    case preview
  }

  /// What the bottom row holds.
  enum Entry: Equatable, Sendable {
    /// The line typed after the page's prompt: it narrows a list, answers a question.
    case typing(EditedLine)
    /// A command typed after `:`.
    case command(EditedLine)
  }

  /// The number of the item under the cursor (``Page/Item/number``); nil for none, when the
  /// page's own ``Page/highlighted`` item is marked instead.
  package var cursor: Int?
  /// The number of the item on the list's first row.
  package var firstItem: Int
  /// The first of a table's scrolling columns shown after the kept ones (the key column and
  /// those ``Page/Column/isKept``), from 0.
  package var firstColumn: Int
  /// The first line shown of a page's text (a notice, a detail, a question).
  package var firstLine: Int
  /// The first line shown of the preview.
  package var firstPreviewLine: Int
  /// Which pane the arrows move.
  package var focus: Focus
  /// A load's progress in words ("Loading albums… 2.1 s"), shown on the status line.
  package var progress: String?
  /// What the bottom row holds.
  var entry: Entry = .typing(EditedLine(""))

  /// A view at the top of the page, the cursor on `cursor`, nothing typed.
  package init(
    cursor: Int? = nil, firstItem: Int = 1, firstColumn: Int = 0, firstLine: Int = 0, firstPreviewLine: Int = 0,
    focus: Focus = .list, progress: String? = nil
  ) {
    self.cursor = cursor
    self.firstItem = firstItem
    self.firstColumn = firstColumn
    self.firstLine = firstLine
    self.firstPreviewLine = firstPreviewLine
    self.focus = focus
    self.progress = progress
  }

  // MARK: - Moves

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

  /// The view with the cursor moved by `motion` among `count` items, of which `rows` show at a
  /// time: the list scrolls as little as keeps the cursor shown, and a page move scrolls by a
  /// page, as `less` does.
  package func moved(_ motion: Motion, count: Int, rows: Int) -> FullScreenView {
    guard count > 0 else { return self }
    let rows = max(1, rows)
    let at = min(max(cursor ?? firstItem, 1), count)
    var view = self
    switch motion {
    case .up: view.cursor = at - 1
    case .down: view.cursor = at + 1
    case .pageUp:
      view.cursor = at - rows
      view.firstItem -= rows
    case .pageDown:
      view.cursor = at + rows
      view.firstItem += rows
    case .home: view.cursor = 1
    case .end: view.cursor = count
    case .to(let number): view.cursor = number
    }
    view.cursor = min(max(view.cursor ?? 1, 1), count)
    return view.keepingCursorShown(count: count, rows: rows)
  }

  /// The view with the list scrolled `rows` items down (up when negative), as the wheel does:
  /// the cursor stays on its item while it is shown, and is carried along at the edge.
  package func scrolled(by offset: Int, count: Int, rows: Int) -> FullScreenView {
    guard count > 0 else { return self }
    let rows = max(1, rows)
    var view = self
    view.firstItem = min(max(firstItem + offset, 1), max(1, count - rows + 1))
    if let cursor {
      view.cursor = min(max(cursor, view.firstItem), min(count, view.firstItem + rows - 1))
    }
    return view
  }

  /// The view with the table scrolled `offset` columns right (left when negative), no further
  /// than `furthest` (``FullScreenLayout/Geometry/furthestFirstColumn``): the last column shown.
  package func sideways(by offset: Int, furthest: Int) -> FullScreenView {
    var view = self
    view.firstColumn = min(max(firstColumn + offset, 0), max(0, furthest))
    return view
  }

  /// The view with the preview or a page's text scrolled `offset` lines, among `count` lines
  /// of which `rows` show.
  package func scrolledText(by offset: Int, count: Int, rows: Int, preview: Bool) -> FullScreenView {
    var view = self
    let last = max(0, count - max(1, rows))
    if preview {
      view.firstPreviewLine = min(max(firstPreviewLine + offset, 0), last)
    } else {
      view.firstLine = min(max(firstLine + offset, 0), last)
    }
    return view
  }

  /// The view with the first row moved as little as shows the cursor among `rows` rows, and
  /// no further than the last page of `count` items.
  private func keepingCursorShown(count: Int, rows: Int) -> FullScreenView {
    var view = self
    view.firstItem = min(max(view.firstItem, 1), max(1, count - rows + 1))
    guard let cursor = view.cursor else { return view }
    if cursor < view.firstItem { view.firstItem = cursor }
    if cursor >= view.firstItem + rows { view.firstItem = cursor - rows + 1 }
    return view
  }
}
