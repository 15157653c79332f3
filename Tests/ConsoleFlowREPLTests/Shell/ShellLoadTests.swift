@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// Waiting for loads at a terminal: the progress line after 100 ms, redrawn in place at any
/// width, Ctrl-C, Ctrl-Z and `fg`, SIGTERM and resizes while waiting, typing hidden meanwhile.
@MainActor
@Suite("The shell while a load runs")
struct ShellLoadTests {
  /// A run on the slow albums, the first artist chosen: the shell waits for the albums' load.
  private func waitingForAlbums(rows: Int = 24, columns: Int = 80, plain: Bool = false) -> EmbeddedShell<String> {
    let run = EmbeddedShell(Flow(slowAlbums, input: SampleCatalog.names), rows: rows, columns: columns) {
      $0.plain = plain
    }
    run.start()
    run.enter("AC/DC")
    return run
  }

  @Test("no progress line before 100 ms; then one, on the row below the line entered, redrawn in place")
  func progressAfterTheDelay() {
    let run = waitingForAlbums()
    #expect(!run.terminal.typingShown, "typing is hidden while the shell waits")
    let mark = run.terminal.bytes.utf8.count
    run.advance(by: .milliseconds(99))
    #expect(run.terminal.written(since: mark).isEmpty)
    run.advance(by: .milliseconds(1))
    #expect(run.screen.lastLine == "Loading albums… 0.1 s · Ctrl-C cancels")
    let row = run.screen.cursorRow
    run.advance(by: .seconds(2))
    #expect(run.screen.lastLine == "Loading albums… 2.1 s · Ctrl-C cancels")
    #expect(run.screen.cursorRow == row, "redrawn in place, never a row up or down")
  }

  @Test("a load that ends before 100 ms shows no progress line; the page comes, typing shows again")
  func quickLoad() async {
    let run = waitingForAlbums()
    let mark = run.terminal.bytes.utf8.count
    run.advance(by: .milliseconds(50))
    await run.finish(load: 0)
    #expect(!run.terminal.written(since: mark).contains("Loading"))
    #expect(run.screen.lastLine == "Albums>")
    #expect(run.terminal.typingShown)
  }

  @Test("at 20 to 200 columns the progress line stays on its row and the page above stays whole, resized or not")
  func progressAtEveryWidth() {
    for columns in [20, 30, 48, 49, 80, 120, 200] {
      let run = waitingForAlbums(rows: 12, columns: columns)
      let above = Array(run.screen.lines.prefix(run.screen.cursorRow))
      for _ in 0..<30 { run.advance(by: .milliseconds(100)) }
      #expect(
        Array(run.screen.lines.prefix(run.screen.cursorRow)) == above, "\(columns) columns: nothing above is erased")
      #expect(run.screen.lastLine.hasPrefix("Loading albums"), "\(columns) columns")
      #expect(run.screen.lines.filter { $0.hasPrefix("Loading") }.count == 1)
      // Narrower mid-load: the line the terminal wrapped is erased from its first row.
      run.resize(rows: 12, columns: max(20, columns / 3))
      run.advance(by: .milliseconds(100))
      #expect(run.screen.lines.filter { $0.contains("Loading albums") }.count == 1, "\(columns) narrowed")
      #expect(!run.screen.lastLine.isEmpty)
    }
  }

  @Test("Ctrl-C while waiting: the load is cancelled, the line erased, the page says so, typing shows again")
  func interruptWhileWaiting() {
    let run = waitingForAlbums()
    run.advance(by: .milliseconds(300))
    run.interrupt()
    #expect(run.loads.cancelled == [run.loads.started[0].id])
    #expect(!run.screen.shows("Loading albums"))
    #expect(run.screen.shows("Cancelled."))
    #expect(run.screen.lastLine == "Artists>")
    #expect(run.terminal.typingShown)
    #expect(run.ending == nil, "the flow stays usable")
  }

  @Test("Ctrl-Z while waiting: the line erased, typing shown, ^Z, the stop; fg: typing hidden, the line again")
  func suspendWhileWaiting() {
    let run = waitingForAlbums()
    run.advance(by: .milliseconds(300))
    run.signal(.suspend)
    #expect(run.terminal.stops == 1)
    #expect(run.terminal.typingShown, "the shell gets the terminal as it gave it")
    #expect(run.screen.lastLine == "^Z")
    run.terminal.screen.write("\n[1]+  Stopped\n$ fg\n")
    run.signal(.resume(Display.Size(rows: 24, columns: 80)))
    #expect(!run.terminal.typingShown)
    run.advance(by: .milliseconds(100))
    #expect(run.screen.lastLine.hasPrefix("Loading albums"))
  }

  @Test("SIGTERM while waiting: the line erased, typing shown, the run ends with status 143")
  func terminatedWhileWaiting() {
    let run = waitingForAlbums()
    run.advance(by: .milliseconds(300))
    run.signal(.terminate(Platform.terminateSignal))
    #expect(run.terminal.typingShown)
    #expect(!run.screen.shows("Loading albums"))
    guard case .failed(let error)? = run.ending else {
      Issue.record("the run goes on")
      return
    }
    #expect((error as? REPL.Error)?.kind == .terminated)
    #expect((error as? REPL.Error)?.exitStatus == 143)
  }

  @Test("the terminal closing while waiting: SIGHUP ends the run, though nothing can be written any more")
  func terminalGoneWhileWaiting() {
    let run = waitingForAlbums()
    run.advance(by: .milliseconds(300))
    run.terminal.failure = REPL.Error.outputFailed("Input/output error")
    run.signal(.terminate(Platform.hangUpSignal))
    guard case .failed(let error)? = run.ending else {
      Issue.record("the run goes on: \(run.shell.phase)")
      return
    }
    #expect((error as? REPL.Error)?.kind == .terminated)
    #expect((error as? REPL.Error)?.exitStatus == 129)
  }

  @Test("a resize while waiting: the line for the new width, and the page that follows for the new size")
  func resizeWhileWaiting() async {
    let run = waitingForAlbums(rows: 24, columns: 80)
    run.advance(by: .milliseconds(200))
    run.resize(rows: 12, columns: 40)
    run.advance(by: .milliseconds(100))
    #expect(run.screen.lastLine.count < 40)
    await run.finish(load: 0)
    #expect(run.screen.lastLine == "Albums>")
    #expect(run.screen.lines.allSatisfy { $0.count <= 40 }, "the page is drawn for 40 columns")
  }

  @Test("plain mode: a line once the load lasted, one every few seconds, one when it ends; no escape, no return")
  func plainProgress() async {
    let run = waitingForAlbums(plain: true)
    let mark = run.terminal.bytes.utf8.count
    run.advance(by: .milliseconds(150))
    #expect(run.terminal.written(since: mark) == "Loading albums. Ctrl-C cancels.\n")
    run.advance(by: .seconds(4))
    #expect(run.terminal.written(since: mark) == "Loading albums. Ctrl-C cancels.\n")
    run.advance(by: .seconds(1))
    #expect(run.terminal.written(since: mark).hasSuffix("Loading albums: 5.1 s.\n"))
    await run.finish(load: 0)
    let told = run.terminal.written(since: mark)
    #expect(told.contains("Loading albums: ended after 5.1 s.\n"))
    #expect(!told.contains("\u{1B}") && !told.contains("\r"))
  }

  @Test("while recording, every load ends before the next prompt, so the recording replays")
  func recordingWaitsForEveryLoad() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream), rows: 12, columns: 60) { $0.recording = true }
    run.start()
    for name in SampleCatalog.names.prefix(30) { feed.yield(name) }
    let id = run.loads.started[0].id
    while run.shell.counts[id, default: 0] < 30 { await run.take(1) }
    #expect(!run.shell.isReading, "the first page is full, but the list is still loading")
    feed.finish()
    await run.take(1)
    #expect(run.shell.isReading)
    #expect(run.screen.shows("1–8 of 30"))
  }
}
