import ConsoleFlow

/// Where a run's lines come from: readline at a terminal, or the lines of a pipe or a script.
@MainActor
protocol LineSource {
  /// Whether the output shows each line after its prompt: nobody typed it at a terminal, so the
  /// output reads as a transcript. At a terminal readline has shown it already.
  var echoesLines: Bool { get }
  /// Whether the next line is already known (the second of the lines one Enter sends): the page
  /// between them is not shown.
  var hasQueuedLine: Bool { get }
  /// The next line to send to a flow `depth` screens deep, read after `prompt`; nil when the
  /// input has ended.
  mutating func nextLine(prompt: String, depth: Int) throws -> String?
  /// Asks a yes-or-no question, where someone can answer it; elsewhere the answer is yes.
  mutating func confirm(_ question: String) throws -> Bool
}

/// Lines read with GNU readline: editing, history and completion; `idle` runs while the user
/// sits at the prompt (the page follows what loads deliver meanwhile), `typing` follows the line
/// as it is typed (a list narrows) and says what Enter sends.
@MainActor
struct TerminalLines: LineSource {
  var history: History
  var idle: (any Readline.Idle)?
  var typing: (any Readline.Typing)?
  /// Lines one Enter sent that are still to be stepped.
  private var queued: [String] = []
  var echoesLines: Bool { false }
  var hasQueuedLine: Bool { !queued.isEmpty }

  init(history: History, idle: (any Readline.Idle)?, typing: (any Readline.Typing)?) {
    (self.history, self.idle, self.typing) = (history, idle, typing)
  }

  mutating func nextLine(prompt: String, depth: Int) throws -> String? {
    if !queued.isEmpty { return queued.removeFirst() }
    while true {
      switch Readline.readLine(prompt: prompt, idle: idle, typing: typing) {
      case .interrupted: continue
      case .terminated(let signal): throw REPL.Terminated(signal: signal)
      // Ctrl-D on an empty line goes back, and on the first screen leaves.
      case .endOfInput: return depth > 1 ? ":back" : ":quit"
      case .line(let typed):
        history.add(typed)
        var lines = typing?.lines(forEnter: typed) ?? [typed]
        let first = lines.removeFirst()
        queued = lines
        return first
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
  var hasQueuedLine: Bool { false }

  mutating func nextLine(prompt: String, depth: Int) -> String? { lines.next() }

  mutating func confirm(_ question: String) -> Bool { true }
}

/// Standard input's lines, read as they come.
struct StandardInputLines: IteratorProtocol {
  mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}
