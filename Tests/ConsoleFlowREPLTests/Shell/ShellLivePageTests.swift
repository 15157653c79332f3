@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The page above the prompt while the user reads it: a list filling in the background, redrawn
/// in place at most every 250 ms; a list narrowing as the user types, at each key, in place
/// after a resize too, at any size.
@MainActor
@Suite("The shell's live page")
struct ShellLivePageTests {
  @Test("a filling list is drawn again in place, at most every 250 ms, the line being typed kept")
  func fillingList() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream), rows: 12, columns: 60) {
      $0.mode = .terminal(.init())
    }
    run.start()
    let id = run.loads.started[0].id
    for name in SampleCatalog.names.prefix(20) { feed.yield(name) }
    while run.shell.counts[id, default: 0] < 20 { await run.take(1) }
    run.advance(by: .milliseconds(250))
    #expect(run.screen.lines[1] == "1–8 of 20 so far, loading…")
    run.type("Iron")
    let prompt = run.screen.cursorRow
    for name in SampleCatalog.names.dropFirst(20).prefix(10) { feed.yield(name) }
    run.advance(by: .milliseconds(100))
    while run.shell.counts[id, default: 0] < 30 { await run.take(1) }
    #expect(run.screen.lines[1] == "1–8 of 20 so far, loading…", "not before 250 ms since the last draw")
    run.advance(by: .milliseconds(150))
    #expect(run.screen.lines[1] == "1–8 of 30 so far, loading…", "drawn again at 250 ms")
    #expect(run.screen.cursorRow == prompt, "in place: the prompt has not moved")
    #expect(run.screen.lastLine == "Artists> Iron", "the line being typed is kept")
    #expect(run.screen.lines.filter { $0.hasPrefix("Artists>") }.count == 1, "no stale prompt is left")
    feed.finish()
    await run.take(1)
    run.advance(by: .milliseconds(250))
    #expect(run.screen.lines[1] == "1–8 of 30")
  }

  @Test(":help on a list adds the keys of narrowing; on a screen that does not narrow it does not")
  func keysInTheHelp() {
    let list = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 60, columns: 80)
    list.start()
    list.enter(":help")
    #expect(list.screen.lines.contains { $0.hasPrefix("Keys as you type") }, "\(list.screen.lines)")
    let words = Screen<Int, Int>(
      title: .from { _ in "Words" }, state: { $0 }, page: { _, _ in Page(title: "Words", body: ["Type go."]) },
      receive: { state, command, _ in command == .entry("go") ? .yield(state) : .reject("Type go.") },
      labels: { _, _ in ["go"] })
    let custom = EmbeddedShell(Flow(root(words), input: 1), rows: 60, columns: 80)
    custom.start()
    custom.enter(":help")
    #expect(custom.screen.lines.contains { $0.contains("words it knows (Tab completes them): go") })
    #expect(!custom.screen.lines.contains { $0.hasPrefix("Keys as you type") }, "\(custom.screen.lines)")
  }

  @Test("an initial line stands on the first prompt, the list narrowed by it; Enter hands the line on")
  func initialLine() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80) {
      $0.mode = .terminal(.init(narrows: true, initialLine: "zep"))
    }
    var entered: [String] = []
    run.loop.lineEntered = { entered.append($0) }
    run.start()
    #expect(run.screen.lines[2] == "1–3 of 3 matching \"zep\" (275 in all)")
    #expect(run.screen.lastLine == "Artists> zep", "the line, the cursor after it")
    run.backspace(2)
    #expect(run.screen.lines[2].hasPrefix("1–20 of 21 matching \"z\""), "edited as if typed")
    run.enter()
    #expect(entered == ["z"])
    guard case .ended? = run.ending else {
      Issue.record("Enter chose nothing")
      return
    }
    #expect(run.editor.edits.filter { if case .replace = $0 { true } else { false } }.count == 1, "put there once")
  }

  @Test("typing narrows the list at each key, in place; backspace widens it; the prompt stays on its row")
  func narrowing() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    let prompt = run.screen.cursorRow
    run.type("zep")
    #expect(run.screen.lines[2] == "1–3 of 3 matching \"zep\" (275 in all)")
    #expect(run.screen.lines[3].hasPrefix(" ›1  "), "the cursor on the first match")
    #expect(run.screen.cursorRow == prompt)
    run.backspace(2)
    #expect(run.screen.lines[2].hasPrefix("1–20 of 21 matching \"z\""))
    #expect(run.screen.cursorRow == prompt)
    run.down()
    #expect(run.screen.lines[4].hasPrefix(" › 2"))
    let second = String(run.screen.lines[4].dropFirst(6)).trimmingCharacters(in: " ")
    run.enter()
    guard case .ended(let chosen)? = run.ending else {
      Issue.record("Enter chose nothing")
      return
    }
    #expect(chosen == second, "Enter chose the match under the cursor")
    #expect(run.editor.history == ["z"])
  }

  @Test("Page Down and Up with a query typed move the cursor a page of the matches shown, the page turned")
  func pagingMatches() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    run.type("a")
    let status = run.screen.lines[2]
    guard let shown = Int(status.prefix { $0 != " " }.split(separator: "–").last ?? "") else {
      Issue.record("no range in \(status)")
      return
    }
    run.pageDown()
    #expect(run.screen.lines[2].hasPrefix("\(shown + 1)–"), "the next page of matches: \(run.screen.picture)")
    #expect(run.screen.lines[3].hasPrefix(" ›"), "the cursor on its first row, match \(shown + 1)")
    let chosen = String(run.screen.lines[3].dropFirst(6)).trimmingCharacters(in: " ")
    run.pageUp()
    #expect(run.screen.lines[2] == status, "back on the first page")
    run.pageDown()
    run.enter()
    guard case .ended(let value)? = run.ending else {
      Issue.record("Enter chose nothing")
      return
    }
    #expect(value == chosen)
  }

  @Test(
    "a resize while narrowed draws the page again in place for the new size, at any size",
    arguments: [
      (24, 80, 16, 60), (24, 80, 12, 30), (12, 40, 24, 120), (24, 200, 12, 20), (30, 100, 10, 100),
    ])
  func resizeWhileNarrowed(from: (rows: Int, columns: Int, toRows: Int, toColumns: Int)) {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: from.rows, columns: from.columns)
    run.start()
    run.type("zep")
    run.resize(rows: from.toRows, columns: from.toColumns)
    let screen = run.screen.lines
    #expect(screen.filter { $0.hasPrefix("Artists>") }.count == 1, "one prompt, no stale copy: \(run.screen.picture)")
    #expect(screen.filter { $0 == "Artists" }.count == 1, "one page: \(run.screen.picture)")
    #expect(screen.joined().contains("Dread Zeppelin") && screen.joined().contains("Led Zeppelin"))
    #expect(screen.allSatisfy { $0.count <= from.toColumns }, "drawn for the new width")
    #expect(run.screen.lastLine == "Artists> zep")
    #expect(screen.dropFirst(run.screen.cursorRow + 1).allSatisfy { $0.isEmpty }, "nothing below the prompt")
    // Moving the cursor after the resize draws in place again.
    run.down()
    #expect(run.screen.lines.filter { $0 == "Artists" }.count == 1, "\(run.screen.picture)")
  }

  @Test("Ctrl-Z while narrowed: ^Z, the stop; fg: the prompt and the line again, narrowing on from there")
  func suspendWhileNarrowed() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    run.type("zep")
    run.suspendAndContinue(shellSays: ["\n[1]+  Stopped\n$ fg\n"])
    #expect(run.terminal.stops == 1)
    #expect(run.screen.lastLine == "Artists> zep")
    #expect(!run.shell.display.pageIsInReach, "the shell's lines moved the page")
    // The next key draws the narrowed page below the line, where it can be seen.
    run.type("p")
    #expect(run.screen.lastLine == "Artists> zepp")
    #expect(run.screen.shows("1–2 of 2 matching \"zepp\""))
    #expect(run.screen.lines.last { !$0.isEmpty } == "Artists> zepp", "the page drawn below, the line after it")
  }

  @Test("a resize at the prompt with nothing narrowed: readline draws the line again, the page waits for the next step")
  func resizeAtThePrompt() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 24, columns: 80) { $0.mode = .terminal(.init()) }
    run.start()
    run.type("Iron")
    let mark = run.terminal.bytes.utf8.count
    run.resize(rows: 16, columns: 60)
    #expect(run.editor.edits.last == .resize)
    #expect(!run.terminal.written(since: mark).contains("Artists\n"), "the page is not drawn again")
    run.type(" Maiden")
    run.enter()
    #expect(run.screen.lines.allSatisfy { $0.count <= 60 }, "the next page is drawn for the new size")
  }

  @Test("a prompt cut for a narrow terminal is made again for the new width, the line typed kept")
  func promptRefitsAfterAResize() {
    let long = "Academy of St. Martin in the Fields & Sir Neville Marriner"
    let chooseAlbum = Screen<[String], String>.list(title: .from { _ in long }, rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(chooseAlbum), input: ["One", "Two"]), rows: 15, columns: 40) {
      $0.mode = .terminal(.init())
    }
    run.start()
    run.type("Tw")
    #expect(run.screen.lastLine == "Academy of S…> Tw")
    run.resize(rows: 20, columns: 100)
    #expect(run.editor.edits.last == .changePrompt("Academy of St. Martin in the Fie…> "))
    #expect(run.screen.lastLine == "Academy of St. Martin in the Fie…> Tw")
    run.resize(rows: 20, columns: 40)
    #expect(run.screen.lastLine == "Academy of S…> Tw", "narrow again, cut again")
    run.resize(rows: 10, columns: 40)
    #expect(run.editor.edits.last == .resize, "the same width: the prompt stays")
  }

  @Test("a terminal that cannot erase (TERM=dumb): no escape sequence, nothing drawn over, lists never narrow")
  func terminalThatCannotErase() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream), rows: 12, columns: 60) {
      $0.canErase = false
      $0.mode = .terminal(.init())
    }
    run.start()
    let id = run.loads.started[0].id
    for name in SampleCatalog.names.prefix(10) { feed.yield(name) }
    while run.shell.counts[id, default: 0] < 10 { await run.take(1) }
    run.type("zep")
    for name in SampleCatalog.names.dropFirst(10).prefix(10) { feed.yield(name) }
    while run.shell.counts[id, default: 0] < 20 { await run.take(1) }
    run.advance(by: .seconds(1))
    feed.finish()
    await run.take(1)
    #expect(!run.terminal.bytes.contains("\u{1B}"))
    #expect(run.screen.lastLine == "Artists> zep")
  }

  @Test("Ctrl-C on a narrowed line clears it and the whole list shows again, in place")
  func interruptWhileNarrowed() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    let whole = run.screen.lines
    run.type("pres")
    run.interrupt()
    #expect(run.screen.lines == whole)
    #expect(run.editor.line.isEmpty)
  }

  @Test("at 80×12 a page with a message fits, and narrowing after it leaves no stale prompt and no climb")
  func messagePageThenNarrowing() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 12, columns: 80)
    run.start()
    run.enter("qqqzzz")
    #expect(run.screen.lines[0] == "Artists", "the title stays on screen: \(run.screen.picture)")
    #expect(run.screen.lastLine == "Artists>")
    let prompt = run.screen.cursorRow
    run.type("ac")
    #expect(run.screen.lines.filter { $0.hasPrefix("Artists>") }.count == 1, "\(run.screen.picture)")
    run.backspace(2)
    #expect(run.screen.cursorRow == prompt, "the prompt never climbs")
    #expect(run.screen.lines.filter { $0.hasPrefix("Artists>") }.count == 1)
  }

  @Test("the narrowed list's count comes a part at a time between keys, at once in the loop's idle time")
  func searchingOn() {
    let many = (1...200_000).map { "line \($0)" }
    let choose = Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(choose), input: many), rows: 12, columns: 80)
    run.start()
    #expect(run.loads.prepared == 1, "a long list's labels are folded ahead of the first key")
    run.type("line 99")
    #expect(run.screen.shows("searching…"))
    #expect(run.shell.deadline == .zero, "the rest is searched as soon as no key waits")
    while run.shell.deadline != nil { run.advance(by: .zero) }
    #expect(run.screen.lines[1].hasSuffix("matching \"line 99\" (200000 in all)"), "\(run.screen.picture)")
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
