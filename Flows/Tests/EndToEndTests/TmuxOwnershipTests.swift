import Foundation
import Testing

/// The checks by command line judge only the tests' own processes: a program of the same name a
/// person runs in another terminal (or another run of the suite) never decides a test.
@Suite("Tmux's process checks judge only the tests' own processes")
struct TmuxOwnershipTests {
  @Test("a `flows pick` running outside the tests' tmux server is neither running nor keeping one from ending")
  func foreignProcessIsNotTheTests() throws {
    let marker = "flows pick --ownership-\(UUID().uuidString)"
    let foreign = Process()
    foreign.executableURL = URL(fileURLWithPath: "/bin/bash")
    // A process whose command line holds the marker, started by no tmux of the tests.
    foreign.arguments = ["-c", "exec -a \"\(marker)\" sleep 30"]
    foreign.standardInput = FileHandle.nullDevice
    foreign.standardOutput = FileHandle.nullDevice
    try foreign.run()
    defer {
      // SIGKILL: the test's thread blocks signals, and the child inherits the mask.
      kill(foreign.processIdentifier, SIGKILL)
      foreign.waitUntilExit()
    }
    let deadline = Date().addingTimeInterval(10)
    while !Tmux.commandLine(of: foreign.processIdentifier).contains(marker) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    try #require(Tmux.commandLine(of: foreign.processIdentifier).contains(marker), "the foreign process runs")
    #expect(!Tmux.isRunning(commandLineContaining: marker))
    #expect(Tmux.ended(commandLineContaining: marker, seconds: 2))
  }

  @Test(
    "a session's checks see its own programs, never those of another test's session beside it",
    .enabled(if: Tmux.isAvailable))
  func neighbourSessionIsNotThisOne() throws {
    let marker = "flows pick --neighbour-\(UUID().uuidString)"
    let running = try Tmux(shell: .bash, width: 80, height: 10)
    defer { running.close() }
    let beside = try Tmux(shell: .bash, width: 80, height: 10)
    defer { beside.close() }
    running.send("exec -a '\(marker)' sleep 30", "Enter")
    #expect(running.started(commandLineContaining: marker))
    #expect(!beside.isRunning(commandLineContaining: marker))
    #expect(beside.ended(commandLineContaining: marker, seconds: 2))
    #expect(Tmux.isRunning(commandLineContaining: marker), "the test process's own, seen from any of its sessions")
  }
}
