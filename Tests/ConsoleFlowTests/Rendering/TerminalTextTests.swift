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
    #expect(TerminalText.shownWithLength("AC/DC") == ("AC/DC", 5))
    #expect(TerminalText.shownWithLength("\u{1B}x") == ("\\ex", 3))
    #expect(TerminalText.shownWithLength("坂本") == ("坂本", 4))
    #expect(TerminalText.shownWithLength("a\tb") == ("a       b", 9))
  }

  @Test(
    "data as a page shows it: a tab to the next stop of eight cells from the text's start, the rest escaped",
    arguments: [
      ("a\tb\tc", "a       b       c"), ("12345678\tz", "12345678        z"), ("\t", "        "),
      // Cells, not characters: a wide character takes two, an escape the cells it shows in.
      ("坂本\tx", "坂本    x"), ("\u{1B}\tx", "\\e      x"), ("ö\tx", "ö       x"),
      // Several lines on one row: the breaks and the tabs show escaped alike.
      ("cat <<E\n\tindented\nE", "cat <<E\\n\\tindented\\nE"),
      // A CRLF file's line: the return escaped, the tabs aligned, as fzf shows it.
      ("id\tname\r", "id      name\\r"), ("cr\rx\ty", "cr\\rx   y"),
    ])
  func shown(raw: String, shown: String) {
    #expect(TerminalText.shown(raw) == shown)
    #expect(TerminalText.escaped(raw).contains("\\t"), "messages and names keep the escape")
  }

  @Test(
    "a preview's line: a tab to its next stop, its colour sequences taking no cells",
    arguments: [
      ("\tgcc -o x", "        gcc -o x"), ("\u{1B}[31mred\u{1B}[0m\tx", "\u{1B}[31mred\u{1B}[0m     x"),
      ("no tab", "no tab"), ("坂\tx", "坂      x"),
    ])
  func previewLine(raw: String, shown: String) {
    #expect(TerminalText.tabsExpanded(inColoredLine: raw) == shown)
  }
}
