import ConsoleFlow
import Synchronization

/// Runs a flow's loads as Swift tasks: each load in a detached task of its own, its events
/// collected for the loop, which it wakes through the signal pipe; a headless run's loads run to
/// their end in the loop's own task. Cancelling a task cancels its load: a child process is ended
/// and reaped before the task ends.
@MainActor
final class LoadTasks<Output: Sendable>: LoadRunning {
  private var tasks: [Load.ID: Task<Void, Never>] = [:]
  /// A headless run's loads, to run to their end.
  private var settling: (Flow<Output>, Flow<Output>.Effect)?
  private let inbox = Inbox()

  func sync(_ loads: [Load]) {
    let wanted = Set(loads.map(\.id))
    for (id, task) in tasks where !wanted.contains(id) {
      task.cancel()
      tasks[id] = nil
    }
    for load in loads where tasks[load.id] == nil {
      let inbox = self.inbox
      inbox.started()
      tasks[load.id] = Task.detached {
        await load.run { event in
          inbox.post((load.id, event))
          Signals.wake()
        }
        inbox.ended()
        Signals.wake()
      }
    }
  }

  func settle(_ flow: Flow<Output>, after effect: Flow<Output>.Effect) {
    settling = (flow, effect)
  }

  func settled() async -> Shell<Output>.Event? {
    guard let (flow, effect) = settling else { return nil }
    settling = nil
    let (settled, ended) = await flow.finishingLoads(after: effect)
    return .settled(settled, ended)
  }

  func prepareNarrowing(_ flow: Flow<Output>) {
    Task.detached(priority: .utility) { _ = flow.preparedForNarrowing() }
  }

  func arrived() -> [Shell<Output>.Event] {
    inbox.take().map { id, event in
      // A load's task is over once it reported its end: the flow does not want it any more.
      if event.isFinal { tasks[id] = nil }
      return .load(id, event)
    }
  }

  func stopAll(within grace: Duration) async {
    sync([])
    settling = nil
    let waiter = Waiter()
    defer { waiter.stop() }
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    while inbox.running > 0, case let left = deadline - clock.now, left > .zero {
      _ = await waiter.wait(on: [Signals.readEnd], timeout: min(left, .milliseconds(100)))
      _ = Signals.drain()
    }
  }
}

/// What load tasks posted, taken by the loop, and how many tasks still run.
private final class Inbox: Sendable {
  typealias Arrival = (Load.ID, Load.Event)

  private let arrivals = Locked<[Arrival]>([])
  private let tasks = Atomic<Int>(0)

  func post(_ arrival: Arrival) {
    arrivals.withLock { $0.append(arrival) }
  }

  func take() -> [Arrival] {
    arrivals.withLock { arrivals in
      defer { arrivals = [] }
      return arrivals
    }
  }

  func started() { tasks.add(1, ordering: .relaxed) }
  func ended() { tasks.subtract(1, ordering: .relaxed) }
  var running: Int { tasks.load(ordering: .relaxed) }
}
