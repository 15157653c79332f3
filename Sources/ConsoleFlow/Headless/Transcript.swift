/// What a person would have seen: every page shown and every input given after its prompt.
///
/// `text` is exactly what the REPL prints with colour off; ``TranscriptFile`` writes the same
/// session so that it can be replayed, the inputs kept apart from the output.
package struct Transcript: Equatable, Sendable {
  /// One thing that happened.
  package enum Entry: Equatable, Sendable {
    /// Lines printed.
    case output([String])
    /// A line given after a prompt.
    case input(prompt: String, line: String)
  }

  /// What happened, in order.
  package private(set) var entries: [Entry] = []

  /// A transcript of these entries; empty by default.
  package init(entries: [Entry] = []) {
    self.entries = entries
  }

  mutating func appendOutput(_ lines: [String]) {
    entries.append(.output(lines))
  }

  mutating func appendInput(_ line: String, after prompt: String) {
    entries.append(.input(prompt: prompt, line: line))
  }

  /// The inputs given, in order.
  package var inputs: [String] {
    entries.compactMap { entry in
      if case .input(_, let line) = entry { return line }
      return nil
    }
  }

  /// The lines of the page shown last, as printed (colour off).
  package var lastPage: [String] {
    for entry in entries.reversed() {
      if case .output(let lines) = entry { return lines }
    }
    return []
  }

  /// The session as the REPL prints it: pages, and each input after its prompt.
  package var text: String {
    entries.map { entry in
      switch entry {
      case .output(let lines): return lines.map { $0 + "\n" }.joined()
      case .input(let prompt, let line): return prompt + line + "\n"
      }
    }.joined()
  }
}
