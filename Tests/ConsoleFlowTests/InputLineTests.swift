@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@Suite("The input language")
struct InputTests {
  @Test(
    "commands and their aliases",
    arguments: [
      (":back", InputLine.back), ("..", .back), (":home", .home), ("~", .home), (":quit", .quit), (":q", .quit),
      (":help", .help), ("?", .help), (":next", .screen(.nextPage)), (">", .screen(.nextPage)),
      (":prev", .screen(.previousPage)), ("<", .screen(.previousPage)), ("  :BACK  ", .back),
    ])
  func commands(line: String, input: InputLine) {
    #expect(InputLine(parsing: line) == input)
  }

  @Test("numbers and names are entries; names that look like commands stay names")
  func entries() {
    #expect(InputLine(parsing: "3") == .screen(.entry("3")))
    #expect(InputLine(parsing: " AC/DC ") == .screen(.entry("AC/DC")))
    #expect(InputLine(parsing: "BackBeat") == .screen(.entry("BackBeat")))
    #expect(InputLine(parsing: "Back to Black") == .screen(.entry("Back to Black")))
  }

  @Test(":sort takes a column's name as typed, a dash before it for largest first")
  func sort() {
    #expect(InputLine(parsing: ":sort Length") == .screen(.sort("Length")))
    #expect(InputLine(parsing: " :SORT  -unit price ") == .screen(.sort("-unit price")))
    #expect(InputLine(parsing: ":sort") == .screen(.sort("")))
    #expect(InputLine(parsing: ":sorted") == .unknownCommand(":sorted"))
    #expect(InputLine(parsing: "\\:sort x") == .screen(.entry(":sort x")))
  }

  @Test("a leading backslash takes the rest literally")
  func literal() {
    #expect(InputLine(parsing: "\\:back") == .screen(.entry(":back")))
    #expect(InputLine(parsing: "\\/etc") == .screen(.entry("/etc")))
    #expect(InputLine(parsing: "\\..") == .screen(.entry("..")))
  }

  @Test("a slash filters; a slash alone clears the filter")
  func filters() {
    #expect(InputLine(parsing: "/mot") == .screen(.filter("mot")))
    #expect(InputLine(parsing: "/") == .screen(.filter("")))
  }

  @Test("an unknown colon word is reported, a blank line is blank")
  func unknownAndBlank() {
    #expect(InputLine(parsing: ":frobnicate") == .unknownCommand(":frobnicate"))
    #expect(InputLine(parsing: "   ") == .blank)
  }

  @Test("a label is typed as the page spells it, behind a backslash where it would read as something else")
  func typedLabels() {
    #expect(InputLine.typed(label: "AC/DC") == "AC/DC")
    #expect(InputLine.typed(label: "Evil\u{202E}Reversed") == "Evil\\u{202E}Reversed")
    for label in [":back", "/text", "..", "~", "?", ">", "\\already", "\u{1B}[31m"] {
      let typed = InputLine.typed(label: label)
      #expect(typed.hasPrefix("\\"), "\(typed)")
      #expect(!typed.unicodeScalars.contains(where: TerminalText.isUnsafe))
      guard case .screen(.entry(let entry)) = InputLine(parsing: typed) else {
        Issue.record("\(typed) is not read as an entry")
        continue
      }
      #expect(entry == TerminalText.escaped(label))
    }
  }
}
