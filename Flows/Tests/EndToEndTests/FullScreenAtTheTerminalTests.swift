import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// The full-screen interpreter at a terminal, as a person drives it: whole screens at three
// sizes, the shell's screen given back exactly on the way out, a table read as the cursor goes,
// and a run started in the background that waits for `fg`.
extension REPLEndToEndTests {
  @Test(
    "full screen: the first page, the cursor moved, a choice, back, and the shell's screen given back",
    arguments: [(80, 24), (40, 15), (130, 40)])
  func fullScreenMusic(size: (width: Int, height: Int)) throws {
    let tmux = try Tmux(shell: .bash, width: size.width, height: size.height, live: true)
    defer { tmux.close() }
    let name = "full-music-\(size.width)x\(size.height)"
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full", "Enter")
    tmux.expectScreen("\(name)-first-page", when: Tmux.shows("1/275"))
    tmux.send("Down", "Down", "Down")
    tmux.expectScreen("\(name)-cursor-moved", when: Tmux.shows("4/275"))
    tmux.send("Enter")
    tmux.expectScreen("\(name)-a-choice", when: Tmux.shows("Artists › AC/DC"))
    tmux.send("Escape")
    tmux.expectScreen("\(name)-back", when: Tmux.shows("1/275"))
    tmux.send("zep")
    tmux.expectScreen("\(name)-narrowed", when: Tmux.shows("matching \"zep\""))
    tmux.send("C-q")
    // The alternate screen left: the shell's lines as they were, the next prompt under them.
    tmux.expectScreen("\(name)-given-back", when: Tmux.lastRow(is: "$"))
  }

  @Test("full screen: a table scrolled down past the rows read reads on; the status counts the rows shown")
  func fullScreenTableReadsOn() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true) { home in
      try FileManager.default.copyItem(
        atPath: Catalog.embeddedPath, toPath: home.appendingPathComponent("chinook.sqlite").path)
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows sql chinook.sqlite --at Track --screen=full", "Enter")
    tmux.expectScreen("full-sql-track", when: Tmux.shows("1/1000+"))
    tmux.send("End")
    // The part after the first 1,000 rows is read, and the cursor goes to its end.
    tmux.expectScreen("full-sql-track-read-on", when: Tmux.shows("2000/2000+"))
    tmux.send("Right")
    tmux.expectScreen("full-sql-track-sideways", when: Tmux.shows("columns 2–"))
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen started in the background waits, stopped, for fg, then takes the screen")
  func fullScreenInTheBackground() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full &", "Enter")
    try tmux.waitForLast("$")
    // It stops (SIGTTIN) before it takes the screen: the shell's prompt stays as it was.
    tmux.send("until [[ $(jobs) == *Stopped* ]]; do sleep 0.1; done; echo stopped, waiting", "Enter")
    try tmux.waitFor("\nstopped, waiting")
    tmux.send("fg", "Enter")
    try tmux.waitFor("1/275")
    tmux.send("C-q")
    try tmux.waitForLast("$")
    tmux.send("echo \"status $?\"", "Enter")
    try tmux.waitFor("status 0")
  }
}
