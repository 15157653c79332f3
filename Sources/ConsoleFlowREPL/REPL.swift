import ConsoleFlow
import Foundation

/// Runs a navigation at a console: GNU readline at a terminal, plain lines from a pipe or a script.
///
/// ```swift
/// let album = try REPL(name: "music").run(navigation, input: artists) // nil when the user quits
/// ```
public struct REPL: Sendable {
  /// The flow's name: it names the history file, readline's `$if` section in `~/.inputrc` and
  /// the flow in recorded transcripts.
  public var name: String
  /// When pages use colour.
  public var color: ColorChoice
  /// Whether to go on after a completion, so the user can go back and choose again.
  public var keepRunning: Bool
  /// Whether a line that is not accepted ends a headless run with an error.
  public var strict: Bool
  /// Where to write the session as a `.transcript` file when it ends, if anywhere.
  public var recordPath: String?
  /// The flow's arguments, for the header of a recorded transcript.
  public var arguments: [String]
  /// The environment the traits and the history path are read from.
  public var environment: [String: String]

  public init(
    name: String, color: ColorChoice = .auto, keepRunning: Bool = false, strict: Bool = false,
    recordPath: String? = nil, arguments: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.name = name
    self.color = color
    self.keepRunning = keepRunning
    self.strict = strict
    self.recordPath = recordPath
    self.arguments = arguments
    self.environment = environment
  }

  /// Runs `navigation` from `input`, reading standard input: readline at a terminal, plain lines
  /// otherwise (each echoed after its prompt, so the output reads as a transcript). Answers the
  /// last completed value, or nil when the user quit without one or the input ended.
  @discardableResult
  public func run<A, Output: Sendable>(
    _ navigation: Navigation<A, Output>, input: A, onCompletion: (Output) -> Void = { _ in }
  ) throws -> Output? {
    let terminal = Terminal(environment: environment, color: color)
    guard terminal.stdinIsTerminal else {
      return try run(navigation, input: input, lines: StandardInputLines(), source: "stdin", onCompletion: onCompletion)
    }
    Readline.ignoreBrokenPipes()
    Readline.setUp(name: name)
    let current = CurrentSession(Session(Flow(navigation, input: input, traits: terminal.traits()), keepRunning: keepRunning))
    defer { record(current.session) }
    Readline.complete(with: { current.session.flow.completions(for: $0) })
    var history = History(flow: name, environment: environment)
    history.load()
    Console.write(current.session.page.render(for: current.session.traits))
    while !current.session.isFinished {
      let line: String
      switch Readline.readLine(prompt: current.session.prompt) {
      case .interrupted: continue
      case .endOfInput: line = current.session.flow.depth > 1 ? ":back" : ":quit"
      case .line(let typed):
        history.add(typed)
        line = typed
      }
      // Read the size again: the terminal may have been resized while the user typed.
      current.session.traits = terminal.traits()
      let completed = current.session.completions.count
      current.session.send(line)
      // readline has already echoed the input line; print only the page.
      show(current.session)
      current.session.completions.dropFirst(completed).forEach(onCompletion)
    }
    return current.session.completions.last
  }

  /// Runs `navigation` headlessly on `lines` (a script, or piped input), printing the transcript
  /// as it goes. When `strict`, a line that is not accepted stops the run with an error naming
  /// `source` and the line number.
  @discardableResult
  public func run<A, Output: Sendable, Lines: Sequence<String>>(
    _ navigation: Navigation<A, Output>, input: A, lines: Lines, source: String,
    onCompletion: (Output) -> Void = { _ in }
  ) throws -> Output? {
    Readline.ignoreBrokenPipes()
    let terminal = Terminal(environment: environment, color: color)
    var session = Session(Flow(navigation, input: input, traits: terminal.traits()), keepRunning: keepRunning)
    defer { record(session) }
    Console.write(session.page.render(for: session.traits))
    for (index, line) in lines.enumerated() where !session.isFinished {
      let completed = session.completions.count
      // Nobody waited at the prompt: it is printed with the line, so the output reads as a transcript.
      Console.write([session.prompt + line])
      let outcome = session.send(line)
      show(session)
      session.completions.dropFirst(completed).forEach(onCompletion)
      if strict, case .rejected(let why) = outcome {
        throw RejectedLine(source: source, line: index + 1, input: line, message: why)
      }
    }
    return session.completions.last
  }

  /// Prints the page after a step, unless the session has just ended.
  private func show<Output>(_ session: Session<Output>) {
    guard !session.isFinished else { return }
    Console.write(session.page.render(for: session.traits))
  }

  private func record<Output>(_ session: Session<Output>) {
    guard let recordPath else { return }
    let file = TranscriptFile(
      flow: name, arguments: arguments, width: session.traits.width, height: session.traits.height,
      transcript: session.transcript)
    do {
      try file.text.write(toFile: recordPath, atomically: true, encoding: .utf8)
    } catch {
      Console.warn("cannot write the transcript \(recordPath): \(error.localizedDescription)")
    }
  }
}

/// A line a strict headless run did not accept.
public struct RejectedLine: Error, CustomStringConvertible {
  public let source: String
  public let line: Int
  public let input: String
  public let message: String
  public var description: String { "\(source):\(line): \"\(input)\" was not accepted: \(message)" }
}

/// Standard input's lines, read as they come.
private struct StandardInputLines: Sequence, IteratorProtocol {
  mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}

/// The session being run, shared with readline's completion callback on the same thread.
private final class CurrentSession<Output: Sendable>: @unchecked Sendable {
  var session: Session<Output>
  init(_ session: Session<Output>) { self.session = session }
}
