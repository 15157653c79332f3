import Foundation
import TestSupport
import Testing

// What a test's shell writes as it ends (its history, on the SIGHUP of a closed window) must not
// outlive the test in the temporary folder: closing waits for the pane's processes to end.
extension REPLEndToEndTests {
  @Test(
    "a closed shell has ended and its home is gone, the history it writes as it ends included",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func closedShellLeavesNothing(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "CI installs \(shell.rawValue)")
    let tmux = try Tmux(shell: shell, width: 60, height: 10)
    tmux.send("echo typed", "Enter")
    try tmux.waitFor("typed\n")
    let processes = tmux.paneProcesses()
    #expect(!processes.isEmpty)
    tmux.close()
    #expect(!processes.contains(where: Tmux.isAlive), "the shell ends before its home is removed")
    #expect(!FileManager.default.fileExists(atPath: tmux.home.path))
  }

  @Test("a shell slow to end (a trap on the window's closing) has ended before close returns")
  func slowShellEndsBeforeCloseReturns() throws {
    let tmux = try Tmux(shell: .bash, width: 60, height: 10)
    tmux.send("trap 'sleep 0.3; history -w' HUP EXIT; echo trapped", "Enter")
    try tmux.waitFor("trapped\n")
    let processes = tmux.paneProcesses()
    tmux.close()
    #expect(!processes.contains(where: Tmux.isAlive))
    #expect(!FileManager.default.fileExists(atPath: tmux.home.path))
  }
}
