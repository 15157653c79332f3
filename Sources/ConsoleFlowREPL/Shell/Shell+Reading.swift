@_spi(Interpreter) import ConsoleFlow

// At the prompt: lines, keys and signals while a line is read, and the page above it, kept up
// to date with what loads deliver and narrowed as the user types.
extension Shell {
  /// The least time between two redraws of a filling page: a few a second.
  static var redrawInterval: Duration { .milliseconds(250) }

  /// What `:help` adds on a list at a terminal where lists narrow as the user types: the keys.
  static var keysHelp: String {
    """
    Keys as you type (at this terminal):
      a name, /text   narrow the list at each key
      Enter           a command, a number or one item's name means what it always
                      did; otherwise it chooses the match under the cursor
      Up, Down        move the cursor (on an empty or recalled line: the history)
      Ctrl-P, Ctrl-N  the history, always; Ctrl-R searches it
      Ctrl-C          clear the line: the whole list shows again
    """
  }

  /// An event while a line is read.
  mutating func whileReading(_ event: Event, at now: Duration) -> [Command] {
    switch event {
    case .input(.lineChanged(let line)):
      return lineChanged(line, at: now)
    case .input(.recalled(let line)):
      recalled = line.text
      return lineChanged(line, at: now)
    case .input(.entered(let line)):
      return entered(line, at: now)
    case .input(.endOfInput):
      return endOfInput(at: now)
    case .input(.cursorKey(let offset)):
      return cursorKey(offset, at: now)
    case .input(.completionsListed):
      display.loseThePage()
      return []
    case .input(.abandoned):
      return abandoned()
    case .input(.suspendKey):
      return signalWhileReading(.suspend, at: now)
    case .signal(let signal):
      return signalWhileReading(signal, at: now)
    case .hangUp:
      // The terminal went away (its window closed): readline would read end of input forever.
      return [.edit(.drop)] + finish(.failed(REPL.Error.terminated(signal: Platform.hangUpSignal)))
    case .load(let id, let event) where id.isPreview:
      return previewEvent(event, from: id, at: now)
    case .load(let id, let event):
      noteCount(of: event, from: id)
      _ = session.take(event, from: id)
      live.changed = true
      return [.syncLoads(wantedLoads)] + liveRun(at: now)
    case .tick:
      return liveRun(at: now)
    case .failed:
      return []
    }
  }

  // MARK: - Lines

  /// Enter: the line as typed (at a terminal, with what the cursor chose), or a line of a pipe.
  private mutating func entered(_ typed: String, at now: Duration) -> [Command] {
    if case .askingToQuit(let line) = phase { return answered(typed, quitting: line, at: now) }
    guard isAtATerminal else { return take(typed, at: now) }
    if typing == .query { return chooseUnderTheCursor(typed, at: now) }
    var lines = linesForEnter(typed)
    display.lineEnded()
    forgetTheLine()
    let first = lines.removeFirst()
    return [.addHistory(typed)] + take(first, then: lines, at: now)
  }

  /// Ctrl-D on an empty line goes back, and on the first screen leaves; the end of piped input
  /// ends the run.
  private mutating func endOfInput(at now: Duration) -> [Command] {
    if case .askingToQuit = phase { return [.write("\n")] + notQuitting(at: now) }
    guard isAtATerminal else { return finishWithTheLastValue() }
    if typing == .query { return abandoned() }
    display.lineEnded()
    forgetTheLine()
    return [.write("\n")] + take(session.flow.depth > 1 ? ":back" : ":quit", at: now)
  }

  /// Takes one line, and then the lines `queued` (the rest of what one Enter sent): a quit with
  /// changes not saved asks first at a terminal; anything else steps.
  mutating func take(_ line: String, then queued: [String] = [], at now: Duration) -> [Command] {
    lineNumber += 1
    var commands: [Command] = []
    // Nobody typed it at a terminal: shown after its prompt, the output reads as a transcript.
    if !isAtATerminal { commands.append(.write(TerminalText.escaped(session.flow.page.prompt + line) + "\n")) }
    // The line is read once: what it asks for decides both the question and the step.
    let input = InputLine(parsing: line)
    if input == .quit, isAtATerminal, case let unsaved = session.flow.unsavedChanges, !unsaved.isEmpty {
      // The page's preview goes with its phase: its load is no longer wanted.
      if live.preview != nil { commands.append(.syncLoads(session.flow.loads)) }
      phase = .askingToQuit(line: line)
      return commands + ask("Not saved: \(unsaved.joined(separator: "; ")). Quit anyway? (y/n) ")
    }
    return commands + step(input, line, then: queued, at: now)
  }

  /// Steps the flow with `input` and waits for what it started; then the lines `queued`.
  private mutating func step(
    _ input: InputLine, _ line: String, then queued: [String] = [], at now: Duration
  ) -> [Command] {
    let before = session.results.count
    let effect = session.step(input, typed: line)
    return wait(for: effect, then: .line(input, line, completedBefore: before, queued: queued), at: now)
  }

  /// A line's wait is over with `effect`: record it, show the next page (unless the next of the
  /// lines one Enter sent follows), hand on what completed, and go on.
  mutating func lineDone(
    _ input: InputLine, _ line: String, completedBefore: Int, queued: [String], effect: Flow<Output>.Effect,
    at now: Duration
  ) -> [Command] {
    let outcome = session.record(effect)
    lastOutcome = outcome
    var commands: [Command] = []
    if setup.recording { commands.append(.record(session.takeTranscript())) }
    // An answer its screen refused stays on the line at a terminal, to be put right, not retyped.
    var refused: String?
    if isAtATerminal, case .rejected(let rejection) = outcome, rejection.kind == .invalidAnswer { refused = line }
    if !session.isFinished && queued.isEmpty {
      commands += showPage(helping: input == .help, keeping: refused, at: now)
    }
    let completed = Array(session.results.dropFirst(completedBefore))
    if !completed.isEmpty { commands.append(.completed(completed)) }
    if setup.strict, case .script(let source) = setup.mode, case .rejected(let rejection) = outcome {
      let error = REPL.Error.rejectedLine(source: source, line: lineNumber, input: line, reason: rejection.reason)
      return commands + finish(.failed(error))
    }
    if session.isFinished { return commands + finishWithTheLastValue() }
    if let next = queued.first { return commands + take(next, then: Array(queued.dropFirst()), at: now) }
    return commands
  }

  /// Writes the page of the flow as it is now and reads the next line after its prompt. In plain
  /// mode a line first says where the user is: a screen reader reads it first.
  mutating func showPage(helping: Bool = false, keeping refused: String? = nil, at now: Duration) -> [Command] {
    var page = session.flow.page
    // The keys of live narrowing are the terminal's, not the input language's: only here, and
    // only on a list, which is what narrows.
    if helping, narrowsAsTyped, session.flow.narrows {
      page.message = [page.message, Self.keysHelp].compactMap { $0 }.joined(separator: "\n")
    }
    phase = .reading(LivePage(lastDraw: now))
    // A query narrows from the first page: the cursor on its first item, with its preview.
    if let narrowing = queryNarrowing() {
      live.narrowing = narrowing
      page = narrowing.page(on: session.flow)
    }
    let lines = page.render(for: session.traits)
    var commands = [Command.write(belowText() + display.writePage(setup.plain ? [page.summaryLine] + lines : lines))]
    commands += syncPreview()
    // A long list's labels are folded for searching once, before the first key needs them (a
    // second or so for a million): on another thread, while the user reads the page.
    if narrowsAsTyped, case .items(let count, _) = session.flow.offer, count >= 10_000 {
      commands.append(.prepareNarrowing(session.flow))
    }
    guard isAtATerminal else { return commands }
    let prompt = page.prompt
    live.prompt = prompt
    display.promptShown(prompt)
    forgetTheLine()
    var typed = refused
    if typed == nil, let initial = setup.atATerminal?.initialLine, !initialLineGiven {
      initialLineGiven = true
      typed = initial
    }
    guard let initial = typed else { return commands + [.edit(.read(prompt: prompt))] }
    // Put in place as if typed, the cursor after it: the list narrows by it.
    return commands + [.edit(.read(prompt: prompt)), .edit(.replace(initial)), .edit(.toEnd)]
      + lineChanged(EditedLine(initial), at: now) + [.edit(.redisplay)]
  }

  /// Reads the answer to `question` (made safe here) instead of a line.
  private mutating func ask(_ question: String) -> [Command] {
    let prompt = TerminalText.escaped(question)
    display.promptShown(prompt)
    forgetTheLine()
    return [.edit(.read(prompt: prompt))]
  }

  /// The answer to the question before quitting with changes not saved.
  private mutating func answered(_ answer: String, quitting line: String, at now: Duration) -> [Command] {
    display.lineEnded()
    switch answer.lowercased() {
    case "y", "yes":
      phase = .reading(LivePage())
      return step(.quit, line, at: now)
    case "n", "no", "":
      return notQuitting(at: now)
    default:
      guard case .askingToQuit = phase else { return [] }
      let unsaved = session.flow.unsavedChanges
      return ask("Not saved: \(unsaved.joined(separator: "; ")). Quit anyway? (y/n) ")
    }
  }

  /// The user stays: the page again.
  private mutating func notQuitting(at now: Duration) -> [Command] {
    phase = .reading(LivePage())
    return showPage(at: now)
  }

  /// Forgets the line typed: a new one starts.
  mutating func forgetTheLine() {
    edited = EditedLine("")
    recalled = nil
  }

  // MARK: - Keys

  /// The line changed (a key, a paste, a recalled line): a list narrows by it.
  mutating func lineChanged(_ line: EditedLine, at now: Duration) -> [Command] {
    edited = line
    display.lineEdited(line.text, beforeCursor: line.beforeCursor)
    guard case .reading = phase, narrowsAsTyped else { return [] }
    var narrowing = live.narrowing ?? LiveNarrowing<Output>.State(reading: narrowingReading)
    let changed = narrowing.typed(line.text, on: session.flow)
    live.narrowing = narrowing
    return changed ? drawLive(below: true, at: now) : []
  }

  /// Up or Down: the cursor among a narrowed list's matches, or the history.
  private mutating func cursorKey(_ offset: Int, at now: Duration) -> [Command] {
    // A recalled line walks the history on, unless what is typed is a query (Ctrl-P and Ctrl-N
    // walk it then).
    if case .reading = phase, edited.text != recalled || typing == .query, var narrowing = live.narrowing,
      narrowing.moveCursor(by: offset)
    {
      live.narrowing = narrowing
      return drawLive(below: true, at: now)
    }
    return [.edit(.recall(offset))]
  }

  /// The lines Enter sends for `line`: `line`, or the filter and number of the match under the cursor.
  private func linesForEnter(_ line: String) -> [String] {
    guard narrowsAsTyped else { return [line] }
    // The line as it was entered, whatever keys came too fast to be shown narrowing.
    var narrowing = live.narrowing ?? LiveNarrowing<Output>.State(reading: narrowingReading)
    _ = narrowing.typed(line, on: session.flow)
    return narrowing.lines(forEnter: line, on: session.flow)
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

  // MARK: - Signals

  /// A signal while a line is read.
  private mutating func signalWhileReading(_ signal: Signal, at now: Duration) -> [Command] {
    guard isAtATerminal else {
      // A pipe's lines are nobody's to edit: Ctrl-C ends the run as it ends any program.
      switch signal {
      case .interrupt: return finish(.failed(REPL.Error.terminated(signal: Platform.interruptSignal)))
      case .terminate(let number): return finish(.failed(REPL.Error.terminated(signal: number)))
      case .suspend, .resume, .resize: return []
      }
    }
    switch signal {
    case .interrupt where typing == .query:
      return abandoned()
    case .interrupt:
      return interrupted(at: now)
    case .suspend:
      // `^Z` after the line, as the terminal itself would echo it, then the process stops.
      display.loseThePage()
      stoppedByUs = true
      let input = display.input ?? Display.Input(promptCells: 0)
      let column = (input.promptCells + input.lineCells) % max(1, display.size.columns)
      let mark = display.canErase ? "\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "^Z" : "^Z"
      return [.edit(.suspend), .write(mark), .stopProcess]
    case .resume(let size):
      // readline's modes again, whatever the shell set meanwhile, then the prompt and the line
      // drawn again at the start of a row.
      resized(to: size)
      display.loseThePage()
      let byUs = stoppedByUs
      stoppedByUs = false
      var commands: [Command] = [.edit(.resume(stoppedByUs: byUs))]
      if display.canErase {
        commands.append(.write("\r\u{1B}[K"))
      } else if !setup.plain {
        commands.append(.write("\r"))
      } else if !byUs {
        // Plain mode appends: the line is drawn again on a row of its own.
        commands.append(.write("\n"))
      }
      return commands + [.edit(.drawAgain)]
    case .resize(let size):
      resized(to: size)
      // Plain mode never draws again: the size counts from the next page on.
      guard !setup.plain else { return [.edit(.measure)] }
      var commands: [Command] = [.edit(.resize)]
      // The prompt is cut to the room the width gives it: made again for the new width, over
      // the line as the terminal reflowed it.
      if case .reading = phase, case let fitted = session.flow.page.prompt, fitted != live.prompt,
        let erase = display.eraseInput()
      {
        live.prompt = fitted
        display.promptShown(fitted)
        display.lineEdited(edited.text, beforeCursor: edited.beforeCursor)
        commands = [.edit(.measure), .write(erase), .edit(.changePrompt(fitted))]
      }
      guard case .reading = phase, var narrowing = live.narrowing, narrowing.query != nil else { return commands }
      // A narrowed page is drawn again for the new size, in place where it still fits.
      narrowing.refilter(on: session.flow)
      live.narrowing = narrowing
      return commands + drawLive(below: true, at: now)
    case .terminate(let number):
      return [.edit(.drop), .write("\n")] + finish(.failed(REPL.Error.terminated(signal: number)))
    }
  }

  /// Ctrl-C at the prompt: with a narrowed list in reach, the line is cleared and the whole list
  /// shows again in place; otherwise `^C` after the line, as a shell shows it, and a new empty
  /// line. At the question before quitting, the answer is no.
  private mutating func interrupted(at now: Duration) -> [Command] {
    if case .askingToQuit = phase {
      display.lineEnded()
      return [.edit(.toEnd), .write("^C\n"), .edit(.drop)] + notQuitting(at: now)
    }
    if narrowsAsTyped, display.pageIsInReach, !edited.text.isEmpty {
      return [.edit(.replace(""))] + lineChanged(EditedLine(""), at: now) + [.edit(.redisplay)]
    }
    display.loseThePage()
    live.narrowing = nil
    forgetTheLine()
    display.promptShown(live.prompt)
    return [.edit(.toEnd), .write("^C\n"), .edit(.freshLineAfterInterrupt)]
  }

  // MARK: - The live page

  /// When the live page wants a tick: at once while a narrowed list searches on, else at the
  /// next redraw of what arrived.
  var liveDeadline: Duration? {
    guard case .reading = phase, isAtATerminal else { return nil }
    if live.narrowing?.isSearching == true { return .zero }
    return live.changed && !setup.plain ? live.lastDraw + Self.redrawInterval : nil
  }

  /// A narrowed list counts the rest of its matches a part at a time, between keys (the page
  /// shows the final count once it is there); what arrived is drawn at most every
  /// ``redrawInterval``, narrowed too.
  private mutating func liveRun(at now: Duration) -> [Command] {
    guard case .reading = phase, isAtATerminal else { return [] }
    var commands: [Command] = []
    if var narrowing = live.narrowing, narrowing.isSearching {
      let done = narrowing.searchOn()
      live.narrowing = narrowing
      if done { commands += drawLive(below: false, at: now) }
    }
    guard !setup.plain, live.changed, now - live.lastDraw >= Self.redrawInterval else { return commands }
    live.changed = false
    if var narrowing = live.narrowing {
      narrowing.refilter(on: session.flow)
      live.narrowing = narrowing
    }
    return commands + drawLive(below: false, at: now)
  }

  /// Draws the page as it is now in place of the one on screen; with `below`, where that one is
  /// out of reach, as a new page under the line being typed (a narrowed list only). The preview
  /// of the cursor's item starts loading first, if it must.
  private mutating func drawLive(below: Bool, at now: Duration) -> [Command] {
    let preview = syncPreview()
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
  private mutating func previewEvent(_ event: Load.Event, from id: Load.ID, at now: Duration) -> [Command] {
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
