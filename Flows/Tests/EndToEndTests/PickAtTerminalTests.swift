import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// flows pick at a terminal: lines piped in, the list on the terminal, the choice on stdout.
extension REPLEndToEndTests {
  @Test("lines piped in, the prompt on the terminal, only the chosen line on stdout")
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

  @Test(
    "a line that never ends (/dev/zero) at a terminal stops in words with status 2, as without one",
    .disabled(
      if: ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil,
      "a sanitizer needs the address space this test takes away"),
    // -m shows its lines as they come, as the list does, and --tac reads them in the list's load:
    // they stop the same way.
    arguments: [[], ["-m"], ["--tac"]])
  func endlessLineAtATerminal(options: [String]) throws {
    // Under an address-space limit, so the budget (a third of the room left) is small.
    let tmux = try Tmux(
      command: ["pick"] + options, width: 80, height: 20,
      launcher: ["bash", "-c", "ulimit -v 700000; \"$0\" \"$@\" < /dev/zero 2> {HOME}/said"])
    defer { tmux.close() }
    #expect(try tmux.exitStatus() == 2)
    let said = try String(contentsOf: tmux.home.appendingPathComponent("said"), encoding: .utf8)
    #expect(said.contains("longer than the memory this program may use"), "\(said)")
  }

  @Test("a folder given as the file of lines at a terminal: one line on stderr, status 2, as any error")
  func folderAtATerminal() throws {
    let tmux = try Tmux(
      command: ["pick", "{HOME}"], width: 80, height: 20, launcher: ["sh", "-c", "\"$0\" \"$@\" 2> {HOME}/said"])
    defer { tmux.close() }
    #expect(try tmux.exitStatus() == 2)
    let said = try String(contentsOf: tmux.home.appendingPathComponent("said"), encoding: .utf8)
    #expect(said.hasPrefix("flows: ") && said.contains("is a directory"), "\(said)")
  }

  @Test("typed queries are kept only with --history FILE, as fzf's; never in the state folder")
  func historyOnlyWhenAsked() throws {
    for asked in [false, true] {
      let tmux = try Tmux(
        command: ["pick"] + (asked ? ["--history", "{HOME}/queries"] : []), width: 80, height: 20,
        launcher: ["sh", "-c", "printf \"Led Zeppelin\\nQueen\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
      defer { tmux.close() }
      try tmux.waitFor("Pick>")
      tmux.send("queen", "Enter")
      #expect(try tmux.exitStatus() == 0)
      let standard = tmux.home.appendingPathComponent("state/consoleflow/pick/history").path
      #expect(!FileManager.default.fileExists(atPath: standard), "fzf writes no history unless asked")
      let kept = try? String(contentsOf: tmux.home.appendingPathComponent("queries"), encoding: .utf8)
      #expect(kept == (asked ? "queen\n" : nil))
    }
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

  @Test("--multi: -q narrows, typed text is the query, Tab marks, Enter prints the marked lines in input order")
  func multi() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi", "-q", "t", "--print-query"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"one\\ntwo\\nthree\\nfour\\n\" | \"$0\" \"$@\" > {HOME}/chosen"],
      live: true)
    defer { tmux.close() }
    try tmux.waitFor("1–2 of 2 matching \"t\" (4 in all), 0 marked")
    // Tab marks the line under the cursor and moves down: both matches marked, the last first.
    tmux.send("Down", "Tab", "Up", "Tab")
    try tmux.waitFor("2 marked")
    // The marks outlive the query: erased, the whole list shows them.
    tmux.send("BSpace")
    try tmux.waitFor("1–4 of 4, 2 marked")
    tmux.send("o", "n")
    try tmux.waitFor("1 of 1 matching \"on\" (4 in all), 2 marked")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(
      try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "on\ntwo\nthree\n",
      "the query typed, then the marked lines in input order")
  }

  @Test("--multi with nothing marked prints the line under the cursor, as fzf does; no match exits 1")
  func multiNothingMarked() throws {
    for (keys, status, printed) in [
      (["w", "Down", "Enter"], Int32(0), "w\ntwo\n"), (["x", "y", "z", "Enter"], 1, "xyz\n"),
    ] {
      let tmux = try Tmux(
        command: ["pick", "-m", "--print-query"], width: 80, height: 20,
        launcher: ["sh", "-c", "printf \"one\\ntwo\\nthree\\nfour\\n\" | \"$0\" \"$@\" > {HOME}/chosen"],
        live: true)
      defer { tmux.close() }
      try tmux.waitForLast("Pick>")
      for key in keys { tmux.send(key) }
      #expect(try tmux.exitStatus() == status)
      #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == printed)
    }
  }

  @Test("--multi on 100,000 lines: a mark draws one page, not every line")
  func multiLong() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi"], width: 80, height: 24,
      launcher: ["sh", "-c", "seq 1 100000 | \"$0\" \"$@\" > {HOME}/chosen"], live: true)
    defer { tmux.close() }
    try tmux.waitFor("of 100000, 0 marked")
    let output = tmux.home.appendingPathComponent("output")
    tmux.copyOutput(to: output)
    tmux.send("Tab")
    try tmux.waitFor("of 100000, 1 marked")
    tmux.send("Tab")
    try tmux.waitFor("of 100000, 2 marked")
    let written = try Data(contentsOf: output).count
    #expect(written < 8_192, "two marks wrote \(written) bytes: a page each, not 100,000 rows")
    tmux.expectScreen("pick-multi-toggled", when: Tmux.lastRow(is: "Pick>"))
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "1\n2\n")
  }

  @Test("Tab and Shift-Tab move the cursor (fzf's toggle-down); a bidi override never reaches the terminal raw")
  func tabMoves() throws {
    let tmux = try Tmux(
      command: ["pick"], width: 80, height: 12,
      launcher: [
        "sh", "-c", "printf \"Evil\\342\\200\\256Reversed\\nPlain\\nThird\\n\" | \"$0\" \"$@\" > {HOME}/chosen",
      ],
      live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    let output = tmux.home.appendingPathComponent("output")
    tmux.copyOutput(to: output)
    tmux.send("Tab", "Tab", "BTab")
    try tmux.waitFor("›2  Plain")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Plain\n")
    let written = try Data(contentsOf: output)
    #expect(written.firstRange(of: Data("\u{202E}".utf8)) == nil, "the override never reaches the terminal raw")
  }

  @Test("Home and End put the cursor on the first and the last match, as full screen's; Ctrl-A and Ctrl-E edit")
  func homeAndEnd() throws {
    let tmux = try Tmux(
      command: ["pick"], width: 80, height: 12,
      launcher: [
        "sh", "-c",
        "printf \"Led Zeppelin\\nQueen\\nDread Zeppelin\\nMotorhead\\n\" | \"$0\" \"$@\" > {HOME}/chosen",
      ],
      live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("End")
    try tmux.waitFor("›4  Motorhead")
    tmux.send("Home")
    try tmux.waitFor("›1  Led Zeppelin")
    // The query's own start stays Ctrl-A's: `pelin` typed, then `zep` put before it.
    tmux.send("pelin", "C-a", "zep")
    try tmux.waitFor("of 2 matching \"zeppelin\"")
    tmux.send("End")
    try tmux.waitFor("›2  Dread Zeppelin")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Dread Zeppelin\n")
  }
}
