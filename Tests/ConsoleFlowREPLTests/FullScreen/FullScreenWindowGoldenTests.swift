@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// Golden frames that show what ships: the product's own window (the loop, the shell, full
/// screen's run and its frame diff on an emulated terminal) driven by keys from the first page,
/// at every golden size (`Tests/Snapshots/FullScreen/window-*`; `CONSOLEFLOW_RECORD=1` records
/// them anew). A list whose items have previews shows the one under the cursor, as it ships.
@MainActor
@Suite("Full screen: the window's golden frames")
struct FullScreenWindowGoldenTests {
  /// `flow` run at every golden size, `keys` typed from its first page: each screen under its size.
  private func windowFrames<Output: Sendable>(_ flow: Flow<Output>, keys: (FullScreenShell<Output>) -> Void) -> String {
    goldenSizes.map { width, height in
      let run = FullScreenShell(flow, rows: height, columns: width) { setup in
        setup.traits = { screen($0.columns, $0.rows) }
      }
      run.start()
      keys(run)
      return "═══ \(width)x\(height)\n" + picture(run.screen.frame)
    }.joined(separator: "\n")
  }

  @Test("a list with a heading, details and previews, the cursor moved to its third item")
  func list() throws {
    try assertSnapshot(windowFrames(artistsFlow) { $0.down(2) }, named: "FullScreen/window-list")
  }

  @Test("a table, the cursor moved to its fourth row and the columns two to the right")
  func table() throws {
    let frames = windowFrames(tracksFlow) { run in
      run.down(3)
      run.send("\u{1B}[C\u{1B}[C")
    }
    try assertSnapshot(frames, named: "FullScreen/window-table-sideways")
  }

  @Test("a multi-select, the cursor on its fourth choice, the second toggled with Space")
  func multiSelect() throws {
    let frames = windowFrames(multiSelectFlow) { run in
      run.down(1)
      run.type(" ")
      run.down(2)
    }
    try assertSnapshot(frames, named: "FullScreen/window-multi-select")
  }

  @Test("the help, scrolled a page down")
  func help() throws {
    let frames = windowFrames(artistsFlow) { run in
      run.type(":help")
      run.enter()
      run.pageDown()
    }
    try assertSnapshot(frames, named: "FullScreen/window-help")
  }
}
