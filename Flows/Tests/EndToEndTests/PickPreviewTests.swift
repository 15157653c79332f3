@_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport
import Testing

// flows pick --preview at a terminal: fzf's placeholders, output as it comes, the first line's
// preview with the first page, and no process a preview starts outliving it.
extension REPLEndToEndTests {
  /// `flows pick --preview COMMAND` on `lines`, at a terminal, in a fresh home it runs in.
  private func previewing(_ command: String, lines: [String], _ arguments: [String] = []) throws -> Tmux {
    try Tmux(
      command: ["pick", "--preview", command] + arguments, width: 80, height: 24,
      launcher: ["sh", "-c", "cd {HOME} && exec \"$0\" \"$@\" < lines > chosen"], live: true
    ) { home in
      try (lines.joined(separator: "\n") + "\n").write(
        to: home.appendingPathComponent("lines"), atomically: true, encoding: .utf8)
    }
  }

  /// The process ids written, one a line, to `file` in the home.
  private func pids(_ tmux: Tmux, in file: String = "pids") -> [Int32] {
    ((try? String(contentsOf: tmux.home.appendingPathComponent(file), encoding: .utf8)) ?? "")
      .split(separator: "\n").compactMap { Int32($0) }
  }

  @Test("--preview runs the command for the line under the cursor, the line quoted: shell syntax stays text")
  func pickPreview() throws {
    let lines = [
      "alpha it's", "bravo $(touch pwned)", "charlie `touch pwned`", "delta ; touch pwned", #"echo "q" \ x | y & z"#,
      "foxtrot\ttab",
    ]
    let tmux = try previewing(#"printf "<%s>\n" {}; echo "<errors too>" >&2"#, lines: lines)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    for line in lines {
      let word = String(line.prefix { $0 != " " && $0 != "\t" })
      tmux.send(word)
      // The line comes back whole, as printf was given it: one argument, nothing run (its tab
      // shown as a terminal shows it, to the next stop).
      try tmux.waitFor(line.contains("\t") ? "<foxtrot        tab>" : "<\(TerminalText.escaped(line))>")
      try tmux.waitFor("<errors too>")
      tmux.send("C-u")
    }
    #expect(!FileManager.default.fileExists(atPath: tmux.home.appendingPathComponent("pwned").path))
    tmux.send("brav", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == lines[1] + "\n")
  }

  @Test("fzf's placeholders: {1} {-1} {2..} {n} {q} {+} {q:1} {s2}, each quoted; \\{} stays text")
  func placeholders() throws {
    let lines = ["zero", "a'1 b;2 $(touch pwned) last"]
    let tmux = try previewing(
      #"printf "<%s>\n" {1} {-1} {2..} {n} {q} {+} {q:1} \{}"#, lines: lines)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("last a")
    try tmux.waitFor("<a'1>")
    for shown in ["<a'1>", "<last>", "<b;2 $(touch pwned) last>", "<1>", "<last a>", "<\(lines[1])>", "<last>", "<{}>"]
    {
      try tmux.waitFor(shown)
    }
    #expect(!FileManager.default.fileExists(atPath: tmux.home.appendingPathComponent("pwned").path))
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
  }

  @Test("the first page shows the first line's preview; its output shows as it comes")
  func firstPreviewStreams() throws {
    let tmux = try previewing("echo first of {}; sleep 30; echo second", lines: ["alpha", "bravo"])
    defer { tmux.close() }
    try tmux.waitFor("── alpha ──")
    // Shown while the command still runs, not only when it ends.
    try tmux.waitFor("first of alpha", seconds: 3)
    #expect(!tmux.screen().contains("second"))
    tmux.send("Down")
    try tmux.waitFor("first of bravo", seconds: 3)
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
  }

  @Test("a preview still running when the cursor moves on is ended, with what it started")
  func pickPreviewCancelled() throws {
    // Each preview writes its line and its process id: should a line's preview run more than
    // once, the last of them is the one under the cursor.
    let tmux = try previewing("echo {} $$ >> pids; sleep 30 & wait", lines: ["one", "two"])
    defer { tmux.close() }
    func started(_ line: String) -> [pid_t] {
      ((try? String(contentsOf: tmux.home.appendingPathComponent("pids"), encoding: .utf8)) ?? "")
        .split(separator: "\n").filter { $0.hasPrefix(line + " ") }.compactMap { pid_t($0.dropFirst(line.count + 1)) }
    }
    try tmux.waitFor("── one ──")
    var deadline = Date().addingTimeInterval(Tmux.patience)
    while started("one").isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    tmux.send("Down")
    try tmux.waitFor("── two ──")
    deadline = Date().addingTimeInterval(Tmux.patience)
    while started("two").isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!started("one").isEmpty)
    for first in started("one") {
      #expect(Tmux.groupEnded(first), "the group of the preview the cursor left is gone")
    }
    // Under load the line's preview may run again (a run seen over, the next one not yet
    // written down): the check is that the last started for the line is seen running, within the
    // patience, and that nothing of any of them outlives the picker.
    deadline = Date().addingTimeInterval(Tmux.patience)
    var running: pid_t?
    while running == nil, Date() < deadline {
      if let last = started("two").last, !Tmux.groupEnded(last, seconds: 0) { running = last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let written = (try? String(contentsOf: tmux.home.appendingPathComponent("pids"), encoding: .utf8)) ?? ""
    #expect(running != nil, "the preview under the cursor runs on; started:\n\(written)")
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
    for second in started("two") {
      #expect(Tmux.groupEnded(second), "nothing a preview started outlives the picker")
    }
  }

  @Test("a process a preview starts in a session of its own (setsid) ends with the preview, and with the picker")
  func setsidChildren() throws {
    // The first line's preview leaves one behind and ends; the second's leaves one and runs on.
    let tmux = try previewing(
      "setsid sleep 300 & echo $! >> pids; echo started {}; case {} in two) sleep 300;; esac", lines: ["one", "two"])
    defer { tmux.close() }
    try tmux.waitFor("started one")
    var deadline = Date().addingTimeInterval(5)
    while pids(tmux).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    let left = try #require(pids(tmux).first)
    #expect(Tmux.ended(left, seconds: 5), "the setsid child of a preview that ended is ended")
    tmux.send("Down")
    try tmux.waitFor("started two")
    deadline = Date().addingTimeInterval(5)
    while pids(tmux).count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    let running = try #require(pids(tmux).last)
    #expect(!Tmux.ended(running, seconds: 0.3), "the preview under the cursor runs on, with what it started")
    tmux.send("C-c")
    #expect(try tmux.exitStatus() == 130)
    #expect(Tmux.ended(running, seconds: 5), "nothing a preview started outlives the picker")
  }
}
