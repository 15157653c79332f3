@_spi(Interpreter) import ConsoleFlow

// Readline's word keys, full screen as in line mode (and fzf): Alt-B and Alt-F move a word,
// Alt-D and Alt-Backspace delete one. A word is a run of letters and digits, as readline's is.
extension FullScreenRun {
  /// What Alt-B, Alt-F, Alt-D or Alt-Backspace does to the line being typed; nil for another key.
  mutating func wordKey(_ key: Key) -> [Shell<Output>.Event]? {
    switch (key.name, key.modifiers) {
    case (.character("b"), .alt): move { before, text in Self.wordStart(before: before, in: text) }
    case (.character("f"), .alt): move { before, text in Self.wordEnd(after: before, in: text) }
    case (.character("d"), .alt):
      changeLine { line in
        let text = Array(line.text)
        let end = Self.wordEnd(after: line.beforeCursor.count, in: text)
        line.text = line.beforeCursor + String(text[end...])
      }
    case (.backspace, .alt):
      changeLine { line in
        let text = Array(line.text)
        let start = Self.wordStart(before: line.beforeCursor.count, in: text)
        line.text = String(text[..<start]) + String(text[line.beforeCursor.count...])
        line.beforeCursor = String(text[..<start])
      }
    default: nil
    }
  }

  /// The cursor moved to where `to` says from its place (a count of characters before it), held
  /// within the line.
  private mutating func move(to place: (Int, [Character]) -> Int) -> [Shell<Output>.Event] {
    changeLine { line in
      let text = Array(line.text)
      line.beforeCursor = String(text.prefix(min(max(place(line.beforeCursor.count, text), 0), text.count)))
    }
  }

  /// Where the word before `place` starts: past what is no word, then back over the word.
  private static func wordStart(before place: Int, in text: [Character]) -> Int {
    var start = place
    while start > 0, !isWordCharacter(text[start - 1]) { start -= 1 }
    while start > 0, isWordCharacter(text[start - 1]) { start -= 1 }
    return start
  }

  /// Where the word after `place` ends: past what is no word, then over the word.
  private static func wordEnd(after place: Int, in text: [Character]) -> Int {
    var end = place
    while end < text.count, !isWordCharacter(text[end]) { end += 1 }
    while end < text.count, isWordCharacter(text[end]) { end += 1 }
    return end
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
