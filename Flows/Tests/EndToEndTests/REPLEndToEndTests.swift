@_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

/// Drives the real `flows` binary inside tmux, as a person at a terminal would.
///
/// Each test owns its tmux server (a socket named after its session), its HOME and its files,
/// and judges only its own session's processes: nothing is shared, so they run in parallel, and
/// two runs of the suite side by side both pass. A test waits on what the screen shows, never
/// for a fixed time; before a key a shell must read itself (Ctrl-R, Ctrl-T), it waits for the
/// shell's prompt (`Tmux.clearToPrompt()`), as a key typed while a command still runs goes to
/// the terminal's own line editing.
@Suite("The readline REPL, end to end in tmux", .enabled(if: Tmux.isAvailable))
struct REPLEndToEndTests {
  @Test("Tab completion, Enter, back, Ctrl-C, Ctrl-D, resize and quit")
  func personAtATerminal() throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 30)
    defer { tmux.close() }
    try tmux.waitFor("Artists>")

    // A prefix without accents and Tab twice lists the candidates, as bash does.
    tmux.send("mot", "Tab", "Tab")
    try tmux.waitFor("Mötley Crüe")
    #expect(tmux.screen().contains("Motörhead & Girlschool"))

    // A label with a slash completes whole; Enter shows the next screen.
    tmux.send("C-u", "ac/", "Tab")
    try tmux.waitFor("Artists> AC/DC")
    tmux.send("Enter")
    try tmux.waitFor("AC/DC: 2 albums")

    tmux.send(":back", "Enter")
    try tmux.waitForLast("Artists> ")

    // Ctrl-C clears a half-typed line and prompts again; the flow goes on.
    try interruptHalfTypedLine(in: tmux)
    tmux.send("Black Sabbath", "Enter")
    try tmux.waitFor("Black Sabbath: 2 albums")

    // Ctrl-D on an empty line goes back one screen.
    tmux.send("C-d")
    try tmux.waitForLast("Artists> ")

    // After a resize, the next page follows the one on screen (1–26 at 30 rows), laid out for
    // the new size: 16 rows of the new width.
    tmux.resize(width: 30, height: 20)
    tmux.send(":next", "Enter")
    try tmux.waitFor("27–42 of 275")
    // Joined, a wrapped line would come back longer than the pane.
    let narrow = tmux.screen(joiningWrapped: true).split(separator: "\n")
    #expect(narrow.allSatisfy { $0.count <= 30 })
    #expect(narrow.contains { $0.contains("…") }, "long labels are cut to the new width")

    // Ctrl-D on the root screen quits with status 0, and the history was kept, mode 0600.
    tmux.send("C-d")
    #expect(try tmux.exitStatus() == 0)
    let history = tmux.home.appendingPathComponent("state/consoleflow/music/history")
    let kept = try String(contentsOf: history, encoding: .utf8)
    #expect(kept.contains("AC/DC") && kept.contains("Black Sabbath"))
    let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("the user's ~/.inputrc applies: a key bound there types into the flow, vi mode edits the line")
  func inputrc() throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 30) { home in
      // The mode comes first so that the binding lands in vi's insert keymap.
      try "set editing-mode vi\n$if music\n\"\\C-t\": \"AC/DC\"\n$endif\n"
        .write(to: home.appendingPathComponent(".inputrc"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    // In vi mode, Escape then 0 and D deletes the whole typed line before the bound key types AC/DC.
    tmux.send("Zzyzx")
    try tmux.waitFor("Artists> Zzyzx")
    let typed = tmux.cursor()
    tmux.send("Escape")
    // Escape also starts arrow-key sequences: readline waits a moment before taking it alone,
    // then vi's command mode steps the cursor back onto the last letter.
    try tmux.wait(for: "the cursor one step back, in vi's command mode") { _ in
      tmux.cursor() == (typed.column - 1, typed.row)
    }
    tmux.send("0", "D", "i", "C-t", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    #expect(try tmux.quitStatus() == 0)
  }

  @Test("a broken history file gives one warning and the session goes on")
  func brokenHistory() throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 30) { home in
      // A folder where the history file should be cannot be read as a file.
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent("state/consoleflow/music/history"), withIntermediateDirectories: true)
    }
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    #expect(tmux.screenWithScrollback().contains("flows: cannot read the history file"))
    tmux.send("AC/DC", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    #expect(try tmux.quitStatus() == 0)
  }

  @Test("a history file planted as a symbolic link is neither read nor written through")
  func historyLinkNotFollowed() throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 200, height: 30) { home in
      let folder = home.appendingPathComponent("state/consoleflow/music")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "precious\n".write(to: home.appendingPathComponent("victim"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("history").path,
        withDestinationPath: home.appendingPathComponent("victim").path)
    }
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    #expect(tmux.screenWithScrollback().contains("is a symbolic link; history is not read or saved"))
    tmux.send("AC/DC", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    #expect(try tmux.quitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("victim"), encoding: .utf8) == "precious\n")
  }

  /// Types half an artist's name, waits until the line shows it, as a person would, then Ctrl-C.
  func interruptHalfTypedLine(in tmux: Tmux) throws {
    tmux.send("Iron Ma")
    try tmux.waitFor("Artists> Iron Ma")
    tmux.send("C-c")
    try tmux.waitFor("Artists> Iron Ma^C")
    try tmux.waitForLast("Artists> ")
  }
}
