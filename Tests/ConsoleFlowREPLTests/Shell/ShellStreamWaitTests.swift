@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A name typed on a list still arriving waits for the rest of it: the wait, as any load's, is
/// cancelled by Ctrl-C, every time, and typing shows again. (End to end this was driven through
/// `flows pick`, whose prompt now reads a query, as fzf's does: no name waits there.)
@MainActor
@Suite("A name waiting for the rest of a stream")
struct ShellStreamWaitTests {
  @Test("Ctrl-C cancels the wait every time; the list goes on filling; typing shows again")
  func interruptAWaitingName() async {
    let (stream, feed) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream), rows: 12, columns: 60) {
      $0.mode = .terminal(.init())
    }
    run.start()
    let id = run.loads.started[0].id
    for name in SampleCatalog.names.prefix(20) { feed.yield(name) }
    while run.shell.counts[id, default: 0] < 20 { await run.take(1) }
    run.advance(by: .milliseconds(250))
    for round in 1...3 {
      run.enter("zz")
      run.advance(by: .milliseconds(300))
      #expect(run.screen.lastLine.contains("Ctrl-C cancels"), "round \(round): \(run.screen.lines)")
      #expect(!run.terminal.typingShown, "typing waits for the next prompt")
      run.interrupt()
      #expect(run.screen.shows("Cancelled."), "round \(round)")
      #expect(run.screen.lastLine == "Artists>", "round \(round): \(run.screen.lines)")
      #expect(run.terminal.typingShown, "round \(round): typing shows again")
      #expect(run.ending == nil)
    }
    for name in SampleCatalog.names.dropFirst(20).prefix(10) { feed.yield(name) }
    while run.shell.counts[id, default: 0] < 30 { await run.take(1) }
    feed.finish()
    await run.take(1)
    run.advance(by: .milliseconds(250))
    run.enter(":q")
    #expect(run.ending != nil)
  }
}
