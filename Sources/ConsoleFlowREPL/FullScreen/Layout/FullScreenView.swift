@_spi(Interpreter) import ConsoleFlow

/// Where the user stands on a full-screen page: the core's ``PageState`` (the cursor, the
/// scrolling, the pane with the focus), which every presenter shares, and what only full screen
/// shows beside it: what is typed on the bottom row and a load's progress. ``FullScreenLayout``
/// draws a page with it; its fields read as the state's (`view.cursor`).
///
/// ```swift
/// var view = FullScreenView(cursor: 1)
/// view.state.apply(.move(1), in: PageState.Extent(items: 275, rows: 20)) // cursor on item 2
/// ```
@dynamicMemberLookup
package struct FullScreenView: Equatable, Sendable {
  /// What the bottom row holds.
  enum Entry: Equatable, Sendable {
    /// The line typed after the page's prompt: it narrows a list, answers a question.
    case typing(EditedLine)
    /// A command typed after `:`.
    case command(EditedLine)
  }

  /// The page's interaction state, decided by the core's transitions.
  package var state: PageState
  /// A load's progress in words ("Loading albums… 2.1 s"), shown on the status line.
  package var progress: String?
  /// What the bottom row holds.
  var entry: Entry = .typing(EditedLine(""))

  /// A view at the top of the page, the cursor on `cursor`, nothing typed.
  package init(
    cursor: Int? = nil, firstItem: Int = 1, firstColumn: Int = 0, firstLine: Int = 0, firstPreviewLine: Int = 0,
    focus: PageState.Focus = .list, progress: String? = nil
  ) {
    state = PageState(
      cursor: cursor, firstItem: firstItem, firstColumn: firstColumn, firstLine: firstLine,
      firstPreviewLine: firstPreviewLine, focus: focus)
    self.progress = progress
  }

  /// The state's fields, read and written as the view's.
  package subscript<Value>(dynamicMember field: WritableKeyPath<PageState, Value>) -> Value {
    get { state[keyPath: field] }
    set { state[keyPath: field] = newValue }
  }
}
