@_spi(Interpreter) import ConsoleFlow

// Readline's word and cut keys, full screen as in line mode (and fzf): Alt-B and Alt-F move a
// word, Alt-D and Alt-Backspace cut one, Ctrl-U, Ctrl-K and Ctrl-W cut before the cursor, after
// it and the word before it, and Ctrl-Y puts back what was cut last. A word is a run of letters
// and digits, as readline's is (Ctrl-W's runs to a space, as readline's does).
extension FullScreenRun {
  /// What Alt-B, Alt-F, Alt-D or Alt-Backspace does to the line being typed; nil for another key.
  mutating func wordKey(_ key: Key) -> [Shell<Output>.Event]? {
    switch (key.name, key.modifiers) {
    case (.character("b"), .alt): move { before, text in Self.wordStart(before: before, in: text) }
    case (.character("f"), .alt): move { before, text in Self.wordEnd(after: before, in: text) }
    case (.character("d"), .alt):
      cut { line in Self.wordEnd(after: line.beforeCursor.count, in: Array(line.text)) }
    case (.backspace, .alt):
      cut { line in Self.wordStart(before: line.beforeCursor.count, in: Array(line.text)) }
    default: nil
    }
  }

  /// What Ctrl-U, Ctrl-K, Ctrl-W or Ctrl-Y does to the line being typed; nil for another key.
  mutating func cutKey(_ character: Character) -> [Shell<Output>.Event]? {
    switch character {
    case "u": cut { _ in 0 }
    case "k": cut { line in line.text.count }
    case "w":
      cut { line in line.beforeCursor.reversed().drop { $0 == " " }.drop { $0 != " " }.count }
    case "y":
      changeLine { [cutLast] line in
        line.text = line.beforeCursor + cutLast + line.text.dropFirst(line.beforeCursor.count)
        line.beforeCursor += cutLast
      }
    default: nil
    }
  }

  /// Cuts the text between the cursor and the place `to` says (before or after it, a count of
  /// characters), keeping it for Ctrl-Y.
  private mutating func cut(to place: (EditedLine) -> Int) -> [Shell<Output>.Event] {
    var removed = ""
    let before = typed
    let events = changeLine { line in
      let text = Array(line.text)
      let cursor = line.beforeCursor.count
      let (start, end) = (min(place(line), cursor), max(place(line), cursor))
      removed = String(text[start..<end])
      line.text = String(text[..<start]) + String(text[end...])
      line.beforeCursor = String(text[..<start])
    }
    guard !removed.isEmpty else { return events }
    // Right after another cut, the two are one text: what was before the cursor goes first.
    if cutAtKey == keysTaken - 1 {
      cutLast = place(before) < before.beforeCursor.count ? removed + cutLast : cutLast + removed
    } else {
      cutLast = removed
    }
    cutAtKey = keysTaken
    return events
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
