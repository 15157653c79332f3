@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A list's preview pane full screen: in its place from the list's first frame, so the rows a
/// key moves over are the rows shown, however the key's turn and the preview's work fall.
@MainActor
@Suite("Full screen: a list's preview pane, in place from the first frame")
struct FullScreenPreviewPaneTests {
  nonisolated private static let names = (1...100).map { "Name \($0)" }

  /// The names arriving in one part, each previewed by slow work.
  private func run(rows: Int, columns: Int) -> FullScreenShell<String> {
    let arriving = ElementStream<String>("Reading names") { last in last == nil ? Self.names : [] }
    let list = Screen<ElementStream<String>, String>.list(
      title: "Names", rows: .input, label: { $0 }, preview: .load("Loading notes") { name in ["Notes on \(name)"] })
    let run = FullScreenShell(Flow(root(list), input: arriving), rows: rows, columns: columns)
    run.start()
    return run
  }

  @Test(
    "Page Down as the rows arrive turns the rows shown with the pane, as it does once the preview was asked",
    arguments: [(24, 80), (24, 130), (15, 40)])
  func pageKeyAsTheRowsArrive(rows: Int, columns: Int) async {
    let settled = run(rows: rows, columns: columns)
    await settled.finish(load: 0)
    #expect(settled.shows("Loading notes"), "\(settled.screen)")
    settled.pageDown()
    // The key read in the turn the rows came, before any frame showed them.
    let early = run(rows: rows, columns: columns)
    await early.finish(load: 0, thenRead: "\u{1B}[6~")
    #expect(early.cursorRow != nil && early.cursorRow == settled.cursorRow, "\(early.screen)\n\(settled.screen)")
    #expect(early.screen.rowTexts == settled.screen.rowTexts, "\(early.screen)\n\(settled.screen)")
  }

  @Test("the pane is the cursor's item's from the frame the cursor lands on, loading until its work ends")
  func paneFollowsTheCursorAtOnce() async {
    let run = run(rows: 24, columns: 130)
    await run.finish(load: 0)
    await run.finish(load: 1)
    #expect(run.shows("Notes on Name 1"), "\(run.screen)")
    run.down()
    #expect(run.shows("── Name 2 ") && !run.shows("Notes on Name 1"), "\(run.screen)")
    #expect(run.shows("Loading notes"), "\(run.screen)")
  }
}
