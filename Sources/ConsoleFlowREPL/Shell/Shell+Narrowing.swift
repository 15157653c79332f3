@_spi(Interpreter) import ConsoleFlow

// At the prompt at a terminal: the list narrowed as the user types, the cursor keys among its
// matches, the live page kept up to date and the preview under the cursor.
extension Shell {
  // MARK: - Keys

  /// The line changed (a key, a paste, a recalled line): a list narrows by it.
  mutating func lineChanged(_ line: EditedLine, at now: Duration) -> [Command] {
    edited = line
    display.lineEdited(line.text, beforeCursor: line.beforeCursor)
    guard case .reading = phase, narrowsAsTyped else { return [] }
    var narrowing = live.narrowing ?? LiveNarrowing<Output>(reading: narrowingReading)
    let changed = narrowing.typed(line.text, on: session.flow)
    live.narrowing = narrowing
    return changed ? drawLive(below: true, at: now) : []
  }

  /// Up or Down: the cursor among a narrowed list's matches, or the history.
  mutating func cursorKey(_ offset: Int, at now: Duration) -> [Command] {
    // A recalled line walks the history on, unless what is typed is a query (Ctrl-P and Ctrl-N
    // walk it then).
    if case .reading = phase, edited.text != recalled || typing == .query, var narrowing = live.narrowing,
      narrowing.moveCursor(by: offset)
    {
      live.narrowing = narrowing
      return readingOnForTheCursor() + drawLive(below: true, at: now)
    }
    return [.edit(.recall(offset))]
  }

  /// The reading on that a cursor sent past the matches of a narrowed list's rows read wants
  /// (``LiveNarrowing/takeReadingOn()``), started.
  mutating func readingOnForTheCursor() -> [Command] {
    guard var narrowing = live.narrowing, let toTheEnd = narrowing.takeReadingOn() else { return [] }
    live.narrowing = narrowing
    session.readOn(toTheEnd: toTheEnd)
    return [.syncLoads(wantedLoads)]
  }

  /// Page Down or Up (`pages`, down when positive) on a list narrowed by what is typed: the
  /// window of matches turns a page and the cursor with it, as on any list; elsewhere nothing
  /// (line mode's empty line pages the list itself, with `:next` and `:prev`).
  mutating func pageKey(_ pages: Int, rows: Int? = nil, at now: Duration) -> [Command] {
    guard case .reading = phase, var narrowing = live.narrowing, narrowing.query != nil else { return [] }
    guard narrowing.turnPage(by: pages, rows: rows) else { return [] }
    live.narrowing = narrowing
    return readingOnForTheCursor() + drawLive(below: true, at: now)
  }

  /// Tab or Shift-Tab where what is typed is a query: on a list that chooses several, the mark
  /// of the item under the cursor turned on or off and the cursor moved on (fzf's `toggle+down`);
  /// elsewhere the cursor only moves.
  mutating func toggleKey(_ offset: Int, at now: Duration) -> [Command] {
    guard case .reading = phase, var narrowing = live.narrowing, narrowing.toggleMark(thenMove: offset) else {
      return cursorKey(offset, at: now)
    }
    live.narrowing = narrowing
    return drawLive(below: true, at: now)
  }

  /// The lines Enter sends for `line`: `line`, or the filter and number of the match under the cursor.
  func linesForEnter(_ line: String, at now: Duration) -> [String] {
    guard narrowsAsTyped else { return [line] }
    // The line as it was entered, whatever keys came too fast to be shown narrowing.
    var narrowing = live.narrowing ?? LiveNarrowing<Output>(reading: narrowingReading)
    let changed = narrowing.typed(line, on: session.flow)
    narrowing.searchToTheEndForEnter(inOneBurst: typedInOneBurst(changed, at: now))
    return narrowing.lines(forEnter: line, on: session.flow)
  }

  /// Whether an Enter at `now` came with the keys before it, the line's page not yet shown (the
  /// line `changed` as Enter read it, or was drawn in this same turn): its matches are searched
  /// to the end first, the first one the whole list's best. An Enter after the page showed takes
  /// the match highlighted as drawn, though the search goes on (a list of a million rows read).
  func typedInOneBurst(_ changed: Bool, at now: Duration) -> Bool {
    changed || live.lastDraw >= now
  }

  /// What Tab offers for `text`: the names of the list on screen, as the line narrows it, each
  /// spelt as a line that names it (its control characters escaped, as the page shows them).
  func tabCompletions(for text: String) -> [String] {
    let flow = live.narrowing?.completionFlow(on: session.flow) ?? session.flow
    let lines = flow.completionLines(for: text)
    // A name typed as the page spells it, its control characters escaped.
    guard lines.isEmpty, text.contains("\\"), case let raw = TerminalText.unescaped(text), raw != text else {
      return lines
    }
    return flow.completionLines(for: raw)
  }

  // MARK: - The live page

  /// Whether a narrowed list searches on, a part a turn, its count not final yet.
  var searchesOn: Bool {
    guard case .reading = phase else { return false }
    return live.narrowing?.isSearching == true
  }

  /// When the live page wants a tick: at once while a narrowed list searches on, else at the
  /// next redraw of what arrived.
  var liveDeadline: Duration? {
    guard case .reading = phase, isAtATerminal else { return nil }
    if searchesOn { return .zero }
    return live.changed && !setup.plain ? live.lastDraw + Self.redrawInterval : nil
  }

  /// A narrowed list counts the rest of its matches a part at a time, between keys (the page
  /// shows the final count once it is there); what arrived is drawn at most every
  /// ``redrawInterval``, narrowed too. `searching`: a part is searched (a tick's work; a load's
  /// event searches none: the events of many batches taken in one turn would each search a part,
  /// and the longer the turn, the more there are next time).
  mutating func liveRun(at now: Duration, searching: Bool = true) -> [Command] {
    guard case .reading = phase, isAtATerminal else { return [] }
    var commands: [Command] = []
    if searching, var narrowing = live.narrowing, narrowing.isSearching {
      let done = narrowing.searchOn()
      live.narrowing = narrowing
      // The search over: a cursor sent past the matches may want the list read on.
      if done { commands += readingOnForTheCursor() + drawLive(below: false, at: now) }
    }
    guard !setup.plain, live.changed, now - live.lastDraw >= Self.redrawInterval else { return commands }
    live.changed = false
    if var narrowing = live.narrowing {
      narrowing.refilter(on: session.flow)
      live.narrowing = narrowing
    }
    return commands + readingOnForTheCursor() + drawLive(below: false, at: now)
  }

  /// Draws the page as it is now in place of the one on screen; with `below`, where that one is
  /// out of reach, as a new page under the line being typed (a narrowed list only). The preview
  /// of the cursor's item starts loading first, if it must.
  mutating func drawLive(below: Bool, at now: Duration) -> [Command] {
    // A page drawn again is drawn for the terminal as it is now.
    takeTheNewSize()
    let preview = syncPreview()
    guard drawsPages else {
      live.lastDraw = now
      return preview
    }
    let lines = (live.narrowing?.page(on: session.flow) ?? session.flow.page).render(for: session.traits)
    guard !display.shows(lines) else { return preview }
    if let bytes = display.redrawPage(lines, padded: live.narrowing != nil) {
      live.lastDraw = now
      return preview + [.write(bytes), .edit(.drawAgain)]
    }
    guard below, live.narrowing != nil, let bytes = display.drawPageBelow(lines) else { return preview }
    live.lastDraw = now
    return preview + [.edit(.toEnd), .write(bytes), .edit(.drawAgain)]
  }

  // MARK: - The preview under the cursor

  /// A full-screen cursor is on item `number` of the list nothing narrows: the preview of that
  /// item starts loading, if it must.
  mutating func browse(_ number: Int?) -> [Command] {
    var narrowing = live.narrowing ?? LiveNarrowing<Output>(reading: narrowingReading)
    narrowing.browse(at: number.map { $0 - 1 }, on: session.flow)
    live.narrowing = narrowing
    return syncPreview()
  }

  /// The loads to run while a line is read: the flow's own, and the preview the cursor waits for.
  var wantedLoads: [Load] {
    session.flow.loads + (live.preview.map { [$0.load] } ?? [])
  }

  /// Starts the work of the preview the cursor's item needs, cancelling the one of an item the
  /// cursor left (or of a line that narrows no more).
  mutating func syncPreview() -> [Command] {
    let wanted = live.narrowing?.previewWanted
    switch (wanted, live.preview) {
    case (nil, nil): return []
    case (let wanted?, let running?) where wanted.isForTheSameItem(as: running.work): return []
    case (let wanted?, _):
      previewsStarted += 1
      live.preview = (wanted, wanted.load(number: previewsStarted))
    case (nil, _?):
      live.preview = nil
    }
    return [.syncLoads(wantedLoads)]
  }

  /// An event of a preview's load: its lines (or why there are none) show while the cursor is
  /// on its item; a load the cursor left says nothing.
  mutating func previewEvent(_ event: Load.Event, from id: Load.ID, at now: Duration) -> [Command] {
    guard let running = live.preview, running.load.id == id, var narrowing = live.narrowing else { return [] }
    if event.isFinal { live.preview = nil }
    if let lines = event.previewLines {
      narrowing.previewArrived(running.work, lines: lines)
    } else if event.hasFinished {
      narrowing.previewEnded(running.work)
    } else {
      return []
    }
    live.narrowing = narrowing
    return drawLive(below: false, at: now)
  }

  /// Notes how many elements a streamed load delivered so far.
  mutating func noteCount(of event: Load.Event, from id: Load.ID) {
    if let count = event.count { counts[id] = count }
    if event.isFinal { counts[id] = nil }
  }
}
