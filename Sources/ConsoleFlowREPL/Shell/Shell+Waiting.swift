@_spi(Interpreter) import ConsoleFlow

// Waiting for loads: at a terminal with a progress line, Ctrl-C to cancel and typing hidden; in
// a headless run until every load has run to its end, one at a time. Then the first screen, a
// path's part or a line goes on.
extension Shell {
  /// Waits out what `effect` says the flow waits for (while recording, every load, so the
  /// recording replays; headless, every load, so the transcript is the same on every run), then
  /// goes on as `after` says. What it needs not wait for goes on at once.
  mutating func wait(for effect: Flow<Output>.Effect, then after: AfterWait, at now: Duration) -> [Command] {
    let start = Wait(effect: effect, after: after, start: now, nextTick: now + ProgressLine.delay)
    guard waitsOn(effect) else { return [.syncLoads(loadsToRun)] + waitEnded(effect, after: after, at: now) }
    phase = .waiting(start)
    return [.syncLoads(loadsToRun)] + (isAtATerminal ? [.hideTyping] : [])
  }

  /// Whether a wait that ended with `effect` so far goes on: while the flow waits for a load,
  /// and, headless or recording, while any load runs (so the transcript is the same on every run).
  private func waitsOn(_ effect: Flow<Output>.Effect) -> Bool {
    Self.waits(effect) || ((!isAtATerminal || setup.recording) && !session.flow.loads.isEmpty)
  }

  /// The loads to run during a wait: at a terminal all the flow wants at once; headless one at a
  /// time, in the order the flow started them, each run to its end before the next starts, so
  /// the pages are the same on every run however slow the data (as ``Flow/finishingLoads(after:)``).
  private var loadsToRun: [Load] {
    isAtATerminal ? session.flow.loads : Array(session.flow.loads.prefix(1))
  }

  /// An event during a wait.
  mutating func whileWaiting(_ event: Event, at now: Duration) -> [Command] {
    guard case .waiting(var wait) = phase else { return [] }
    var commands: [Command] = []
    switch event {
    case .load(let id, _) where id.isPreview:
      // A preview the page wanted before the line was entered: cancelled, and nothing to show.
      return []
    case .load(let id, let event):
      noteCount(of: event, from: id)
      if let ended = session.take(event, from: id) { wait.effect = ended }
      commands.append(.syncLoads(loadsToRun))
    case .signal(.interrupt) where !isAtATerminal:
      return finish(.failed(REPL.Error.terminated(signal: Platform.interruptSignal)))
    case .input(.abandoned) where isAtATerminal:
      return endedWhileWaiting(wait, as: .ended(nil), at: now)
    case .input(.enterOnNothing) where isAtATerminal:
      return endedWhileWaiting(wait, as: .failed(REPL.Error.noMatch(query: "")), at: now)
    case .input(.suspendKey) where isAtATerminal:
      return whileWaiting(.signal(.suspend), at: now)
    case .hangUp:
      // The terminal went away (its window closed) while keys were read.
      phase = .waiting(wait)
      return progressEnded(wait, at: now) + finish(.failed(REPL.Error.terminated(signal: Platform.hangUpSignal)))
    case .signal(.interrupt):
      wait.cancelled = true
      wait.effect = session.cancelWait()
      if setup.recording {
        // Every load is waited for: Ctrl-C cancels them all, what arrived kept.
        for load in session.flow.loads { _ = session.take(.cancelled, from: load.id) }
        wait.effect = .show(session.flow.page)
      }
      commands.append(.syncLoads(session.flow.loads))
    case .signal(.terminate(let number)):
      phase = .waiting(wait)
      return progressEnded(wait, at: now) + finish(.failed(REPL.Error.terminated(signal: number)))
    case .signal(.resize(let size)):
      // The progress line is drawn again for the new width below.
      resized(to: size)
    case .signal(.suspend) where isAtATerminal:
      // The terminal as the shell expects it: the line erased, typing shown, `^Z`, then the stop;
      // the line comes back once the program is continued.
      phase = .waiting(wait)
      return [.write(display.eraseProgress()), .showTyping, .write("^Z"), .stopProcess]
    case .signal(.resume(let size)) where isAtATerminal:
      // After Ctrl-Z the line was erased and is drawn afresh; after a stop the program did not
      // see (SIGSTOP) it is drawn again in place.
      resized(to: size)
      commands.append(.hideTyping)
    case .tick, .signal, .input, .failed:
      break
    }
    if showsWhatArrived(after: wait, at: now), let shown = session.showWhatArrived() { wait.effect = shown }
    if !waitsOn(wait.effect) {
      phase = .waiting(wait)
      return commands + progressEnded(wait, at: now)
        + waitEnded(wait.effect.showingNow(session.flow), after: wait.after, cancelled: wait.cancelled, at: now)
    }
    if isAtATerminal { commands += tellProgress(&wait, at: now) }
    phase = .waiting(wait)
    return commands
  }

  /// How long a list waits for its first page at a terminal before it shows what arrived and
  /// fills on: a second, after which its source is slow, or never ends (`tail -f | flows pick`),
  /// and a list to type in serves better than a spinner; a source that is only a little slow
  /// shows its first page whole, as it always did.
  static var whatArrivedShowsAfter: Duration { .seconds(1) }

  /// Whether `wait` may end on what arrived of a list (``whatArrivedShowsAfter``): at a terminal,
  /// not recording (a recording replays whole loads), not in plain mode (a screen reader reads a
  /// page once, whole), where nothing needs the whole list yet (a path's next part, or a line
  /// Enter sent after this one, chooses in it).
  func showsWhatArrived(after wait: Wait, at now: Duration) -> Bool {
    guard isAtATerminal, !setup.recording, !setup.plain, now - wait.start >= Self.whatArrivedShowsAfter else {
      return false
    }
    switch wait.after {
    case .firstScreen: return setup.path.isEmpty
    case .pathPart: return false
    case .line(_, _, _, let queued): return queued.isEmpty
    }
  }

  /// A wait is over with `effect`: the first screen, a path's part or a line goes on.
  private mutating func waitEnded(
    _ effect: Flow<Output>.Effect, after: AfterWait, cancelled: Bool = false, at now: Duration
  ) -> [Command] {
    phase = .reading(LivePage())
    switch after {
    case .firstScreen:
      return firstScreenReady(effect, cancelled: cancelled, at: now)
    case .pathPart(var opening):
      let stop = opening.partEnded(effect, cancelled: cancelled, in: &session)
      return stop.map { pathStopped($0, at: now) } ?? openNextPart(opening, at: now)
    case .line(let input, let line, let before, let queued):
      return lineDone(input, line, completedBefore: before, queued: queued, effect: effect, at: now)
    }
  }

  // MARK: - The first page

  /// The first screen's own loads are in (or were cancelled): the path, if one is to be opened,
  /// else the first page.
  private mutating func firstScreenReady(
    _ effect: Flow<Output>.Effect, cancelled: Bool, at now: Duration
  ) -> [Command] {
    // Nothing arrived and the load failed: there is nothing to show but the failure.
    if let rejection = session.flow.rejection, rejection.kind == .loadFailed, session.flow.depth == 1,
      case .items(count: 0, _) = session.flow.offer
    {
      return finish(.failed(REPL.Error.firstScreenFailed(rejection.reason)))
    }
    guard !setup.path.isEmpty else { return firstPage(effect, at: now) }
    let opening = Session<Output>.PathOpening(setup.path)
    if cancelled, let stop = opening.cancelledBeforeTheFirstPart(in: &session) { return pathStopped(stop, at: now) }
    return openNextPart(opening, at: now)
  }

  /// Chooses the path's next part and waits for what it starts, like any load; after the last
  /// part, the first page.
  private mutating func openNextPart(_ opening: Session<Output>.PathOpening, at now: Duration) -> [Command] {
    var opening = opening
    guard let effect = opening.chooseNextPart(in: &session) else { return firstPage(.show(session.flow.page), at: now) }
    return wait(for: effect, then: .pathPart(opening), at: now)
  }

  /// The path stopped short: the page says why; stderr says it too where it is not the same
  /// screen; a strict run ends with it.
  private mutating func pathStopped(_ stop: Session<Output>.PathStop, at now: Duration) -> [Command] {
    var commands: [Command] = []
    if !stop.cancelled {
      if setup.strict { return finish(.failed(REPL.Error.pathMismatch(stop.description))) }
      if setup.warnsOnStderr { commands.append(.warn(stop.description)) }
    }
    return commands + firstPage(.show(session.flow.page), at: now)
  }

  /// The first page: recorded (the recording starts with it), then shown.
  private mutating func firstPage(_ shown: Flow<Output>.Effect, at now: Duration) -> [Command] {
    session.record(shown)
    var commands: [Command] = []
    if setup.recording {
      commands.append(.startRecording(path: setup.path, traits: session.traits, session.takeTranscript()))
    }
    commands += showPage(at: now)
    if session.isFinished { commands += finishWithTheLastValue() }
    return commands
  }

  // MARK: - Progress

  /// Tells how the wait goes, if the progress is due: the progress line redrawn in place (the
  /// spinner, the time, the count so far), or in plain mode a line now and then.
  private mutating func tellProgress(_ wait: inout Wait, at now: Duration) -> [Command] {
    wait.nextTick = now + ProgressLine.delay
    guard setup.atATerminal?.showsProgress == true else { return [] }
    if let load = session.flow.awaitedLoad ?? session.flow.loads.first {
      wait.title = load.title
      wait.count = counts[load.id]
    }
    let elapsed = now - wait.start
    if setup.plain {
      if wait.told?.title != wait.title { wait.told = PlainProgress(title: wait.title) }
      guard let line = wait.told?.line(at: elapsed, count: wait.count) else { return [] }
      return [.write(line + "\n")]
    }
    let line = ProgressLine(title: wait.title, elapsed: elapsed, count: wait.count)
    guard let text = line.text(for: traits) else { return [] }
    return [.write(display.showProgress(text, cells: Display.cells(text)))]
  }

  /// The wait is over: the progress line is erased (in plain mode a line says the load ended),
  /// and typing shows again.
  mutating func progressEnded(_ wait: Wait, at now: Duration) -> [Command] {
    guard isAtATerminal else { return [] }
    var commands: [Command] = []
    if setup.plain {
      if let line = wait.told?.endLine(at: now - wait.start, cancelled: wait.cancelled) {
        commands.append(.write(line + "\n"))
      }
    } else if case let erase = display.eraseProgress(), !erase.isEmpty {
      commands.append(.write(erase))
    }
    return commands + [.showTyping]
  }

  static func waits(_ effect: Flow<Output>.Effect) -> Bool {
    if case .wait = effect { return true }
    return false
  }
}

extension Flow.Effect {
  /// The effect as it stands now on `flow`: a page to show is the flow's page now, with what
  /// arrived after the event that ended the wait (a list's last elements) and for the size the
  /// terminal has now.
  func showingNow(_ flow: Flow<Output>) -> Self {
    if case .show = self { return .show(flow.page) }
    return self
  }
}
