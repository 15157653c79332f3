import ConsoleFlow
import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// The children a flow starts: only once the REPL holds the signals, as loads with progress and
// Ctrl-C; ended with their whole process group; none left behind at the end, whatever signal
// ended the run.
extension REPLEndToEndTests {
  @Test("git's first call (is this a repository?) is a load: its progress shows, and Ctrl-C cancels it and ends it")
  func slowFirstCall() async throws {
    let tmux = try await fakeGit(marker: "first-call-marker", slowOn: "rev-parse")
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitFor("Loading commits… ")
    #expect(tmux.started(commandLineContaining: "first-call-marker"))
    tmux.send("C-c")
    try tmux.waitForLast("Commits>")
    #expect(tmux.screen().contains("Cancelled."))
    #expect(tmux.ended(commandLineContaining: "first-call-marker"), "git is ended, not left to init")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("SIGTERM or SIGHUP while git's first call runs end the run, and git with it", arguments: ["TERM", "HUP"])
  func signalDuringTheFirstCall(signal: String) async throws {
    let tmux = try await fakeGit(marker: "first-call-\(signal)", slowOn: "rev-parse")
    defer { tmux.close() }
    tmux.send("flows git repository; echo status=$?", "Enter")
    try tmux.waitFor("Loading commits… ")
    #expect(tmux.started(commandLineContaining: "first-call-\(signal)"))
    let program = try #require(tmux.programs().first)
    tmux.signalProgram(signal)
    try tmux.waitFor("status=\(signal == "TERM" ? 143 : 129)")
    #expect(Tmux.ended(program))
    #expect(tmux.ended(commandLineContaining: "first-call-\(signal)"), "no git left behind")
  }

  @Test("cancelling a load ends git's whole process group: its helpers too, even one deaf to SIGTERM")
  func helpersEnded() async throws {
    let tmux = try await fakeGit(marker: "helper-marker", slowOn: "-z", helper: true)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitFor("Loading commits… ")
    #expect(tmux.started(commandLineContaining: "helper-marker-child"))
    tmux.send("C-c")
    try tmux.waitFor("Cancelled.")
    #expect(tmux.ended(commandLineContaining: "helper-marker"), "git is gone")
    #expect(tmux.ended(commandLineContaining: "helper-marker-child"), "and the helper it started")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("at the end of a run no child of any depth is left, whatever ended it", arguments: ["quit", "TERM", "HUP"])
  func noChildLeftAtTheEnd(ending: String) async throws {
    let tmux = try await fakeGit(marker: "end-\(ending)", slowOn: "-z", helper: true)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitFor("Loading commits… ")
    #expect(tmux.started(commandLineContaining: "end-\(ending)-child"))
    let program = try #require(tmux.programs().first)
    if ending == "quit" {
      tmux.send("C-c")
      try tmux.waitForLast("Commits>")
      tmux.send(":q", "Enter")
    } else {
      tmux.signalProgram(ending)
    }
    try tmux.waitForLast("$")
    #expect(Tmux.ended(program))
    #expect(tmux.ended(commandLineContaining: "end-\(ending)"), "nothing of git's group is left")
  }

  @Test(
    "piped input: Ctrl-C or SIGTERM during a slow load ends the run at once, and git with it",
    arguments: ["INT", "TERM"])
  func headlessSignal(signal: String) async throws {
    let tmux = try await fakeGit(marker: "piped-\(signal)", slowOn: "-z")
    defer { tmux.close() }
    tmux.send("printf ':next\\n' | flows git repository; echo status=$?", "Enter")
    #expect(tmux.started(commandLineContaining: "piped-\(signal)"))
    if signal == "INT" { tmux.send("C-c") } else { tmux.signalProgram("TERM") }
    try tmux.waitFor("status=\(signal == "INT" ? 130 : 143)")
    #expect(tmux.ended(commandLineContaining: "piped-\(signal)"), "no git left behind")
  }

  /// An interactive bash whose home holds the git fixture as `repository`, and a git on PATH that
  /// waits (a minute) when its arguments hold `slowOn`, its command line marked with `marker`;
  /// with `helper`, it first starts a child of its own, deaf to SIGTERM, marked `marker-child`.
  private func fakeGit(marker: String, slowOn: String, helper: Bool = false) async throws -> Tmux {
    let start = helper ? "perl -e '$SIG{TERM} = \"IGNORE\"; sleep 600; # \(marker)-child' &\n" : ""
    return try await Tmux.withFakeGit(
      width: 80, height: 12,
      wrapper: Tmux.whenGitIsGiven(slowOn, start + "exec perl -e 'sleep 60; exec @ARGV; # \(marker)' \"$GIT\" \"$@\""))
  }
}
