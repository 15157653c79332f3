import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// The one writer: what it writes over what is on the terminal, measured by what it knows of it.
@Suite("The display: what is on the terminal and how to write over it")
struct DisplayTests {
  private let size = Display.Size(rows: 24, columns: 80)

  @Test("a page redrawn in place goes up over the page and the rows of the line above the cursor, no further")
  func redrawInPlace() {
    var display = Display(size: size, canErase: true)
    _ = display.writePage(["Title", "1  one", "2  two"])
    display.promptShown("Items> ")
    display.lineEdited("on", beforeCursor: "on")
    #expect(display.redrawPage(["Title", "1  one"], padded: true) == "\u{1B}[3A\r\u{1B}[JTitle\n1  one\n\n")
    // The same page again writes nothing new: it is compared as drawn, before the padding.
    #expect(display.shows(["Title", "1  one"]))
    // Again: the page kept its three rows, so the prompt stays where it was.
    #expect(display.redrawPage(["Title", "1  one", "2  two"], padded: true)?.hasPrefix("\u{1B}[3A") == true)
  }

  @Test("a long line being typed: up over the rows it wrapped into before the cursor")
  func wrappedLine() {
    var display = Display(size: Display.Size(rows: 24, columns: 20), canErase: true)
    _ = display.writePage(["Title", "1  one"])
    display.promptShown("Items> ")
    let typed = String(repeating: "x", count: 30)
    display.lineEdited(typed, beforeCursor: typed)
    // 7 + 30 cells at 20 columns: the cursor is on the line's second row.
    #expect(display.redrawPage(["Title"], padded: false)?.hasPrefix("\u{1B}[3A\r\u{1B}[J") == true)
  }

  @Test("a page taller than the room above the line is drawn again from the terminal's first row")
  func tallPage() {
    var display = Display(size: Display.Size(rows: 12, columns: 80), canErase: true)
    _ = display.writePage((1...20).map { "line \($0)" })
    display.promptShown("> ")
    // 11 rows above the line: up 11, never 20.
    #expect(display.redrawPage(["short"], padded: true)?.hasPrefix("\u{1B}[11A\r\u{1B}[Jshort\n") == true)
  }

  @Test("after a resize narrower than its lines, the page's rows are counted as the terminal reflowed them")
  func reflowedPage() {
    var display = Display(size: size, canErase: true)
    _ = display.writePage([String(repeating: "a", count: 70), "b"])
    display.promptShown("> ")
    display.resized(to: Display.Size(rows: 24, columns: 30))
    // 70 cells at 30 columns take 3 rows, "b" one: up 4.
    #expect(display.redrawPage(["c"], padded: false)?.hasPrefix("\u{1B}[4A\r\u{1B}[J") == true)
  }

  @Test("nothing is redrawn in place once the page moved out of reach, or on a terminal that cannot erase")
  func outOfReach() {
    var display = Display(size: size, canErase: true)
    _ = display.writePage(["Title"])
    display.promptShown("> ")
    display.loseThePage()
    #expect(display.redrawPage(["Other"], padded: false) == nil)
    var dumb = Display(size: size, canErase: false)
    _ = dumb.writePage(["Title"])
    dumb.promptShown("> ")
    #expect(dumb.redrawPage(["Other"], padded: false) == nil)
    #expect(dumb.drawPageBelow(["Other"]) == nil)
  }

  @Test("a progress line is measured without its colour codes: at any width it is erased on its own row")
  func progressWidth() {
    for columns in [20, 30, 48, 49, 80, 200] {
      var display = Display(size: Display.Size(rows: 24, columns: columns), canErase: true)
      let traits = Traits(width: columns, height: 24, color: true, unicode: true)
      let text = ProgressLine(title: "commits", elapsed: .seconds(2), count: 1_234_567).text(for: traits) ?? ""
      #expect(Display.cells(text) < columns, "cut to the width: \(columns)")
      #expect(display.showProgress(text, cells: Display.cells(text)) == "\r" + text)
      #expect(display.showProgress(text, cells: Display.cells(text)) == "\r\u{1B}[K" + text, "\(columns) columns")
      #expect(display.eraseProgress() == "\r\u{1B}[K")
      #expect(display.eraseProgress() == "", "nothing left to erase")
    }
  }

  @Test("after the window narrows below the progress line, the rows it wrapped into are erased from the first")
  func progressAfterNarrowing() {
    var display = Display(size: Display.Size(rows: 24, columns: 100), canErase: true)
    _ = display.showProgress(String(repeating: "p", count: 70), cells: 70)
    display.resized(to: Display.Size(rows: 24, columns: 30))
    #expect(display.showProgress("n", cells: 1) == "\u{1B}[2A\r\u{1B}[Jn", "70 cells in 30 columns: 3 rows")
    display.resized(to: Display.Size(rows: 24, columns: 120))
    #expect(display.showProgress("m", cells: 1) == "\r\u{1B}[Km")
  }

  @Test("without erasing (TERM=dumb), spaces cover the old progress line")
  func progressOnADumbTerminal() {
    var display = Display(size: size, canErase: false)
    _ = display.showProgress("12345", cells: 5)
    #expect(display.showProgress("x", cells: 1) == "\r     \rx")
  }

  @Test("cells: colour codes take none, wide characters two")
  func cells() {
    #expect(Display.cells("\u{1B}[1mTitle\u{1B}[0m") == 5)
    #expect(Display.cells("\u{1B}[2m坂本\u{1B}[0m") == 4)
    #expect(Display.cells("plain") == 5)
  }
}
