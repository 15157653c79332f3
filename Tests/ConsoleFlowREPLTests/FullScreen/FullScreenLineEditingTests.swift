@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The line typed full screen takes readline's character and word keys, as line mode's line (and
/// fzf's query) does: each case is `ab cd` typed, the keys, then `x`, and the line readline makes.
@MainActor
@Suite("Full screen: readline's character and word keys on the line typed")
struct FullScreenLineEditingTests {
  @Test(
    "the keys move and delete as readline's do",
    arguments: [
      ("Ctrl-B Ctrl-B Ctrl-F", ["\u{02}", "\u{02}", "\u{06}"], "ab cxd"),
      ("Alt-B Alt-B Alt-F", ["\u{1B}b", "\u{1B}b", "\u{1B}f"], "abx cd"),
      ("Alt-B Alt-D", ["\u{1B}b", "\u{1B}d"], "ab x"),
      ("Alt-Backspace", ["\u{1B}\u{7F}"], "ab x"),
      ("Ctrl-A Alt-F Alt-F", ["\u{01}", "\u{1B}f", "\u{1B}f"], "ab cdx"),
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
