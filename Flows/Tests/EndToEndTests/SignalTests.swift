@_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// Signals and the end of a session: what arrives blocked, Ctrl-C outside a read, SIGTERM, a
// closed terminal, and the question before quitting with unsaved changes.
extension REPLEndToEndTests {
  @Test("Ctrl-C and resizes still arrive when the program starts with those signals blocked")
  func signalsBlockedByTheParent() throws {
    // A launcher that blocks SIGINT and SIGWINCH before exec, as a parent's mask is inherited.
    let blocking =
      "import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGWINCH}); os.execv(sys.argv[1], sys.argv[1:])"
    let tmux = try Tmux(
      command: ["music", "--color=never"], width: 100, height: 30, launcher: ["python3", "-c", blocking])
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    try interruptHalfTypedLine(in: tmux)
    tmux.resize(width: 40, height: 20)
    // The next page follows the one on screen (1–26 at 30 rows), for the new size.
    tmux.send(":next", "Enter")
    try tmux.waitFor("27–42 of 275")
    #expect(try tmux.quitStatus() == 0)
  }

  @Test("Ctrl-C while the program writes a page, not while it reads a line, exits with status 130")
  func interruptOutsideLineInput() throws {
    // Stdout goes into a pipe nobody reads: once it is full the program waits in the middle of
    // writing a page, outside line input. Tall pages fill the 64 KiB pipe in a few steps.
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 200, outputInto: "sleep 600")
    defer { tmux.close() }
    for _ in 0..<15 { tmux.send(":next", "Enter", ":prev", "Enter") }
    #expect(tmux.blockedWriting(), "the program waits in a write into the full pipe")
    tmux.send("C-c")
    let status = try tmux.exitStatus()
    #expect(status == 130)
    let settings = try tmux.terminalSettingsAfter()
    #expect(settings.contains(" icanon") && settings.contains(" echo "), "the terminal is left sane: \(settings)")
  }

  @Test("Ctrl-C in a write that a slow reader takes on is Ctrl-C as ever: the program goes on")
  func interruptDuringASlowWrite() throws {
    // A reader that takes at most 64 KiB every 0.3 s until the end, keeps what it took and ignores
    // Ctrl-C, as a terminal slow to draw (under load, over ssh) takes the pages: writes wait for
    // it, never for long.
    let reader =
      "sh -c 'trap \"\" INT; while [ $(dd bs=65536 count=1 status=none | tee -a \"$HOME/taken\" | wc -c) -gt 0 ]; do sleep 0.3; done'"
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 200, outputInto: reader)
    defer { tmux.close() }
    for _ in 0..<15 { tmux.send(":next", "Enter", ":prev", "Enter") }
    #expect(tmux.blockedWriting(), "the program waits in a write for its reader")
    tmux.send("C-c")
    // The program took it as Ctrl-C at a prompt (its `^C`, once the reader caught up; the bytes
    // may end inside a character), then a line.
    let taken = tmux.home.appendingPathComponent("taken")
    try tmux.wait(for: "the ^C written after the pages") { _ in
      (try? Data(contentsOf: taken))?.range(of: Data("^C".utf8)) != nil
    }
    tmux.send(":quit", "Enter")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("SIGTERM at the prompt restores the terminal and ends with status 143")
  func sigtermRestoresTheTerminal() throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 30)
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    tmux.send("Iron Ma")
    try tmux.waitFor("Artists> Iron Ma")
    tmux.signalProgram("TERM")
    #expect(try tmux.exitStatus() == 143)
    let settings = try tmux.terminalSettingsAfter()
    #expect(settings.contains(" icanon") && settings.contains(" echo "), "\(settings)")
  }

  @Test("a terminal closed at the quit question ends the program instead of reading end of input forever")
  func closedTerminal() throws {
    let tmux = try dreamsAtTheQuitQuestion()
    let journal = tmux.home.appendingPathComponent("JOURNAL").path
    defer { tmux.close() }
    #expect(tmux.isRunning(commandLineContaining: journal))
    tmux.closeWindow()
    #expect(tmux.ended(commandLineContaining: journal), "the program ended with its terminal")
  }

  @Test("quitting with changes that could not be saved asks first; no stays, yes leaves")
  func quitAsksWhenUnsaved() throws {
    let tmux = try dreamsAtTheQuitQuestion()
    defer { tmux.close() }
    tmux.send("n", "Enter")
    try tmux.waitForLast("Dreams> ")
    tmux.send(":quit", "Enter")
    try tmux.waitFor("Quit anyway? (y/n) ")
    tmux.send("y", "Enter")
    #expect(try tmux.exitStatus() == 0)
  }

  /// The dream journal on a read-only file, a dream added that could not be saved, and `:quit`
  /// typed: the program asks whether to quit anyway.
  private func dreamsAtTheQuitQuestion() throws -> Tmux {
    let tmux = try Tmux(command: ["dreams", "--color=never", "--file", "JOURNAL"], width: 200, height: 30) { home in
      let journal = home.appendingPathComponent("JOURNAL").path
      try "[]".write(toFile: journal, atomically: true, encoding: .utf8)
      chmod(journal, 0o444)
    }
    do {
      try tmux.waitFor("Dreams>")
      tmux.send("add", "Enter")
      try tmux.waitFor("Title?")
      tmux.send("Kept on screen", "Enter")
      try tmux.waitFor("1 dream, not saved")
      tmux.send(":quit", "Enter")
      try tmux.waitFor("Quit anyway? (y/n)")
      return tmux
    } catch {
      tmux.close()
      throw error
    }
  }
}
