@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// `:help` full screen: its answer and the page's keys, drawn from the key map, as a page of
/// text of its own that scrolls by line, page and to either end, and that Esc leaves for the
/// page as it was.
@MainActor
@Suite("Full screen: :help scrolls, and Esc leaves it")
struct FullScreenHelpTests {
  private static let hundred = (1...100).map { "Name \($0)" }

  @Test("at 40×15 the help is longer than the screen: Down, Page Down and End scroll it, Esc leaves it")
  func helpScrolls() {
    let run = FullScreenShell(Flow(nameThenText, input: Self.hundred), rows: 15, columns: 40)
    run.start()
    run.down(3)
    #expect(run.cursorRow?.contains("Name 4") == true, "\(run.screen)")
    run.type(":help")
    run.enter()
    #expect(run.shows("Commands:"), "the help from its first line\n\(run.screen)")
    #expect(!run.shows("Ctrl-D"), "its last lines below the screen\n\(run.screen)")
    run.down()
    #expect(!run.shows("Commands:"), "a line down\n\(run.screen)")
    run.pageDown()
    run.end()
    #expect(run.shows("Ctrl-D"), "its end\n\(run.screen)")
    run.home()
    #expect(run.shows("Commands:"), "its top again\n\(run.screen)")
    run.escape()
    #expect(!run.shows("Commands:"), "\(run.screen)")
    #expect(run.cursorRow?.contains("Name 4") == true, "the list as it was left\n\(run.screen)")
    #expect(run.screen.problems.isEmpty, "\(run.screen)")
  }

  @Test("a key the help does not take leaves it and means what it always does")
  func otherKeysLeave() {
    let run = FullScreenShell(Flow(nameThenText, input: Self.hundred), rows: 15, columns: 40)
    run.start()
    run.type(":help")
    run.enter()
    #expect(run.shows("Commands:"), "\(run.screen)")
    run.type("Name 7")
    #expect(!run.shows("Commands:") && run.shows("matching \"Name 7\""), "\(run.screen)")
  }
}
