@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The full-screen interpreter on the one loop, in-process: keys as bytes a terminal sends,
/// decoded and turned into the shell's events; what the screen shows after each.
@MainActor
@Suite("Full screen: keys, the cursor, narrowing, choosing, loads, resizes, the mouse")
struct FullScreenRunTests {
  /// 100 names, more than a page holds at any size here.
  private static let hundred = (1...100).map { "Name \($0)" }

  private func names(rows: Int = 24, columns: Int = 80, mouse: Bool = true) -> FullScreenShell<Never> {
    let run = FullScreenShell(Flow(nameThenText, input: Self.hundred), rows: rows, columns: columns, mouse: mouse)
    run.start()
    return run
  }

  @Test("the first page fills the screen: the breadcrumb, the list, the cursor on its first item")
  func firstPage() {
    let run = names()
    #expect(run.screen.problems.isEmpty, "\(run.screen)")
    #expect(run.screen.rowTexts[0].contains("Artists"))
    #expect(run.cursorRow?.contains("Name 1") == true)
    #expect(run.shows("1/100"))
    #expect(run.keyboard.isRaw)
  }

  @Test("Down, Up, Page Down, End and Home move the cursor, past the core's page and back")
  func cursorMoves() {
    let run = names()
    run.down(2)
    #expect(run.cursorRow?.hasSuffix("Name 3") == true, "\(run.screen)")
    run.up()
    #expect(run.cursorRow?.hasSuffix("Name 2") == true)
    run.pageDown()
    let paged = run.cursorRow ?? ""
    #expect(!paged.hasSuffix("Name 2") && paged.contains("Name "), "\(run.screen)")
    run.end()
    #expect(run.cursorRow?.hasSuffix("Name 100") == true, "\(run.screen)")
    #expect(run.shows("100/100"))
    run.home()
    #expect(run.cursorRow?.hasSuffix("Name 1") == true)
    #expect(run.screen.problems.isEmpty, "\(run.screen)")
  }

  @Test("Enter chooses the item under the cursor, far down the list too; Esc goes back to it")
  func enterChoosesThenEscapeGoesBack() {
    let run = names()
    run.end()
    run.up(3)
    run.enter()
    #expect(run.shows("About Name 97."), "\(run.screen)")
    #expect(run.shell.session.flow.depth == 2)
    run.escape()
    #expect(run.shell.session.flow.depth == 1)
    #expect(run.cursorRow?.contains("Name 97") == true, "back on the item left from\n\(run.screen)")
  }

  @Test("typing narrows in the search language, the arrows move among the matches, Enter chooses")
  func narrowingAndChoosing() {
    let run = names()
    run.type("Name 4")
    #expect(run.shows("Name 4"))
    #expect(!run.shows("Name 17"), "\(run.screen)")
    #expect(run.cursorRow?.hasSuffix("Name 4") == true, "\(run.screen)")
    run.down()
    let second = run.cursorRow ?? ""
    #expect(second.contains("Name 4") && !second.hasSuffix("Name 4"), "\(run.screen)")
    run.enter()
    #expect(run.shell.session.flow.depth == 2)
    #expect(run.shows("About \(second.split(separator: " ").suffix(2).joined(separator: " ")).") == true)
  }

  @Test("Ctrl-C clears what is typed: the whole list again; Backspace edits the line")
  func interruptClearsTheLine() {
    let run = names()
    run.type("Name 99")
    #expect(!run.shows("Name 2 "))
    run.send("\u{7F}")
    #expect(run.screen.rowTexts.last?.hasSuffix("Name 9") == true, "\(run.screen)")
    run.control("c")
    #expect(run.shows("1/100"), "\(run.screen)")
    #expect(run.shell.edited.text.isEmpty)
  }

  @Test("`:` opens a command line: :help lists the keys, :quit ends the run")
  func commandLine() {
    let run = names(rows: 40, columns: 100)
    run.type(":help")
    #expect(run.screen.rowTexts.last?.hasPrefix(":help") == true, "\(run.screen)")
    run.enter()
    #expect(run.shows("Keys (pages):"), "\(run.screen)")
    run.type(":quit")
    run.enter()
    #expect(run.ending != nil)
  }

  @Test("Ctrl-T goes home, Ctrl-Q quits")
  func homeAndQuitKeys() {
    let run = names()
    run.enter()
    #expect(run.shell.session.flow.depth == 2)
    run.control("t")
    #expect(run.shell.session.flow.depth == 1)
    run.control("q")
    #expect(run.ending != nil)
  }

  @Test("a resize lays the page out again at once, the cursor kept on its item")
  func resize() {
    let run = names()
    run.down(18)
    run.resize(rows: 15, columns: 40)
    #expect(run.screen.problems.isEmpty, "\(run.screen)")
    #expect(run.cursorRow?.hasSuffix("Name 19") == true, "the cursor's row still shows: \(run.screen)")
    run.resize(rows: 40, columns: 130)
    #expect(run.cursorRow?.hasSuffix("Name 19") == true, "\(run.screen)")
    #expect(run.shows("19/100"))
  }

  @Test("a load's progress on the status line; Ctrl-C cancels it, the page stays usable")
  func loadProgressAndCancel() {
    let run = FullScreenShell(Flow(slowAlbums, input: SampleCatalog.names))
    run.start()
    run.enter()
    #expect(!run.shell.isReading)
    run.advance(by: .milliseconds(1200))
    #expect(run.shows("Loading albums… 1.2 s · Ctrl-C cancels"), "\(run.screen)")
    run.control("c")
    #expect(run.shell.isReading)
    #expect(!run.shows("Loading albums"), "\(run.screen)")
    #expect(run.loads.cancelled.count == 1)
    run.down()
    #expect(run.cursorRow != nil)
  }

  @Test("keys typed during a load wait for the next page")
  func keysAheadOfALoad() async {
    let run = FullScreenShell(Flow(slowAlbums, input: SampleCatalog.names))
    run.start()
    run.enter()
    run.down()
    await run.finish(load: 0)
    #expect(run.shell.isReading)
    #expect(run.cursorRow?.contains("second") == true, "\(run.screen)")
  }

  @Test("a list read as asked reads on when the cursor goes past its rows, the cursor following; End to its end")
  func readsAsThePageGoesOn() async {
    // 2,000 numbered rows, 100 a batch: a part ends at the batch that brings it to 512 rows
    // (600), and more is read only as asked.
    let rows = ElementStream<String>("Reading rows") { last in
      let after = last.map { Int($0.dropFirst(4))! } ?? 0
      return after >= 2000 ? [] : (after + 1...min(after + 100, 2000)).map { "Row \($0)" }
    }
    let list = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })
    let run = FullScreenShell(Flow(root(list), input: rows))
    run.start()
    await run.finish(load: 0)
    #expect(run.shows("so far, more as you page"), "\(run.screen)")
    // Down a page at a time until a page goes past the rows read; then one page more while
    // that part is read: the cursor goes two pages on from where it was, as keys typed ahead.
    var before = 1
    while run.loads.started.count == 1, before < 600 {
      before = run.cursorRow.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 600
      run.pageDown()
    }
    #expect(run.cursorRow?.hasSuffix("Row 600") == true, "\(run.screen)")
    #expect(run.loads.started.count == 2, "Page Down past the rows read reads the next part")
    run.pageDown()
    #expect(run.loads.started.count == 2, "the part asked for is under way")
    await run.finish(load: 1)
    #expect(run.shows("\(before + 42)/1200+"), "the part arrived, the cursor two pages on: \(run.screen)")
    run.up()
    #expect(run.loads.started.count == 2, "a move among the rows read reads nothing")
    run.end()
    #expect(run.loads.started.count == 3, "End reads on")
    await run.finish(load: 2)
    #expect(run.loads.started.count == 3, "in one load, to the end")
    #expect(run.cursorRow?.hasSuffix("Row 2000") == true, "\(run.screen)")
    #expect(run.shows("2000/2000") && !run.shows("more as you page"), "\(run.screen)")
  }

  @Test("on a whole list the preview follows the view's cursor: its work for the item under it, the one left cancelled")
  func previewFollowsTheViewsCursor() async {
    let described = Screen<[String], String>.list(
      title: "Artists", rows: .input, label: { $0 }, preview: .load("Loading notes") { name in ["Notes on \(name)"] })
    let run = FullScreenShell(Flow(root(described), input: SampleCatalog.names), rows: 24, columns: 130)
    run.start()
    #expect(run.loads.started.count == 1, "the first item's preview, with the first page")
    #expect(run.shows("Loading notes"), "\(run.screen)")
    await run.finish(load: 0)
    let first = SampleCatalog.names[0]
    #expect(run.shows("── \(first) ──"), "\(run.screen)")
    #expect(run.shows("Notes on \(first)"), "\(run.screen)")
    run.down()
    #expect(run.loads.started.count == 2)
    await run.finish(load: 1)
    #expect(run.shows("Notes on \(SampleCatalog.names[1])"), "\(run.screen)")
    run.down()
    run.down()
    #expect(run.loads.cancelled.last == run.loads.started[2].id, "the item the cursor left at once")
    await run.finish(load: 3)
    #expect(run.shows("Notes on \(SampleCatalog.names[3])"), "\(run.screen)")
    #expect(!run.shows("Notes on \(SampleCatalog.names[2])"))
  }

  @Test("the command line completes commands with Tab and walks the commands entered with Up and Down")
  func commandLineCompletionAndHistory() {
    let run = names(rows: 40, columns: 100)
    run.type(":h")
    run.send("\t")
    #expect(run.shows(":help") && run.shows(":home"), "several commands start so: listed\n\(run.screen)")
    #expect(run.screen.rowTexts.last?.hasPrefix(":h") == true, "\(run.screen)")
    run.type("e")
    run.send("\t")
    #expect(run.screen.rowTexts.last?.hasPrefix(":help") == true, "\(run.screen)")
    run.enter()
    #expect(run.shows("Keys (pages)"), "\(run.screen)")
    run.type(":next")
    run.enter()
    // `:next` pages the window as Page Down does.
    let paged = run.cursorRow
    #expect(paged?.hasSuffix("Name 1") == false, "\(run.screen)")
    run.type(":")
    run.up()
    #expect(run.screen.rowTexts.last?.hasPrefix(":next") == true, "\(run.screen)")
    run.up()
    #expect(run.screen.rowTexts.last?.hasPrefix(":help") == true, "\(run.screen)")
    run.down()
    run.down()
    #expect(run.screen.rowTexts.last == ":", "past the last command, the empty line\n\(run.screen)")
    #expect(run.cursorRow == paged, "Up and Down on the command line move no cursor")
  }

  @Test("> and <, the other spellings of :next and :prev, page the window as they do")
  func nextAndPreviousBySign() {
    let run = names(rows: 20, columns: 80)
    let first = run.cursorRow
    run.type(">")
    run.enter()
    let paged = run.cursorRow
    #expect(paged != first && paged?.hasSuffix("Name 1") == false, "\(run.screen)")
    run.type("<")
    run.enter()
    #expect(run.cursorRow == first, "\(run.screen)")
  }

  @Test("the status line counts the rows on screen, not the core's page of them")
  func statusCountsTheRowsShown() {
    let run = names()
    // The view scrolls a row at a time: its rows start where no page of the core's does.
    run.down(24)
    let rows = run.screen.rowTexts.filter {
      $0.range(of: #"^ *(› +)?\d+  Name \d+$"#, options: .regularExpression) != nil
    }
    let numbers = rows.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
    let (first, last) = (numbers.min() ?? 0, numbers.max() ?? 0)
    #expect(last == 25 && first > 1, "\(run.screen)")
    #expect(run.shows("\(first)–\(last) of 100"), "\(run.screen)")
  }

  @Test("the wheel scrolls, a click moves the cursor, a double click chooses")
  func mouse() {
    let run = names()
    run.wheel(down: true)
    #expect(!run.shows("Name 1 "), "\(run.screen)")
    let firstRow = run.screen.rowTexts.firstIndex { $0.hasSuffix("Name 5") } ?? 0
    run.click(row: firstRow, column: 10)
    #expect(run.cursorRow?.hasSuffix("Name 5") == true, "\(run.screen)")
    run.click(row: firstRow, column: 10)
    #expect(run.shows("About Name 5."), "\(run.screen)")
  }

  @Test("with the mouse off, no mouse mode is entered")
  func mouseOff() {
    let run = names(mouse: false)
    #expect(run.terminal.modeWrites.first?.contains("1000h") == false)
    let on = names()
    #expect(on.terminal.modeWrites.first?.contains("\u{1B}[?1000h") == true)
  }
}
