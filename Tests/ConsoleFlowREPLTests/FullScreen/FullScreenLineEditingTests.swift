@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The line typed full screen takes readline's character, word and cut keys, as line mode's line
/// (and fzf's query) does: each case is `ab cd` typed, the keys, then `x`, and the line readline
/// makes (read off bash's readline in tmux).
@MainActor
@Suite("Full screen: readline's character and word keys on the line typed")
struct FullScreenLineEditingTests {
  @Test(
    "the keys move, cut and put back as readline's do",
    arguments: [
      ("Ctrl-B Ctrl-B Ctrl-F", ["\u{02}", "\u{02}", "\u{06}"], "ab cxd"),
      ("Alt-B Alt-B Alt-F", ["\u{1B}b", "\u{1B}b", "\u{1B}f"], "abx cd"),
      ("Alt-B Alt-D", ["\u{1B}b", "\u{1B}d"], "ab x"),
      ("Alt-Backspace", ["\u{1B}\u{7F}"], "ab x"),
      ("Ctrl-A Alt-F Alt-F", ["\u{01}", "\u{1B}f", "\u{1B}f"], "ab cdx"),
      ("Ctrl-W Ctrl-Y Ctrl-Y", ["\u{17}", "\u{19}", "\u{19}"], "ab cdcdx"),
      ("Ctrl-A Ctrl-K Ctrl-Y", ["\u{01}", "\u{0B}", "\u{19}"], "ab cdx"),
      ("Ctrl-U Ctrl-Y Ctrl-Y", ["\u{15}", "\u{19}", "\u{19}"], "ab cdab cdx"),
      ("Alt-B Alt-D Ctrl-Y", ["\u{1B}b", "\u{1B}d", "\u{19}"], "ab cdx"),
      ("Ctrl-W Ctrl-W Ctrl-Y", ["\u{17}", "\u{17}", "\u{19}"], "ab cdx"),
      ("Ctrl-W Alt-Backspace Ctrl-Y", ["\u{17}", "\u{1B}\u{7F}", "\u{19}"], "ab cdx"),
      ("Ctrl-A Alt-D Alt-D Ctrl-Y", ["\u{01}", "\u{1B}d", "\u{1B}d", "\u{19}"], "ab cdx"),
    ])
  func wordKeys(name: String, keys: [String], line: String) {
    let names = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let run = FullScreenShell(Flow(root(names), input: ["Ann", "Bob"]))
    run.start()
    run.type("ab cd")
    // Each key read on its own, as a person types: an Escape and its letter arrive together.
    for key in keys { run.send(key) }
    run.type("x")
    #expect(run.screen.rowTexts.last?.hasSuffix(line) == true, "\(name): \(run.screen.rowTexts.last ?? "")")
  }
}
