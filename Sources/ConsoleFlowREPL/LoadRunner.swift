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

  init(terminal: Terminal) {
    self.terminal = terminal
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
      tasks[load.id] = Task.detached {
        await load.run { event in
          inbox.post(load.id, event)
          Readline.wake()
        }
      }
    }
  }

  /// Hands the flow every event that arrived; answers the last effect one of them ended a wait with.
  func deliverArrived<Output>(to session: inout Session<Output>) -> Flow<Output>.Effect? {
    var ended: Flow<Output>.Effect?
    for (id, event) in inbox.take() {
      if let count = event.count { counts[id] = count }
      if event.isFinal {
        tasks[id] = nil
        counts[id] = nil
      }
      if let effect = session.receive(event, from: id) { ended = effect }
    }
    sync(with: session.flow.loads)
    return ended
  }

  /// Waits while `effect` says the flow waits for a load (and, with `everything`, until no load is
  /// left, as a recording needs): shows the progress line after a moment, takes Ctrl-C as
  /// cancel. Answers what to show at the end.
  func settle<Output>(
    _ effect: Flow<Output>.Effect, in session: inout Session<Output>, everything: Bool
  ) async throws -> Flow<Output>.Effect {
    var effect = effect
    sync(with: session.flow.loads)
    guard Self.waits(effect) || (everything && !session.flow.loads.isEmpty) else { return effect }
    let clock = ContinuousClock()
    let start = clock.now
    var shownWidth = 0
    let traits = session.traits
    let typing = Readline.hideTyping()
    defer {
      if shownWidth > 0 { try? Console.write(raw: ProgressLine.redraw(nil, previousWidth: shownWidth, traits: traits)) }
      Readline.showTyping(typing)
    }
    while true {
      if let ended = deliverArrived(to: &session) { effect = ended }
      if !Self.waits(effect) && !(everything && !session.flow.loads.isEmpty) {
        if everything, case .show = effect { effect = .show(session.flow.page) }
        return effect
      }
      let load = session.flow.awaitedLoad ?? session.flow.loads.first
      if terminal.stdoutIsTerminal, let load {
        let line = ProgressLine(title: load.title, elapsed: clock.now - start, count: counts[load.id])
        if let text = line.text(for: traits) {
          try Console.write(raw: ProgressLine.redraw(text, previousWidth: shownWidth, traits: traits))
          shownWidth = DisplayWidth.of(text)
        }
      }
      switch Readline.wait(timeout: .milliseconds(100)) {
      case .ready:
        continue
      case .interrupted:
        effect = session.cancelWait()
        if everything {
          for load in session.flow.loads { _ = session.receive(.cancelled, from: load.id) }
          effect = .show(session.flow.page)
        }
        sync(with: session.flow.loads)
      case .terminated(let signal):
        cancelAll()
        throw REPL.Terminated(signal: signal)
      }
    }
  }

  /// Cancels every load under way (the run is ending).
  func cancelAll() {
    sync(with: [])
  }

  private static func waits<Output>(_ effect: Flow<Output>.Effect) -> Bool {
    if case .wait = effect { return true }
    return false
  }
}

/// Events posted by load tasks, taken by the main thread.
private final class Inbox: Sendable {
  private let events = Mutex<[(Load.ID, Load.Event)]>([])

  func post(_ id: Load.ID, _ event: Load.Event) {
    events.withLock { $0.append((id, event)) }
  }

  func take() -> [(Load.ID, Load.Event)] {
    events.withLock { events in
      defer { events = [] }
      return events
    }
  }
}
