// The stack machine's moves: going on as a screen answered, pushing a screen, numbering a load.
extension Flow {
  /// Goes on as `next` says, at the screen at `index`; answers the value when the flow completed.
  mutating func apply(_ next: Next, at index: Int) -> Output? {
    switch next {
    case .stay(let screen, let message):
      if let screen { stack[index].screen = screen }
      self.message = message
    case .reject(let rejection):
      reject(rejection)
    case .awaitMore:
      // Only a screen answers it, and `hand` takes it first.
      break
    case .push(let screen, let label, let modal):
      stack.removeSubrange((index + 1)...)
      stack[index].yielded = !modal
      push(screen, label: label, modal: modal)
    case .refed(let screen):
      stack.removeSubrange((index + 1)...)
      // The old feed leaves the flow's loads, and its task is cancelled; events it still sends find nothing.
      stack[index].beforeRefeed = stack[index].feed == nil ? stack[index].screen : nil
      stack[index].wasRefed = true
      stack[index].screen = screen
      stack[index].feed = nil
      if let feed = screen.feed {
        let load = newLoad(title: feed.title, work: feed.work)
        stack[index].feed = load
        if !feed.isReady(traits) { awaited = .feed(load.id, command: nil) }
      }
    case .complete(let value):
      // The root continuation this flow started its navigation with is the only one that
      // completes, with an Output; the machine's one vocabulary (`Next`) holds it erased.
      guard let output = value as? Output else {
        reject(Rejection(.thrown, "The flow completed with a \(type(of: value)), not a \(Output.self)."))
        return nil
      }
      isCompleted = true
      stack[index].yielded = true
      return output
    case .load(let title, let work, let stopped):
      awaited = .load(newLoad(title: title, work: .value(work)), index: index, stopped: stopped)
    case .present(let start):
      // A modal sub-flow is no part of the path.
      return apply(start { resumed in .returnTo(index: index, resumed) }.modal(), at: index)
    case .returnTo(let presenter, let next):
      stack.removeSubrange((presenter + 1)...)
      return apply(next, at: presenter)
    case .saved(let next):
      let start = savedWorkStart(endingAt: index)
      guard start > 0 else {
        // A form at the root starts afresh: home, never the form as it was submitted.
        stack.removeSubrange(1...)
        if stack[0].screen.isFormPart, rootLoad == nil { stack[0].screen = rootAtStart }
        return apply(next, at: 0)
      }
      stack.removeSubrange(start...)
      return apply(next, at: start - 1)
    }
    return nil
  }

  /// Where the screens that led to a save asked at `index` start: the first of its form's screens
  /// when a form's asked it, else the screen at `index`.
  func savedWorkStart(endingAt index: Int) -> Int {
    var start = index
    while stack[start].screen.isFormPart, !stack[start].startsForm, start > 0, stack[start - 1].screen.isFormPart {
      start -= 1
    }
    return start
  }

  /// Pushes a screen, labelled with the choice that led to it; one fed by a load gets the load,
  /// and the flow waits for its first page.
  mutating func push(_ screen: RunningScreen, label: String?, modal: Bool = false) {
    let isModal = modal || (stack.last?.isModal ?? false)
    guard let feed = screen.feed else {
      stack.append(Entry(screen: screen, feed: nil, label: label, isModal: isModal, branchCase: screen.branchCase))
      stack[stack.count - 1].startsForm = screen.startsForm
      return
    }
    let load = newLoad(title: feed.title, work: feed.work)
    stack.append(Entry(screen: screen, feed: load, label: label, isModal: isModal, branchCase: screen.branchCase))
    stack[stack.count - 1].startsForm = screen.startsForm
    if !feed.isReady(traits) { awaited = .feed(load.id, command: nil) }
  }

  mutating func newLoad(title: String, work: Load.Work) -> Load {
    loadsStarted += 1
    return Load(id: Load.ID(value: loadsStarted), title: title, work: work, environment: environment)
  }
}
