import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// Plain mode, for screen readers and braille displays: only appended lines, whatever happens.
@MainActor
@Suite("The shell in plain mode")
struct ShellPlainModeTests {
  @Test("pages, a filter, paging, a resize at the prompt, Ctrl-Z and fg, Ctrl-C: no escape, no return to redraw")
  func onlyAppendedLines() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60) {
      $0.plain = true
      $0.mode = .terminal(.init())
    }
    run.start()
    #expect(run.terminal.bytes.hasPrefix("Artists: 275 items, 1 to 8 shown.\nArtists\n"))
    run.enter("/zep")
    run.enter(":next")
    run.type("Led")
    run.resize(rows: 20, columns: 40)
    #expect(run.editor.edits.last == .measure, "readline learns the size and draws nothing")
    run.suspendAndContinue(shellSays: ["\n[1]+  Stopped\n$ fg\n"])
    run.interrupt()
    run.enter("Led Zeppelin")
    let bytes = run.terminal.bytes
    #expect(!bytes.contains("\u{1B}"), "no escape sequence")
    #expect(!bytes.contains("\r"), "no carriage return: nothing is drawn over")
    #expect(bytes.contains("Artists > Albums: 14 items, all shown."))
  }

  @Test("after a stop it did not see (SIGSTOP), the line is written again on a row of its own")
  func stoppedFromOutside() {
    let run = EmbeddedShell(Flow(navigation, input: artists), rows: 12, columns: 60) { $0.plain = true }
    run.start()
    run.type("Led")
    let mark = run.terminal.bytes.utf8.count
    run.signal(.resume(Display.Size(rows: 12, columns: 60)))
    #expect(run.terminal.written(since: mark) == "\nArtists> Led")
  }
}
