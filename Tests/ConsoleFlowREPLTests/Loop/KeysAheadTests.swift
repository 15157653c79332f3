import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// Line mode's keys while a chooser's list loads, as a pure value: which act, which wait.
@Suite("Keys read ahead of the prompt")
struct KeysAheadTests {
  private func meaning(_ key: Key) -> String? {
    ["ctrl-c", "esc", "ctrl-z"].contains(key.mapName) ? key.mapName : nil
  }

  @Test("a key that acts is its event; what is typed around it keeps its bytes, in order")
  func sorted() {
    var keys = KeysAhead()
    let taken = keys.take(Array("ab\u{03}é".utf8), at: .zero, meaning: meaning)
    #expect(taken.events == ["ctrl-c"])
    #expect(taken.typed == Array("abé".utf8))
  }

  @Test("Esc alone acts once its wait passed; Esc and a letter together (Alt-x) are typed")
  func escape() {
    var keys = KeysAhead(escapeDelay: .milliseconds(100))
    #expect(keys.take([0x1B], at: .zero, meaning: meaning).events.isEmpty)
    #expect(keys.deadline == .milliseconds(100))
    #expect(keys.expire(at: .milliseconds(50), meaning: meaning).events.isEmpty)
    #expect(keys.expire(at: .milliseconds(100), meaning: meaning).events == ["esc"])
    let alt = keys.take([0x1B, UInt8(ascii: "x")], at: .seconds(1), meaning: meaning)
    #expect(alt.events.isEmpty && alt.typed == [0x1B, UInt8(ascii: "x")])
  }

  @Test("a bracketed paste is typed whole, its newline inside; a terminal's answers are dropped")
  func pasteAndAnswers() {
    var keys = KeysAhead()
    let paste = Array("\u{1B}[200~echo PASTED\r\u{1B}[201~".utf8)
    #expect(keys.take(paste, at: .zero, meaning: meaning).typed == paste)
    let answers = keys.take(Array("\u{1B}[?2004;2$y\u{1B}[?62;22c".utf8), at: .zero, meaning: meaning)
    #expect(answers.typed.isEmpty && answers.events.isEmpty)
  }
}
