// The moves of a narrowed list's cursor among its matches: a line, a page, either end, as every
// list's (``PageState``), the window of matches shown turned to hold the cursor.

extension LiveNarrowing {
  /// Moves the cursor `offset` matches down (up when negative), the window as little as shows
  /// it; answers false when nothing narrows the list, so the key can do its usual work (history).
  package mutating func moveCursor(by offset: Int) -> Bool {
    move(.move(offset))
  }

  /// Turns the window `pages` pages down (up when negative), the cursor with it, as a page key
  /// does on any list: pages of `rows` items where the interpreter shows that many (full screen,
  /// an item a row), else of the first page's. Answers false when nothing narrows the list.
  package mutating func turnPage(by pages: Int, rows: Int? = nil) -> Bool {
    move(.page(pages), rows: rows)
  }

  /// Moves the cursor as `intent` says, within the window of the first page's height, as on
  /// any list (``PageState/apply(_:in:)``).
  mutating func move(_ intent: Intent, rows shownRows: Int? = nil) -> Bool {
    guard query != nil, let pageItems = shownRows ?? shown?.page.items.count else { return false }
    let rows = max(1, pageItems)
    var reaching = cursor
    if case .page(let pages) = intent { reaching += pages * rows }
    if case .move(let offset) = intent { reaching += offset }
    let readsOn = shown?.page.itemsToCome?.areReadAsYouPage == true
    // End waits for the last match between keys: a line's or a page's move made while the search
    // goes on goes on from there, as keys typed ahead act in order; once the cursor is on the
    // last match, a move leaves it there (it no longer keeps to the last as elements arrive).
    if var sent = sentPast, sent.waitsForTheLast, reaching - cursor < Self.pastEveryMatch,
      reaching - cursor > -Self.pastEveryMatch
    {
      // (While elements arrive the cursor is on the last match found so far: it moves from there.)
      guard isSearching, shown?.page.itemsToCome?.areArriving != true else {
        sentPast = nil
        return move(intent, rows: shownRows)
      }
      sent.pastEndsLast = (sent.pastEndsLast ?? 0) + reaching - cursor
      sentPast = sent
      return true
    }
    if let last = shown?.page.items.last?.number, reaching + 1 > last {
      // End while the search goes on, or while the elements still arrive (not a part read as
      // asked): the cursor goes to the last match once the search ended, or, while elements
      // arrive, to the last found so far and keeps to it (``followSentPast()``); the loop reads
      // keys and draws meanwhile.
      let arrives = shown?.page.itemsToCome == .arriving
      if reaching - cursor >= Self.pastEveryMatch, !readsOn, isSearching || arrives {
        sentPast = SentPast(target: Int.max, matches: 0, elements: 0, readsOn: false)
        cursorMoved = true
        followSentPast()
        return true
      }
      // Past the first page the ranking needs every match: the search ends first.
      while !searchOn() {}
    }
    let (count, moved) = (self.count, reaching - cursor)
    guard count > 0 else {
      // No match among the rows read yet: a move down reads on until one comes.
      if readsOn, moved > 0 { sendPast(to: 0, moved: moved) }
      return true
    }
    let request = window.apply(intent, in: PageState.Extent(items: count, rows: rows, readsAsYouPage: readsOn))
    // Where a cursor sent past the matches goes is the narrowing's to follow (``sentPast``): the
    // window only places it.
    window.awaited = nil
    if case .readOn? = request {
      sendPast(to: reaching, moved: moved)
    } else {
      // A move of the user's own among the matches replaces a cursor still sent past them.
      sentPast = nil
    }
    cursorMoved = true
    turnToCursor()
    showPreview()
    return true
  }

  /// Shows the preview of the cursor's item on the page, for a list with previews: made at once,
  /// or what slow work made of it so far.
  mutating func showPreview() {
    guard let flow = shown, flow.previews else { return }
    let position = query != nil && count > 0 ? cursor : nil
    shown = flow.narrowed(.previewing(position, loaded: loadedPreview)) ?? flow
  }

  /// Moves the cursor `offset` matches, the window with it, with no reading on.
  mutating func moveWindow(by offset: Int) {
    guard let rows = shown?.page.items.count else { return }
    window.apply(.move(offset), in: PageState.Extent(items: count, rows: max(1, rows)))
    turnToCursor()
    showPreview()
  }

  /// Shows the window of matches that holds the cursor, moved as little as it needs.
  mutating func turnToCursor() {
    guard let flow = shown else { return }
    // A window shown clears the preview, which takes rows from the list: each window is measured
    // with the preview it is shown with, so the cursor's row is on the page drawn.
    let (position, loaded) = (query != nil && count > 0 ? cursor : nil, loadedPreview)
    let previewed = { (flow: Flow<Output>) -> Flow<Output> in
      guard flow.previews else { return flow }
      return flow.narrowed(.previewing(position, loaded: loaded)) ?? flow
    }
    guard query != nil, count > 0 else {
      shown = previewed(flow)
      return
    }
    let cursor = self.cursor
    var first = min(window.firstItem - 1, cursor)
    var shownFrom = previewed(flow.showing(from: first) ?? flow)
    // A window holds as many rows as its preview leaves: one with a taller preview may need to
    // start further on to hold the cursor, a shorter one not; a few tries settle it.
    for _ in 0..<3 {
      let rows = max(1, shownFrom.page.items.count)
      guard cursor >= first + rows else { break }
      first = cursor - rows + 1
      shownFrom = previewed(flow.showing(from: first) ?? flow)
    }
    window.firstItem = first + 1
    shown = shownFrom
  }
}
