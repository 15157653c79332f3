@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// Line mode and plain mode draw no page again on a resize: the page on screen keeps its rows,
/// and a number typed names a row of it, as the documentation says ("item 3 of the page
/// shown"), not a row of a page made for the new size and never drawn. The next page is drawn
/// for the new size.
@MainActor
@Suite("After a resize, a number names a row of the page on screen, in line mode and plain mode")
struct ShellResizedPageTests {
  /// Twenty folders and, last, a file named `15`: `15` is a row of the first page at 30 rows,
  /// and the file's name too.
  static let entries = (1...20).map { "d" + ($0 < 10 ? "0" : "") + "\($0)" } + ["15"]
  static let chooseEntry = Screen<[String], String>.list(title: "Entries", rows: .input, label: { $0 })

  @Test("the number on the page drawn before the resize is the row chosen", arguments: [false, true])
  func numberNamesTheRowShown(plain: Bool) throws {
    let run = EmbeddedShell(Flow(root(Self.chooseEntry), input: Self.entries), rows: 30, columns: 80) {
      $0.plain = plain
    }
    run.start()
    #expect(run.screen.lines.contains { $0.hasSuffix("15  d15") }, "row 15 is on the page: \(run.screen.picture)")
    run.resize(rows: 10, columns: 40)
    run.enter("15")
    guard case .ended(let chosen)? = run.ending else {
      Issue.record("nothing chosen: \(run.screen.picture)")
      return
    }
    #expect(chosen == "d15", "row 15 of the page on screen, not the entry named 15")
  }

  @Test("the page after the resize is drawn for the new size")
  func nextPageForTheNewSize() throws {
    let run = EmbeddedShell(Flow(root(Self.chooseEntry), input: Self.entries), rows: 30, columns: 80)
    run.start()
    run.resize(rows: 10, columns: 40)
    run.enter("/d")
    let status = try #require(run.screen.lines.last { $0.contains(" of 20 matching") }, "\(run.screen.picture)")
    let last = Int(status.drop { $0 != "–" }.dropFirst().prefix { $0.isNumber }) ?? 0
    #expect(last > 0 && last < 10, "a page of 10 rows' items: \(status)")
    #expect(run.screen.lines.suffix(10).allSatisfy { $0.count <= 40 }, "drawn for 40 columns: \(run.screen.picture)")
  }
}
