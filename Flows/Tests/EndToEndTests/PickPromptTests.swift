import Foundation
import TestSupport
import Testing

// flows pick's prompt is fzf's: what is typed is a query, Enter chooses the line under the cursor,
// the keys that leave leave at once.
extension REPLEndToEndTests {
  /// `flows pick ARGUMENTS` on `lines`, at a terminal, its choice into `chosen` in the home.
  private func picking(
    _ lines: String, _ arguments: [String] = [], width: Int = 80, height: Int = 20, before: String = ""
  ) throws -> Tmux {
    try Tmux(
      command: ["pick"] + arguments, width: width, height: height,
      // exec: the picker is the program the pane's shell runs, signals reach it.
      launcher: ["sh", "-c", "\(before)cd {HOME} && exec \"$0\" \"$@\" < lines > chosen"], live: true
    ) { home in
      try lines.write(to: home.appendingPathComponent("lines"), atomically: true, encoding: .utf8)
    }
  }

  private func chosen(_ tmux: Tmux) throws -> String {
    try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8)
  }

  @Test(
    "digits and flows' commands typed are a query: Enter chooses the highlighted match",
    arguments: [
      ("5", "5\n"), (":q", ":q\n"), ("?", "?\n"), ("..", "..\n"), ("~", "~/x\n"), ("/x", "~/x\n"), ("<", "<\n"),
    ])
  func typedIsAQuery(typed: String, printed: String) throws {
    let tmux = try picking((1...20).reversed().map(String.init).joined(separator: "\n") + "\n:q\n?\n..\n~/x\n<\n>\n")
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send(typed)
    try tmux.waitForLast("Pick> \(typed)")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try chosen(tmux) == printed)
  }

  @Test("-q 5 on seq 20 | tac prints 5, as fzf does; --tac -q 99 on seq 1000 prints 99")
  func queryNumbers() throws {
    for (lines, arguments, printed) in [
      ((1...20).reversed().map(String.init), ["-q", "5"], "5\n"),
      ((1...1000).map(String.init), ["--tac", "-q", "99"], "99\n"),
    ] {
      let tmux = try picking(lines.joined(separator: "\n") + "\n", arguments)
      defer { tmux.close() }
      try tmux.waitForLast("Pick> \(arguments.last ?? "")")
      tmux.send("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try chosen(tmux) == printed)
    }
  }

  @Test("Enter with nothing typed chooses the first line; Up and Down move from the start")
  func enterAndArrows() throws {
    let tmux = try picking("alpha\nbravo\ncharlie\n")
    defer { tmux.close() }
    try tmux.waitFor("›1  alpha")
    tmux.send("Down", "Down", "Up")
    try tmux.waitFor("›2  bravo")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try chosen(tmux) == "bravo\n")

    let first = try picking("alpha\nbravo\n")
    defer { first.close() }
    try first.waitFor("›1  alpha")
    first.send("Enter")
    #expect(try first.exitStatus() == 0)
    #expect(try chosen(first) == "alpha\n")
  }

  @Test("no match: Enter exits 1, the query printed first with --print-query")
  func noMatch() throws {
    let tmux = try picking("alpha\nbravo\n", ["--print-query"])
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("zzz")
    try tmux.waitFor("No items match")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 1)
    #expect(try chosen(tmux) == "zzz\n")
  }

  @Test(
    "Ctrl-C, Esc, Ctrl-G and Ctrl-Q quit at once with 130; the terminal's modes come back",
    arguments: ["C-c", "Escape", "C-g", "C-q"])
  func quitKeys(key: String) throws {
    let tmux = try picking("alpha\nbravo\n")
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("br")
    try tmux.waitForLast("Pick> br")
    tmux.send(key)
    #expect(try tmux.exitStatus(seconds: 2) == 130)
    #expect(try chosen(tmux).isEmpty)
    let settings = try tmux.terminalSettingsAfter().split(whereSeparator: \.isWhitespace)
    #expect(settings.contains("isig") && settings.contains("icanon") && settings.contains("echo"), "\(settings)")
  }

  @Test("with the terminal's echo off (a shell's key binding), the prompt and the query show")
  func echoOff() throws {
    let tmux = try picking("alpha\nbravo\n", before: "stty -echo -icanon; ")
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("bra")
    try tmux.waitForLast("Pick> bra")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try chosen(tmux) == "bravo\n")
  }

  @Test("a --header of several lines shows whole, the list fitting below it", arguments: [(40, 15), (130, 40)])
  func multiLineHeader(width: Int, height: Int) throws {
    let tmux = try picking(
      (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n", ["--header", "first of three\nsecond\nthird"],
      width: width, height: height)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    let screen = tmux.screen()
    #expect(screen.contains("first of three\nsecond\nthird\n"), "\(screen)")
    #expect(screen.hasPrefix("Pick\n"), "the page fits: its title is on the first row\n\(screen)")
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
  }

  @Test("SIGTERM ends the picker at once while another process reads the same terminal")
  func terminateWhileAnotherReads() throws {
    // Both read the terminal: a key wakes both, one of them takes it.
    let tmux = try picking("alpha\nbravo\n", before: "(exec cat < /dev/tty > {HOME}/taken) & ")
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    for key in ["a", "b", "c", "d"] { tmux.send(key) }
    // Every key taken, by one reader or the other: the picker's query and what cat kept (cat may
    // also take the terminal's answer to the picker's cursor question: not a key).
    try tmux.wait(for: "the four keys read") { screen in
      let query = screen.split(separator: "\n").last { $0.hasPrefix("Pick> ") }?.dropFirst(6) ?? ""
      let taken = (try? Data(contentsOf: tmux.home.appendingPathComponent("taken"))) ?? Data()
      return query.filter { "abcd".contains($0) }.count + taken.filter { Array("abcd".utf8).contains($0) }.count == 4
    }
    tmux.signalProgram("TERM")
    #expect(try tmux.exitStatus(seconds: 2) == 143)
  }
}
