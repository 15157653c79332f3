import FlowsTestSupport
import ConsoleFlow
import TestSupport
import Foundation
import MusicFlow
import Testing

/// Drives the real `flows` binary inside tmux, as a person at a terminal would.
@Suite("The readline REPL, end to end in tmux", .serialized, .enabled(if: Tmux.isAvailable))
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

    // After a resize, the next page is laid out for the new width.
    tmux.resize(width: 30, height: 20)
    tmux.send(":next", "Enter")
    try tmux.waitFor("17–32 of 275")
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
    tmux.send("Zzyzx", "Escape")
    // Escape also starts arrow-key sequences: readline waits a moment before taking it alone.
    Thread.sleep(forTimeInterval: 0.7)
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
    tmux.send(":next", "Enter")
    try tmux.waitFor("17–32 of 275")
    #expect(try tmux.quitStatus() == 0)
  }

  @Test("Ctrl-C while the program writes a page, not while it reads a line, exits with status 130")
  func interruptOutsideLineInput() throws {
    // Stdout goes into a pipe nobody reads: once it is full the program waits in the middle of
    // writing a page, outside line input. Tall pages fill the 64 KiB pipe in a few steps.
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 200, outputInto: "sleep 600")
    defer { tmux.close() }
    for _ in 0..<15 { tmux.send(":next", "Enter", ":prev", "Enter") }
    Thread.sleep(forTimeInterval: 1)
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
    let settings = try tmux.terminalSettingsAfter()
    #expect(settings.contains(" icanon") && settings.contains(" echo "), "the terminal is left sane: \(settings)")
  }

  @Test("a live session recorded with --record replays headlessly to the same text")
  func recordLiveSession() async throws {
    let tmux = try Tmux(command: ["music", "--color=never", "--record", "RECORD"], width: 90, height: 20)
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    tmux.send("mot", "Tab", "Tab", "C-u", "iron", "Tab", "Enter")
    try tmux.waitFor("Iron Maiden: 21 albums")
    tmux.send("Half typed")
    try tmux.waitFor("Half typed")
    // As a person would, wait for each answer before the next key: Ctrl-C reaches the program as
    // a signal, which may come after keys typed behind it, and between two lines the terminal is
    // in its normal mode, where the line discipline itself would take a Ctrl-D.
    tmux.send("C-c")
    try tmux.waitFor("Half typed^C")
    try tmux.waitForLast("Iron Maiden> ")
    tmux.send(":next", "Enter")
    try tmux.waitFor("17–21 of 21")
    tmux.send("C-d")
    try tmux.waitForLast("Artists> ")
    #expect(try tmux.quitStatus() == 0)
    let recorded = tmux.home.appendingPathComponent("RECORD").path
    let file = try TranscriptFile(parsing: String(contentsOfFile: recorded, encoding: .utf8))
    #expect(file.inputs == ["Iron Maiden", ":next", ":back", ":quit"])
    #expect(file.width == 90 && file.height == 20)
    let catalog = try Catalog.embedded()
    let replayed = await file.replayed(on: Flow(Music.navigation(catalog: catalog), input: try catalog.artists()))
    #expect(replayed == file)
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

  /// Types half an artist's name, waits until the line shows it, as a person would, then Ctrl-C.
  private func interruptHalfTypedLine(in tmux: Tmux) throws {
    tmux.send("Iron Ma")
    try tmux.waitFor("Artists> Iron Ma")
    tmux.send("C-c")
    try tmux.waitFor("Artists> Iron Ma^C")
    try tmux.waitForLast("Artists> ")
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

  @Test("a terminal closed at the quit question ends the program instead of reading end of input forever")
  func closedTerminal() throws {
    let tmux = try dreamsAtTheQuitQuestion()
    let journal = tmux.home.appendingPathComponent("JOURNAL").path
    defer { tmux.close() }
    #expect(Tmux.isRunning(commandLineContaining: journal))
    tmux.closeWindow()
    let deadline = Date().addingTimeInterval(10)
    while Tmux.isRunning(commandLineContaining: journal) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!Tmux.isRunning(commandLineContaining: journal), "the program ended with its terminal")
  }
}

// One tmux server serves every test, so all of them run in the one serialized suite.
extension REPLEndToEndTests {
  @Test("a slow git log shows the progress line; Ctrl-C cancels it, ends git, and the flow stays usable")
  func slowLoadCancelled() async throws {
    try await withTemporaryFolder { folder in
      let repository = try await makeGitFixture(in: folder)
      let tmux = try slowGit(repository, logSeconds: 60)
      defer { tmux.close() }
      try tmux.waitFor("Loading commits… ")
      try tmux.waitFor("Ctrl-C cancels")
      #expect(Tmux.isRunning(commandLineContaining: "slow-git-marker"))
      tmux.send("C-c")
      try tmux.waitFor("Cancelled.")
      #expect(tmux.screen().contains("incomplete (loading cancelled)"))
      #expect(!tmux.screen().contains("Ctrl-C cancels"), "the progress line is erased")
      let deadline = Date().addingTimeInterval(10)
      while Tmux.isRunning(commandLineContaining: "slow-git-marker") && Date() < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(!Tmux.isRunning(commandLineContaining: "slow-git-marker"), "git is ended and reaped")
      tmux.send(":quit", "Enter")
      #expect(try tmux.exitStatus() == 0, "a cancel leaves the exit status alone")
    }
  }

  @Test("keys typed while a load runs are not lost: they wait for the prompt")
  func typingDuringALoad() async throws {
    try await withTemporaryFolder { folder in
      let repository = try await makeGitFixture(in: folder)
      let tmux = try slowGit(repository, logSeconds: 2)
      defer { tmux.close() }
      try tmux.waitFor("Ctrl-C cancels")
      tmux.send("/merge", "Enter")
      #expect(!tmux.screen().contains("/merge"), "typing is hidden while the progress line shows")
      try tmux.waitFor("1–1 of 1 matching \"merge\"", seconds: 20)
      tmux.send(":quit", "Enter")
      #expect(try tmux.exitStatus() == 0)
    }
  }

  /// `flows git` on `repository` with a git on PATH whose log waits `logSeconds` first (the same
  /// process sleeps, then becomes git).
  private func slowGit(_ repository: String, logSeconds: Int) throws -> Tmux {
    try Tmux(
      command: ["git", repository, "--color=never"], width: 100, height: 30,
      launcher: ["env", "PATH={HOME}/bin:/usr/local/bin:/usr/bin:/bin"]
    ) { home in
      let bin = home.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let git = bin.appendingPathComponent("git")
      try """
      #!/bin/sh
      for argument in "$@"; do
        if [ "$argument" = "-z" ]; then exec perl -e 'sleep \(logSeconds); exec @ARGV; # slow-git-marker' /usr/bin/git "$@"; fi
      done
      exec /usr/bin/git "$@"
      """.write(to: git, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
    }
  }
}

// One tmux server serves every test, so all of them run in the one serialized suite.
extension REPLEndToEndTests {
  @Test("--resume reopens the screen the last session left; a corrupt state file is reported, not fatal")
  func resumeAcrossRuns() throws {
    let first = try Tmux(command: ["music", "--color=never"], width: 100, height: 30)
    defer { first.close() }
    try first.waitFor("Artists>")
    first.send("Iron Maiden", "Enter")
    try first.waitFor("Iron Maiden: 21 albums")
    first.send("Powerslave", "Enter")
    try first.waitFor("Powerslave>")
    first.send(":quit", "Enter")
    #expect(try first.exitStatus() == 0)
    let state = first.home.appendingPathComponent("state/consoleflow/paths.json")
    let saved = try Data(contentsOf: state)
    first.close()

    let second = try Tmux(command: ["music", "--resume", "--color=never"], width: 100, height: 30) { home in
      let folder = home.appendingPathComponent("state/consoleflow")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try saved.write(to: folder.appendingPathComponent("paths.json"))
    }
    defer { second.close() }
    try second.waitFor("Artists › Iron Maiden › Powerslave")
    second.send(":quit", "Enter")
    #expect(try second.exitStatus() == 0)

    let corrupt = try Tmux(command: ["music", "--resume", "--color=never"], width: 100, height: 30) { home in
      let folder = home.appendingPathComponent("state/consoleflow")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("garbage".utf8).write(to: folder.appendingPathComponent("paths.json"))
    }
    defer { corrupt.close() }
    try corrupt.waitFor("Artists>")
    let warning = "paths.json: not a saved-paths file; it is left as it is; --resume opens the first screen"
    #expect(corrupt.screenWithScrollback().components(separatedBy: warning).count == 2, "reported once")
    corrupt.send("AC/DC", "Enter")
    try corrupt.waitFor("AC/DC>")
    corrupt.send(":quit", "Enter")
    #expect(try corrupt.exitStatus() == 0)
    let after = corrupt.home.appendingPathComponent("state/consoleflow/paths.json")
    #expect(try String(contentsOf: after, encoding: .utf8) == "garbage", "never overwritten")
  }
}

// One tmux server serves every test, so all of them run in the one serialized suite.
extension REPLEndToEndTests {
  @Test("lines piped in, the prompt on the terminal, only the chosen line on stdout; quitting is 130")
  func pickFromAPipe() throws {
    let tmux = try Tmux(
      command: ["pick", "--header", "Bands", "--prompt", "band> "], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"Led Zeppelin\\nQueen\\nDread Zeppelin\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("band>")
    #expect(tmux.screen().contains("Bands"))
    tmux.send("dread", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Dread Zeppelin\n")

    let quitting = try Tmux(
      command: ["pick"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"a\\nb\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { quitting.close() }
    try quitting.waitFor("Pick>")
    quitting.send(":quit", "Enter")
    #expect(try quitting.exitStatus() == 130)
  }

  @Test("--multi prints the chosen lines in input order")
  func multi() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"one\\ntwo\\nthree\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("Choose")
    tmux.send("3", "Enter")
    tmux.send("1", "Enter")
    tmux.send("done", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "one\nthree\n")
  }
}
