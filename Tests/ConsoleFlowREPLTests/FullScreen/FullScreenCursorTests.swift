@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The cursor full screen stays on its item wherever the rows move: a table sorted, a list
/// narrowed as typed and come back to.
@MainActor
@Suite("Full screen: the cursor stays on its item")
struct FullScreenCursorTests {
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

  @Test("a match chosen from a list narrowed as typed is the item under the cursor when the user comes back")
  func backToANarrowedChoice() {
    let names = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let items = Screen<[String], String>.list(title: "Items", rows: .input, label: { $0 })
    let flow = Flow(
      root(names).map { [$0 + " 1", $0 + " 2"] } >>> items, input: ["Phil A", "Bob", "Phil B", "Phil C"])
    let run = FullScreenShell(flow, rows: 24, columns: 80)
    run.start()
    run.type("phil")
    run.down(2)
    #expect(run.cursorRow?.contains("Phil C") == true, "\(run.screen)")
    run.enter()
    #expect(run.shows("Phil C 1"), "\(run.screen)")
    run.escape()
    #expect(run.cursorRow?.contains("Phil C") == true, "back on the match chosen\n\(run.screen)")
  }
}
