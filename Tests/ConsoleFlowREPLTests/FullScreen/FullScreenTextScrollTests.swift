@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

private let longText = (1...200).map { "line \($0) of the diff" }

/// Long text full screen: a detail scrolls by line, by page and to either end; so does a focused
/// preview, which starts from its first line again on the next item.
@MainActor
@Suite("Full screen: long text scrolls by line, page and end")
struct FullScreenTextScrollTests {
  @Test("a detail of 200 lines: Down a line, Page Down a page, End the last line, Home the first")
  func detailScrolls() {
    let detail = Screen<Void, Void>.detail(title: .from { _ in "Diff" }, lines: { _ in longText })
    let run = FullScreenShell(Flow(root(detail), input: ()), rows: 12, columns: 60)
    run.start()
    #expect(run.shows("line 1 of the diff"), "\(run.screen)")
    run.down()
    #expect(!run.shows("line 1 of the diff") && run.shows("line 2 of the diff"), "\(run.screen)")
    run.pageDown()
    #expect(!run.shows("line 2 of the diff"), "a page on\n\(run.screen)")
    run.end()
    #expect(run.shows("line 200 of the diff"), "\(run.screen)")
    run.home()
    #expect(run.shows("line 1 of the diff"), "\(run.screen)")
  }

  /// Commits whose previews are 200 lines long, started full screen at 80×24.
  func commits(_ names: [String]) -> FullScreenShell<String> {
    let list = Screen<[String], String>.list(
      title: "Commits", rows: .input, label: { $0 },
      preview: .lines { commit in longText.map { Page.Line("\(commit): \($0)") } })
    let run = FullScreenShell(Flow(root(list), input: names), rows: 24, columns: 80)
    run.start()
    return run
  }

  @Test("a focused preview: End goes to its last line; the next item's preview starts at its first")
  func previewScrolls() {
    let run = commits(["a", "b", "c"])
    run.send("\t")
    run.end()
    #expect(run.shows("a: line 200 of the diff"), "\(run.screen)")
    #expect(!run.shows("a: line 1 of the diff"))
    run.send("\t")
    run.down()
    #expect(run.shows("b: line 1 of the diff"), "from its first line\n\(run.screen)")
  }

  @Test("a focused preview on a list narrowed as typed: the next match's preview starts at its first line")
  func narrowedPreviewScrolls() {
    let run = commits(["fix a", "fix b", "add c"])
    run.type("fix")
    run.send("\t")
    run.end()
    #expect(run.shows("fix a: line 200 of the diff"), "\(run.screen)")
    run.send("\t")
    run.down()
    #expect(run.shows("fix b: line 1 of the diff"), "from its first line\n\(run.screen)")
  }
}
