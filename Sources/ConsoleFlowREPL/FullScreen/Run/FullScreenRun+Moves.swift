@_spi(Interpreter) import ConsoleFlow

// The moves full screen: the core's transitions of the page's state (``PageState``), within the
// page as last drawn; the shell's cursor on a list narrowed by what is typed.
extension FullScreenRun {
  /// What the page's state moves within, as `shown` was laid out.
  static func extent(of shown: Shown) -> PageState.Extent {
    let geometry = shown.geometry
    return PageState.Extent(
      items: shown.page.items.isEmpty ? 0 : shown.count, rows: geometry.listRows.count,
      textLines: geometry.textLineCount, textRows: geometry.textLineRows,
      previewLines: geometry.preview == nil ? nil : shown.page.preview?.lines.count,
      previewRows: (geometry.preview?.rows.count ?? 1) - 1, furthestColumn: geometry.furthestFirstColumn,
      readsAsYouPage: shown.page.itemsToCome?.areReadAsYouPage == true, arriving: shown.page.itemsToCome == .arriving,
      itemsBefore: shown.page.itemsBefore)
  }

  /// An intent the page's state takes (a move, sideways, the other pane): the core's transition.
  /// On a list narrowed by what is typed, a move of the list's cursor is the shell's, among the
  /// matches; a list read as you page reads on where the cursor went past its rows.
  mutating func apply(_ intent: Intent, shown: Shown) -> [Shell<Output>.Event] {
    let extent = Self.extent(of: shown)
    // No match among the rows read of a list read as you page: the move reads on for one.
    let readsOnForAMatch = shown.narrowed && extent.readsAsYouPage
    let movesText = view.focus == .preview && extent.previewLines != nil || extent.items == 0 && !readsOnForAMatch
    if shown.narrowed, !movesText, let offset = Self.offset(of: intent, in: extent) {
      // Another match's preview is read from its first line, as on the whole list.
      view.firstPreviewLine = 0
      // The shell's narrowing moves its window as every list's moves: a page of the matches this
      // view shows, a row each (line mode's widest page holds columns of them), turns it.
      if case .page(let pages) = intent {
        return [.input(.pageKey(pages, rows: min(extent.rows, shown.page.items.count)))]
      }
      return [.input(.cursorKey(offset))]
    }
    return view.state.apply(intent, in: extent).map { [Self.event(asking: $0)] } ?? []
  }

  /// The shell's event that carries out what a move of the page's state asks.
  static func event(asking request: PageState.Request) -> Shell<Output>.Event {
    switch request {
    case .readOn(let toTheEnd): .input(.readOn(toTheEnd: toTheEnd))
    case .reread(let reread): .input(.reread(reread))
    }
  }

  /// How far a move takes a cursor among the items of `extent`; nil for what moves no cursor.
  private static func offset(of intent: Intent, in extent: PageState.Extent) -> Int? {
    switch intent {
    case .move(let offset), .toggleAndMove(let offset): offset
    case .page(let pages): pages * extent.rows
    case .first: -LiveNarrowing<Output>.pastEveryMatch
    case .last: LiveNarrowing<Output>.pastEveryMatch
    case .sideways, .switchPane, .choose, .back, .home, .quit, .abandon, .suspend, .redraw: nil
    }
  }
}
