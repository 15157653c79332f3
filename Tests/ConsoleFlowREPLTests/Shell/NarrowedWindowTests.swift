@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// A list narrowed as typed shows a window of its matches that moves only as far as its cursor
/// needs, as the whole list does full screen and as fzf does: a cursor past the last row shown
/// scrolls the matches a row, not a page, and End shows a whole window ending on the last match.
/// The window is the core's (`LiveNarrowing`); both presenters draw it.
@MainActor
@Suite("A narrowed list's window scrolls with its cursor, in line mode as full screen")
struct NarrowedWindowTests {
  /// The first and last match shown and how many there are, as a status line says them
  /// ("2–11 of 216 matching …").
  static func range(in lines: [String]) -> (first: Int, last: Int, count: Int)? {
    for line in lines {
      guard let match = line.firstMatch(of: /(\d+)–(\d+) of (\d+) matching/) else { continue }
      guard let first = Int(match.1), let last = Int(match.2), let count = Int(match.3) else { continue }
      return (first, last, count)
    }
    return nil
  }

  @Test("line mode: Down past the last match shown scrolls the matches a row")
  func lineModeScrolls() throws {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    run.type("a")
    let start = try #require(Self.range(in: run.screen.lines), "\(run.screen.picture)")
    #expect(start.first == 1 && start.count > 2 * start.last, "\(run.screen.picture)")
    for _ in 0..<start.last { run.down() }
    let scrolled = try #require(Self.range(in: run.screen.lines), "\(run.screen.picture)")
    #expect(scrolled.first == 2 && scrolled.last == start.last + 1, "\(run.screen.picture)")
    let cursorRow = try #require(run.screen.lines.lastIndex { $0.hasPrefix(" ›") })
    let rowsBelow = run.screen.lines[(cursorRow + 1)...].prefix { $0.hasPrefix("   ") && !$0.hasPrefix("    ") }
    #expect(rowsBelow.isEmpty, "the cursor on the last row shown: \(run.screen.picture)")
    for _ in 0..<start.last { run.up() }
    let back = try #require(Self.range(in: run.screen.lines), "\(run.screen.picture)")
    #expect(back.first == 1, "up past the first row shown scrolls back: \(run.screen.picture)")
    // A page turns the window and the cursor together, as on the whole list full screen.
    run.pageDown()
    let turned = try #require(Self.range(in: run.screen.lines), "\(run.screen.picture)")
    #expect(turned.first == start.last + 1, "the next window: \(run.screen.picture)")
    #expect(
      run.screen.lines.first { $0.hasPrefix(" ›") }?.contains("\(turned.first) ") == true, "the cursor on its top row")
  }

  @Test("full screen: Down past the last match shown scrolls a row, End shows a whole window")
  func fullScreenScrolls() throws {
    let run = FullScreenShell(Flow(root(chooseName), input: SampleCatalog.names))
    run.start()
    run.type("a")
    let start = try #require(Self.range(in: run.screen.rowTexts), "\(run.screen.rowTexts)")
    #expect(start.first == 1 && start.count > 2 * start.last)
    run.down(start.last)
    let scrolled = try #require(Self.range(in: run.screen.rowTexts))
    #expect(scrolled.first == 2 && scrolled.last == start.last + 1, "\(run.screen.rowTexts)")
    run.pageDown()
    let turned = try #require(Self.range(in: run.screen.rowTexts))
    #expect(turned.first == start.last + 2, "a page turns the window and the cursor: \(run.screen.rowTexts)")
    #expect(run.cursorRow?.contains("\(start.last * 2 + 1)") == true, "\(run.screen.rowTexts)")
    run.end()
    let end = try #require(Self.range(in: run.screen.rowTexts))
    #expect(end.last == end.count && end.first == end.count - start.last + 1, "\(run.screen.rowTexts)")
    run.home()
    let home = try #require(Self.range(in: run.screen.rowTexts))
    #expect(home.first == 1 && home.last == start.last, "\(run.screen.rowTexts)")
  }
}
