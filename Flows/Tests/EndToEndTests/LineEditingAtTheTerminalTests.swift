import FlowsTestSupport
import Foundation
import TestSupport
import Testing

/// Line mode's line is readline's, read a byte at a time as the loop takes keys: its cut keys
/// make the line bash's readline makes. Each case types `alpha beta gamma`, the keys, then `X`;
/// the line is the one bash made in tmux for the same keys.
@Suite("Line mode: readline's cut and put-back keys, as bash's", .enabled(if: Tmux.isAvailable))
struct LineEditingAtTheTerminalTests {
  @Test(
    "cuts in a row make one text to put back, Alt-D and Alt-Backspace too",
    arguments: [
      (["C-a", "M-d", "M-d", "C-y"], "alpha betaX gamma"),
      (["M-BSpace", "M-BSpace", "C-y"], "alpha beta gammaX"),
      (["C-w", "M-BSpace", "C-y"], "alpha beta gammaX"),
      (["M-b", "M-b", "M-d", "C-k", "C-y"], "alpha beta gammaX"),
      // A move between two cuts ends the text: the second is put back alone.
      (["C-a", "M-d", "C-f", "M-d", "C-y"], " betaX gamma"),
      (["M-BSpace", "C-w", "C-y", "C-y"], "alpha beta gammabeta gammaX"),
    ])
  func cutsInARow(keys: [String], line: String) throws {
    let tmux = try Tmux(command: ["music", "--color=never"], width: 100, height: 30)
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    tmux.send("alpha beta gamma")
    try tmux.waitFor("Artists> alpha beta gamma")
    for key in keys { tmux.send(key) }
    tmux.send("X")
    try tmux.waitForLast("Artists> " + line)
  }
}
