@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// A headless run (lines of a pipe or a script): each line echoed after its prompt, every load
/// run to its end before the next line, a path opened first (`--at`, `--resume`), strict runs
/// ended by a line not taken, Ctrl-C and SIGTERM ending the run.
@MainActor
@Suite("The shell on lines of a pipe or a script")
struct ShellHeadlessTests {
  private func headless(
    _ flow: Flow<Album>, setup configure: (inout Shell<Album>.Setup) -> Void = { _ in }
  ) -> EmbeddedShell<Album> {
    EmbeddedShell(flow, rows: 24, columns: 80) {
      $0.mode = .script(source: "stdin")
      configure(&$0)
    }
  }

  @Test("each line is echoed after its prompt, so the output reads as a transcript")
  func echoesLines() {
    let run = headless(Flow(navigation, input: artists))
    run.start()
    run.pipe("AC/DC")
    #expect(run.terminal.bytes.contains("\nArtists> AC/DC\nArtists › Albums\n"))
    run.pipe("2")
    guard case .ended(let album)? = run.ending else {
      Issue.record("the run did not end with the album")
      return
    }
    #expect(album?.title == "Let There Be Rock")
  }

  @Test("a path (--at, or --resume's saved one) is opened first, in a headless run too")
  func opensThePath() async {
    let run = headless(Flow(navigation, input: artists)) { $0.path = ["AC/DC"] }
    run.start()
    #expect(run.terminal.bytes.hasPrefix("Artists › Albums\n"), "\(run.terminal.bytes)")
    #expect(run.terminal.warnings.isEmpty)
  }

  @Test("a path that no longer matches: the page and stderr say why; a strict run ends with it")
  func pathStopsShort() {
    let lenient = headless(Flow(navigation, input: artists)) { $0.path = ["Nobody"] }
    lenient.start()
    #expect(lenient.terminal.warnings.first?.contains("part 1 of 1, \"Nobody\", does not match") == true)
    #expect(lenient.ending == nil)
    let strict = headless(Flow(navigation, input: artists)) {
      $0.path = ["Nobody"]
      $0.strict = true
    }
    strict.start()
    guard case .failed(let error)? = strict.ending else {
      Issue.record("the strict run goes on")
      return
    }
    #expect((error as? REPL.Error)?.kind == .pathMismatch)
  }

  @Test("a strict run ends at the first line not taken, naming where it came from and its number")
  func strictRun() {
    let run = headless(Flow(navigation, input: artists)) {
      $0.strict = true
      $0.mode = .script(source: "script.txt")
    }
    run.start()
    run.pipe("/zep")
    run.pipe("Nobody")
    guard case .failed(let error as REPL.Error)? = run.ending else {
      Issue.record("the strict run goes on")
      return
    }
    #expect(error.kind == .rejectedLine)
    #expect(error.source == "script.txt")
    #expect(error.line == 2)
    #expect(error.input == "Nobody")
  }

  @Test("every load runs to its end before the next line; Ctrl-C while it runs ends the run with 130")
  func settlesLoads() async {
    let slow = root(chooseArtist).load("albums") { $0.albums } >>> chooseAlbum
    let run = headless(Flow(slow, input: artists))
    run.start()
    run.pipe("AC/DC")
    #expect(!run.shell.isReading, "waiting for the albums")
    await run.finish(load: 0)
    #expect(run.shell.isReading)
    #expect(run.terminal.bytes.contains("Let There Be Rock"))
    run.pipe(":back")
    run.pipe("Accept")
    run.interrupt()
    guard case .failed(let error as REPL.Error)? = run.ending, error.kind == .terminated else {
      Issue.record("Ctrl-C did not end the run")
      return
    }
    #expect(error.exitStatus == 130)
  }

  @Test("the end of the input ends the run; changes not saved make it an error")
  func endOfInput() {
    let run = headless(Flow(navigation, input: artists))
    run.start()
    run.loop.send(.input(.endOfInput))
    guard case .ended(nil)? = run.ending else {
      Issue.record("the run did not end quietly")
      return
    }
  }

  @Test("a reader that went away ends the run quietly, with the last value completed")
  func outputClosed() {
    let run = headless(Flow(navigation, input: artists))
    run.start()
    run.terminal.failure = Console.OutputClosed()
    run.pipe("AC/DC")
    guard case .ended(nil)? = run.ending else {
      Issue.record("the run did not end quietly: \(String(describing: run.ending))")
      return
    }
  }
}
