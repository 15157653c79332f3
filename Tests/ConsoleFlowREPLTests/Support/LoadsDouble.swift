@_spi(Interpreter) import ConsoleFlow
import Synchronization
import TestSupport

@_spi(Flows) @testable import ConsoleFlowREPL

/// Loads of an embedded run: started and cancelled as the shell says, reporting only what the
/// test hands in.
@MainActor
final class LoadsDouble<Output: Sendable>: LoadRunning {
  /// Every load started, in order.
  private(set) var started: [Load] = []
  /// The loads running now.
  private(set) var running: [Load.ID] = []
  /// Loads cancelled, in order.
  private(set) var cancelled: [Load.ID] = []
  /// Flows whose labels were folded ahead of the first key.
  private(set) var prepared = 0

  func sync(_ loads: [Load], postingTo mailbox: LoadMailbox) {
    let wanted = Set(loads.map(\.id))
    for id in running where !wanted.contains(id) { cancelled.append(id) }
    running.removeAll { !wanted.contains($0) }
    for load in loads where !running.contains(load.id) {
      running.append(load.id)
      started.append(load)
    }
  }

  func prepareNarrowing(_ flow: Flow<Output>) {
    prepared += 1
  }

  func stopAll(within grace: Duration, watching mailbox: LoadMailbox) async {
    sync([], postingTo: mailbox)
  }
}
