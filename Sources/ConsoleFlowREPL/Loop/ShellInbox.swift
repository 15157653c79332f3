@_spi(Flows) @_spi(Interpreter) import ConsoleFlow

/// The loop's one inbox: every event of a run (a signal, a load's event, a key or a line, the
/// time a deadline came, what a command led to) goes in here, and the loop hands them to the
/// shell in the order they went in. Only the loop posts into it, on the main actor; a load's
/// task posts into its ``LoadMailbox`` from a thread of its own, which wakes the loop through
/// the inbox's own pipe, and the loop collects what is there at each turn.
@MainActor
final class ShellInbox<Output: Sendable> {
  /// Where load tasks post from their threads.
  let mailbox = LoadMailbox()
  private var events: [Shell<Output>.Event] = []
  private var taken = 0

  /// Whether no event waits, posted or in the mailbox's hands.
  var isEmpty: Bool { taken == events.count && !mailbox.hasPosts }

  /// Posts an event of the loop's own.
  func post(_ event: Shell<Output>.Event) {
    events.append(event)
  }

  /// Takes in what load tasks posted since the last look, in order.
  func collect() {
    for (id, event) in mailbox.take() { events.append(.load(id, event)) }
  }

  /// The oldest event waiting, taken out.
  func next() -> Shell<Output>.Event? {
    guard taken < events.count else { return nil }
    let event = events[taken]
    taken += 1
    if taken == events.count { (events, taken) = ([], 0) }
    return event
  }
}

/// Where a run's load tasks post their events, from threads of their own: kept in order under
/// a lock, and the loop woken through a pipe of its own (the signal pipe carries signals only).
/// The pipe is written only when the first event after a look arrives, so it never fills.
final class LoadMailbox: Sendable {
  private let posted = Locked<[(Load.ID, Load.Event)]>([])
  private let pipe = Platform.makeSignalPipe()

  /// The descriptor the loop waits on: readable once something was posted.
  var wakeEnd: Int32 { pipe?.read ?? -1 }

  /// Posts a load's event from any thread, waking the loop if it may be waiting.
  func post(_ event: Load.Event, from id: Load.ID) {
    let wasEmpty = posted.withLock { posted in
      defer { posted.append((id, event)) }
      return posted.isEmpty
    }
    if wasEmpty { wake() }
  }

  /// Wakes the loop, or whoever waits on ``wakeEnd`` (a task ended).
  func wake() {
    if let pipe { Platform.writeByte(0, to: pipe.write) }
  }

  /// Whether something was posted that was not taken yet.
  var hasPosts: Bool { posted.withLock { !$0.isEmpty } }

  /// Everything posted, in order, taken out. The pipe is emptied first: an event posted
  /// meanwhile is taken now or wakes the next wait.
  func take() -> [(Load.ID, Load.Event)] {
    if let pipe { _ = Platform.drain(pipe.read) }
    return posted.withLock { posted in
      defer { posted = [] }
      return posted
    }
  }

  deinit {
    if let pipe {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
    }
  }
}
