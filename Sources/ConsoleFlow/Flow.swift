/// A running navigation: the stack of running screens, as a value.
///
/// `step` is the whole machine: a pure function from (flow, input line) to (flow, effect).
/// Interpreters feed it lines, show its pages, and run the loads it describes, handing their
/// events back through `receiving(_:from:)`, another pure function.
///
/// ```swift
/// var flow = Flow(navigation, input: catalog.artists)
/// let (next, effect) = flow.step("AC/DC")
/// ```
public struct Flow<Output: Sendable>: Sendable {
  /// A screen on the stack and the load that feeds it, while one does.
  private struct Entry: Sendable {
    var screen: RunningScreen<StackChange>
    var feed: Load.ID?
    /// The choice on the screen below that led here, by label; nil for the root.
    var label: String? = nil
    /// Whether it belongs to a modal sub-flow, which is no part of the path.
    var isModal = false
  }

  /// What the flow waits for before it takes another line.
  private enum Awaited: Sendable {
    /// The value of a load (`Navigation.load`), what the stack does with it, and the label of
    /// the choice that started it.
    case value(Load, then: @Sendable (any Sendable) -> StackChange, label: String?)
    /// More of the top screen's feed: for its first page (no command), or to answer a command.
    case feed(Load.ID, command: ScreenCommand?)
    /// Slow work a screen asked for; its outcome replaces the screen at `index`.
    case state(
      Load, index: Int, done: @Sendable (any Sendable) -> RunningScreen<StackChange>,
      failed: @Sendable (String) -> RunningScreen<StackChange>)
  }

  private var stack: [Entry] = []
  private var awaited: Awaited?
  private var loadsStarted = 0
  var message: String?
  /// Why the last line was not accepted (no such item, an ambiguous name, an unknown command,
  /// nowhere to go back to); nil when it was. Strict headless runs fail on it.
  public private(set) var rejection: String?
  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  public var traits: Traits
  /// The command line that starts this flow (`["flows", "music"]`), which `:where` extends with
  /// the path; an interpreter sets it.
  public var origin: [String] = []

  /// Starts `navigation` with `input`; the root screen is shown first (once ``awaitedLoad``, if
  /// its screen is fed by one, has delivered its first page).
  public init<A>(_ navigation: Navigation<A, Output>, input: A, traits: Traits = Traits()) {
    self.message = nil
    self.rejection = nil
    self.traits = traits
    push(navigation.run(input) { .complete($0) }, label: nil)
  }

  /// What the screens on the stack hold that is not saved yet, in words, root first: an
  /// interpreter asks before quitting, or reports them when a headless run ends.
  public var unsavedChanges: [String] { stack.compactMap { $0.screen.unsavedChanges?() } }

  /// How many screens are on the stack (1 on the root screen).
  public var depth: Int { stack.count }

  /// The choices, by label, that built the stack from the root screen, one a screen: what
  /// ``opened(at:)`` replays. Back and home shorten it; a modal sub-flow is no part of it.
  ///
  /// ```swift
  /// flow.path // ["AC/DC", "Let There Be Rock"]
  /// ```
  public var path: [String] { Self.path(of: stack[...]) }

  /// The path of the screen below the top one (the root's, on the root): where a flow that
  /// completed is reopened, so `--resume` never lands on the step that completed it.
  package var pathBelowTop: [String] { Self.path(of: stack.dropLast()) }

  /// The labels of the choices that pushed `entries`, root first, up to the first screen that
  /// no choice pushed (an Enter on a detail, a confirm's answer): a path leads only through choices.
  private static func path(of entries: ArraySlice<Entry>) -> [String] {
    var parts: [String] = []
    for entry in entries.dropFirst() where !entry.isModal {
      guard let label = entry.label else { break }
      parts.append(label)
    }
    return parts
  }

  /// The command line that reopens this screen, quoted for a POSIX shell: ``origin`` with one
  /// `--at` a part of ``path``.
  public var whereCommand: String {
    (origin + path.flatMap { ["--at", $0] }).map { ShellWord.quoted($0) }.joined(separator: " ")
  }

  /// The page of the top screen, with its breadcrumb and the message of the last step.
  public var page: Page {
    let top = stack[stack.count - 1].screen
    var page = top.page(traits)
    // A closure, not a key path: a key path into a generic type is built anew on every call.
    page.breadcrumb = stack.map { $0.screen.title }
    page.canGoBack = stack.count > 1
    // A screen's own prompt may show data (a text prompt's default): it is escaped like the page.
    page.prompt =
      page.prompt.isEmpty ? Self.prompt(for: page.breadcrumb, traits: traits) : TerminalText.escaped(page.prompt)
    if let message {
      page.message = page.message.map { $0 + "\n" + message } ?? message
    }
    return page
  }

  /// The labels of the current view and the commands that start like `text`, ignoring case and
  /// accents, in their order and without repeats: what Tab offers.
  ///
  /// ```swift
  /// flow.completions(for: "mot") // ["Motörhead", "Motörhead & Girlschool", "Mötley Crüe"]
  /// ```
  public func completions(for text: String) -> [String] {
    let wanted = SearchKey.of(text)
    var seen = Set<String>()
    let words = stack[stack.count - 1].screen.labels(traits) + (text.isEmpty ? [] : InputLine.spellings)
    return words.filter { SearchKey.of($0).hasPrefix(wanted) && seen.insert($0).inserted }
  }

  // MARK: - Loads

  /// Every load the flow wants running now: the one it waits for, and those feeding screens on
  /// the stack. An interpreter starts those it has not started and cancels those it runs that are
  /// no longer here (their screen was left, or the wait was cancelled).
  public var loads: [Load] {
    var loads: [Load] = []
    if case .value(let load, _, _)? = awaited { loads.append(load) }
    if case .state(let load, _, _, _)? = awaited { loads.append(load) }
    for entry in stack {
      if let id = entry.feed, let feed = entry.screen.feed {
        loads.append(Load(id: id, title: feed.title, work: feed.work))
      }
    }
    return loads.sorted { $0.id < $1.id }
  }

  /// The load the flow waits for before it takes another line, if any: an interpreter shows its
  /// progress and lets the user cancel it with ``cancellingWait()``.
  public var awaitedLoad: Load? {
    switch awaited {
    case .value(let load, _, _)?, .state(let load, _, _, _)?: return load
    case .feed(let id, _)?: return loads.first { $0.id == id }
    case nil: return nil
    }
  }

  /// Applies one event of a load: a load's value goes where the flow was going, elements reach
  /// the screen they feed. Answers what to show when the event ends a wait, nil when it does not
  /// (a list growing in the background, or the event of a load the flow no longer wants).
  public func receiving(_ event: Load.Event, from id: Load.ID) -> (flow: Flow, effect: Effect?) {
    var next = self
    if case .value(let load, let then, let label)? = awaited, load.id == id {
      next.startAnswer()
      switch event.kind {
      case .value(let value):
        if let completed = next.apply(then(value), label: label) { return (next, .completed(completed)) }
      case .failed(let why): next.reject(why)
      case .cancelled: next.message = "Cancelled."
      case .elements, .finished: break
      }
      return (next, next.currentEffect)
    }
    if case .state(let load, let index, let done, let failed)? = awaited, load.id == id {
      next.startAnswer()
      guard index < next.stack.count else { return (next, next.currentEffect) }
      switch event.kind {
      case .value(let value): next.stack[index].screen = done(value)
      case .failed(let why): next.stack[index].screen = failed(why)
      case .cancelled:
        next.stack[index].screen = failed("cancelled")
        next.message = "Cancelled."
      case .elements, .finished: break
      }
      return (next, next.currentEffect)
    }
    guard let index = next.stack.lastIndex(where: { $0.feed == id }), let feed = next.stack[index].screen.feed else {
      return (next, nil)
    }
    next.stack[index].screen = feed.arrive(event)
    if event.isFinal { next.stack[index].feed = nil }
    guard case .feed(let awaitedID, let command)? = awaited, awaitedID == id else { return (next, nil) }
    switch event.kind {
    case .failed(let why):
      next.stopWaiting(unshown: command == nil ? index : nil)
      next.reject(why)
    case .cancelled:
      next.stopWaiting(unshown: command == nil ? index : nil)
      next.message = "Cancelled."
    default:
      if let command {
        next.startAnswer()
        if let completed = next.receive(command) { return (next, .completed(completed)) }
        if next.awaited != nil { return (next, nil) }
      } else {
        guard event.isFinal || next.stack[index].screen.feed?.isReady(traits) ?? true else { return (next, nil) }
        next.startAnswer()
      }
    }
    return (next, .show(next.page))
  }

  /// Ends a wait that failed or was cancelled. A screen waited for but never shown (`unshown`)
  /// is taken off again, so nothing is pushed, unless it is the root.
  private mutating func stopWaiting(unshown index: Int?) {
    startAnswer()
    if let index, index > 0 { stack.removeSubrange(index...) }
  }

  /// Stops waiting for ``awaitedLoad`` (the user pressed Ctrl-C): the user stays on the screen
  /// they were on, with "Cancelled.", and the load leaves ``loads``. A command waiting for more of
  /// a list that is still filling (a name, a page past what arrived) is cancelled alone: the list
  /// goes on filling.
  public func cancellingWait() -> (flow: Flow, effect: Effect) {
    guard let load = awaitedLoad else { return (self, .show(page)) }
    if case .feed(_, command: .some)? = awaited {
      var next = self
      next.startAnswer()
      next.message = "Cancelled."
      return (next, .show(next.page))
    }
    let (next, effect) = receiving(.cancelled, from: load.id)
    return (next, effect ?? .show(next.page))
  }

  // MARK: - Stepping

  /// One step: reads `line` in the input language and answers the next flow and what to do.
  /// A line given while the flow waits for a load supersedes the wait.
  public func step(_ line: String) -> (flow: Flow, effect: Effect) {
    step(InputLine(parsing: line))
  }

  /// One step that chooses the item labelled `label` on the top screen: how a path's part is
  /// replayed (a label of digits is a label here, not a number).
  public func step(choosing label: String) -> (flow: Flow, effect: Effect) {
    step(.screen(.choose(label)))
  }

  private func step(_ input: InputLine) -> (flow: Flow, effect: Effect) {
    var next = self
    next.startAnswer()
    switch input {
    case .blank:
      // A blank line is an empty entry: prompts take their default, notices continue, lists ignore it.
      if let completed = next.receive(.entry("")) { return (next, .completed(completed)) }
    case .quit:
      return (next, .quit)
    case .help:
      next.message = InputLine.helpText
    case .where:
      next.message = next.whereCommand
    case .back:
      if next.stack.count > 1 {
        next.stack.removeLast()
      } else {
        next.reject("This is the first screen: there is nowhere to go back to. (:quit leaves)")
      }
    case .home:
      next.stack.removeSubrange(1...)
    case .unknownCommand(let word):
      next.reject("Unknown command \(word). Type :help for the commands, or \\\(word) to select an item named \(word).")
    case .screen(let command):
      if let completed = next.receive(command) { return (next, .completed(completed)) }
    }
    return (next, next.currentEffect)
  }

  /// A new answer: the last one's message, rejection and wait are over.
  private mutating func startAnswer() {
    message = nil
    rejection = nil
    awaited = nil
  }

  /// What the flow wants now: to wait for ``awaitedLoad``, or to show its page. A step that does
  /// not complete the flow answers it, and an interpreter given a flow starts with it.
  public var currentEffect: Effect {
    awaitedLoad.map(Effect.wait) ?? .show(page)
  }

  /// Hands a command to the top screen and applies what it answers to the stack; answers the
  /// value when the answer completes the flow.
  private mutating func receive(_ command: ScreenCommand) -> Output? {
    let top = stack.count - 1
    let transition = stack[top].screen.receive(command, traits)
    if case .awaitMore = transition {
      if let feed = stack[top].feed {
        awaited = .feed(feed, command: command)
      } else {
        reject("That needs more than this screen holds, and nothing more is coming.")
      }
      return nil
    }
    return answer(transition, at: top)
  }

  /// Applies what the screen at `index` answered; answers the value when the flow completed.
  private mutating func answer(_ transition: RunningScreen<StackChange>.Transition, at index: Int) -> Output? {
    switch transition {
    case .stay(let screen, let message):
      stack[index].screen = screen
      self.message = message
    case .reject(let why):
      reject(why)
    case .present(let start, let resume):
      // A modal sub-flow is no part of the path.
      push(start { result in .returnTo(index: index, answer: resume(result)) }, label: nil, modal: true)
    case .load(let title, let work, let done, let failed):
      awaited = .state(newLoad(title: title, work: .value(work)), index: index, done: done, failed: failed)
    case .awaitMore:
      break
    case .yield(let change, let label):
      return apply(change, label: label)
    }
    return nil
  }

  /// Applies what the stack does after a yield of the choice `label`; answers the value when the
  /// flow completed.
  private mutating func apply(_ change: StackChange, label: String?) -> Output? {
    switch change {
    case .stay:
      break
    case .returnTo(let index, let answer):
      stack.removeSubrange((index + 1)...)
      return self.answer(answer, at: index)
    case .push(let screen):
      push(screen, label: label)
    case .reject(let why):
      reject(why)
    case .load(let title, let work, let then):
      awaited = .value(newLoad(title: title, work: .value(work)), then: then, label: label)
    case .complete(let value):
      // Safe by construction: the root continuation is the only one that completes, with an Output.
      return (value as! Output)
    }
    return nil
  }

  /// Pushes a screen, labelled with the choice that led to it; one fed by a load gets the load,
  /// and the flow waits for its first page.
  private mutating func push(_ screen: RunningScreen<StackChange>, label: String?, modal: Bool = false) {
    let isModal = modal || (stack.last?.isModal ?? false)
    guard let feed = screen.feed else {
      stack.append(Entry(screen: screen, feed: nil, label: label, isModal: isModal))
      return
    }
    let load = newLoad(title: feed.title, work: feed.work)
    stack.append(Entry(screen: screen, feed: load.id, label: label, isModal: isModal))
    if !feed.isReady(traits) { awaited = .feed(load.id, command: nil) }
  }

  private mutating func newLoad(title: String, work: Load.Work) -> Load {
    loadsStarted += 1
    return Load(id: Load.ID(value: loadsStarted), title: title, work: work)
  }

  /// Applies `step` to each line in turn, answering the last flow and every effect.
  public func steps(_ lines: [String]) -> (flow: Flow, effects: [Effect]) {
    var flow = self
    var effects: [Effect] = []
    for line in lines {
      let (next, effect) = flow.step(line)
      flow = next
      effects.append(effect)
    }
    return (flow, effects)
  }

  private mutating func reject(_ why: String) {
    message = why
    rejection = why
  }

  private static func prompt(for breadcrumb: [String], traits: Traits) -> String {
    let here = breadcrumb.last ?? ""
    let ellipsis = StyleGuide.symbols.run(traits).ellipsis
    let short =
      DisplayWidth.of(here) > 24
      ? DisplayWidth.prefix(here, fitting: max(0, 24 - DisplayWidth.of(ellipsis))) + ellipsis : here
    return TerminalText.escaped(short) + "> "
  }

  // MARK: - What a step answers

  /// What an interpreter does after one step of a ``Flow``.
  ///
  /// ```swift
  /// let (next, effect) = flow.step("3")
  /// switch effect {
  /// case .show(let page): shown = page.render(for: next.traits)
  /// case .wait(let load): waitingFor = load.title
  /// case .completed(let album): chosen = album
  /// case .quit: quitting = true
  /// }
  /// ```
  public enum Effect: Sendable {
    /// Show this page and read the next line.
    case show(Page)
    /// The last screen yielded: the flow completed with this value. The flow stays on its stack,
    /// so an interpreter may stop or go on reading lines.
    case completed(Output)
    /// The flow waits for this load before it takes another line: run it (with every load in
    /// ``Flow/loads``) and hand its events to ``Flow/receiving(_:from:)`` until one answers an
    /// effect. Show progress meanwhile, if anywhere.
    case wait(Load)
    /// The user quit.
    case quit
  }
}

extension Flow.Effect: Equatable where Output: Equatable {}
