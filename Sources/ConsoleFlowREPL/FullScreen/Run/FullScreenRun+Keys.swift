@_spi(Interpreter) import ConsoleFlow

extension FullScreenRun {
  /// What `:help` adds at a full-screen terminal: the keys of the page's map, as the map binds
  /// them, then the keys of typing, which are full screen's own.
  static func keysHelp(_ map: KeyMap) -> String {
    var typing = [
      "  the wheel       scrolls; a double click chooses",
      "  a name, /text   narrow the list at each key; Ctrl-C clears it, or cancels a load",
    ]
    if map.spaceToggles {
      typing.append("  Space           toggle (or edit) the item under the cursor where a number does")
      typing.append("  Enter           with nothing typed there: done, or a form's submit")
    }
    if map.colonOpensCommands {
      typing.append("  :               a command line: :back, :home, :quit, :help, :where, ...")
      typing.append("  Ctrl-D          back (quit on the first screen)")
    }
    return ([map.help] + typing).joined(separator: "\n")
  }

  /// What a key read while the shell reads means, on the page `shown`: the events for the shell,
  /// in order; what only moves the view is done here.
  mutating func take(_ event: KeyEvent, shown: Shown, at now: Duration) -> [Shell<Output>.Event] {
    completionsListed = nil
    keysTaken += 1
    if helping, let kept = readingHelp(event, shown: shown, at: now) { return kept }
    let wasHelping = helping
    let events = meaning(of: event, shown: shown, at: now)
    // `:help` (or `?`) entered: its page of text shows the keys too, from its first line.
    helping = events.contains {
      if case .input(.entered(let line)) = $0 { InputLine(parsing: line) == .help } else { false }
    }
    // The help's text, or the page's again, from its first line.
    if helping || wasHelping { view.firstLine = 0 }
    return events
  }

  /// A key while `:help`'s text is shown: the moves scroll it (the wheel too), Esc and Enter
  /// leave it for the page; nil for any other key, which leaves it and means what it always does.
  private mutating func readingHelp(_ event: KeyEvent, shown: Shown, at now: Duration) -> [Shell<Output>.Event]? {
    switch event {
    case .mouse(let report):
      guard case .wheel = report.action else { return nil }
      return mouse(report, shown: shown, at: now)
    case .key(let key):
      guard let intent = shown.keyMap.intent(for: key.mapName) else { return nil }
      switch intent {
      case .move, .page, .first, .last: return perform(intent, shown: shown)
      case .back, .choose, .abandon:
        helping = false
        view.firstLine = 0
        return []
      case .sideways, .switchPane, .toggleAndMove, .home, .quit, .suspend, .redraw: return nil
      }
    case .text, .paste, .modeReport, .deviceAttributes: return nil
    }
  }

  private mutating func meaning(of event: KeyEvent, shown: Shown, at now: Duration) -> [Shell<Output>.Event] {
    switch event {
    case .text(let text): return typed(text, shown: shown)
    case .paste(let text): return typed(text.replacing("\n", with: " "), shown: shown, pasted: true)
    case .key(let key): return pressed(key, shown: shown)
    case .mouse(let report): return mouse(report, shown: shown, at: now)
    case .modeReport, .deviceAttributes: return []
    }
  }

  // MARK: - Text

  private mutating func typed(_ text: String, shown: Shown, pasted: Bool = false) -> [Shell<Output>.Event] {
    if !isCommand, typed.text.isEmpty, !pasted {
      if text.hasPrefix(":"), shown.keyMap.colonOpensCommands {
        view.entry = .command(EditedLine(String(text.dropFirst())))
        return []
      }
      // Space toggles (or edits) the item under the cursor where a number does (a multi-select,
      // a form's review).
      if text == " ", shown.keyMap.spaceToggles, shown.page.submitLine != nil, !shown.page.items.isEmpty,
        let cursor = view.cursor
      {
        return [.input(.entered(shown.page.toggling.line(for: cursor)))]
      }
    }
    return changeLine { line in
      line.text = String(line.beforeCursor) + text + line.text.dropFirst(line.beforeCursor.count)
      line.beforeCursor += text
    }
  }

  /// Changes the line on the bottom row: a line typed after the prompt is the shell's to narrow by.
  mutating func changeLine(_ change: (inout EditedLine) -> Void) -> [Shell<Output>.Event] {
    var line = typed
    change(&line)
    guard line != typed else { return [] }
    typed = line
    view.state.lineChanged()
    return isCommand ? [] : [.input(.lineChanged(line))]
  }

  // MARK: - Keys

  private mutating func pressed(_ key: Key, shown: Shown) -> [Shell<Output>.Event] {
    // A line being typed takes its own keys first: the command line's Esc, Tab and history, the
    // arrows within the text typed.
    if let edited = editing(key, shown: shown) { return edited }
    // Then the page's key map: what it binds means the same in every interpreter.
    if let intent = shown.keyMap.intent(for: key.mapName) { return perform(intent, shown: shown) }
    if let edited = wordKey(key) { return edited }
    switch (key.name, key.modifiers) {
    case (.backspace, _):
      if isCommand, typed.text.isEmpty { return leaveCommand() }
      return changeLine { line in
        guard !line.beforeCursor.isEmpty else { return }
        let before = String(line.beforeCursor.dropLast())
        line.text = before + line.text.dropFirst(line.beforeCursor.count)
        line.beforeCursor = before
      }
    case (.delete, _): return deleteForward()
    case (.character(let character), .control): return control(character, shown: shown)
    default: return []
    }
  }

  /// What `key` does to the line being typed, if it edits it: on the command line Esc leaves it,
  /// Tab completes and Up and Down walk its history; Left and Right move within a line typed.
  private mutating func editing(_ key: Key, shown: Shown) -> [Shell<Output>.Event]? {
    switch (key.name, key.modifiers) {
    case (.escape, _) where isCommand: return leaveCommand()
    case (.tab, _) where isCommand: return complete(shown: shown)
    case (.up, _) where isCommand: return recall(-1)
    case (.down, _) where isCommand: return recall(1)
    case (.left, []) where !typed.beforeCursor.isEmpty:
      return changeLine { $0.beforeCursor = String($0.beforeCursor.dropLast()) }
    case (.right, []) where typed.beforeCursor.count < typed.text.count:
      return changeLine { $0.beforeCursor = String($0.text.prefix($0.beforeCursor.count + 1)) }
    default: return nil
    }
  }

  /// A key with Ctrl held: the line editing of readline's emacs keys, and the run's own.
  private mutating func control(_ character: Character, shown: Shown) -> [Shell<Output>.Event] {
    switch character {
    case "c":
      if isCommand { return leaveCommand() }
      view.entry = .typing(EditedLine(""))
      return [.signal(.interrupt)]
    case "p" where isCommand: return recall(-1)
    case "n" where isCommand: return recall(1)
    case "d":
      if !typed.text.isEmpty { return deleteForward() }
      return isCommand ? leaveCommand() : [.input(.endOfInput)]
    // Ctrl-J and Ctrl-M are Enter where the map binds them to nothing else.
    case "j", "m": return enter(shown: shown)
    // Ctrl-B and Ctrl-F are Left and Right, as in readline.
    case "b": return editing(Key(.left), shown: shown) ?? []
    case "f": return editing(Key(.right), shown: shown) ?? []
    case "a": return changeLine { $0.beforeCursor = "" }
    case "e": return changeLine { $0.beforeCursor = $0.text }
    default: return cutKey(character) ?? []
    }
  }

  private mutating func deleteForward() -> [Shell<Output>.Event] {
    changeLine { line in
      let after = line.text.dropFirst(line.beforeCursor.count)
      guard !after.isEmpty else { return }
      line.text = line.beforeCursor + after.dropFirst()
    }
  }

  private mutating func leaveCommand() -> [Shell<Output>.Event] {
    view.entry = .typing(EditedLine(""))
    recalling = nil
    return []
  }

  /// Enter: a command line is entered as typed; after the prompt, what is typed (the shell's
  /// narrowing chooses under its cursor), or with nothing typed the item under the view's cursor.
  mutating func enter(shown: Shown) -> [Shell<Output>.Event] {
    let line = typed.text
    let command = isCommand
    view.entry = .typing(EditedLine(""))
    if command {
      // The space Tab leaves after a command is no argument.
      let entered = line.trimmingCharacters(in: .whitespaces)
      remember(entered)
      let moves = windowMoves(for: InputLine(parsing: ":" + entered), shown: shown)
      return [.input(.entered(":" + entered))] + moves
    }
    // Where a number toggles or edits, Enter alone ends the page with what it holds.
    if line.isEmpty, !shown.keyMap.enterSendsQuery, let submit = shown.page.submitLine {
      // Nothing marked: the item under the cursor, as Enter on a list takes it.
      guard shown.page.submitNamesTheCursor, !shown.narrowed, let cursor = view.cursor else {
        return [.input(.entered(submit))]
      }
      return [.input(.entered("\(submit) \(cursor)"))]
    }
    // Nothing typed, or text typed that narrows nothing and then a cursor moved to an item: the
    // item under the cursor, the one the page highlights.
    let cursorChooses = line.isEmpty || view.state.movedSinceTyping
    view.state.lineChanged()
    if cursorChooses, !shown.narrowed, !shown.page.items.isEmpty, let cursor = view.cursor {
      return [.input(.entered(shown.page.choosing.line(for: cursor)))]
    }
    // The match chosen, or the item a number chose on the page shown, is the one the cursor is
    // on when the user comes back to the list.
    let chosen = shown.narrowed ? shown.page.highlighted : shown.page.choosing.number(in: line)
    if let number = chosen, let item = shown.page.items.first(where: { $0.number == number }) {
      view.cursor = number
      view.cursorLabel = item.label
    }
    // `>` and `<`, the other spellings of `:next` and `:prev`, move the window as they do.
    return [.input(.entered(line))] + windowMoves(for: InputLine(parsing: line), shown: shown)
  }

  /// What a line means to the window, which shows the list from its cursor: `:next` and `:prev`
  /// page it as Page Down and Up do, `:preview N` puts the cursor on N (full screen previews the
  /// item under it). The line goes to the shell all the same.
  private mutating func windowMoves(for input: InputLine, shown: Shown) -> [Shell<Output>.Event] {
    guard !shown.narrowed, !shown.page.items.isEmpty else { return [] }
    switch input {
    case .screen(.nextPage): return perform(.page(1), shown: shown)
    case .screen(.previousPage): return perform(.page(-1), shown: shown)
    case .screen(.preview(let argument)):
      if let number = Int(argument.trimmingCharacters(in: .whitespaces)), (1...shown.count).contains(number) {
        view.state.move(.to(number), count: shown.count, rows: shown.geometry.listRows.count)
      }
      return []
    default: return []
    }
  }

  // MARK: - The mouse

  private mutating func mouse(_ report: MouseReport, shown: Shown, at now: Duration) -> [Shell<Output>.Event] {
    let geometry = shown.geometry
    switch report.action {
    case .wheel(let wheel):
      let step = wheel == .up ? -3 : wheel == .down ? 3 : 0
      guard step != 0 else { return [] }
      if let preview = geometry.preview, preview.contains(row: report.row, column: report.column),
        shown.page.preview != nil
      {
        view.state.scrollText(by: step, in: Self.extent(of: shown), preview: true)
        return []
      }
      if shown.page.items.isEmpty { return apply(.move(step), shown: shown) }
      if shown.narrowed { return [.input(.cursorKey(step))] }
      view.state.scroll(by: step, count: shown.count, rows: geometry.listRows.count)
      return []
    case .press:
      let clicks = clicks.count(report, at: now)
      guard clicks > 0, report.column < geometry.listWidth,
        let number = geometry.item(atRow: report.row, view: shownView(shown)), number <= shown.count
      else { return [] }
      var events: [Shell<Output>.Event] = []
      if shown.narrowed {
        let at = shown.page.highlighted ?? 1
        if number != at { events.append(.input(.cursorKey(number - at))) }
      } else {
        view.state.move(.to(number), count: shown.count, rows: geometry.listRows.count)
      }
      // A double click chooses; where a number toggles or edits, it toggles or edits.
      if clicks == 2 {
        events +=
          shown.page.submitLine == nil ? enter(shown: shown) : [.input(.entered(shown.page.toggling.line(for: number)))]
      }
      return events
    default:
      return []
    }
  }

  /// The view as the last frame was drawn with: a narrowed list's rows start at its page.
  private func shownView(_ shown: Shown) -> FullScreenView {
    guard shown.narrowed else { return view }
    var view = self.view
    view.firstItem = shown.page.items.first?.number ?? 1
    let rows = shown.geometry.listRows.count
    if let cursor = shown.page.highlighted, cursor >= view.firstItem + rows { view.firstItem = cursor - rows + 1 }
    return view
  }
}
