import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// flows pick at a terminal: lines piped in, the list on the terminal, the choice on stdout.
extension REPLEndToEndTests {
  @Test("lines piped in, the prompt on the terminal, only the chosen line on stdout; quitting is 130")
  func pickFromAPipe() throws {
    let tmux = try Tmux(
      command: ["pick", "--header", "Bands", "--prompt", "band> "], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"Led Zeppelin\\nQueen\\nDread Zeppelin\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("band>")
    #expect(tmux.screen().contains("Bands"))
    tmux.send("dread", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Dread Zeppelin\n")

    let quitting = try Tmux(
      command: ["pick"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"a\\nb\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { quitting.close() }
    try quitting.waitFor("Pick>")
    quitting.send(":quit", "Enter")
    #expect(try quitting.exitStatus() == 130)
  }

  @Test("fzf's options at a terminal: -q narrows at once, --print-query, --tac, --with-nth, -e, +i")
  func fzfOptions() throws {
    let bands = "printf \"1:Led Zeppelin\\n2:Queen\\n3:Dread Zeppelin\\n4:zeppelin tribute\\n\""
    let tmux = try Tmux(
      command: ["pick", "-q", "zep", "--print-query", "--tac", "-d", ":", "--with-nth", "2..", "-e", "+i"],
      width: 80, height: 20, launcher: ["sh", "-c", "\(bands) | \"$0\" \"$@\" > {HOME}/chosen"], live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Pick> zep")
    // Only "zep" in lower case, exactly; the last line first; the first field not shown.
    try tmux.waitFor("1 of 1 matching \"zep\"")
    #expect(tmux.screen().contains("zeppelin tribute") && !tmux.screen().contains("4:"))
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(
      try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8)
        == "zep\n4:zeppelin tribute\n", "the query, then the whole line")
  }

  @Test("--preview runs the command for the line under the cursor, the line quoted: shell syntax stays text")
  func pickPreview() throws {
    let lines = [
      "alpha it's", "bravo $(touch pwned)", "charlie `touch pwned`", "delta ; touch pwned", #"echo "q" \ x | y & z"#,
      "foxtrot\ttab",
    ]
    let tmux = try Tmux(
      command: ["pick", "--preview", #"printf "<%s>\n" {}; echo "<errors too>" >&2"#], width: 80, height: 24,
      launcher: ["sh", "-c", "cd {HOME} && \"$0\" \"$@\" < lines > chosen"], live: true
    ) { home in
      try (lines.joined(separator: "\n") + "\n").write(
        to: home.appendingPathComponent("lines"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    for line in lines {
      let word = String(line.prefix { $0 != " " && $0 != "\t" })
      tmux.send(word)
      // The line comes back whole, as printf was given it: one argument, nothing run.
      try tmux.waitFor("<\(TerminalText.escaped(line))>")
      try tmux.waitFor("<errors too>")
      tmux.send("C-u")
    }
    #expect(!FileManager.default.fileExists(atPath: tmux.home.appendingPathComponent("pwned").path))
    tmux.send("brav", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == lines[1] + "\n")
  }

  @Test("a preview still running when the cursor moves on is ended, with what it started")
  func pickPreviewCancelled() throws {
    let tmux = try Tmux(
      command: ["pick", "--preview", #"echo $$ >> pids; sleep 30 & wait"#], width: 80, height: 24,
      launcher: ["sh", "-c", "cd {HOME} && printf \"one\\ntwo\\n\" | \"$0\" \"$@\" > chosen"], live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    let pids = tmux.home.appendingPathComponent("pids")
    func started() -> [Int32] {
      ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
    }
    tmux.send("o")
    // A preview shows once its command is done: this one's is not, for 30 seconds.
    try tmux.waitFor("── one ──")
    try tmux.waitFor("Loading preview")
    var deadline = Date().addingTimeInterval(5)
    while started().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    tmux.send("Down")
    try tmux.waitFor("── two ──")
    deadline = Date().addingTimeInterval(5)
    while started().count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(started().count == 2)
    // The first preview's group (its shell and its sleep) is ended.
    let first = try #require(started().first)
    #expect(Tmux.groupEnded(first), "the group of the preview the cursor left is gone")
    let second = try #require(started().last)
    #expect(!Tmux.groupEnded(second, seconds: 0), "the preview under the cursor runs on")
    tmux.send("C-c")
    #expect(Tmux.groupEnded(second), "a line that narrows no more wants no preview")
    tmux.send(":q", "Enter")
    #expect(try tmux.exitStatus() == 130)
  }

  @Test("-1 prints the one match without asking; -0 exits 1 at once when nothing matches")
  func selectOneExitZero() throws {
    for (arguments, status, printed) in [
      (["-1", "-q", "queen"], Int32(0), "Queen\n"), (["-0", "-q", "xyzzy", "--print-query"], 1, "xyzzy\n"),
    ] {
      let tmux = try Tmux(
        command: ["pick"] + arguments, width: 80, height: 20,
        launcher: ["sh", "-c", "printf \"Led Zeppelin\\nQueen\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
      defer { tmux.close() }
      #expect(try tmux.exitStatus() == status)
      #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == printed)
    }
  }

  @Test("--multi prints the chosen lines in input order")
  func multi() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"one\\ntwo\\nthree\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("Choose")
    tmux.send("3", "Enter")
    tmux.send("1", "Enter")
    tmux.send("done", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "one\nthree\n")
  }

  @Test("--multi on 100,000 lines: a toggle draws one page, not every line")
  func multiLong() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi"], width: 80, height: 24,
      launcher: ["sh", "-c", "seq 1 100000 | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("1–19 of 100000, 0 chosen")
    let output = tmux.home.appendingPathComponent("output")
    tmux.copyOutput(to: output)
    tmux.send("5", "Enter")
    try tmux.waitFor("1–19 of 100000, 1 chosen")
    tmux.send("99999-100000", "Enter")
    try tmux.waitFor("1–19 of 100000, 3 chosen")
    let written = try Data(contentsOf: output).count
    #expect(written < 8_192, "two toggles wrote \(written) bytes: a page each, not 100,000 rows")
    tmux.expectScreen("pick-multi-toggled", when: Tmux.lastRow(is: "Choose>"))
    tmux.send("done", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "5\n99999\n100000\n")
  }

  @Test("Tab completes a line holding a bidi override as the page spells it: nothing raw reaches the terminal")
  func tabEscapes() throws {
    let tmux = try Tmux(
      command: ["pick"], width: 80, height: 12,
      launcher: ["sh", "-c", "printf \"Evil\\342\\200\\256Reversed\\nPlain\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    let output = tmux.home.appendingPathComponent("output")
    tmux.copyOutput(to: output)
    tmux.send("evil", "Tab")
    try tmux.waitForLast("Pick> Evil\\u{202E}Reversed")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try Data(contentsOf: tmux.home.appendingPathComponent("chosen")) == Data("Evil\u{202E}Reversed\n".utf8))
    let written = try Data(contentsOf: output)
    #expect(written.firstRange(of: Data("\u{202E}".utf8)) == nil, "the override never reaches the terminal raw")
  }
}
