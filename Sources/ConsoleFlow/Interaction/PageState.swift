/// Where the user stands on a page, whatever presents it: the item under the cursor (its number
/// and its label, by which it is found again when the rows move), how far the list, a table's
/// columns, the page's text and the preview are scrolled, which pane takes the moves, and an item
/// the cursor was sent to past the rows read so far. Its transitions are pure: an ``Intent``
/// applied within the page's ``Extent`` as presented gives the next state; no interpreter
/// decides by itself what a move does to a page.
///
/// ```swift
/// var state = PageState(cursor: 1)
/// let extent = PageState.Extent(items: 275, rows: 20)
/// state.apply(.move(1), in: extent) // cursor on item 2
/// state.apply(.last, in: extent) // on 275, items 256–275 shown
/// ```
package struct PageState: Equatable, Sendable {
  /// Which pane the moves go to.
  package enum Focus: Equatable, Sendable {
    /// The list or the table: the cursor moves.
    case list
    /// The preview: its lines scroll.
    case preview
  }

  /// The number of the item under the cursor (``Page/Item/number``); nil for none, when the
  /// page's own ``Page/highlighted`` item is marked instead.
  package var cursor: Int?
  /// The label of the item under the cursor when it was last shown: where the rows move (a sort,
  /// an edit, a page come back to) the cursor goes to the item of this label.
  package var cursorLabel: String?
  /// The number of the item on the list's first row.
  package var firstItem: Int
  /// The first of a table's scrolling columns shown after the kept ones, from 0.
  package var firstColumn: Int
  /// The first line shown of a page's text (a notice, a detail, a question, the help).
  package var firstLine: Int
  /// The first line shown of the preview.
  package var firstPreviewLine: Int
  /// Which pane the moves go to.
  package var focus: Focus
  /// A cursor sent past the rows read of a list read as you page: where to, once they arrive.
  package var awaited: Awaited?
  /// How many times the list's rows were read again from either end when last seen
  /// (``Page/rereads``): rows read again hold no item to follow.
  package var rereads = 0
  /// Whether the cursor moved since the line typed last changed (``lineChanged()``): Enter then
  /// takes the item under it, not the text typed, on a list the text does not narrow.
  package private(set) var movedSinceTyping = false

  /// A state at the top of a page, the cursor on `cursor`.
  package init(
    cursor: Int? = nil, firstItem: Int = 1, firstColumn: Int = 0, firstLine: Int = 0, firstPreviewLine: Int = 0,
    focus: Focus = .list
  ) {
    self.cursor = cursor
    self.firstItem = firstItem
    self.firstColumn = firstColumn
    self.firstLine = firstLine
    self.firstPreviewLine = firstPreviewLine
    self.focus = focus
  }

  /// The state a page starts in: the cursor on the item the page says it holds (a choice's
  /// current value, which Enter keeps), else on its first item.
  package init(startingOn page: Page) {
    let start: Int? =
      switch page.current {
      case .item(let number)?: number
      case .unlisted?: nil
      case nil: page.items.first?.number ?? 1
      }
    self.init(cursor: page.items.isEmpty ? nil : start)
    firstItem = page.items.first?.number ?? 1
  }

  /// What the moves of a page move within, as a presenter lays it out.
  package struct Extent: Equatable, Sendable {
    /// How many items the list holds (read so far); 0 on a page of text.
    package var items: Int
    /// How many items show at a time.
    package var rows: Int
    /// How many lines the page's text takes, and how many show.
    package var textLines: Int
    package var textRows: Int
    /// How many lines the preview holds (nil without one), and how many show.
    package var previewLines: Int?
    package var previewRows: Int
    /// The furthest first column a table scrolls to: its last column shown.
    package var furthestColumn: Int
    /// Whether the list is read as you page (a part may be arriving): a cursor sent past its
    /// rows reads on.
    package var readsAsYouPage: Bool
    /// Whether the list's items still stream in (not a part read as asked): End keeps to the
    /// last as they come.
    package var arriving: Bool
    /// How the items before the first held come, on a list read from its end (``Reread``); nil
    /// when it holds them from the first.
    package var itemsBefore: Page.ItemsToCome?

    /// A list of `items` of which `rows` show, or a page of text of `textLines` in `textRows`.
    package init(
      items: Int, rows: Int, textLines: Int = 0, textRows: Int = 0, previewLines: Int? = nil, previewRows: Int = 0,
      furthestColumn: Int = 0, readsAsYouPage: Bool = false, arriving: Bool = false,
      itemsBefore: Page.ItemsToCome? = nil
    ) {
      self.arriving = arriving
      self.itemsBefore = itemsBefore
      self.items = items
      self.rows = rows
      self.textLines = textLines
      self.textRows = textRows
      self.previewLines = previewLines
      self.previewRows = previewRows
      self.furthestColumn = furthestColumn
      self.readsAsYouPage = readsAsYouPage
    }
  }

  /// What applying an intent asks of the interpreter beside the new state.
  package enum Request: Equatable, Sendable {
    /// The list read as you page reads its next part (`toTheEnd`, for the last item: as far as
    /// a reading on may): the cursor goes on once it arrives (``rowsArrived(items:rows:arriving:complete:)``).
    case readOn(toTheEnd: Bool)
    /// The list is read again by a query of its own: its last rows (End, where its source reads
    /// back from its end; else it reads on as far as a reading on may), its first (Home, on a list
    /// read from its end), or the part before its first row (a move up past it).
    case reread(Reread)
  }

  /// Applies `intent` within `extent`: the moves (a line, a page, either end) go to the preview
  /// when it has the focus, to the page's text where the page lists nothing, else to the cursor;
  /// sideways scrolls a table's columns; Tab switches panes where there is a preview. Other
  /// intents (choosing, going back, leaving) are the flow's, and leave the state as it was.
  @discardableResult
  package mutating func apply(_ intent: Intent, in extent: Extent) -> Request? {
    switch intent {
    case .move(let offset), .toggleAndMove(let offset):
      return go(offset > 0 ? .down : .up, by: offset, in: extent)
    case .page(let pages): return go(pages > 0 ? .pageDown : .pageUp, by: pages * extent.rows, in: extent)
    case .first: return go(.home, by: -extent.items, in: extent)
    case .last: return go(.end, by: extent.items, in: extent)
    case .sideways(let offset):
      firstColumn = min(max(firstColumn + offset, 0), max(0, extent.furthestColumn))
    case .switchPane:
      if extent.previewLines != nil { focus = focus == .list ? .preview : .list }
    case .choose, .back, .home, .quit, .abandon, .suspend, .redraw:
      break
    }
    return nil
  }

  private mutating func go(_ motion: Motion, by offset: Int, in extent: Extent) -> Request? {
    if focus == .preview, let lines = extent.previewLines {
      scrollText(by: Self.lines(motion, offset, rows: extent.previewRows, count: lines), in: extent, preview: true)
      return nil
    }
    if extent.items == 0 {
      scrollText(by: Self.lines(motion, offset, rows: extent.textRows, count: extent.textLines), in: extent)
      return nil
    }
    let at = min(max(cursor ?? firstItem, 1), extent.items)
    movedSinceTyping = true
    // A move of a line or a page while the cursor is still sent past the rows read goes on from
    // where it was sent, as keys typed ahead act in order: two Downs, two items on; a Down or an
    // Up after End, from End's last.
    let relative =
      switch motion {
      case .up, .down, .pageUp, .pageDown: true
      case .home, .end, .to: false
      }
    // On a list that streams in, End keeps to the last item until the user moves: the move acts
    // at once (a stream may never end).
    if relative, case .item(Int.max, _, _)? = awaited, extent.arriving { awaited = nil }
    // Moves made while the part before the first row is read go on from where the first was sent.
    if relative, case .before(let target?, let from)? = awaited, extent.itemsBefore == .readingOn {
      awaited = .before(target: target + offset, from: from)
      return nil
    }
    if relative, case .item(let target, let from, let then)? = awaited {
      if target == Int.max {
        awaited = .item(target: target, from: from, then: then + offset)
        return nil
      }
      guard target + offset <= extent.items else {
        awaited = .item(target: target + offset, from: from, then: then)
        return nil
      }
      awaited = nil
      move(.to(max(1, target + offset)), count: extent.items, rows: extent.rows)
      return nil
    }
    // Another move of the user's own (the first or the last item) replaces a cursor still sent
    // past the rows read, or an item still sought there.
    if case .label? = awaited { cursorLabel = nil }
    awaited = nil
    switch motion {
    // From no item (a value not listed held), Down goes to the first shown.
    case .up, .down:
      move(.to(cursor == nil && offset > 0 ? at + offset - 1 : at + offset), count: extent.items, rows: extent.rows)
    case .pageUp, .pageDown:
      // Several pages turn the window with the cursor, a page at a time.
      for _ in 0..<max(1, abs(offset) / max(1, extent.rows)) { move(motion, count: extent.items, rows: extent.rows) }
    case .home, .end, .to: move(motion, count: extent.items, rows: extent.rows)
    }
    return readOn(past: motion, from: at, by: offset, in: extent)
  }

  /// The line typed changed (or was entered): Enter takes what is typed again, until the cursor
  /// moves.
  package mutating func lineChanged() {
    movedSinceTyping = false
  }

  /// How many lines a motion scrolls text by: a line, a page of its rows less one, either end.
  private static func lines(_ motion: Motion, _ offset: Int, rows: Int, count: Int) -> Int {
    switch motion {
    case .home: -count
    case .end: count
    case .pageUp: -max(1, rows - 1)
    case .pageDown: max(1, rows - 1)
    case .up, .down, .to: offset
    }
  }

  /// A list read as you page reads on when the cursor, moved from `at`, would go past the rows
  /// read.
  private mutating func readOn(past motion: Motion, from at: Int, by offset: Int, in extent: Extent) -> Request? {
    if let before = extent.itemsBefore,
      let request = readBack(past: motion, from: at, by: offset, before: before, in: extent)
    {
      return request
    }
    guard extent.readsAsYouPage else {
      // End on a list that streams in keeps to the last item as the items come.
      if motion == .end, extent.arriving { awaited = .item(target: Int.max, from: extent.items) }
      return nil
    }
    let target: Int
    switch motion {
    case .down, .pageDown: target = at + max(1, offset)
    case .end: target = Int.max
    case .up, .pageUp, .home, .to: return nil
    }
    guard target > extent.items else { return nil }
    awaited = .item(target: target, from: extent.items)
    return motion == .end ? .reread(.fromTheEnd) : .readOn(toTheEnd: false)
  }

  /// On a list read from its end (`before` says how its earlier items come), Home reads its
  /// first rows again, and a move up past its first row reads the part before it.
  private mutating func readBack(
    past motion: Motion, from at: Int, by offset: Int, before: Page.ItemsToCome, in extent: Extent
  ) -> Request? {
    switch motion {
    case .home:
      awaited = .fromTheStart
      return .reread(.fromTheStart)
    case .up, .pageUp:
      guard at + offset < 1 else { return nil }
      awaited = .before(target: at + offset, from: extent.items)
      return before == .asYouPage ? .reread(.back) : nil
    case .down, .pageDown, .end, .to:
      return nil
    }
  }
}
