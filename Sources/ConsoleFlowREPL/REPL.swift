import ConsoleFlow
import Foundation

/// Runs a navigation at a console: GNU readline at a terminal, plain lines from a pipe.
///
/// ```swift
/// let album = REPL(name: "music").run(navigation, input: artists) // nil when the user quits
/// ```
public struct REPL: Sendable {
  /// The flow's name: it names the history file and readline's `$if` section in `~/.inputrc`.
  public var name: String
  /// When pages use colour.
  public var color: ColorChoice
  /// Whether to go on after a completion, so the user can go back and choose again.
  public var keepRunning: Bool
  /// The environment the traits and the history path are read from.
  public var environment: [String: String]

  public init(
    name: String, color: ColorChoice = .auto, keepRunning: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.name = name
    self.color = color
    self.keepRunning = keepRunning
    self.environment = environment
  }

  /// Runs `navigation` from `input` until a completion (or, with `keepRunning`, until the user
  /// quits), calling `onCompletion` for each completed value. Answers the last completed value,
  /// or nil when the user quit without one or the input ended.
  @discardableResult
  public func run<A, Output: Sendable>(
    _ navigation: Navigation<A, Output>, input: A, onCompletion: (Output) -> Void = { _ in }
  ) -> Output? {
    Readline.ignoreBrokenPipes()
    let terminal = Terminal(environment: environment, color: color)
    let current = CurrentFlow(Flow(navigation, input: input, traits: terminal.traits()))
    let interactive = terminal.stdinIsTerminal
    var history = History(flow: name, environment: environment)
    if interactive {
      Readline.setUp(name: name, completions: { current.flow.completions(for: $0) })
      history.load()
    }
    Console.write(current.flow.page.render(for: current.flow.traits))
    var last: Output?
    while true {
      current.flow.traits = terminal.traits()
      let prompt = current.flow.page.prompt
      let line: String
      if interactive {
        switch Readline.readLine(prompt: prompt) {
        case .interrupted: continue
        case .endOfInput: line = current.flow.depth > 1 ? ":back" : ":quit"
        case .line(let typed):
          history.add(typed)
          line = typed
        }
      } else {
        // Piped input: no prompt is waited at, so it is printed with the line, like a transcript.
        guard let typed = Swift.readLine(strippingNewline: true) else { return last }
        Console.write([prompt + typed])
        line = typed
      }
      // Read the size again: the terminal may have been resized while the user typed.
      current.flow.traits = terminal.traits()
      let (next, effect) = current.flow.step(line)
      current.flow = next
      switch effect {
      case .show(let page):
        Console.write(page.render(for: next.traits))
      case .completed(let value):
        last = value
        onCompletion(value)
        guard keepRunning else { return value }
        Console.write(next.page.render(for: next.traits))
      case .quit:
        return last
      }
    }
  }
}


/// The flow being run, shared with readline's completion callback on the same thread.
private final class CurrentFlow<Output: Sendable>: @unchecked Sendable {
  var flow: Flow<Output>
  init(_ flow: Flow<Output>) { self.flow = flow }
}
