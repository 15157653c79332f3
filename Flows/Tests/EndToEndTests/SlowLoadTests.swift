@_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// A slow load at the terminal: its progress line, Ctrl-C, and keys typed meanwhile.
extension REPLEndToEndTests {
  @Test("a slow git log shows the progress line; Ctrl-C cancels it, ends git, and the flow stays usable")
  func slowLoadCancelled() async throws {
    try await withTemporaryFolder { folder in
      let repository = try await makeGitFixture(in: folder)
      let tmux = try slowGit(repository, logSeconds: 60)
      defer { tmux.close() }
      try tmux.waitFor("Loading commits… ")
      try tmux.waitFor("Ctrl-C cancels")
      #expect(tmux.started(commandLineContaining: "slow-git-marker"))
      tmux.send("C-c")
      try tmux.waitFor("Cancelled.")
      #expect(tmux.screen().contains("incomplete (loading cancelled)"))
      #expect(!tmux.screen().contains("Ctrl-C cancels"), "the progress line is erased")
      let deadline = Date().addingTimeInterval(10)
      while tmux.isRunning(commandLineContaining: "slow-git-marker") && Date() < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(!tmux.isRunning(commandLineContaining: "slow-git-marker"), "git is ended and reaped")
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
