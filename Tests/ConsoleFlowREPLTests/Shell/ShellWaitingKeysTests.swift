@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A chooser (`flows pick`) whose list is still loading, in line mode: keys are keys from the
/// first moment, as fzf's, each meaning what the chooser's key map says.
@MainActor
@Suite("Keys while a chooser's list loads (line mode)")
struct ShellWaitingKeysTests {
  /// A chooser on a list that has not arrived, its progress line showing.
  private func loading() -> EmbeddedShell<String> {
    let (stream, _) = feedableArtists()
    let run = EmbeddedShell(Flow(root(chooseStreamed), input: stream)) { setup in
      setup.mode = .terminal(.init(narrows: true, typing: .query))
      setup.traits = { size in
        var traits = Traits(width: size.columns, height: size.rows)
        traits.typing = .query
        return traits
      }
    }
    run.start()
    run.advance(by: .milliseconds(300))
    return run
  }

  @Test("Esc, Ctrl-C, Ctrl-G and Ctrl-Q leave at once, nothing chosen, the load cancelled and its line erased")
  func keysThatLeave() {
    for key in ["\u{03}", "\u{07}", "\u{11}", "\u{1B}"] {
      let name = "\(key.unicodeScalars.first?.value ?? 0)"
      let run = loading()
      #expect(run.screen.shows("Ctrl-C cancels"), "\(name): \(run.screen.lines)")
      #expect(run.shell.readsKeysWhileWaiting, "keys are read as they come")
      run.typeWhileWaiting(key)
      if key == "\u{1B}" {
        #expect(run.ending == nil, "Esc waits for the rest of a key's sequence")
        run.advance(by: .milliseconds(150))
      }
      guard case .ended(nil)? = run.ending else {
        Issue.record("\(name) ended as \(String(describing: run.ending))")
        continue
      }
      #expect(run.loads.cancelled.count == 1, "\(name): the load is cancelled")
      #expect(!run.screen.shows("Ctrl-C cancels"), "\(name): \(run.screen.lines)")
      #expect(run.editor.typedAhead.isEmpty, "\(name): the key is no query text")
    }
  }

  @Test("keys typed while the list loads wait as typed for the prompt; a terminal's answer is dropped")
  func typedKeysWait() {
    let run = loading()
    run.typeWhileWaiting("al\u{1B}[A")
    run.typeWhileWaiting("\u{1B}[?2004;1$y")
    run.typeWhileWaiting("\u{1B}x")
    #expect(run.ending == nil)
    #expect(run.editor.typedAhead == Array("al\u{1B}[A\u{1B}x".utf8))
  }

  @Test("Enter before the first page shows chooses nothing, as fzf's on an empty list; the load is cancelled")
  func enterBeforeTheFirstPage() {
    let run = loading()
    run.typeWhileWaiting("al\r")
    guard case .failed(let error as REPL.Error)? = run.ending else {
      Issue.record("ended as \(String(describing: run.ending))")
      return
    }
    #expect(error.kind == .noMatch)
    #expect(run.loads.cancelled.count == 1)
    #expect(!run.screen.shows("Ctrl-C cancels"), "\(run.screen.lines)")
  }

  @Test("a query and Enter typed before the run began are for the first page: they wait, as typed")
  func enterTypedBeforeTheStart() {
    let run = loading()
    run.editor.bytesAheadTypedBefore = true
    run.typeWhileWaiting("al\r")
    #expect(run.ending == nil)
    #expect(run.editor.typedAhead == Array("al\r".utf8))
  }

  @Test("Ctrl-Z read as a key stops the program, the progress line erased and typing shown")
  func ctrlZStops() {
    let run = loading()
    run.typeWhileWaiting("\u{1A}")
    #expect(run.terminal.stops == 1)
    #expect(run.terminal.typingShown)
    #expect(run.ending == nil)
  }
}
