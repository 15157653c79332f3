import Testing

@testable import ConsoleFlow

@Suite("Text made safe for a terminal")
struct TerminalTextTests {
  @Test(
    "control characters, escape sequences and bidirectional overrides show escaped",
    arguments: [
      ("\u{1B}[2J", "\\e[2J"), ("a\tb", "a\\tb"), ("line\nnext", "line\\nnext"), ("\r", "\\r"),
      ("\u{7}", "\\u{7}"), ("\u{9B}", "\\u{9B}"), ("evil\u{202E}txt", "evil\\u{202E}txt"), ("\u{2066}x", "\\u{2066}x"),
    ])
  func escapes(raw: String, shown: String) {
    #expect(TerminalText.escaped(raw) == shown)
  }

  @Test("safe text is left alone: accents, CJK, emoji, dashes and quotes")
  func safeText() {
    for text in ["Motörhead", "坂本龍一", "🎸", "1–20 “of” 275 › …", ""] {
      #expect(TerminalText.escaped(text) == text)
    }
  }

  @Test("escaping answers the cells the escaped text takes")
  func lengths() {
    #expect(TerminalText.escapedWithLength("AC/DC") == ("AC/DC", 5))
    #expect(TerminalText.escapedWithLength("\u{1B}x") == ("\\ex", 3))
    #expect(TerminalText.escapedWithLength("坂本") == ("坂本", 4))
  }
}
