import ConsoleFlow
import Foundation
import Synchronization

/// Runs a flow's loads at a terminal: each in its own task, their events collected for the main
/// thread, which hands them to the flow between lines or while it waits, drawing the progress
/// line and turning Ctrl-C into a cancellation.
@MainActor
final class LoadRunner {
  private var tasks: [Load.ID: Task<Void, Never>] = [:]
  private let inbox = Inbox()
  private var counts: [Load.ID: Int] = [:]
  private let terminal: Terminal
  /// Whether progress is told in appended lines (plain mode), not one line redrawn.
  private let plain: Bool

  init(terminal: Terminal, plain: Bool = false) {
    self.terminal = terminal
    self.plain = plain
  }

  /// How a wait ended: what to show, and whether the user cancelled it.
  struct Waited<Output: Sendable> {
    var effect: Flow<Output>.Effect
    var cancelled = false
  }

  /// Starts the loads the flow wants that are not running, and cancels those it no longer wants:
  /// their task stops, child processes are ended, and their late events are ignored by the flow.
  func sync(with loads: [Load]) {
    let wanted = Set(loads.map(\.id))
    for (id, task) in tasks where !wanted.contains(id) {
      task.cancel()
      tasks[id] = nil
      counts[id] = nil
    }
    for load in loads where tasks[load.id] == nil {
      let inbox = self.inbox
      inbox.started()
      tasks[load.id] = Task.detached {
        await load.run { event in
          inbox.post(load.id, event)
          Signals.wake()
        }
        inbox.ended()
        Signals.wake()
      }
    }
  }

  /// Hands the flow every event that arrived; answers the last effect one of them ended a wait
  /// with, and how many there were.
  @discardableResult
  func deliverArrived<Output>(to session: inout Session<Output>) -> (ended: Flow<Output>.Effect?, events: Int) {
    var ended: Flow<Output>.Effect?
    let events = inbox.take()
    for (id, event) in events {
      if let count = event.count { counts[id] = count }
      if event.isFinal {
        tasks[id] = nil
        counts[id] = nil
      }
      if let effect = session.take(event, from: id) { ended = effect }
    }
    sync(with: session.flow.loads)
    return (ended, events.count)
  }

  /// Waits out what `effect` says the flow waits for (and, with `untilEveryLoadEnds`, every load,
  /// as a recording needs). Meanwhile the progress line shows after a moment and follows
  /// resizes, Ctrl-C cancels, Ctrl-Z stops the program with the terminal restored, and typing is
  /// hidden until the next prompt. Answers what to show at the end, for the size at that moment.
  func waitOut<Output>(
    _ effect: Flow<Output>.Effect, in session: inout Session<Output>, untilEveryLoadEnds everything: Bool
  ) async throws -> Waited<Output> {
    var waited = Waited(effect: effect)
    sync(with: session.flow.loads)
    guard Self.waits(effect) || (everything && !session.flow.loads.isEmpty) else { return waited }
    Signals.set(.waiting)
    let typing = Signals.HiddenTyping.hide()
    var progress = ProgressDisplay(terminal: terminal, plain: plain, start: ContinuousClock.now)
    defer {
      progress.end(cancelled: waited.cancelled)
      typing.show()
      Signals.set(.busy)
    }
    while true {
      if let ended = deliverArrived(to: &session).ended { waited.effect = ended }
      if !Self.waits(waited.effect) && !(everything && !session.flow.loads.isEmpty) {
        // Events after the one that ended the wait (a list's last elements) are in the flow
        // already: show it as it is now.
        if case .show = waited.effect { waited.effect = .show(session.flow.page) }
        remeasure(&session, &waited)
        return waited
      }
      if let load = session.flow.awaitedLoad ?? session.flow.loads.first {
        try progress.show(load.title, count: counts[load.id], traits: session.traits)
      }
      for arrival in Signals.wait(timeout: .milliseconds(100)).arrivals {
        switch arrival {
        case .wake:
          continue
        case .interrupt:
          waited.cancelled = true
          waited.effect = session.cancelWait()
          if everything {
            for load in session.flow.loads { _ = session.take(.cancelled, from: load.id) }
            waited.effect = .show(session.flow.page)
          }
          sync(with: session.flow.loads)
        case .terminate(let signal):
          throw REPL.Terminated(signal: signal)
        case .resize:
          session.traits = terminal.traits(style: session.traits.style)
          try progress.show(nil, count: nil, traits: session.traits)
        case .suspend:
          progress.erase()
          typing.show()
          try Console.write(raw: "^Z")
          Signals.stopProcess()
        case .resume:
          // After Ctrl-Z the line was erased and is drawn afresh; after a stop the program did not
          // see (SIGSTOP) it is redrawn in place.
          typing.hideAgain()
        }
      }
    }
  }

  /// Measures the terminal again as a wait ends: the page shown next is drawn for the size the
  /// window has now, not the one it had when the wait began.
  private func remeasure<Output>(_ session: inout Session<Output>, _ waited: inout Waited<Output>) {
    let now = terminal.traits(style: session.traits.style)
    guard now != session.traits else { return }
    session.traits = now
    if case .show = waited.effect { waited.effect = .show(session.flow.page) }
  }

  /// Cancels every load and waits, at most `grace`, for their tasks to end: a child process is
  /// sent SIGTERM, then SIGKILL, and reaped before the program exits.
  func stopAll(within grace: Duration = .seconds(3)) async {
    sync(with: [])
    let deadline = ContinuousClock.now + grace
    while inbox.running > 0, case let left = deadline - ContinuousClock.now, left > .zero {
      _ = Signals.wait(timeout: min(left, .milliseconds(100)))
    }
  }

  private static func waits<Output>(_ effect: Flow<Output>.Effect) -> Bool {
    if case .wait = effect { return true }
    return false
  }
}

/// The progress line on screen during a wait, redrawn in place.
@MainActor
private struct ProgressDisplay {
  let terminal: Terminal
  let start: ContinuousClock.Instant
  private var shown: ProgressLine.Shown?
  private var title = ""
  private var count: Int?
  /// Whether progress is told in appended lines, not one line redrawn.
  private let plain: Bool
  /// In plain mode: what was told of the load shown, once a line was due.
  private var told: PlainProgress?

  init(terminal: Terminal, plain: Bool, start: ContinuousClock.Instant) {
    self.terminal = terminal
    self.plain = plain
    self.start = start
  }

  /// Draws the line for `title` (nil: the last one, as after a resize) at the size of `traits`.
  mutating func show(_ title: String?, count: Int?, traits: Traits) throws {
    guard terminal.stdoutIsTerminal else { return }
    if let title {
      self.title = title
      self.count = count
    }
    let elapsed = ContinuousClock.now - start
    if plain {
      if told?.title != self.title { told = PlainProgress(title: self.title) }
      if let line = told?.line(at: elapsed, count: self.count) { try Console.write(line: line) }
      return
    }
    let line = ProgressLine(title: self.title, elapsed: elapsed, count: self.count)
    guard let text = line.text(for: traits) else { return }
    try Console.write(
      raw: ProgressLine.redraw(text, replacing: shown, columns: traits.width, cursorMoves: terminal.cursorMoves))
    shown = ProgressLine.Shown(width: DisplayWidth.of(text), columns: traits.width)
  }

  /// The wait is over: the line is erased, or in plain mode a line says the load ended.
  mutating func end(cancelled: Bool) {
    guard plain else { return erase() }
    if let line = told?.endLine(at: ContinuousClock.now - start, cancelled: cancelled) {
      try? Console.write(line: line)
    }
    told = nil
  }

  /// Erases the line, if one shows.
  mutating func erase() {
    guard let shown, terminal.stdoutIsTerminal else { return }
    let columns = Readline.screenSize()?.columns ?? shown.columns
    try? Console.write(
      raw: ProgressLine.redraw(nil, replacing: shown, columns: columns, cursorMoves: terminal.cursorMoves))
    self.shown = nil
  }
}

/// Events posted by load tasks, taken by the main thread, and how many tasks still run.
private final class Inbox: Sendable {
  private let events = Mutex<[(Load.ID, Load.Event)]>([])
  private let tasks = Atomic<Int>(0)

  func post(_ id: Load.ID, _ event: Load.Event) {
    events.withLock { $0.append((id, event)) }
  }

  func take() -> [(Load.ID, Load.Event)] {
    events.withLock { events in
      defer { events = [] }
      return events
    }
  }

  func started() { tasks.add(1, ordering: .relaxed) }
  func ended() { tasks.subtract(1, ordering: .relaxed) }
  var running: Int { tasks.load(ordering: .relaxed) }
}
