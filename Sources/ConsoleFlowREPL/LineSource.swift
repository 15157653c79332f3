/// Where a run's lines come from: readline at a terminal, or the lines of a pipe or a script.
protocol LineSource {
  /// Whether the output shows each line after its prompt: nobody typed it at a terminal, so the
  /// output reads as a transcript. At a terminal readline has shown it already.
  var echoesLines: Bool { get }
  /// The next line to send to a flow `depth` screens deep, read after `prompt`; nil when the
  /// input has ended.
  mutating func nextLine(prompt: String, depth: Int) -> String?
}

/// Lines read with GNU readline: editing, history and completion.
struct TerminalLines: LineSource {
  var history: History
  var echoesLines: Bool { false }

  mutating func nextLine(prompt: String, depth: Int) -> String? {
    while true {
      switch Readline.readLine(prompt: prompt) {
      case .interrupted: continue
      // Ctrl-D on an empty line goes back, and on the first screen leaves.
      case .endOfInput: return depth > 1 ? ":back" : ":quit"
      case .line(let typed):
        history.add(typed)
        return typed
      }
    }
  }
}

/// Lines of a script or a pipe, as they come.
struct PlainLines<Lines: IteratorProtocol<String>>: LineSource {
  var lines: Lines
  var echoesLines: Bool { true }

  mutating func nextLine(prompt: String, depth: Int) -> String? { lines.next() }
}

/// Standard input's lines, read as they come.
struct StandardInputLines: IteratorProtocol {
  mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}
