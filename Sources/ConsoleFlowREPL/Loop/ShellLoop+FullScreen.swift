@_spi(Interpreter) import ConsoleFlow

// The loop of a full-screen run: the same turns, the same shell and inbox; the keys are read
// raw and decoded by full screen, which hands the shell the events they mean, and each turn
// ends with the frame of the shell as it stands, only the cells that changed written.
extension ShellLoop {
  /// Takes the screen: the keys raw, the modes entered, the rescue armed for a crash.
  func takeTheScreen() {
    guard let screen, let keyboard else { return }
    keyboard.takeKeys()
    FullScreenRescue.arm(leaving: screen.modes.leaveBytes)
    writeForTheScreen(screen.enterBytes)
    // Keys typed as the run started, read while the terminal was asked its modes, come first,
    // once the shell started (``takeKeysTypedAhead()``).
    let typedAhead = TerminalKeys.takeAll()
    if !typedAhead.isEmpty, let events = self.screen?.decoder.decode(typedAhead, at: now()) {
      self.screen?.keysAhead = events
    }
  }

  /// Hands the shell, now started, the keys typed before it was: as the first page's keys, or
  /// while the first screen loads as any key then (kept, unless the key acts at once). Taken
  /// before the start, they met no page: a line typed then was lost when the first page came.
  func takeKeysTypedAhead() {
    guard let ahead = screen?.keysAhead, !ahead.isEmpty else { return }
    screen?.keysAhead = []
    takeScreenKeys(ahead, typedBefore: true)
  }

  /// Gives the screen back as it was found, on every way out the run takes; then the warnings
  /// said meanwhile go to stderr.
  func giveTheScreenBack() {
    guard let screen, let keyboard else { return }
    // Written whatever the run's end: a terminal that went away fails it, and nothing is lost.
    try? terminal.write(screen.modes.leave)
    if screen.probe.verdict == nil { keyboard.dropAnswers(within: .milliseconds(200)) }
    FullScreenRescue.disarm()
    keyboard.giveKeysBack()
    for warning in screen.warnings { terminal.warn(warning) }
    self.screen?.warnings = []
  }

  /// What full screen does instead of a shell's command meant for a line interpreter; answers
  /// whether it took the command (the rest are carried out as in line mode).
  func takenByTheScreen(_ command: Shell<Output>.Command) -> Bool {
    switch command {
    case .write, .hideTyping, .showTyping:
      // The pages, the prompt and the progress line of line mode: the frame shows them.
      return true
    case .edit(let edit):
      screen?.edit(edit)
      return true
    case .stopProcess:
      stopWithTheScreenGivenBack()
      return true
    case .warn(let message):
      screen?.warnings.append(message)
      return true
    default:
      return false
    }
  }

  /// A signal as full screen sees it, before the shell does: a resize draws the next frame
  /// whole; after a stop the screen is taken again (the shell that ran meanwhile set its own
  /// modes) and drawn whole.
  func screenSignal(_ signal: ShellSignal) {
    guard let screen, let keyboard else { return }
    switch signal {
    case .resize:
      self.screen?.redrawWhole()
    case .resume:
      keyboard.takeKeys()
      writeForTheScreen(screen.modes.enter)
      self.screen?.redrawWhole()
    case .interrupt, .suspend, .terminate:
      break
    }
  }

  /// Ctrl-Z: the screen given back as it was found, the process stopped; once continued, the
  /// screen taken again and drawn whole.
  private func stopWithTheScreenGivenBack() {
    guard let screen, let keyboard else { return }
    try? terminal.write(screen.modes.leave)
    keyboard.giveKeysBack()
    terminal.stopProcess()
    keyboard.takeKeys()
    writeForTheScreen(screen.modes.enter)
    self.screen?.redrawWhole()
  }

  /// Whether keys read while the shell waited wait to be taken now that it reads.
  var screenKeysWait: Bool {
    shell.isReading && screen?.keysAhead.isEmpty == false
  }

  /// Reads the keys waiting at the terminal and hands the shell what they mean. The terminal
  /// gone (its window closed) ends the run as SIGHUP does.
  func readScreenKeys(_ readiness: Platform.Readiness) {
    guard screen != nil, let keyboard else { return }
    if readiness.readable {
      let typedBefore = keyboard.holdsKeysTypedBefore
      guard let bytes = keyboard.read() else { return send(.signal(.terminate(Platform.hangUpSignal))) }
      guard !bytes.isEmpty else { return }
      let events = screen?.decoder.decode(bytes, at: now()) ?? []
      takeScreenKeys(events, typedBefore: typedBefore)
    } else if readiness.hungUp {
      send(.signal(.terminate(Platform.hangUpSignal)))
    }
  }

  /// At a turn's end: an Escape alone once its wait passed, and the keys that waited for the
  /// shell to read.
  func expireKeys() {
    guard let events = screen?.decoder.expire(at: now()) else { return }
    takeScreenKeys(events)
  }

  /// Hands the shell what each key means, in order: while it reads, by the page last shown;
  /// while it waits, the keys that act at once only, the rest kept for when it reads again.
  /// `typedBefore`: the keys were typed before the run set the terminal's modes.
  func takeScreenKeys(_ events: [KeyEvent], typedBefore: Bool = false) {
    var events = events
    if shell.isReading, let ahead = screen?.keysAhead, !ahead.isEmpty {
      events = ahead + events
      screen?.keysAhead = []
    }
    for (index, event) in events.enumerated() {
      guard ending == nil, var screen else { return }
      if screen.probe.take(event) {
        self.screen = screen
        continue
      }
      guard shell.isReading else {
        // While the shell waits, a key the pages' key map makes act at once acts (a chooser's
        // Esc leaves); the rest wait for the next page.
        if case .key(let key) = event, let meant = shell.eventWhileWaiting(for: key, typedBefore: typedBefore) {
          send(meant)
        } else {
          self.screen?.keysAhead.append(event)
        }
        continue
      }
      // The page last drawn, if nothing happened since; else as it stands now.
      let shown = screen.shown ?? screen.prepare(for: shell, at: now()).shown
      let posted = screen.take(event, shown: shown, at: now())
      // The key may have moved the view: the next key's page is built again.
      screen.shown = nil
      self.screen = screen
      for shellEvent in posted {
        send(shellEvent)
        // A key that left the page for a wait: the keys after it wait for the next page.
        if !shell.isReading, ending == nil {
          self.screen?.keysAhead += events.dropFirst(index + 1)
          return
        }
      }
    }
  }

  /// Draws the frame of the shell as it stands: only what changed since the last; not when a
  /// frame was drawn within `interval`.
  func drawTheScreen(unlessDrawnWithin interval: Duration? = nil) {
    guard var screen, ending == nil else { return }
    if let interval, let drawn = screen.drawnAt, now() - drawn < interval { return }
    screen.drawnAt = now()
    var prepared = screen.prepare(for: shell, at: now())
    // The cursor's item went past the rows read: the list reads on to find it.
    if let request = screen.requested, shell.isReading {
      screen.requested = nil
      self.screen = screen
      send(FullScreenRun<Output>.event(asking: request))
      guard let told = self.screen, ending == nil else { return }
      screen = told
      prepared = screen.prepare(for: shell, at: now())
    }
    // The item under the view's cursor changed: the shell makes its preview, then the frame
    // shows it (or that it is loading).
    let browsed = screen.browsed(on: prepared.shown)
    if shell.isReading, browsed != screen.browsedTold {
      screen.browsedTold = browsed
      self.screen = screen
      send(.input(.browse(browsed?.number)))
      guard let told = self.screen, ending == nil else { return }
      screen = told
      prepared = screen.prepare(for: shell, at: now())
    }
    // What the shell was told is in: the turn's one frame.
    screen.shown = prepared.shown
    let frame = screen.frame(of: prepared)
    let bytes = screen.bytes(toShow: frame)
    self.screen = screen
    writeForTheScreen(bytes)
  }

  /// Writes bytes of the screen; a failure is the next event, as any command's.
  private func writeForTheScreen(_ bytes: String) {
    guard !bytes.isEmpty else { return }
    do {
      try terminal.write(bytes)
    } catch is Console.OutputClosed {
      send(.failed(.outputClosed))
    } catch {
      send(.failed(.error(error)))
    }
  }
}
