import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// The keys of a flow's pages (the core's `KeyMap.pages`) at a real terminal, in both layouts:
// Ctrl-T goes home from a second screen, Ctrl-Q quits, and the shell's flow control is back
// after the run. Keys typed before the first page shows are the run's first keys.
extension REPLEndToEndTests {
  @Test("Ctrl-T goes home and Ctrl-Q quits, in line mode as full screen", arguments: ["line", "full"])
  func pageKeys(layout: String) throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=\(layout); echo \"status $? $(stty -a | grep -o -- '-*ixon')\"", "Enter")
    try tmux.waitForLast("Artists>")
    tmux.send("AC/DC", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    // A half-typed line does not stop the key: home is home.
    tmux.send("hal", "C-t")
    try tmux.waitForLast("Artists>")
    if layout == "full" { #expect(!tmux.screen().contains("AC/DC: 2 albums"), "\(tmux.screen())") }
    tmux.send("C-q")
    try tmux.waitFor("status 0 ixon")
  }

  @Test("Page Down and Up page the list, in line mode as full screen", arguments: ["line", "full"])
  func pagingKeys(layout: String) throws {
    let tmux = try Tmux(command: ["music", "--screen=\(layout)", "--color=never"], width: 80, height: 24, live: true)
    defer { tmux.close() }
    // The range the screen shows last: line mode's page, full screen's window. The next key
    // need not wait for the preview: the pane is in place from the first frame, so a page is
    // the rows shown whether the key comes before the rows' frame or during a preview's load.
    func showing(_ range: String) throws {
      try tmux.wait(for: range) { screen in
        screen.split(separator: "\n").last { $0.contains(" of 275") }?.hasPrefix(range + " of 275") ?? false
      }
    }
    try tmux.waitForLast("Artists>")
    // Line mode enters `:next` for an empty line (a page of 20); full screen moves its window a
    // page of its rows (10 beside the preview).
    let next = layout == "line" ? "21–40" : "11–20"
    tmux.send("NPage")
    try showing(next)
    tmux.send("NPage")
    try showing(layout == "line" ? "41–60" : "21–30")
    tmux.send("PPage")
    try showing(next)
    tmux.send("C-q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("keys typed as the run starts are its first keys, in line mode as full screen", arguments: ["line", "full"])
  func keysTypedAhead(layout: String) throws {
    let tmux = try Tmux(command: ["music", "--screen=\(layout)", "--color=never"], width: 80, height: 24, live: true)
    defer { tmux.close() }
    // Typed at once: they reach the terminal before the run has asked it anything. Full screen
    // read them while it asked, and dropped them.
    tmux.send("/zeppelin", "Enter")
    if layout == "line" {
      // Line mode prints the first page, then the filtered one below it.
      try tmux.waitFor("1–2 of 2 matching \"zeppelin\"")
    } else {
      try tmux.waitFor("Dread Zeppelin")
      #expect(!tmux.screen().contains("AC/DC"), "the list is narrowed\n\(tmux.screen())")
    }
    tmux.send("C-q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test(
    "Esc clears what is typed, then goes back, and does nothing on the first screen, in both layouts",
    arguments: ["line", "full"])
  func escapeGoesBack(layout: String) throws {
    let tmux = try letTypedOnACDC(["--screen=\(layout)"])
    defer { tmux.close() }
    // Alone (no key within the escape delay): the map's Esc, not readline's Meta.
    tmux.send("Escape")
    try tmux.waitForLast("AC/DC>")
    tmux.send("Escape")
    try tmux.waitForLast("Artists>")
    if layout == "full" { #expect(!tmux.screen().contains("AC/DC: 2 albums"), "\(tmux.screen())") }
    let before = tmux.screen()
    tmux.send("Escape")
    tmux.send("AC/DC", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    let between = tmux.screen().components(separatedBy: "\n").filter { !before.contains($0) }
    #expect(!between.contains { $0.contains("first screen") }, "Esc on the first screen says nothing")
    tmux.send("C-q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("In readline's vi mode, Esc is readline's: it leaves insert mode")
  func escapeInViMode() throws {
    let tmux = try letTypedOnACDC([]) { home in
      try "set editing-mode vi\n".write(to: home.appendingPathComponent(".inputrc"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    tmux.send("Escape")
    // x deletes the letter under the cursor, in vi's command mode.
    tmux.send("x")
    try tmux.waitForLast("AC/DC> le")
    tmux.send("Enter")
    try tmux.waitFor("Let There Be Rock: 8 tracks")
  }

  /// `flows music` with `options`, on AC/DC's albums with `let` typed and not entered.
  private func letTypedOnACDC(_ options: [String], prepare: (URL) throws -> Void = { _ in }) throws -> Tmux {
    let tmux = try Tmux(
      command: ["music", "--color=never"] + options, width: 80, height: 24, live: true, prepare: prepare)
    do {
      try tmux.waitFor("Artists>")
      tmux.send("AC/DC", "Enter")
      try tmux.waitFor("AC/DC: 2 albums")
      tmux.send("let")
      try tmux.waitFor("AC/DC> let")
      return tmux
    } catch {
      tmux.close()
      throw error
    }
  }
}
