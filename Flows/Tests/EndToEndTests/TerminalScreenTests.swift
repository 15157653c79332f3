import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// Whole screens, as a person at a terminal sees them: typed into an interactive shell in tmux at
// a fixed size, each compared row by row (and the cursor) with a golden screen in
// Tests/Snapshots/Screens. Each test has a tmux server of its own (a socket named after its
// session), so they run side by side with the rest of the suite.
extension REPLEndToEndTests {
  @Test("a session screen by screen: first page, a choice, back to a shorter title, a filter, Ctrl-C, quit")
  func sessionScreenByScreen() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    tmux.expectScreen("music-first-page", when: { Tmux.shows("1–20 of 275\n")($0) && Tmux.lastRow(is: "Artists>")($0) })
    tmux.send("iron maiden", "Enter")
    tmux.expectScreen("music-a-choice", when: Tmux.lastRow(is: "Iron Maiden>"))
    // Nothing of the longer prompt is left when the shorter title comes back.
    tmux.send(":back", "Enter")
    tmux.expectScreen("music-back-to-a-shorter-title", when: Tmux.lastRow(is: "Artists>"))
    tmux.send("/zeppelin", "Enter")
    tmux.expectScreen("music-a-filter", when: Tmux.shows("matching \"zeppelin\""))
    tmux.send("Iron Ma")
    try tmux.waitFor("Artists> Iron Ma")
    tmux.send("C-c")
    tmux.expectScreen("music-ctrl-c-at-the-prompt", when: Tmux.lastRow(is: "Artists>"))
    tmux.send(":q", "Enter")
    tmux.expectScreen("music-quit-back-at-the-shell", when: Tmux.lastRow(is: "$"))
  }

  @Test(
    "Ctrl-Z at the prompt gives the shell a sane terminal; fg redraws the prompt and the line",
    arguments: [
      Tmux.Shell.bash, .dash,
    ])
  func suspendAtThePrompt(shell: Tmux.Shell) throws {
    let tmux = try Tmux(shell: shell, width: 80, height: 12)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    // The list has all its artists (the page is drawn again once they are in).
    try tmux.waitFor("1–8 of 275\n")
    tmux.send("iron")
    try tmux.waitFor("Artists> iron")
    tmux.send("C-z")
    tmux.expectScreen("music-ctrl-z-\(shell)", when: Tmux.lastRow(is: "$"))
    // The shell reads lines with the terminal as the program found it.
    tmux.send("stty -a > stty-stopped; echo read", "Enter")
    try tmux.waitFor("\nread")
    let stopped = try String(contentsOf: tmux.home.appendingPathComponent("stty-stopped"), encoding: .utf8)
    #expect(stopped.contains(" icanon") && stopped.contains(" echo "), "\(stopped)")
    tmux.send("fg", "Enter")
    tmux.expectScreen("music-fg-\(shell)", when: Tmux.lastRow(is: "Artists> iron"))
    // The line goes on where it was, with its history: Up brings back nothing typed before.
    tmux.send(" maiden", "Enter")
    try tmux.waitFor("Iron Maiden: 21 albums")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
    tmux.send("stty -a > stty-after; echo done", "Enter")
    try tmux.waitFor("\ndone")
    let after = try String(contentsOf: tmux.home.appendingPathComponent("stty-after"), encoding: .utf8)
    #expect(after.contains(" icanon") && after.contains(" echo "), "\(after)")
  }

  @Test("a confirm asks its question once")
  func confirmAsksOnce() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 12) { home in
      try #"[{"title":"Flying over Lisbon","description":"","creature":"none","effects":[]}]"#
        .write(to: home.appendingPathComponent("journal.json"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows dreams --file journal.json", "Enter")
    try tmux.waitForLast("Dreams>")
    tmux.send("delete 1", "Enter")
    tmux.expectScreen("dreams-a-confirm", when: Tmux.shows("Delete this dream (y/n) [n]?"))
    tmux.send("y", "Enter")
    try tmux.waitFor("0 dreams")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }
}

// Loads at the terminal, with a git whose log waits for a gate the test opens.
extension REPLEndToEndTests {
  @Test("Ctrl-C during a load cancels it, erases the progress line and ends git; the flow stays usable")
  func interruptDuringALoad() async throws {
    let tmux = try await gatedGit(width: 80, height: 12)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    tmux.expectScreen("git-loading", when: Tmux.shows("Ctrl-C cancels"))
    // The first load asks whether this is a repository, then runs the log that waits.
    #expect(tmux.started(commandLineContaining: tmux.gatedGit))
    tmux.send("C-c")
    tmux.expectScreen("git-load-cancelled", when: Tmux.lastRow(is: "Commits>"))
    #expect(tmux.ended(commandLineContaining: tmux.gatedGit), "git is ended and reaped")
    tmux.send(":q", "Enter")
    tmux.expectScreen("git-quit-after-cancel", when: Tmux.lastRow(is: "$"))
  }

  @Test("a resize during a load redraws the progress line for the new width, and the page for the new size")
  func resizeDuringALoad() async throws {
    let tmux = try await gatedGit(width: 100, height: 12)
    defer { tmux.close() }
    tmux.send("flows git repository --color=never", "Enter")
    try tmux.waitFor("Ctrl-C cancels")
    tmux.resize(width: 40, height: 16)
    tmux.expectScreen("git-loading-narrowed", when: Tmux.shows("Loading commits… #.# s · Ctrl-C"))
    tmux.openGate()
    tmux.expectScreen("git-loaded-narrow", when: Tmux.lastRow(is: "Commits>"))
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test(
    "Ctrl-Z during a load stops with the terminal restored; fg shows the progress again",
    arguments: [
      Tmux.Shell.bash, .dash,
    ])
  func suspendDuringALoad(shell: Tmux.Shell) async throws {
    let tmux = try await gatedGit(width: 80, height: 12, shell: shell)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitFor("Ctrl-C cancels")
    tmux.send("C-z")
    tmux.expectScreen("git-ctrl-z-during-a-load-\(shell)", when: Tmux.lastRow(is: "$"))
    tmux.send("fg", "Enter")
    tmux.expectScreen("git-fg-during-a-load-\(shell)", when: Tmux.shows("Ctrl-C cancels"))
    tmux.openGate()
    try tmux.waitForLast("Commits>")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("a deep link into a streamed list waits like any load: progress, and Ctrl-C leaves the deepest screen")
  func deepLinkIntoAStream() async throws {
    let tmux = try await gatedGit(width: 80, height: 12)
    defer { tmux.close() }
    tmux.send("flows git repository --at 'Merge side work'", "Enter")
    tmux.expectScreen("git-deep-link-loading", when: Tmux.shows("Ctrl-C cancels"))
    tmux.send("C-c")
    tmux.expectScreen("git-deep-link-cancelled", when: Tmux.lastRow(is: "Commits>"))
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("a closed terminal, or SIGTERM, during a load ends git (SIGTERM, then SIGKILL) before the program exits")
  func endingDuringALoad() async throws {
    for closing in [true, false] {
      let tmux = try await gatedGit(width: 80, height: 12, ignoringSignals: true)
      defer { tmux.close() }
      tmux.send("flows git repository", "Enter")
      try tmux.waitFor("Ctrl-C cancels")
      // The first load asks whether this is a repository, then runs the log that waits.
      #expect(tmux.started(commandLineContaining: tmux.gatedGit))
      let program = try #require(tmux.programs().first)
      if closing {
        tmux.closeWindow()
      } else {
        tmux.signalProgram("TERM")
        try tmux.waitForLast("$")
      }
      #expect(tmux.ended(commandLineContaining: tmux.gatedGit), "git, deaf to SIGTERM and SIGHUP, is killed")
      #expect(Tmux.ended(program), "flows has ended")
    }
  }

  /// An interactive shell whose home holds `repository`, the git fixture, and a git on PATH whose
  /// log waits until the test calls ``Tmux/openGate()`` (deaf to SIGTERM, SIGHUP and SIGINT, with
  /// `ignoringSignals`).
  func gatedGit(
    width: Int, height: Int, shell: Tmux.Shell = .bash, ignoringSignals: Bool = false, live: Bool = false
  ) async throws -> Tmux {
    try await Tmux.withFakeGit(
      width: width, height: height, shell: shell, live: live,
      wrapper: (ignoringSignals ? "trap '' TERM HUP INT\n" : "")
        + Tmux.whenGitIsGiven("-z", #"while [ ! -e "$HOME/gate" ]; do sleep 0.05; done"#))
  }
}

extension Tmux {
  /// The command line of the gated git while its log waits.
  var gatedGit: String { home.path + "/bin/git" }

  /// Lets the gated git's log go on.
  func openGate() {
    #expect(FileManager.default.createFile(atPath: home.appendingPathComponent("gate").path, contents: nil))
  }
}
