@_spi(Interpreter) import ConsoleFlow

// At the prompt: lines, keys and signals while a line is read, and the page above it, kept up
// to date with what loads deliver and narrowed as the user types.
extension Shell {
  /// The least time between two redraws of a filling page: a few a second.
  static var redrawInterval: Duration { .milliseconds(250) }

  /// Whether the shell draws its pages as lines: not full screen, whose frame shows the page.
  var drawsPages: Bool { setup.atATerminal?.fullScreen != true }

  /// What `:help` adds on a list at a terminal where lists narrow as the user types: the keys.
  static var keysHelp: String {
    """
    Keys as you type (at this terminal):
      a name, /text   narrow the list at each key
      Enter           a command, a number or one item's name means what it always
                      did; otherwise it chooses the match under the cursor
      Up, Down        move the cursor (on an empty or recalled line: the history)
      PgUp, PgDn      a page of the matches; on an empty line, :prev and :next
      Ctrl-P, Ctrl-N  the history, always; Ctrl-R searches it
      Ctrl-C          clear the line: the whole list shows again
      Esc             clear the line; on an empty line, back (as full screen)
      Ctrl-T home     Ctrl-Q quit (as full screen)
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
    case .input(.pageKey(let pages, let rows)):
      return pageKey(pages, rows: rows, at: now)
    case .input(.toggleKey(let offset)):
      return toggleKey(offset, at: now)
    case .input(.completionsListed):
      display.loseThePage()
      return []
    case .input(.readOn(let toTheEnd)):
      session.readOn(toTheEnd: toTheEnd)
      return [.syncLoads(wantedLoads)]
    case .input(.reread(let reread)):
      session.reread(reread)
      return [.syncLoads(wantedLoads)]
    case .input(.browse(let number)):
      return browse(number)
    case .input(.abandoned):
      return abandoned()
    case .input(.enterOnNothing):
      // Sent only while the first page's lines are to come; once they show, Enter chooses.
      return []
    case .input(.back):
      return back(at: now)
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
      return [.syncLoads(wantedLoads)] + liveRun(at: now, searching: false)
    case .tick:
      return liveRun(at: now)
    case .failed:
      return []
    }
  }

  // MARK: - Lines

  /// Enter: the line as typed (at a terminal, with what the cursor chose), or a line of a pipe.
  private mutating func entered(_ typed: String, at now: Duration) -> [Command] {
    if case .askingToLeave(let question) = phase { return answered(typed, to: question, at: now) }
    guard isAtATerminal else { return take(typed, at: now) }
    if typing == .query { return chooseUnderTheCursor(typed, at: now) }
    var lines = linesForEnter(typed, at: now)
    display.lineEnded()
    forgetTheLine()
    let first = lines.removeFirst()
    return [.addHistory(typed)] + take(first, then: lines, at: now)
  }

  /// Ctrl-D on an empty line goes back, and on the first screen leaves; the end of piped input
  /// ends the run.
  private mutating func endOfInput(at now: Duration) -> [Command] {
    if case .askingToLeave = phase { return [.write("\n")] + staying(at: now) }
    guard isAtATerminal else { return finishWithTheLastValue() }
    if typing == .query { return abandoned() }
    display.lineEnded()
    forgetTheLine()
    return [.write("\n")] + take(session.flow.depth > 1 ? ":back" : ":quit", at: now)
  }

  /// Esc alone with nothing typed: back one screen, as full screen's Esc; nothing on the first
  /// screen. At the question before leaving, no.
  private mutating func back(at now: Duration) -> [Command] {
    if case .askingToLeave = phase { return [.edit(.drop), .write("\n")] + staying(at: now) }
    guard session.flow.page.canGoBack else { return [] }
    display.lineEnded()
    forgetTheLine()
    return [.edit(.drop), .write("\n")] + take(":back", at: now)
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
    if isAtATerminal, let question = LeaveQuestion(line, input, on: session.flow) {
      // The page's preview goes with its phase: its load is no longer wanted.
      if live.preview != nil { commands.append(.syncLoads(session.flow.loads)) }
      phase = .askingToLeave(question)
      return commands + ask(question)
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
    takeTheNewSize()
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
    var commands: [Command] = []
    if drawsPages {
      let lines = page.render(for: session.traits)
      commands.append(.write(belowText() + display.writePage(setup.plain ? [page.summaryLine] + lines : lines)))
    }
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
  /// Asks `question`: what would be lost wrapped at the terminal's width, as messages are, then
  /// the short question as the prompt (a prompt readline wraps is cut mid-word).
  private mutating func ask(_ question: LeaveQuestion) -> [Command] {
    let message = TerminalText.escaped(question.message)
    let rows = DisplayWidth.wrapped(message, width: display.size.columns).map { $0 + "\n" }.joined()
    // The rows written are no page the display can draw again in place.
    display.loseThePage()
    let prompt = TerminalText.escaped(question.prompt)
    display.promptShown(prompt)
    forgetTheLine()
    return [.write(rows), .edit(.read(prompt: prompt))]
  }

  /// The answer to the question before a line that leaves changes not saved behind.
  private mutating func answered(_ answer: String, to question: LeaveQuestion, at now: Duration) -> [Command] {
    display.lineEnded()
    switch answer.lowercased() {
    case "y", "yes":
      phase = .reading(LivePage())
      return step(InputLine(parsing: question.line), question.line, at: now)
    case "n", "no", "":
      return staying(at: now)
    default:
      return ask(question)
    }
  }

  /// The user stays: the page again.
  mutating func staying(at now: Duration) -> [Command] {
    phase = .reading(LivePage())
    return showPage(at: now)
  }

  /// Forgets the line typed: a new one starts.
  mutating func forgetTheLine() {
    edited = EditedLine("")
    recalled = nil
  }
}
