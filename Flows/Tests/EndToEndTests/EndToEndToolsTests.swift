import Foundation
import Testing

/// The end-to-end tests skip on a machine without tmux (or a shell); in CI (`.ci/run` sets
/// `CONSOLEFLOW_CI`) a missing one fails the run instead of leaving those tests unrun in silence.
@Suite("The end-to-end tests' tools")
struct EndToEndToolsTests {
  static var isCI: Bool { ProcessInfo.processInfo.environment["CONSOLEFLOW_CI"] != nil }

  @Test("in CI, tmux, bash, zsh and fish are on PATH", .enabled(if: isCI))
  func toolsArePresentInCI() {
    #expect(Tmux.isAvailable, "tmux is not on PATH: the end-to-end tests would be skipped")
    for shell in [Tmux.Shell.bash, .zsh, .fish] {
      #expect(shell.isInstalled, "\(shell.rawValue) is not on PATH: its tests would be skipped")
    }
  }
}
