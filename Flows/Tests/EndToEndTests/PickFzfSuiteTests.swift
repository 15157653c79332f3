import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// The parts of fzf's own test suite that run at a terminal (test_core.rb) and in a shell's key
// bindings (test_shell_integration.rb), written again as data (Tests/FzfAnswers/suite.jsonl):
// flows pick answers as fzf 0.74.5 did; fzf itself answers the same keys again beside it when it
// is installed, which CI requires.
extension REPLEndToEndTests {
  static let suiteRepository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardized
  static let promptCases = FzfSuiteCase.all("prompt", from: suiteRepository)
  static let bindingCases = FzfSuiteCase.all("binding", from: suiteRepository)

  /// `program` (flows pick, or fzf at `fzf`) on the case's input at a terminal, the case's keys
  /// typed once it shows: what it printed and its status.
  private func answer(_ suiteCase: FzfSuiteCase, fzf: String? = nil) throws -> (printed: String, status: Int) {
    // $0 is flows and $1 pick; fzf takes the rest. The launcher is written in single quotes:
    // fzf's path (no space in it) goes bare.
    let run = fzf.map { "shift; exec \($0)" } ?? "exec \"$0\""
    let tmux = try Tmux(
      command: ["pick"] + (suiteCase.arguments ?? []), width: 80, height: 24,
      launcher: ["sh", "-c", "cd {HOME} && \(run) \"$@\" < input > chosen"], live: true
    ) { home in
      try Data(suiteCase.inputBytes).write(to: home.appendingPathComponent("input"))
    }
    defer { tmux.close() }
    if fzf == nil {
      try tmux.waitFor("Pick>")
    } else {
      // fzf counts its matches once its input is in.
      try tmux.waitFor("/\(suiteCase.input?.count ?? 0)")
    }
    // Each key before the last changes the screen (the query, then the matches): the next goes
    // once it shows and holds still, as fzf's own tests wait for the count. The last ends it.
    let keys = suiteCase.keys ?? []
    for (index, key) in keys.enumerated() {
      let before = tmux.screen()
      tmux.send(key)
      if index < keys.count - 1 { try tmux.waitForChange(from: before) }
    }
    let status = try tmux.exitStatus()
    return (try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8), status)
  }

  @Test("fzf's core cases at a terminal: flows pick prints what fzf printed, with its status", arguments: promptCases)
  func fzfPromptCase(_ suiteCase: FzfSuiteCase) throws {
    let (printed, status) = try answer(suiteCase)
    #expect(status == Int(suiteCase.pickStatus ?? suiteCase.status ?? -1))
    if suiteCase.compare != "status" { #expect(printed == suiteCase.stdout) }
  }

  @Test(
    "fzf 0.74.5 answers the core cases at a terminal as recorded",
    .enabled(if: Fzf.binary != nil || Fzf.isRequired, "\(Fzf.missing)"))
  func fzfStillAnswersAtATerminal() throws {
    let fzf = try #require(Fzf.binary, "\(Fzf.missing)")
    for suiteCase in Self.promptCases {
      let (printed, status) = try answer(suiteCase, fzf: fzf)
      #expect(status == Int(suiteCase.status ?? -1), "\(suiteCase)")
      #expect(printed == suiteCase.stdout, "\(suiteCase)")
    }
  }

  @Test("fzf's shell-integration cases, with flows pick's bindings in bash, zsh and fish", arguments: bindingCases)
  func fzfBindingCase(_ suiteCase: FzfSuiteCase) throws {
    let shell = try #require(suiteCase.shell.flatMap(Tmux.Shell.init(rawValue:)))
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try Tmux(shell: shell, width: 80, height: 24, live: true) { home in
      for (name, text) in suiteCase.files ?? [:] {
        try text.write(to: home.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
    defer { tmux.close() }
    tmux.send(Self.sourcing(shell), "Enter")
    for command in suiteCase.setup ?? [] { tmux.send(command, "Enter") }
    try tmux.clearToPrompt()
    for key in suiteCase.keys ?? [] {
      if key.hasPrefix("wait:") {
        try tmux.waitFor(String(key.dropFirst(5)))
      } else {
        let picking = tmux.runs(commandLineContaining: "flows pick")
        tmux.send(key)
        // A key that ends the picker is followed by its end before the next key goes to the
        // shell: a picker slow to give the terminal back (under the thread sanitizer) would
        // otherwise see the shell's next key, or drop it as it restores the terminal.
        if picking, ["Enter", "Escape", "C-c", "C-g", "C-q"].contains(key) {
          _ = tmux.ended(commandLineContaining: "flows pick")
        }
      }
    }
    if let line = suiteCase.line { try tmux.waitForLast("$ \(line)") }
    if let output = suiteCase.output { try tmux.waitFor("\n\(output)\n") }
    #expect(tmux.ended(commandLineContaining: "flows pick"))
  }
}
