@_spi(Interpreter) @_spi(Flows) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

private let bands = ["Led Zeppelin", "Queen", "Dread Zeppelin", "Motörhead", "Iron Maiden"]

/// A chooser full screen (`flows pick --screen=full`): a line is only a query, and the keys are
/// the chooser's key map, fzf's, as line mode binds them in readline.
@MainActor
private func chooser(multi: Bool = false) -> FullScreenShell<[String]> {
  let flow: Flow<[String]>
  if multi {
    flow = Flow(root(Screen<[String], [String]>.markedList(title: "Pick", label: { $0 })), input: bands)
  } else {
    flow = Flow(
      root(Screen<[String], String>.list(title: "Pick", rows: .input, label: { $0 })).map { [$0] }, input: bands)
  }
  let run = FullScreenShell(chooser: flow)
  run.start()
  return run
}

@MainActor
@Suite("Full screen as a chooser: fzf's keys from the chooser's key map")
struct FullScreenChooserKeysTests {
  @Test("Esc, Ctrl-C, Ctrl-G and Ctrl-Q leave with nothing chosen; none becomes a query or a command")
  func keysThatLeave() {
    for key in ["\u{1B}", "\u{03}", "\u{07}", "\u{11}"] {
      let run = chooser()
      if key == "\u{1B}" { run.escape() } else { run.send(key) }
      #expect(run.takeCompleted().isEmpty, "\(key.unicodeScalars.first?.value ?? 0): nothing chosen")
      guard case .ended(nil)? = run.ending else {
        Issue.record("\(key.unicodeScalars.first?.value ?? 0) ended as \(String(describing: run.ending))")
        continue
      }
    }
  }

  @Test("Ctrl-J, Ctrl-N, Tab and Down move down; Ctrl-K, Ctrl-P, Shift-Tab and Up move up; Enter takes it")
  func keysThatMove() {
    for (down, up) in [("\u{0A}", "\u{0B}"), ("\u{0E}", "\u{10}"), ("\t", "\u{1B}[Z"), ("\u{1B}[B", "\u{1B}[A")] {
      let run = chooser()
      run.send(down)
      run.send(down)
      run.send(up)
      #expect(run.cursorRow?.contains("Queen") == true, "\(run.screen)")
      run.enter()
      #expect(run.takeCompleted() == [["Queen"]])
    }
  }

  @Test("Home and End: the first and the last match, as line mode's; Ctrl-A and Ctrl-E edit the query")
  func homeAndEnd() {
    let run = chooser()
    run.send("\u{1B}[F")
    #expect(run.cursorRow?.contains("Iron Maiden") == true, "\(run.screen)")
    run.send("\u{1B}[H")
    #expect(run.cursorRow?.contains("Led Zeppelin") == true, "\(run.screen)")
    // `pelin` typed, then `zep` put before it: Ctrl-A went to the query's start.
    run.type("pelin")
    run.control("a")
    run.type("zep")
    #expect(run.shows("2 of 2"), "\(run.screen)")
    run.send("\u{1B}[F")
    #expect(run.cursorRow?.contains("Dread Zeppelin") == true, "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [["Dread Zeppelin"]])
  }

  @Test("`:` and Space are query text: no command line opens, the list narrows by them")
  func colonIsText() {
    let run = chooser()
    run.type(":quit")
    #expect(run.shows("0 of 5"), "\(run.screen)")
    #expect(run.ending == nil, "still running")
    run.control("u")
    run.type("d z")
    #expect(run.shows("Dread Zeppelin") && !run.shows("Queen"), "\(run.screen)")
  }

  @Test("where several are chosen, Tab marks the line under the cursor and moves; Enter takes the marks")
  func tabMarks() {
    let run = chooser(multi: true)
    run.send("\t")
    run.send("\t")
    #expect(run.shows("2 marked"), "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [["Led Zeppelin", "Queen"]])
  }
}

@MainActor
@Suite("Full screen as a chooser while its list loads: the key map's keys from the first moment")
struct FullScreenChooserLoadingTests {
  @Test("Esc, Ctrl-C, Ctrl-G and Ctrl-Q leave at once with nothing chosen; the load is cancelled")
  func keysThatLeaveWhileLoading() {
    for key in ["\u{1B}", "\u{03}", "\u{07}", "\u{11}"] {
      let name = "\(key.unicodeScalars.first?.value ?? 0)"
      let (stream, _) = feedableArtists()
      let run = FullScreenShell(chooser: Flow(root(chooseStreamed), input: stream))
      run.start()
      run.advance(by: .milliseconds(300))
      #expect(!run.shell.isReading, "\(name): the list is loading")
      if key == "\u{1B}" { run.escape() } else { run.send(key) }
      guard case .ended(nil)? = run.ending else {
        Issue.record("\(name) ended as \(String(describing: run.ending))")
        continue
      }
      #expect(run.loads.cancelled.count == 1, "\(name)")
    }
  }

  @Test("a query typed while the list loads shows on the bottom row as it will be taken, as fzf's does")
  func queryShowsWhileLoading() async {
    let (stream, feed) = feedableArtists()
    let run = FullScreenShell(chooser: Flow(root(chooseStreamed), input: stream))
    run.start()
    run.advance(by: .milliseconds(300))
    run.send("banx\u{7F}")
    run.advance(by: .milliseconds(100))
    #expect(run.screen.rowTexts.last == "Artists> ban", "\(run.screen.rowTexts)")
    #expect(run.shows("Ctrl-C cancels"), "still loading: \(run.screen.rowTexts)")
    for name in ["Ann", "Banjo", "Cy"] { feed.yield(name) }
    feed.finish()
    await run.take(4)
    #expect(run.screen.rowTexts.last == "Artists> ban", "\(run.screen.rowTexts)")
    #expect(run.shows("1 of 1 matching"), "the query taken once the list came: \(run.screen.rowTexts)")
  }

  @Test("Enter before the first page shows chooses nothing, as fzf's on an empty list; the load is cancelled")
  func enterBeforeTheFirstPage() async {
    let (stream, feed) = feedableArtists()
    let run = FullScreenShell(chooser: Flow(root(chooseStreamed), input: stream))
    run.start()
    // A line came, not yet shown: the first page waits for more (or for a second to pass).
    feed.yield("Ann")
    await run.take(1)
    run.send("A\r")
    guard case .failed(let error as REPL.Error)? = run.ending else {
      Issue.record("ended as \(String(describing: run.ending))")
      return
    }
    #expect(error.kind == .noMatch)
    #expect(run.loads.cancelled.count == 1)
  }

  @Test("a query and Enter typed before the run began are for the first page: they choose from it")
  func enterTypedBeforeTheStart() async {
    let (stream, feed) = feedableArtists()
    let run = FullScreenShell(chooser: Flow(root(chooseStreamed), input: stream))
    run.start()
    run.keyboard.typedBefore = true
    run.send("Bo\r")
    #expect(run.ending == nil)
    for name in ["Ann", "Bob", "Cy"] { feed.yield(name) }
    feed.finish()
    await run.take(4)
    #expect(run.takeCompleted() == ["Bob"])
  }
}

extension FullScreenChooserKeysTests {
  @Test(
    "Page Down turns the rows this view shows, at every width, not line mode's grid of columns",
    arguments: [(80, 24), (130, 40), (200, 50)])
  func pageDownTurnsTheRowsShown(size: (columns: Int, rows: Int)) {
    let numbers = (1...3000).map(String.init)
    let flow = Flow(
      root(Screen<[String], String>.list(title: "Pick", rows: .input, label: { $0 })).map { [$0] }, input: numbers)
    let run = FullScreenShell(chooser: flow, rows: size.rows, columns: size.columns)
    run.start()
    // The items shown, a row each: "›1  1", "  2  2", …
    let shown = run.screen.rowTexts.filter { $0.firstMatch(of: /^ ?›?\s*\d+\s+\d+$/) != nil }.count
    run.pageDown()
    #expect(run.cursorRow?.firstMatch(of: /^\s*›?\s*(\d+)/).map { Int($0.1) } == shown + 1, "\(run.cursorRow ?? "")")
    run.enter()
    #expect(run.takeCompleted() == [["\(shown + 1)"]])
  }
}
