@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A list whose source stays open after a few items (`tail -f | flows pick`) is shown once the
/// wait lasts a moment, in line mode and full screen: the user types in it and chooses while the
/// source goes on, as in fzf, rather than waiting for a first page that never fills.
@MainActor
@Suite("A list whose source stays open")
struct OpenSourceTests {
  @Test("shows what arrived after a moment, and Enter chooses in it", arguments: [false, true])
  func showsWhatArrived(fullScreen: Bool) async {
    let (stream, feed) = feedableArtists()
    defer { feed.finish() }
    let flow = Flow(root(chooseStreamed), input: stream)
    if fullScreen {
      let run = FullScreenShell(flow)
      run.start()
      for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
      while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
      run.advance(by: Shell<String>.whatArrivedShowsAfter)
      #expect(run.shows("Black Sabbath"))
      run.type("sab")
      run.enter()
      #expect(run.takeCompleted() == ["Black Sabbath"])
    } else {
      let run = EmbeddedShell(flow)
      run.start()
      for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
      while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
      #expect(!run.screen.shows("Black Sabbath"), "a moment first: a source may send a page at once")
      run.advance(by: Shell<String>.whatArrivedShowsAfter)
      #expect(run.screen.shows("Black Sabbath"))
      #expect(run.screen.shows("so far"), "the page says the list fills on")
      run.enter("sab")
      #expect(run.takeCompleted() == ["Black Sabbath"])
    }
  }

  @Test(
    "a list that chooses several, on a source still open: marks and Enter choose as it fills", arguments: [false, true])
  func marksWhatArrived(fullScreen: Bool) async {
    let (stream, feed) = feedableArtists()
    defer { feed.finish() }
    let flow = Flow(
      root(Screen<ElementStream<String>, [String]>.markedList(title: "Pick", label: { $0 })), input: stream)
    let chooser = Shell<[String]>.AtATerminal(narrows: true, typing: .query)
    if fullScreen {
      let run = FullScreenShell(chooser: flow)
      run.start()
      for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
      while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
      run.advance(by: Shell<[String]>.whatArrivedShowsAfter)
      run.send("\t\t")
      run.enter()
      #expect(run.takeCompleted() == [["Accept", "Black Sabbath"]])
    } else {
      let run = EmbeddedShell(flow) { $0.mode = .terminal(chooser) }
      run.start()
      for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
      while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
      run.advance(by: Shell<[String]>.whatArrivedShowsAfter)
      #expect(run.screen.shows("[ ] Black Sabbath"))
      run.toggle()
      run.toggle()
      run.enter("")
      #expect(run.takeCompleted() == [["Accept", "Black Sabbath"]])
    }
  }

  @Test("plain mode at a terminal waits for the whole first page: a screen reader reads a page once")
  func plainModeWaits() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream)) {
      $0.plain = true
      $0.mode = .terminal(.init())
    }
    run.start()
    for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
    while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
    run.advance(by: Shell<String>.whatArrivedShowsAfter * 2)
    #expect(!run.screen.shows("Black Sabbath"))
    feed.finish()
    await run.take(1)
    #expect(run.screen.shows("Black Sabbath"))
  }

  @Test("a run without a terminal waits for the whole list: its transcript is the same on every run")
  func headlessWaits() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream)) { $0.mode = .script(source: "test") }
    run.start()
    for name in ["Accept", "Black Sabbath", "Cream"] { feed.yield(name) }
    while run.shell.counts[run.loads.started[0].id, default: 0] < 3 { await run.take(1) }
    run.advance(by: .seconds(1))
    #expect(!run.screen.shows("Black Sabbath"))
    feed.finish()
    await run.take(1)
    #expect(run.screen.shows("Black Sabbath"))
  }
}
