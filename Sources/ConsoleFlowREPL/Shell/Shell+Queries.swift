@_spi(Interpreter) import ConsoleFlow

// Where what is typed is only ever a query (`REPL.Typing.query`, flows pick): the list narrows
// from the first page, Enter chooses the item under the cursor, and a key that leaves ends the
// run with nothing chosen.
extension Shell {
  /// How live narrowing reads the line typed.
  var narrowingReading: LiveNarrowing<Output>.Reading {
    typing == .query ? .query : .inputLanguage
  }

  /// The narrowing a page starts with where what is typed is a query (the first page's with the
  /// initial line): the whole list, or the list narrowed by the query, the cursor on its first
  /// item. Nil where lists do not narrow as the user types, or the screen is no list.
  func queryNarrowing() -> LiveNarrowing<Output>? {
    guard typing == .query, isAtATerminal, narrowsAsTyped, session.flow.narrows else { return nil }
    var narrowing = LiveNarrowing<Output>(reading: .query)
    let initial = initialLineGiven ? nil : setup.atATerminal?.initialLine
    _ = narrowing.typed(initial ?? "", on: session.flow)
    return narrowing
  }

  /// Enter where what is typed is a query: the item under the cursor, on the list as it shows
  /// (the first match where the list does not narrow as the user types); a query that matches
  /// nothing ends the run with a `noMatch` ``REPL/Error``. A screen that is no list takes the line.
  mutating func chooseUnderTheCursor(_ typed: String, at now: Duration) -> [Command] {
    guard session.flow.narrows else {
      display.lineEnded()
      forgetTheLine()
      return [.addHistory(typed)] + take(typed, at: now)
    }
    // Enter moved the cursor below the line: the page and the line are erased from there.
    let erased = [Command.write(erasingThePage(cursorBelowTheLine: true))]
    display.lineEnded()
    forgetTheLine()
    // The line as it was entered, whatever keys came too fast to be shown narrowing.
    var narrowing = live.narrowing ?? LiveNarrowing<Output>(reading: .query)
    let changed = narrowing.typed(typed, on: session.flow)
    narrowing.searchToTheEndForEnter(inOneBurst: typedInOneBurst(changed, at: now))
    guard let choice = narrowing.choice else {
      return erased + [.addHistory(typed)] + finish(.failed(REPL.Error.noMatch(query: typed)))
    }
    session.reset(to: choice.flow)
    return erased + [.addHistory(typed)] + take(choice.line, at: now)
  }

  /// A key that leaves (Ctrl-C, Esc, Ctrl-G, Ctrl-Q, Ctrl-D on an empty line), or SIGINT: the run
  /// ends with nothing chosen, the page and the line erased (or the cursor below them, where
  /// the terminal cannot erase).
  mutating func abandoned() -> [Command] {
    let erased = erasingThePage(cursorBelowTheLine: false)
    display.lineEnded()
    return [.edit(.drop), .write(erased.isEmpty ? "\n" : erased)] + finish(.ended(nil))
  }

  /// The bytes that erase the page and the line typed below it, the cursor on the line or on the
  /// row below it (after Enter), and leave the cursor where the page began: the terminal as it
  /// was before, as fzf leaves it, for the shell whose key binding ran the chooser. Empty where
  /// the page is out of reach or the terminal cannot erase.
  func erasingThePage(cursorBelowTheLine: Bool) -> String {
    guard display.pageIsInReach, let page = display.page, let input = display.input else { return "" }
    let columns = display.size.columns
    let room = max(0, display.size.rows - input.rowCount(columns: columns))
    let line = cursorBelowTheLine ? input.rowCount(columns: columns) : input.cursorRow(columns: columns)
    let up = min(page.rowCount(columns: columns), room) + line
    let back = startedBelowText ? "\u{1B}[1A\u{1B}[\(setup.atATerminal?.startColumn ?? 1)G" : ""
    return (up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J" + back
  }

  /// What goes before the first page where what is typed is a query: a new row when the cursor
  /// is after text (the line a shell's key binding runs on), which the page must not follow.
  mutating func belowText() -> String {
    guard typing == .query, !startedBelowText, (setup.atATerminal?.startColumn ?? 1) > 1 else { return "" }
    startedBelowText = true
    return "\n"
  }
}
