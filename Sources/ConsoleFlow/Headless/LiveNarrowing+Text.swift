extension LiveNarrowing {
  /// The text a line narrows the list of `flow` by: a name being typed, or `/text`; nil for what
  /// does not narrow (a command, a number, a blank line, a screen that is no list).
  static func narrowingText(of line: String, on flow: Flow<Output>) -> String? {
    guard flow.narrows else { return nil }
    switch InputLine(parsing: line) {
    case .screen(.filter(let text)): return text
    case .screen(.entry(let text)) where !text.utf8.allSatisfy({ (0x30...0x39).contains($0) }): return text
    default: return nil
    }
  }
}
