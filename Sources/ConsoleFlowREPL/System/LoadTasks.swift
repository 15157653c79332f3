@_spi(Interpreter) import ConsoleFlow
import Synchronization

/// Runs a flow's loads as Swift tasks, at a terminal and in a headless run alike: each load in a
/// detached task of its own, posting its events to the loop's ``LoadMailbox``, which wakes the
/// loop. Cancelling a task cancels its load: a child process is ended and reaped before the task
/// ends.
@MainActor
final class LoadTasks<Output: Sendable>: LoadRunning {
  private var tasks: [Load.ID: Task<Void, Never>] = [:]
  /// How many tasks have not ended yet, cancelled or not.
  private let running = Running()

  func sync(_ loads: [Load], postingTo mailbox: LoadMailbox) {
    let wanted = Set(loads.map(\.id))
    // A load that ended is no longer wanted either: the flow dropped it with its last event.
    for (id, task) in tasks where !wanted.contains(id) {
      task.cancel()
      tasks[id] = nil
    }
    for load in loads where tasks[load.id] == nil {
      let running = self.running
      running.started()
      tasks[load.id] = Task.detached {
        await load.run { event in mailbox.post(event, from: load.id) }
        // The loop heard the end from the load's last event: only a stop waits for the task.
        if running.ended() { mailbox.wake() }
      }
    }
  }

  func prepareNarrowing(_ flow: Flow<Output>) {
    Task.detached(priority: .utility) { _ = flow.preparedForNarrowing() }
  }

  func stopAll(within grace: Duration, watching mailbox: LoadMailbox) async {
    running.stopping()
    for task in tasks.values { task.cancel() }
    tasks = [:]
    let waiter = Waiter()
    defer { waiter.stop() }
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    while running.count > 0, case let left = deadline - clock.now, left > .zero {
      _ = await waiter.wait(on: [mailbox.wakeEnd], timeout: min(left, .milliseconds(100)))
      // The run is over: what the loads posted meanwhile is of no more use.
      _ = mailbox.take()
    }
  }
}

/// How many load tasks have not ended yet, and whether the run waits for them to end.
private final class Running: Sendable {
  private let tasks = Atomic<Int>(0)
  private let waitedFor = Atomic<Bool>(false)

  func started() { tasks.add(1, ordering: .relaxed) }
  /// A task ended; answers whether the run is stopping (and so waits to hear of it).
  func ended() -> Bool {
    tasks.subtract(1, ordering: .releasing)
    return waitedFor.load(ordering: .acquiring)
  }
  /// The run stops: every task that ends from now on says so.
  func stopping() { waitedFor.store(true, ordering: .releasing) }
  var count: Int { tasks.load(ordering: .acquiring) }
}
