@_spi(Interpreter) import ConsoleFlow

// The command line on the bottom row (`:`): Up and Down walk the commands entered, Tab completes
// the command being typed.
extension FullScreenRun {
  /// Up or Down on the command line: an earlier command, or a later one, and past the last the
  /// empty line again.
  mutating func recall(_ offset: Int) -> [Shell<Output>.Event] {
    let at = (recalling ?? commandHistory.count) + offset
    guard at >= 0, !commandHistory.isEmpty, at <= commandHistory.count else { return [] }
    recalling = at < commandHistory.count ? at : nil
    typed = EditedLine(recalling.map { commandHistory[$0] } ?? "")
    return []
  }

  /// A command entered, trimmed: kept for Up, once however often it is entered in a row.
  mutating func remember(_ command: String) {
    recalling = nil
    guard !command.isEmpty, commandHistory.last != command else { return }
    commandHistory.append(command)
  }

  /// Tab on the command line: the command, or the column of `:sort` and `:columns`, that the
  /// text before the cursor starts; where several do, as much as they share, and their list
  /// under the page.
  mutating func complete(shown: Shown) -> [Shell<Output>.Event] {
    let before = typed.beforeCursor
    let options = shown.completions(":" + before).filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    guard let first = options.first else { return [] }
    let shared = Completion.commonPrefix(options)
    let after = String(typed.text.dropFirst(before.count))
    if options.count == 1 {
      typed = EditedLine(first + " " + after, beforeCursor: first + " ")
    } else if shared.count > before.count {
      typed = EditedLine(shared + after, beforeCursor: shared)
    } else {
      completionsListed = options.map { ":" + $0 }
    }
    return []
  }
}
