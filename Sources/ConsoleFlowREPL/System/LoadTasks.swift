import ConsoleFlow
import Synchronization

/// Runs a flow's loads as Swift tasks: each load in a detached task of its own, its events
/// collected for the loop, which it wakes through the signal pipe; a headless run's loads run to
/// their end in one task. Cancelling a task cancels its load: a child process is ended and reaped
/// before the task ends.
@MainActor
final class LoadTasks<Output: Sendable>: LoadRunning {
  private var tasks: [Load.ID: Task<Void, Never>] = [:]
  private var settling: Task<Void, Never>?
  private let inbox = Inbox<Output>()

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
          inbox.post(.load(load.id, event))
          Signals.wake()
        }
        inbox.ended()
        Signals.wake()
      }
    }
  }

  func settle(_ flow: Flow<Output>, after effect: Flow<Output>.Effect) {
    let inbox = self.inbox
    inbox.started()
    settling = Task.detached {
      let (settled, ended) = await flow.finishingLoads(after: effect)
      inbox.post(.settled(settled, ended))
      inbox.ended()
      Signals.wake()
    }
  }

  func prepareNarrowing(_ flow: Flow<Output>) {
    Task.detached(priority: .utility) { _ = flow.preparedForNarrowing() }
  }

  func arrived() -> [Shell<Output>.Event] {
    inbox.take().map { arrival in
      switch arrival {
      case .load(let id, let event):
        // A load's task is over once it reported its end: the flow does not want it any more.
        if event.isFinal { tasks[id] = nil }
        return .load(id, event)
      case .settled(let flow, let effect):
        settling = nil
        return .settled(flow, effect)
      }
    }
  }

  func stopAll(within grace: Duration) async {
    sync([])
    settling?.cancel()
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
private final class Inbox<Output: Sendable>: Sendable {
  enum Arrival: Sendable {
    case load(Load.ID, Load.Event)
    case settled(Flow<Output>, Flow<Output>.Effect)
  }

  private let arrivals = Mutex<[Arrival]>([])
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
