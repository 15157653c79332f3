extension Flow {
  /// Every load the flow wants running now: the one it waits for, and those feeding screens on
  /// the stack. An interpreter starts those it has not started and cancels those it runs that are
  /// no longer here (their screen was left, or the wait was cancelled).
  @_spi(Interpreter) public var loads: [Load] {
    var loads: [Load] = []
    if case .load(let load, _, _)? = awaited { loads.append(load) }
    // A closure, not `\.feed`: a key path into a generic type is built anew at each call.
    loads += stack.compactMap { $0.feed }
    return loads.sorted { $0.id < $1.id }
  }

  /// The load the flow waits for before it takes another line, if any.
  package var awaitedLoad: Load? {
    switch awaited {
    case .load(let load, _, _)?: return load
    case .feed(let id, _)?: return loads.first { $0.id == id }
    case nil: return nil
    }
  }

  /// Takes one event of a load: a load's value goes where the flow was going, elements reach the
  /// screen they feed. Answers what to show when the event ends a wait, nil when it does not (a
  /// list growing in the background, or the event of a load the flow no longer wants).
  ///
  /// ```swift
  /// let (next, effect) = flow.taking(event, from: flow.loads[0].id)
  /// ```
  ///
  /// - Parameters:
  ///   - event: What the load reported.
  ///   - id: Which load reported it.
  /// - Returns: The flow with the event taken, and what to show if the event ended a wait.
  @_spi(Interpreter) public func taking(_ event: Load.Event, from id: Load.ID) -> (flow: Flow, effect: Effect?) {
    environment.bound { unboundTaking(event, from: id) }
  }

  private func unboundTaking(_ event: Load.Event, from id: Load.ID) -> (flow: Flow, effect: Effect?) {
    var next = self
    if case .load(let load, let index, let stopped)? = awaited, load.id == id {
      next.clearLastAnswer()
      guard index < next.stack.count else { return (next, next.currentEffect) }
      let going: Next
      switch event.kind {
      case .value(let step): going = step.next()
      case .failed(let why): going = stopped(.failed(why))
      case .cancelled: going = stopped(.cancelled)
      case .elements, .finished, .paused: return (self, nil)
      }
      if let completed = next.apply(going, at: index) { return (next, .completed(completed)) }
      return (next, next.currentEffect)
    }
    guard let index = next.stack.lastIndex(where: { $0.feed?.id == id }), let feed = next.stack[index].screen.feed
    else {
      return (next, nil)
    }
    next.stack[index].screen = feed.arrive(event)
    if event.isFinal { next.stack[index].feed = nil }
    guard case .feed(let awaitedID, let command)? = awaited, awaitedID == id else { return (next, nil) }
    // A screen started again on a new feed was shown before: it is never taken off.
    let unshown = command == nil && !next.stack[index].wasRefed ? index : nil
    switch event.kind {
    case .failed(let why):
      next.restoreBeforeRefeed(at: index)
      next.stopWaiting(unshown: unshown)
      next.reject(Rejection(.loadFailed, why))
    case .cancelled:
      next.restoreBeforeRefeed(at: index)
      next.stopWaiting(unshown: unshown)
      next.message = "Cancelled."
    default:
      if let command {
        next.clearLastAnswer()
        if let completed = next.hand(command) { return (next, .completed(completed)) }
        if next.awaited != nil { return (next, nil) }
      } else {
        guard event.isFinal || next.stack[index].screen.feed?.isReady(traits) ?? true else { return (next, nil) }
        next.clearLastAnswer()
        // Its first page is here: the screen before is no longer wanted.
        next.stack[index].beforeRefeed = nil
      }
    }
    return (next, .show(next.page))
  }

  /// The flow once every load it wants has run to its end, one at a time in the order they were
  /// started, each one's events taken in order: how a headless run waits, so its pages are the
  /// same on every run however slow the data. Answers the effect the last wait ended with (the
  /// page as it is at the end), or `effect` when nothing had to be waited for.
  ///
  /// ```swift
  /// let (loaded, effect) = await flow.step("AC/DC").flow.finishingLoads()
  /// ```
  @_spi(Interpreter) public func finishingLoads(after effect: Effect? = nil) async -> (flow: Flow, effect: Effect) {
    await finishingLoads(after: effect) { _, _ in }
  }

  /// The same, showing `observe` each load's events as they are taken (an explorer notes the
  /// loads that failed).
  package func finishingLoads(
    after effect: Effect? = nil, observing observe: (Load, Load.Event) -> Void
  ) async -> (flow: Flow, effect: Effect) {
    var flow = self
    var effect = effect ?? currentEffect
    var started = Set<Load.ID>()
    while let load = flow.loads.first(where: { !started.contains($0.id) }) {
      started.insert(load.id)
      // Run in this task and applied in order once it ends: a headless run shows nothing meanwhile.
      let events = EventsKept()
      await load.run { events.keep($0) }
      for event in events.all {
        observe(load, event)
        let (next, ended) = flow.taking(event, from: load.id)
        flow = next
        if let ended { effect = ended }
      }
    }
    // A list may have grown after the wait ended: show it as it is now.
    if !started.isEmpty, case .show = effect { effect = .show(flow.page) }
    return (flow, effect)
  }

  /// Reads on a list read as far as asked (its status says "more as you page") with no command
  /// waiting for it: the next part arrives while the user goes on, as a list still loading does.
  /// A full-screen cursor moved past the rows read asks so. Nothing changes while the flow
  /// waits, while a part is read, or when the list has nothing more to read.
  /// With `toTheEnd` (End pressed) it reads as far as a name typed may read a list on
  /// (``readingOnLimit`` more), in one load, for a list of that size to show its last rows.
  package func readingOn(toTheEnd: Bool = false) -> Flow {
    let top = stack.count - 1
    guard top >= 0, awaited == nil, stack[top].feed == nil else { return self }
    var next = self
    _ = next.startNextPart(at: top, toTheEnd: toTheEnd)
    return next
  }

  /// Reads the list on screen again as `reread` says, by a query of its own (End: its last rows;
  /// Home: its first again; a move up past the first row of a list read from its end: the part
  /// before), on a feed of its own, while the user goes on: the rows held stay shown until the
  /// new ones replace them. Nothing changes while the flow waits; End on a list whose source
  /// reads only onward reads on.
  package func rereading(_ reread: Reread) -> Flow {
    let top = stack.count - 1
    guard top >= 0, awaited == nil, reread == .back ? stack[top].feed == nil : true else { return self }
    var next = self
    if reread == .back {
      _ = next.startPartBefore(at: top)
    } else if let screen = stack[top].screen.feed?.reread(reread) {
      _ = next.apply(.refed(screen), at: top)
    } else if reread == .fromTheEnd {
      // A source that reads only onward: End reads on as far as a reading on may.
      return readingOn(toTheEnd: true)
    }
    return next
  }

  /// Stops the part the list on screen reads in the background (a reading on, a part before its
  /// first row, its rows read again from either end), as Ctrl-C does: what came is kept, the
  /// list reads again when asked, and the page says "Cancelled.". Nil when no part is being read
  /// (a stream that arrives goes on).
  package func cancellingReading() -> Flow? {
    let top = stack.count - 1
    guard top >= 0, awaited == nil, let load = stack[top].feed else { return nil }
    let page = self.page
    guard page.itemsToCome == .readingOn || page.itemsBefore == .readingOn else { return nil }
    var (next, _) = taking(.cancelled, from: load.id)
    next.message = "Cancelled."
    return next
  }

  /// Starts the load of the part before the first row of the list at `index`, read from its end;
  /// nil when it has none to read.
  mutating func startPartBefore(at index: Int) -> Load? {
    guard let screen = stack[index].screen.feed?.reread(.back) else { return nil }
    _ = apply(.refed(screen), at: index)
    return stack[index].feed
  }

  /// Starts the load of the next part of the list at `index`, read as far as asked (`toTheEnd`:
  /// as far as a reading on may), as its feed; nil when it has no more to read.
  mutating func startNextPart(at index: Int, toTheEnd: Bool = false) -> Load? {
    guard let feed = stack[index].screen.feed, let more = feed.more(toTheEnd) else { return nil }
    let load = newLoad(title: feed.title, work: more)
    stack[index].feed = load
    return load
  }

  /// Shows what a list has received so far while its source is still open, rather than
  /// waiting on for a full first page: how a terminal shows a list whose source is slow or never
  /// ends (`tail -f | flows pick`) once the wait has lasted a moment. The list goes on filling;
  /// nil where the flow waits for no list's first page, or none of its items has arrived.
  /// Whether the flow waits for its screen's first page: nothing of it is shown that a key could
  /// choose (what came so far included).
  package var awaitsItsFirstPage: Bool {
    if case .feed(_, command: nil)? = awaited { true } else { false }
  }

  package func showingWhatArrived() -> (flow: Flow, effect: Effect)? {
    guard case .feed(let id, command: nil)? = awaited,
      let index = stack.lastIndex(where: { $0.feed?.id == id }), index == stack.count - 1,
      case .items(let count, _) = offer, count > 0
    else { return nil }
    var next = self
    next.clearLastAnswer()
    // Its first page is shown: the screen before is no longer wanted.
    next.stack[index].beforeRefeed = nil
    return (next, .show(next.page))
  }

  /// Stops waiting for the load the flow waits for (the user pressed Ctrl-C): the user stays on
  /// the screen they were on, with "Cancelled.", and the load leaves ``loads``. A command waiting
  /// for more of a list that is still filling (a name, a page past what arrived) is cancelled
  /// alone: the list goes on filling.
  @_spi(Interpreter) public func cancellingWait() -> (flow: Flow, effect: Effect) {
    guard let load = awaitedLoad else { return (self, .show(page)) }
    if case .feed(_, command: .some)? = awaited {
      var next = self
      next.clearLastAnswer()
      next.message = "Cancelled."
      return (next, .show(next.page))
    }
    let (next, effect) = taking(.cancelled, from: load.id)
    return (next, effect ?? .show(next.page))
  }

  /// Brings back the screen as it was before it started again on a new feed, whose first page
  /// did not come (cancelled, or failed): what the user saw, with nothing lost.
  private mutating func restoreBeforeRefeed(at index: Int) {
    guard let before = stack[index].beforeRefeed else { return }
    stack[index].screen = before
    stack[index].feed = nil
    stack[index].beforeRefeed = nil
  }

  /// Ends a wait that failed or was cancelled. A screen waited for but never shown (`unshown`)
  /// is taken off again, so nothing is pushed, unless it is the root.
  private mutating func stopWaiting(unshown index: Int?) {
    clearLastAnswer()
    if let index, index > 0 { stack.removeSubrange(index...) }
  }
}

/// The events of one load run headlessly, kept in order from whatever thread reports them.
private final class EventsKept: Sendable {
  private let events = Locked<[Load.Event]>([])
  func keep(_ event: Load.Event) { events.withLock { $0.append(event) } }
  var all: [Load.Event] { events.withLock { $0 } }
}
