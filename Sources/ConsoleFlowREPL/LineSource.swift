import ConsoleFlow

/// Where a run's lines come from: readline at a terminal, or the lines of a pipe or a script.
@MainActor
protocol LineSource {
  /// Whether the output shows each line after its prompt: nobody typed it at a terminal, so the
  /// output reads as a transcript. At a terminal readline has shown it already.
  var echoesLines: Bool { get }
  /// The next line to send to a flow `depth` screens deep, read after `prompt`; nil when the
  /// input has ended.
  mutating func nextLine(prompt: String, depth: Int) throws -> String?
  /// Asks a yes-or-no question, where someone can answer it; elsewhere the answer is yes.
  mutating func confirm(_ question: String) throws -> Bool
}

/// Lines read with GNU readline: editing, history and completion; `idle` runs while the user
/// sits at the prompt (the page follows what loads deliver meanwhile).
@MainActor
struct TerminalLines: LineSource {
  var history: History
  var idle: (any Readline.Idle)?
  var echoesLines: Bool { false }

  mutating func nextLine(prompt: String, depth: Int) throws -> String? {
    while true {
      switch Readline.readLine(prompt: prompt, idle: idle) {
      case .interrupted: continue
      case .terminated(let signal): throw REPL.Terminated(signal: signal)
      // Ctrl-D on an empty line goes back, and on the first screen leaves.
      case .endOfInput: return depth > 1 ? ":back" : ":quit"
      case .line(let typed):
        history.add(typed)
        return typed
      }
    }
  }

  mutating func confirm(_ question: String) throws -> Bool {
    while true {
      switch Readline.readLine(prompt: TerminalText.escaped(question), endsOnInterrupt: true) {
      case .line(let answer) where ["y", "yes"].contains(answer.lowercased()): return true
      case .line(let answer) where ["n", "no", ""].contains(answer.lowercased()): return false
      case .line: continue
      case .interrupted, .endOfInput: return false
      case .terminated(let signal): throw REPL.Terminated(signal: signal)
      }
    }
  }
}

/// Lines of a script or a pipe, as they come.
struct PlainLines<Lines: IteratorProtocol<String>>: LineSource {
  var lines: Lines
  var echoesLines: Bool { true }

  mutating func nextLine(prompt: String, depth: Int) -> String? { lines.next() }

  mutating func confirm(_ question: String) -> Bool { true }
}

/// Standard input's lines, read as they come.
struct StandardInputLines: IteratorProtocol {
  mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}
