@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// Whole frames at 80×24, 40×15 and 130×40, one golden file a kind of page
/// (`Tests/Snapshots/FullScreen/`; `CONSOLEFLOW_RECORD=1` records them anew).
@Suite("Full-screen layout: golden frames")
struct FullScreenLayoutGoldenTests {
  @Test("a list with a heading and details, the cursor on the third item")
  func list() throws {
    try assertSnapshot(goldenFrames(artistsFlow, view: FullScreenView(cursor: 3)), named: "FullScreen/list")
  }

  @Test("a list scrolled to its end, a load's progress on the status line, colour off")
  func scrolledList() throws {
    let pictures = goldenSizes.map { width, height in
      let traits = screen(width, height, color: false)
      let rows = FullScreenLayout.geometry(for: artistsPage(first: 1, rows: 1), view: FullScreenView(), traits: traits)
        .listRows.count
      var view = FullScreenView(cursor: 1)
      view.state.move(.end, count: 275, rows: rows)
      view.state.move(.up, count: 275, rows: rows)
      view.progress = "Loading albums… 1.2 s"
      let page = artistsPage(first: view.firstItem, rows: rows)
      return "═══ \(width)x\(height)\n" + picture(FullScreenLayout.frame(for: page, view: view, traits: traits))
    }
    try assertSnapshot(pictures.joined(separator: "\n"), named: "FullScreen/list-scrolled")
  }

  @Test("a list narrowed as text is typed, the core's cursor on its third match")
  func narrowedList() throws {
    let pictures = goldenSizes.map { width, height in
      let traits = screen(width, height)
      var flow = artistsFlow
      flow.traits = traits
      var narrowing = LiveNarrowing<SampleCatalog.Artist>()
      _ = narrowing.typed("ac", on: flow)
      _ = narrowing.moveCursor(by: 2)
      var view = FullScreenView()
      view.entry = .typing(EditedLine("ac"))
      return "═══ \(width)x\(height)\n"
        + picture(FullScreenLayout.frame(for: narrowing.page(on: flow), view: view, traits: traits))
    }
    try assertSnapshot(pictures.joined(separator: "\n"), named: "FullScreen/list-narrowed")
  }

  @Test("the preview beside the list from 120 columns, below it under that")
  func preview() throws {
    let flow = artistsFlow.step(":preview 1").flow
    try assertSnapshot(goldenFrames(flow, view: FullScreenView(cursor: 1)), named: "FullScreen/preview")
  }

  @Test("a table: the key column kept, the rest as far as they fit, hostile cells escaped")
  func table() throws {
    try assertSnapshot(goldenFrames(tracksFlow, view: FullScreenView(cursor: 2)), named: "FullScreen/table")
  }

  @Test("a table scrolled sideways by two columns, the key column still at the left")
  func tableSideways() throws {
    try assertSnapshot(
      goldenFrames(tracksFlow, view: FullScreenView(cursor: 4, firstColumn: 2)), named: "FullScreen/table-sideways")
  }

  @Test("a notice as a full page: its lines wrapped and scrolled, the status saying which show")
  func notice() throws {
    try assertSnapshot(goldenFrames(noticeFlow, view: FullScreenView(firstLine: 3)), named: "FullScreen/notice")
  }

  @Test("a question answered wrongly: its message under it, a `:` command being typed")
  func confirm() throws {
    var view = FullScreenView()
    view.entry = .command(EditedLine("back", beforeCursor: "ba"))
    try assertSnapshot(goldenFrames(confirmFlow, view: view), named: "FullScreen/confirm")
  }

  @Test("a multi-select: its choices a list, its instructions under them")
  func multiSelect() throws {
    try assertSnapshot(goldenFrames(multiSelectFlow, view: FullScreenView(cursor: 4)), named: "FullScreen/multi-select")
  }
}
