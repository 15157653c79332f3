@_spi(Interpreter) import ConsoleFlow

extension Shell {
  /// The question asked at a terminal before a line that would leave changes not saved behind:
  /// `:quit`, or `:back` and `:home` (and their keys) taking off the screens that hold them.
  /// Line mode asks it on the prompt's line, full screen on its status line.
  struct LeaveQuestion {
    /// The line that leaves, stepped once the user answers yes.
    let line: String
    /// What would be lost: "Not saved: …".
    let message: String
    /// What is asked: "Quit anyway? (y/n) ".
    let prompt: String

    /// The question before `line` (read as `input`) on `flow`; nil when the line loses nothing.
    init?(_ line: String, _ input: InputLine, on flow: Flow<Output>) {
      let lost = flow.unsavedChangesLost(by: input)
      guard !lost.isEmpty else { return nil }
      self.line = line
      message = "Not saved: \(lost.joined(separator: "; "))."
      prompt =
        switch input {
        case .back: "Go back? (y/n) "
        case .home: "Go home? (y/n) "
        default: "Quit anyway? (y/n) "
        }
    }
  }
}
