import ConsoleFlow
import Testing

@Suite("The input language")
struct InputTests {
  @Test(
    "commands and their aliases",
    arguments: [
      (":back", Input.back), ("..", .back), (":home", .home), ("~", .home), (":quit", .quit), (":q", .quit),
      (":help", .help), ("?", .help), (":next", .screen(.nextPage)), (">", .screen(.nextPage)),
      (":prev", .screen(.previousPage)), ("<", .screen(.previousPage)), ("  :BACK  ", .back),
    ])
  func commands(line: String, input: Input) {
    #expect(Input(parsing: line) == input)
  }

  @Test("numbers and names are entries; names that look like commands stay names")
  func entries() {
    #expect(Input(parsing: "3") == .screen(.entry("3")))
    #expect(Input(parsing: " AC/DC ") == .screen(.entry("AC/DC")))
    #expect(Input(parsing: "BackBeat") == .screen(.entry("BackBeat")))
    #expect(Input(parsing: "Back to Black") == .screen(.entry("Back to Black")))
  }

  @Test("a leading backslash takes the rest literally")
  func literal() {
    #expect(Input(parsing: "\\:back") == .screen(.entry(":back")))
    #expect(Input(parsing: "\\/etc") == .screen(.entry("/etc")))
    #expect(Input(parsing: "\\..") == .screen(.entry("..")))
  }

  @Test("a slash filters; a slash alone clears the filter")
  func filters() {
    #expect(Input(parsing: "/mot") == .screen(.filter("mot")))
    #expect(Input(parsing: "/") == .screen(.filter("")))
  }

  @Test("an unknown colon word is reported, a blank line is blank")
  func unknownAndBlank() {
    #expect(Input(parsing: ":frobnicate") == .unknownCommand(":frobnicate"))
    #expect(Input(parsing: "   ") == .blank)
  }
}
