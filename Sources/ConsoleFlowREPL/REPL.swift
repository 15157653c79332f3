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

  /// A REPL for the flow called `name`; every other setting has a default.
  public init(
    name: String, color: ColorChoice = .auto, keepRunning: Bool = false, strict: Bool = false,
    recordPath: String? = nil, arguments: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    (self.name, self.color, self.keepRunning, self.strict) = (name, color, keepRunning, strict)
    (self.recordPath, self.arguments, self.environment) = (recordPath, arguments, environment)
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
      return try run(
        navigation, input: input, lines: IteratorSequence(StandardInputLines()), source: "stdin",
        onCompletion: onCompletion)
    }
    Readline.setUp(name: name)
    let current = CurrentSession(
      Session(Flow(navigation, input: input, traits: terminal.traits()), keepRunning: keepRunning))
    Readline.complete(with: { current.session.flow.completions(for: $0) })
    var history = History(flow: name, environment: environment)
    history.load()
    var lines = TerminalLines(history: history)
    return try drive(current, from: &lines, terminal: terminal, source: "terminal", onCompletion: onCompletion)
  }

  /// Runs `navigation` headlessly on `lines` (a script, or piped input), printing the transcript
  /// as it goes. When `strict`, a line that is not accepted stops the run with an error naming
  /// `source` and the line number.
  @discardableResult
  public func run<A, Output: Sendable, Lines: Sequence<String>>(
    _ navigation: Navigation<A, Output>, input: A, lines: Lines, source: String,
    onCompletion: (Output) -> Void = { _ in }
  ) throws -> Output? {
    let terminal = Terminal(environment: environment, color: color)
    let current = CurrentSession(
      Session(Flow(navigation, input: input, traits: terminal.traits()), keepRunning: keepRunning))
    var plain = PlainLines(lines: lines.makeIterator())
    return try drive(current, from: &plain, terminal: terminal, source: source, onCompletion: onCompletion)
  }

  /// The one loop of every run: show the page, read a line, step, show the next page, until the
  /// flow ends, the input ends or the reader of the output goes away.
  private func drive<Output: Sendable>(
    _ current: CurrentSession<Output>, from lines: inout some LineSource, terminal: Terminal, source: String,
    onCompletion: (Output) -> Void
  ) throws -> Output? {
    // Writing into a closed pipe must not kill the process with SIGPIPE; the write fails instead.
    Readline.ignoreBrokenPipes()
    defer { record(current.session) }
    do {
      try Console.write(current.session.page.render(for: current.session.traits))
      var number = 0
      while !current.session.isFinished,
        let line = lines.nextLine(prompt: current.session.prompt, depth: current.session.flow.depth)
      {
        number += 1
        if lines.echoesLines { try Console.write([current.session.prompt + line]) }
        // Read the size again: the terminal may have been resized while the user typed.
        current.session.traits = terminal.traits()
        let completed = current.session.completions.count
        let outcome = current.session.send(line)
        if !current.session.isFinished {
          try Console.write(current.session.page.render(for: current.session.traits))
        }
        current.session.completions.dropFirst(completed).forEach(onCompletion)
        if strict, lines.echoesLines, case .rejected(let why) = outcome {
          throw RejectedLine(source: source, line: number, input: line, message: why)
        }
      }
    } catch is Console.OutputClosed {
      // Nobody reads the output any more: there is nothing left to say to anyone.
    }
    return current.session.completions.last
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
  /// Where the lines came from: the script's path, or `stdin`.
  public let source: String
  /// The line's number, from 1.
  public let line: Int
  /// The line as given.
  public let input: String
  /// Why it was not accepted.
  public let message: String
  /// `source:line: "input" was not accepted: message`, as a compiler reports a line.
  public var description: String { "\(source):\(line): \"\(input)\" was not accepted: \(message)" }
}

/// The session being run, shared with readline's completion callback on the same thread.
private final class CurrentSession<Output: Sendable>: @unchecked Sendable {
  var session: Session<Output>
  init(_ session: Session<Output>) { self.session = session }
}
