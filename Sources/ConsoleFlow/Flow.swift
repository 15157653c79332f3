/// A running navigation: the stack of running screens, as a value.
///
/// `step` is the whole machine: a pure function from (flow, input line) to (flow, effect).
/// Interpreters only feed it lines and show its pages.
///
/// ```swift
/// var flow = Flow(navigation, input: catalog.artists)
/// let (next, effect) = flow.step("AC/DC")
/// ```
public struct Flow<Output: Sendable>: Sendable {
  private var stack: [RunningScreen<StackChange>]
  private var message: String?
  /// Why the last line was not accepted (no such item, an ambiguous name, an unknown command,
  /// nowhere to go back to); nil when it was. Strict headless runs fail on it.
  public private(set) var rejection: String?
  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  public var traits: Traits

  /// Starts `navigation` with `input`; the root screen is shown first.
  public init<A>(_ navigation: Navigation<A, Output>, input: A, traits: Traits = Traits()) {
    self.stack = [navigation.run(input) { .complete($0) }]
    self.message = nil
    self.rejection = nil
    self.traits = traits
  }

  /// What the screens on the stack hold that is not saved yet, in words, root first: an
  /// interpreter asks before quitting, or reports them when a headless run ends.
  public var unsavedChanges: [String] { stack.compactMap { $0.unsavedChanges?() } }

  /// How many screens are on the stack (1 on the root screen).
  public var depth: Int { stack.count }

  /// The page of the top screen, with its breadcrumb and the message of the last step.
  public var page: Page {
    let top = stack[stack.count - 1]
    var page = top.page(traits)
    page.breadcrumb = stack.map(\.title)
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
    let words = stack[stack.count - 1].labels(traits) + (text.isEmpty ? [] : InputLine.spellings)
    return words.filter { SearchKey.of($0).hasPrefix(wanted) && seen.insert($0).inserted }
  }

  /// One step: reads `line` in the input language and answers the next flow and what to do.
  public func step(_ line: String) -> (flow: Flow, effect: Effect) {
    var next = self
    next.message = nil
    next.rejection = nil
    switch InputLine(parsing: line) {
    case .blank:
      // A blank line is an empty entry: prompts take their default, notices continue, lists ignore it.
      if let completed = next.receive(.entry("")) { return (next, .completed(completed)) }
    case .quit:
      return (next, .quit)
    case .help:
      next.message = InputLine.helpText
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
    return (next, .show(next.page))
  }

  /// Hands a command to the top screen and applies what it answers to the stack; answers the
  /// value when the answer completes the flow.
  private mutating func receive(_ command: ScreenCommand) -> Output? {
    switch stack[stack.count - 1].receive(command, traits) {
    case .stay(let screen, let message):
      stack[stack.count - 1] = screen
      self.message = message
    case .reject(let why):
      reject(why)
    case .present(let start, let resume):
      let index = stack.count - 1
      stack.append(start { result in .returnTo(index: index, presenter: resume(result)) })
    case .yield(.stay):
      break
    case .yield(.returnTo(let index, let presenter)):
      stack.removeSubrange(index...)
      stack.append(presenter)
    case .yield(.push(let screen)):
      stack.append(screen)
    case .yield(.reject(let why)):
      reject(why)
    case .yield(.complete(let value)):
      // Safe by construction: the root continuation is the only one that completes, with an Output.
      return (value as! Output)
    }
    return nil
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
    let short = DisplayWidth.of(here) > 24 ? DisplayWidth.prefix(here, fitting: 24 - ellipsis.count) + ellipsis : here
    return TerminalText.escaped(short) + "> "
  }

  // MARK: - What a step answers

  /// What an interpreter does after one step of a ``Flow``.
  ///
  /// ```swift
  /// switch flow.step("3").effect {
  /// case .show(let page): terminal.write(page.render(for: traits))
  /// case .completed(let album): ...
  /// case .quit: ...
  /// }
  /// ```
  public enum Effect: Sendable {
    /// Show this page and read the next line.
    case show(Page)
    /// The last screen yielded: the flow completed with this value. The flow stays on its stack,
    /// so an interpreter may stop or go on reading lines.
    case completed(Output)
    /// The user quit.
    case quit
  }
}

extension Flow.Effect: Equatable where Output: Equatable {}
