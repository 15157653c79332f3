// What Tab offers: the labels of the view on screen and the commands, and after `:sort` or
// `:columns` a table's column titles.
extension Flow {
  /// The labels of the current view and the commands that start like `text`, ignoring case and
  /// accents, in their order and without repeats: what Tab offers.
  ///
  /// ```swift
  /// flow.tabCompletions(for: "mot") // ["Motörhead", "Motörhead & Girlschool", "Mötley Crüe"]
  /// ```
  @_spi(Interpreter) public func tabCompletions(for text: String) -> [String] {
    completionWords(for: text).map(\.word)
  }

  /// What Tab puts on the line for `text`: the ``tabCompletions(for:)``, each label spelt as a line
  /// that names it (``InputLine/typed(label:)``: control characters escaped as the page shows
  /// them, a backslash before a label that reads as a command), the commands as they are.
  package func completionLines(for text: String) -> [String] {
    completionWords(for: text).map { $0.isCommand ? $0.word : InputLine.typed(label: $0.word) }
  }

  /// The labels and commands that start like `text`, without repeats, each marked a command or not.
  private func completionWords(for text: String) -> [(word: String, isCommand: Bool)] {
    environment.bound { unboundCompletionWords(for: text) }
  }

  private func unboundCompletionWords(for text: String) -> [(word: String, isCommand: Bool)] {
    if let columns = columnCompletions(for: text) { return columns.map { (word: $0, isCommand: true) } }
    let wanted = SearchKey.of(text)
    var seen = Set<String>()
    let labels = stack[stack.count - 1].screen.labels(traits).lazy.map { (word: $0, isCommand: false) }
    let commands = (text.isEmpty ? [] : InputLine.spellings).lazy.map { (word: $0, isCommand: true) }
    return (Array(labels) + Array(commands)).filter {
      SearchKey.of($0.word).hasPrefix(wanted) && seen.insert($0.word).inserted
    }
  }

  /// After `:sort ` or `:columns ` on a table, the whole lines that complete the name being typed
  /// with a column's title (as the page spells it); nil for any other line.
  private func columnCompletions(for text: String) -> [String]? {
    let titles = stack[stack.count - 1].screen.columnTitles().map(TerminalText.escaped)
    guard !titles.isEmpty else { return nil }
    for command in [":sort", ":columns"] {
      guard text.count > command.count, text.prefix(command.count).lowercased() == command,
        let space = text.dropFirst(command.count).first, space == " "
      else { continue }
      // The name being typed starts after the last space or comma (or a sort's minus sign).
      var start = text.endIndex
      while start > text.startIndex, !" ,".contains(text[text.index(before: start)]) {
        start = text.index(before: start)
      }
      if command == ":sort", text[start...].first == "-" { start = text.index(after: start) }
      let wanted = SearchKey.of(String(text[start...]))
      return titles.filter { SearchKey.of($0).hasPrefix(wanted) }.map { String(text[..<start]) + $0 }
    }
    return nil
  }
}
