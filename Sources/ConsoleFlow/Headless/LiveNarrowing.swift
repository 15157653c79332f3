/// What a list screen shows while a line is typed at a terminal that can redraw it: the text
/// narrows the list as `/text` would, ranked the same way, without a step; a cursor moves among
/// the matches; Enter sends the line as typed, or chooses the match under the cursor.
///
/// A pure value, as the flow is: an interpreter gives it each state of the line and draws
/// ``page(on:)``; the steps Enter makes are lines of the input language, so a recording replays
/// them. Read as a query (``Reading/query``), every line narrows, the empty one too (the whole
/// list, its cursor on the first item), and Enter chooses the item under the cursor (``choice``).
///
/// It holds what was typed, the cursor, the narrowed list and the preview, never the flow it
/// narrows: each call is given the flow as it is now, which the interpreter keeps (the REPL's
/// shell, whose session holds it), so the flow is kept once and never re-synced.
package struct LiveNarrowing<Output: Sendable>: Sendable {
  /// What a line typed means to the narrowing.
  package enum Reading: Sendable {
    /// The input language: a name or `/text` narrows; numbers, commands and a blank line do not.
    case inputLanguage
    /// A query, whatever it holds: digits and commands too, and the empty line.
    case query
  }

  /// What a line typed means.
  package let reading: Reading
  /// The text that narrows the list now; nil when the line narrows nothing (empty, a number,
  /// a command, a screen that is no list).
  package private(set) var query: String?
  /// Where the cursor is among the matches, from 0.
  package var cursor: Int { (window.cursor ?? 1) - 1 }
  /// Whether the user moved the cursor: Enter then chooses under it whatever the line says.
  var cursorMoved = false
  /// The list narrowed by the last text: the next text is narrowed from it (the list's filter
  /// searches only its candidates when the text is narrower, and afresh otherwise, a first page
  /// costing milliseconds either way). Only it is kept: each narrowed list holds its matches.
  var narrowed: Flow<Output>?
  /// The narrowed list, shown from the window's first item: the matches that hold the cursor.
  var shown: Flow<Output>?
  /// The cursor among the matches and the first one shown, moved as every list's are
  /// (``PageState``): a cursor past the last row shown scrolls the matches a row, a page turns
  /// the window and the cursor together, End shows a whole window ending on the last match.
  var window = PageState(cursor: 1)
  /// Where a move sent the cursor past the matches among the rows read, on a list read as you
  /// page (``LiveNarrowing+ReadingOn``): the list reads on until the match comes.
  var sentPast: SentPast?
  /// The preview of the cursor's item that slow work made, for a list whose previews load.
  var loadedPreview: ShownPreview?
  /// The item an interpreter's own cursor is on while nothing narrows the list (a full-screen
  /// view's), from 0, and the flow it is on: its preview is made as a narrowed cursor's is.
  var browsed: (position: Int, flow: Flow<Output>)?

  package init(reading: Reading = .inputLanguage) {
    self.reading = reading
  }

  /// The page to draw: `flow`'s page, or its list narrowed by the typed text with its cursor
  /// marked.
  package func page(on flow: Flow<Output>) -> Page {
    guard query != nil, let shown else { return flow.page }
    var page = shown.page
    if count > 0 { page.highlighted = cursor + 1 }
    return page
  }

  /// How many items the narrowed list holds (`flow`'s count when nothing narrows it).
  package func count(on flow: Flow<Output>) -> Int {
    if case .items(let count, _) = (shown ?? flow).offer { return count }
    return 0
  }

  /// How many items the narrowed list holds; none when nothing narrows it.
  var count: Int {
    if case .items(let count, _) = shown?.offer { return count }
    return 0
  }

  /// Takes the line as it stands now, typed on `flow`; answers whether the page changed.
  package mutating func typed(_ line: String, on flow: Flow<Output>) -> Bool {
    let wanted = reading == .query ? (flow.narrows ? line : nil) : Self.narrowingText(of: line, on: flow)
    // Compared scalar by scalar, as searched: a composed and a decomposed ö are two queries.
    guard wanted?.unicodeScalars.map(\.value) != query?.unicodeScalars.map(\.value) else { return false }
    sentPast = nil
    narrow(by: wanted, on: flow)
    return true
  }

  /// Narrows the list of `flow` by `wanted` (nothing narrows it when nil), the cursor on the
  /// first match.
  private mutating func narrow(by wanted: String?, on flow: Flow<Output>) {
    query = wanted
    window = PageState(cursor: 1)
    cursorMoved = false
    narrowed = wanted.flatMap { (narrowed ?? flow).narrowed(.by($0)) }
    shown = narrowed
    showPreview()
  }

  /// Whether the narrowed list has more to search: its first page is shown, its count is not
  /// final. ``searchOn()`` goes on.
  package var isSearching: Bool { narrowed?.isSearching ?? false }

  /// Before Enter takes the item under the cursor: a cursor waiting to go back to its match
  /// (the rows changed under it) goes there; `inOneBurst` (the query and its Enter typed
  /// together) the search ends, so the first match is the whole list's best, not the best of a
  /// part. A cursor the user moved stays on the match they saw.
  package mutating func searchToTheEndForEnter(inOneBurst: Bool = true) {
    if sentPast?.readsOn == false || inOneBurst && !cursorMoved { while !searchOn() {} }
  }

  /// Searches the narrowed list on by one part (a few milliseconds); answers whether the search
  /// is over.
  @discardableResult
  package mutating func searchOn() -> Bool {
    guard let narrowed, narrowed.isSearching, let searched = narrowed.narrowed(.searchingOn) else { return true }
    self.narrowed = searched
    shown = searched
    turnToCursor()
    showPreview()
    // End keeping to the last match follows it part by part while elements arrive.
    if !searched.isSearching || sentPast?.waitsForTheLast == true { followSentPast() }
    return !searched.isSearching
  }

  /// The flow moved on without a step (a list's elements arrived, the terminal was resized): the
  /// filter is made again on `flow`, the cursor kept where it can be.
  package mutating func refilter(on flow: Flow<Output>) {
    // The same list with more elements (rows arrived, the terminal resized): the matches found
    // so far stay, only what came since is searched, and the cursor stays on its match.
    if query != nil, let caughtUp = narrowed.flatMap({ flow.caughtUp(narrowedAs: $0) }) {
      // (Not for End keeping to the last match, which goes there whatever came.)
      let follows = cursorMoved && sentPast?.waitsForTheLast != true
      let (before, shownBefore) = (narrowed, follows ? shownLabel(at: cursor) : nil)
      narrowed = caughtUp
      shown = caughtUp
      turnToCursor()
      // Better matches came above the match the user moved to: the cursor stays on its item, as
      // through a sort (looked for only then: finding a label reads every match's).
      if let shownBefore, shownLabel(at: cursor) != shownBefore, let label = before?.viewLabel(at: cursor),
        let position = caughtUp.viewPosition(ofLabel: label)
      {
        // A cursor sent on past the matches goes on from its item's new place too.
        if var sent = sentPast, sent.target != Int.max {
          sent.target += position - cursor
          sentPast = sent
        }
        moveWindow(by: position - cursor)
      }
      showPreview()
      followSentPast()
      return
    }
    let (cursor, moved, marks) = (self.cursor, cursorMoved, shown?.markedItems)
    narrowed = nil
    // The list narrowed anew keeps the marks made on the one it replaces.
    narrow(by: query, on: marks.flatMap { flow.narrowed(.marking($0)) } ?? flow)
    // The matches searched so far may not reach the cursor yet: it goes back to its match once
    // the search, made in parts between keys, found that far (a resize does not move it).
    if moved {
      cursorMoved = true
      // Meanwhile it stays as far down as the matches found so far reach.
      if count > 0 { moveWindow(by: min(cursor, count - 1)) }
      if cursor >= count, sentPast == nil {
        sentPast = SentPast(target: cursor, matches: 0, elements: 0, readsOn: false)
      }
    }
    followSentPast()
  }

  /// The label shown for the match at `position` (from 0), when the window holds it.
  private func shownLabel(at position: Int) -> String? {
    shown?.page.items.first { $0.number == position + 1 }?.label
  }

  /// The flow whose list is on screen, narrowed or not (`flow`'s own): what Tab completes from.
  package func completionFlow(on flow: Flow<Output>) -> Flow<Output> { narrowed ?? flow }

  /// The lines Enter sends for `line`: the line itself where it means what it meant before
  /// (a command, a number, a name the list takes); the filter and the number of the match under
  /// the cursor where the cursor was moved, or the line names no one item but the list narrows
  /// to some.
  package func lines(forEnter line: String, on flow: Flow<Output>) -> [String] {
    guard let query, count > 0 else { return [line] }
    let isFilter = line.trimmingWhitespace().first == "/"
    let choice = choosingTheCursorsItem(narrowedBy: query, on: flow)
    if cursorMoved { return choice }
    if isFilter { return [line] }
    let stepped = flow.step(InputLine(parsing: line)).flow
    switch stepped.rejection?.kind {
    case .ambiguousName?, .noSuchName?: return choice
    // A name looked for in rows still to come, which the page does not show: what it shows.
    default: return stepped.readsOnForAName ? choice : [line]
    }
  }

  /// What Enter chooses when the line is read as a query: the list as it shows, and the line
  /// that chooses the item under the cursor on it; nil when nothing matches (or nothing narrows).
  package var choice: (flow: Flow<Output>, line: String)? {
    guard query != nil, let shown, count > 0 else { return nil }
    // A list that chooses several takes its marks, or the item under the cursor when none is.
    return (shown, shown.markedItems == nil ? shown.page.choosing.line(for: cursor + 1) : "done \(cursor + 1)")
  }

  /// Tab on a list that chooses several: the mark of the item under the cursor turned on or off,
  /// and the cursor moved `offset` matches on; answers false where the list chooses one item
  /// (the key then only moves the cursor).
  package mutating func toggleMark(thenMove offset: Int) -> Bool {
    guard query != nil, let shown, shown.markedItems != nil, count > 0 else { return false }
    narrowed = narrowed?.narrowed(.toggling(cursor))
    self.shown = shown.narrowed(.toggling(cursor))
    _ = moveCursor(by: offset)
    return true
  }
}
