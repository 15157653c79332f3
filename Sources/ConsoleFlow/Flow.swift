/// A running navigation: the stack of running screens, as a value, for the terminal it is drawn
/// for. A flow author makes one for an interpreter to run (a transcript's flow in
/// `expectTranscript`); the interpreters take the navigation and its input as well.
///
/// Its stepping is the interpreters' SPI (`@_spi(Interpreter) import ConsoleFlow`, the article
/// <doc:WritingAnInterpreter>): `step` is the whole machine, a pure function from (flow, input
/// line) to (flow, effect); an interpreter feeds it lines, shows its pages, and runs the loads it
/// describes, handing their events back through another pure function.
///
/// ```swift
/// let flow = Flow(navigation, input: catalog.artists, traits: Traits(width: 60, height: 9))
/// ```
public struct Flow<Output: Sendable>: Sendable {
  /// A screen on the stack and the load that feeds it, while one does.
  struct Entry: Sendable {
    var screen: RunningScreen
    /// The load feeding it now: its first, or one reading on where the last stopped.
    var feed: Load?
    /// The choice on the screen below that led here, by label; nil for the root, and where no
    /// choice led (a confirm's answer, an Enter on a detail).
    var label: String? = nil
    /// Whether it belongs to a modal sub-flow, which is no part of the path.
    var isModal = false
    /// The branch's case that pushed it, when one did.
    var branchCase: String? = nil
    /// The screen as it was before it started again on a new feed (a table sorted by its
    /// source), while the new one's first page is awaited: what a cancel brings back. Kept only
    /// when its own feed was over, so it is whole.
    var beforeRefeed: RunningScreen? = nil
    /// Whether it started again on a new feed: it was shown before, and is never taken off for
    /// want of its first page.
    var wasRefed = false
    /// Whether it yielded (a screen above was pushed with its value, or the flow completed with
    /// it): what it holds went on, and is no longer its unsaved work while it is not on top.
    var yielded = false
    /// Whether its screen is the first of a form: a save after the form leaves the stack here.
    var startsForm = false
  }

  /// What the flow waits for before it takes another line.
  enum Awaited: Sendable {
    /// Slow work asked for at the screen at `index` (a choice's load, a screen's save): its value
    /// goes on where it leads, its failure or cancellation as `stopped` says, at that place.
    case load(Load, index: Int, stopped: @Sendable (Load.Stop) -> Next)
    /// More of the top screen's feed: for its first page (no command), or to answer a command.
    case feed(Load.ID, command: ScreenCommand?)
  }

  var stack: [Entry] = []
  var awaited: Awaited?
  var loadsStarted = 0
  var message: String?
  /// Why the last line was not taken (no such item, an ambiguous name, an unknown command,
  /// nowhere to go back to); nil when it was. Strict headless runs fail on it.
  @_spi(Interpreter) public private(set) var rejection: Rejection?
  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  @_spi(Interpreter) public var traits: Traits
  /// The command line that starts this flow (`["flows", "music"]`), which `:where` extends with
  /// the path; an interpreter sets it.
  @_spi(Interpreter) public var origin: [String] = []
  /// ``origin`` as the program was given its bytes, where one may not be UTF-8; nil: its UTF-8.
  package var originBytes: [[UInt8]]?

  /// Starts `navigation` with `input`, drawn for `traits`; the root screen is shown first (once
  /// its feed, if a load feeds it, has delivered its first page).
  /// A navigation that starts with a load (``load(_:_:)``) shows its words until it ends, and its
  /// failure with a way to try again.
  public init<Input>(_ navigation: Navigation<Input, Output>, input: Input, traits: Traits = Traits()) {
    self.traits = traits
    environment = navigation.environment
    let begun = environment.bound { navigation.run(input) { .complete($0) } }
    if case .push(let screen, _, _) = begun {
      (rootAtStart, rootLoad) = (screen, nil)
    } else {
      (rootAtStart, rootLoad) = (.starting(begun), begun.replacing())
    }
    startAtRoot()
  }

  /// The root screen as it started: a start over after a completion starts it again. A value,
  /// like every running screen: steps never changed it. For a navigation that starts with a load,
  /// the screen that shows while it loads (``RunningScreen/starting(_:)``).
  let rootAtStart: RunningScreen
  /// The load a navigation starts with, whose first screen takes the place of ``rootAtStart``.
  let rootLoad: Next?
  /// The values the flow's screens read (``EnvironmentValue``): bound while they run.
  let environment: FlowEnvironment

  /// The stack as the flow first started: its root screen, and the load it starts with.
  mutating func startAtRoot() {
    stack = []
    let environment = self.environment
    environment.bound {
      push(rootAtStart, label: nil)
      if let rootLoad { _ = apply(rootLoad, at: 0) }
    }
  }
  /// Whether the flow completed: its stack stays as the completion left it (where the user was,
  /// for a path), and it takes only a start over or a quit.
  package internal(set) var isCompleted = false

  /// How many screens are on the stack (1 on the root screen).
  @_spi(Interpreter) public var depth: Int { stack.count }

  /// The page of the top screen, with its breadcrumb and the message of the last step. A page
  /// and its message fit the terminal's height with the prompt below them: a list or a long text
  /// shows fewer rows while a message takes some.
  @_spi(Interpreter) public var page: Page { shownPage.page }

  /// The page, and the traits its screen drew it for: fewer rows than the terminal has when the
  /// message would push the page past its height. A page turn starts from what this showed.
  var shownPage: (page: Page, traits: Traits) {
    let page = self.page(drawnFor: traits)
    guard message != nil, traits.pageRows > 1 else { return (page, traits) }
    // The prompt takes the row below the page.
    let overflow = page.lineCount(for: traits) + 1 - traits.height
    guard overflow > 0 else { return (page, traits) }
    var fewer = traits
    fewer.height = max(traits.height - overflow, traits.height - traits.pageRows + 1)
    return (self.page(drawnFor: fewer), fewer)
  }

  /// The page of the top screen drawn for `screenTraits`, its breadcrumb, prompt and message
  /// made for the terminal's own traits.
  private func page(drawnFor screenTraits: Traits) -> Page {
    environment.bound { unboundPage(drawnFor: screenTraits) }
  }

  private func unboundPage(drawnFor screenTraits: Traits) -> Page {
    let top = stack[stack.count - 1].screen
    var page = isCompleted ? completionPage : top.page(screenTraits)
    // A closure, not a key path: a key path into a generic type is built anew on every call.
    page.breadcrumb = breadcrumb(top: page) + (isCompleted ? [page.title] : [])
    page.canGoBack = stack.count > 1
    // A screen's own prompt may show data (a text prompt's default): it is escaped like the page.
    page.prompt =
      page.prompt.isEmpty
      ? Self.prompt(for: page.breadcrumb, traits: traits) : TerminalText.escaped(page.prompt)
    if let message {
      page.message = page.message.map { $0 + "\n" + message } ?? message
    }
    return page
  }

  /// What the flow wants now: to wait for a load, or to show its page. A step that does not
  /// complete the flow answers it, and an interpreter given a flow starts with it.
  @_spi(Interpreter) public var currentEffect: Effect {
    awaitedLoad.map(Effect.wait) ?? .show(page)
  }

  // MARK: - Stepping

  /// One step: reads `line` in the input language and answers the next flow and what to do.
  /// A line given while the flow waits for a load supersedes the wait.
  @_spi(Interpreter) public func step(_ line: String) -> (flow: Flow, effect: Effect) {
    step(InputLine(parsing: line))
  }

  /// One step on a line already read: how an interpreter that looks at the line first (a quit
  /// with changes not saved) reads it once.
  package func step(_ input: InputLine) -> (flow: Flow, effect: Effect) {
    environment.bound { unboundStep(input) }
  }

  private func unboundStep(_ input: InputLine) -> (flow: Flow, effect: Effect) {
    var next = self
    // A page turn goes on from the page on screen, which a message may have made shorter.
    var shown = traits
    if message != nil, case .screen(let command) = input, command == .nextPage || command == .previousPage {
      shown = shownPage.traits
    }
    next.clearLastAnswer()
    if isCompleted { return next.stepAfterCompletion(input) }
    switch input {
    case .blank:
      // A blank line is an empty entry: prompts take their default, notices continue, lists ignore it.
      if let completed = next.hand(.entry(""), shown: shown) { return (next, .completed(completed)) }
    case .quit:
      return (next, .quit)
    case .help:
      let top = next.stack[next.stack.count - 1].screen
      next.message = InputLine.helpText(
        for: top.offer(traits), words: top.labels(traits), sorts: top.sorts, previews: top.previews,
        // A table, the screen that sorts, names its rows by their keys.
        keyed: top.sorts)
    case .where:
      next.message = next.whereCommand
    case .back:
      if next.stack.count > 1 {
        next.stack.removeLast()
      } else {
        next.reject(Rejection(.firstScreen, "This is the first screen: there is nowhere to go back to. (:quit leaves)"))
      }
    case .home:
      next.stack.removeSubrange(1...)
    case .unknownCommand(let word):
      next.reject(
        Rejection(
          .unknownCommand,
          "Unknown command \(word). Type :help for the commands, or \\\(word) to select an item named \(word)."))
    case .screen(let command):
      if let completed = next.hand(command, shown: shown) { return (next, .completed(completed)) }
    }
    return (next, next.currentEffect)
  }

  /// Applies `step` to each line in turn, answering the last flow and every effect.
  @_spi(Interpreter) public func steps(_ lines: [String]) -> (flow: Flow, effects: [Effect]) {
    var flow = self
    var effects: [Effect] = []
    for line in lines {
      let (next, effect) = flow.step(line)
      flow = next
      effects.append(effect)
    }
    return (flow, effects)
  }

  /// A new answer: the last one's message, rejection and wait are over.
  mutating func clearLastAnswer() {
    message = nil
    rejection = nil
    awaited = nil
  }

  /// Hands a command to the top screen and goes on as it answers; answers the value when the
  /// flow completed. `shown` is what the page on screen was drawn for (a page turn goes on from
  /// it), the flow's traits by default.
  mutating func hand(_ command: ScreenCommand, shown: Traits? = nil) -> Output? {
    let top = stack.count - 1
    let next = stack[top].screen.answer(command, shown ?? traits)
    guard case .awaitMore = next else { return apply(next, at: top) }
    if let feed = stack[top].feed {
      awaited = .feed(feed.id, command: command)
    } else if let load = startNextPart(at: top) ?? startPartBefore(at: top) {
      // Elements read as asked: another part is read for the command, which is handed again
      // (on a list read from its end, the part before its first row).
      awaited = .feed(load.id, command: command)
    } else {
      reject(
        Rejection(.nothingMoreComing, "That needs more than this screen holds, and nothing more is coming."))
    }
    return nil
  }

  mutating func reject(_ rejection: Rejection) {
    message = rejection.description
    self.rejection = rejection
  }

  /// The prompt made from where the user is: the title of this screen, cut to the room the
  /// style guide gives it.
  private static func prompt(for breadcrumb: [String], traits: Traits) -> String {
    let here = breadcrumb.last ?? ""
    let room = StyleGuide.promptRoom.run(traits)
    let ellipsis = StyleGuide.symbols.run(traits).ellipsis
    let short =
      DisplayWidth.of(here) > room
      ? DisplayWidth.prefix(here, fitting: max(0, room - DisplayWidth.of(ellipsis))) + ellipsis : here
    return TerminalText.escaped(short) + "> "
  }
}
