@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A table sorted full screen: the cursor stays on its row, wherever the sort puts it.
@MainActor
@Suite("Full screen: a sort keeps the cursor on its row")
struct FullScreenSortTests {
  @Test("`:sort -bytes` moves Balls to the Wall from row 2 to row 3: the cursor goes with it, Enter opens it")
  func cursorFollowsItsRow() {
    let run = FullScreenShell(tracksFlow, rows: 24, columns: 120)
    run.start()
    run.down()
    #expect(run.cursorRow?.contains("Balls to the Wall") == true, "\(run.screen)")
    run.type(":sort -bytes")
    run.enter()
    #expect(run.cursorRow?.contains("Balls to the Wall") == true, "\(run.screen)")
    #expect(!run.shows("2/5"), "no longer the second row\n\(run.screen)")
    run.enter()
    #expect(run.takeCompleted().map(\.name) == ["Balls to the Wall"])
  }
}
