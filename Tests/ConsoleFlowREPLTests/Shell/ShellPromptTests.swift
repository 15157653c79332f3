@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// At the prompt: lines, Ctrl-C, Ctrl-Z and `fg`, SIGTERM, Ctrl-D, Tab, the question before
/// quitting, each driven in-process with the bytes written and the screen they drew.
@MainActor
@Suite("The shell at the prompt")
struct ShellPromptTests {
  @Test("the first page, then a line's page below it, the prompt after each")
  func pagesAndPrompts() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60)
    run.start()
    #expect(run.screen.lines[0] == "Artists")
    #expect(run.screen.lines[1] == "1–8 of 275")
    #expect(run.screen.lines[2] == "  1  AC/DC")
    #expect(run.screen.lines[10] == "Artists>", "the prompt right below the page")
    run.enter("Aerosmith")
    #expect(run.screen.lastLine == "Albums>")
    #expect(run.screen.shows("Artists › Albums"))
    #expect(run.editor.history == ["Aerosmith"])
  }

  @Test("kept running: a completion shows Done; :back and the answer again are refused, Enter starts over")
  func completionIsNotRepeated() {
    let restock = Screen<Int, Int>.confirm(title: .from { _ in "Restock" }, question: { "Add 5 to a stock of \($0)" })
    let chooseStock = Screen<[Int], Int>.list(title: "Stock", rows: .input, label: { "\($0) in stock" })
    let flow = Flow(root(chooseStock) >>> restock, input: [0, 7])
    let run = EmbeddedShell(flow, rows: 12, columns: 80) {
      $0.mode = .terminal(.init())
      $0.keepRunning = true
    }
    run.start()
    run.enter("1")
    run.enter("y")
    #expect(run.takeCompleted() == [0])
    #expect(run.screen.shows("Stock › Restock › Done"))
    #expect(run.screen.lastLine == "Done>")
    run.enter(":back")
    run.enter("y")
    #expect(run.screen.shows("The flow has completed; it takes Enter (or :home) to start over, or :quit."))
    #expect(run.takeCompleted().isEmpty, "the restock is not done a second time")
    run.enter()
    #expect(run.screen.lastLine == "Stock>")
    run.enter("2")
    run.enter("y")
    #expect(run.takeCompleted() == [7])
    #expect(run.ending == nil)
  }

  @Test("Ctrl-C: ^C after the line, a fresh empty line below; the flow stays where it was")
  func interruptClearsTheLine() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60) { $0.mode = .terminal(.init()) }
    run.start()
    run.type("Iron Ma")
    run.interrupt()
    #expect(run.screen.lines[10] == "Artists> Iron Ma^C")
    #expect(run.screen.lines[11] == "Artists>")
    #expect(run.editor.edits.suffix(2) == [.toEnd, .freshLineAfterInterrupt])
    run.enter("Aerosmith")
    #expect(run.screen.lastLine == "Albums>", "the line typed after Ctrl-C is the line taken")
    #expect(run.ending == nil)
  }

  @Test("Ctrl-Z: ^Z after the line, the terminal given back, the stop; fg: the prompt and the line again")
  func suspendAndContinue() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60) { $0.mode = .terminal(.init()) }
    run.start()
    run.type("Iron")
    run.suspendAndContinue(shellSays: ["\n[1]+  Stopped   flows music\n$ fg\nflows music\n"])
    #expect(run.terminal.stops == 1)
    #expect(run.editor.edits.contains(.suspend))
    #expect(run.editor.edits.contains(.resume(stoppedByUs: true)))
    let rows = run.screen.lines.filter { !$0.isEmpty }
    #expect(
      rows.suffix(5) == ["Artists> Iron^Z", "[1]+  Stopped   flows music", "$ fg", "flows music", "Artists> Iron"])
  }

  @Test("SIGSTOP and SIGCONT (not Ctrl-Z): readline gives the terminal back then takes it again")
  func stoppedFromOutside() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60)
    run.start()
    run.signal(.resume(Display.Size(rows: 12, columns: 60)))
    #expect(run.editor.edits.last == .drawAgain)
    #expect(run.editor.edits.contains(.resume(stoppedByUs: false)))
    #expect(run.terminal.stops == 0)
  }

  @Test("SIGTERM or SIGHUP at the prompt: the line dropped, a new line, the run ends with 128 + the signal")
  func terminated() throws {
    for signal in [Platform.terminateSignal, Platform.hangUpSignal] {
      let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60)
      run.start()
      run.type("Iron")
      run.signal(.terminate(signal))
      #expect(run.editor.edits.suffix(1) == [.drop])
      guard case .failed(let error)? = run.ending else {
        Issue.record("the run goes on")
        return
      }
      #expect((error as? REPL.Error)?.kind == .terminated)
      #expect((error as? REPL.Error)?.exitStatus == 128 + signal)
    }
  }

  @Test("the terminal closing at the prompt ends the run as SIGHUP does")
  func hungUp() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60)
    run.start()
    run.loop.send(.hangUp)
    guard case .failed(let error)? = run.ending else {
      Issue.record("the run goes on")
      return
    }
    #expect((error as? REPL.Error)?.kind == .terminated)
    #expect((error as? REPL.Error)?.signal == Platform.hangUpSignal)
  }

  @Test("Ctrl-D on an empty line goes back, and on the first screen leaves")
  func endOfInput() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60)
    run.start()
    run.enter("AC/DC")
    run.endOfInput()
    #expect(run.screen.lastLine == "Artists>")
    run.endOfInput()
    guard case .ended(nil)? = run.ending else {
      Issue.record("the run did not end without a value: \(String(describing: run.ending))")
      return
    }
  }

  @Test("Tab completes a name whole; a name with a control character or a bidi mark is completed as the page spells it")
  func tabCompletion() {
    let hostile = ["Plain Name", "Evil\u{202E}Reversed", "Bell\u{7}Ring"]
    let choose = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(choose), input: hostile), rows: 12, columns: 60)
    run.start()
    run.type("evil")
    run.tab()
    #expect(run.editor.line == "Evil\\u{202E}Reversed", "the override is escaped, as on the page")
    #expect(
      !run.terminal.bytes.unicodeScalars.contains {
        TerminalText.isUnsafe($0) && $0 != "\u{1B}" && $0 != "\n" && $0 != "\r" && $0 != "\u{8}"
      })
    run.enter()
    guard case .ended(let chosen)? = run.ending else {
      Issue.record("the escaped spelling did not choose the item")
      return
    }
    #expect(chosen == "Evil\u{202E}Reversed")
  }

  @Test("Tab lists several names escaped; the page above is then out of reach and a narrowed page is drawn below")
  func tabListing() {
    let names = ["Bell\u{7}One", "Bell\u{7}Two"]
    let choose = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(choose), input: names), rows: 12, columns: 60)
    run.start()
    run.tab()
    #expect(run.screen.shows("Bell\\u{7}One  Bell\\u{7}Two"))
    #expect(!run.shell.display.pageIsInReach)
  }

  @Test("quitting with changes not saved asks first: no stays, Ctrl-C is no, yes quits")
  func quitQuestion() {
    let run = EmbeddedShell(Flow(unsavedList(), input: ["a", "b"]), rows: 12, columns: 60)
    run.start()
    run.enter(":quit")
    #expect(run.screen.lines.filter { !$0.isEmpty }.suffix(2) == ["Not saved: 2 items.", "Quit anyway? (y/n)"])
    run.enter("n")
    #expect(run.screen.lastLine == "Items>")
    run.enter(":q")
    run.interrupt()
    #expect(run.screen.shows("Quit anyway? (y/n) ^C"))
    #expect(run.screen.lastLine == "Items>")
    run.enter(":quit")
    run.enter("maybe")
    #expect(run.screen.lines.filter { !$0.isEmpty }.suffix(2) == ["Not saved: 2 items.", "Quit anyway? (y/n)"])
    run.enter("yes")
    #expect(run.ending != nil)
  }

  @Test("a line the flow does not take: the page says why, the run goes on")
  func rejectedLine() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 24, columns: 80)
    run.start()
    run.enter("Nobody At All")
    #expect(run.screen.shows("Nothing is called \"Nobody At All\""))
    #expect(run.ending == nil)
  }

  /// A list that says its items are not saved.
  private func unsavedList() -> Navigation<[String], String> {
    root(
      Screen<[String], String>(
        title: .from { _ in "Items" }, state: { $0 },
        page: { items, _ in Page(title: "Items", items: items.enumerated().map { Page.Item(number: $0 + 1, label: $1) })
        },
        receive: { items, command, _ in
          guard case .entry(let text) = command, let chosen = items.first(where: { $0 == text }) else {
            return .stay(items)
          }
          return .yield(chosen)
        }, unsavedChanges: { items in "\(items.count) items" }))
  }
}
