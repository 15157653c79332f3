import Foundation
import TestSupport
import Testing

// The bindings' pickers while their list still loads: keys are keys from the first moment, as
// fzf's; and bracketed paste is left as the shell had it.
extension REPLEndToEndTests {
  /// A shell in tmux with the bindings sourced, `FLOWS_CTRL_T_COMMAND` set to `list`, at its
  /// prompt.
  private func shellListing(_ shell: Tmux.Shell, _ list: String, width: Int = 80, height: Int = 24) throws -> Tmux {
    let tmux = try Tmux(shell: shell, width: width, height: height, live: true)
    tmux.send(Self.sourcing(shell), "Enter")
    let quoted = "'" + list.replacingOccurrences(of: "'", with: "'\\''") + "'"
    tmux.send(
      shell == .fish ? "set -gx FLOWS_CTRL_T_COMMAND \(quoted)" : "export FLOWS_CTRL_T_COMMAND=\(quoted)", "Enter")
    try tmux.clearToPrompt()
    return tmux
  }

  @Test(
    "Esc, Ctrl-C, Ctrl-G and Ctrl-Q while Ctrl-T's endless list loads: picker and list end at once, the line kept",
    arguments: [Tmux.Shell.bash, .zsh, .fish], [80, 40])
  func quittingWhileLoading(shell: Tmux.Shell, width: Int) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let marker = "endless-list-\(shell.rawValue)-\(width)"
    let tmux = try shellListing(
      shell, "sh -c 'while :; do sleep 1; done' \(marker)", width: width, height: width == 40 ? 15 : 24)
    defer { tmux.close() }
    for key in ["C-c", "Escape", "C-g", "C-q"] {
      tmux.send("echo keep me")
      try tmux.waitForLast("$ echo keep me")
      tmux.send("C-t")
      try tmux.waitFor("Loading lines")
      #expect(tmux.started(commandLineContaining: marker), "\(shell) \(key): the list runs")
      tmux.send(key)
      try tmux.waitForLast("$ echo keep me")
      #expect(tmux.ended(commandLineContaining: "flows pick"), "\(shell) \(key): the picker ended")
      #expect(tmux.ended(commandLineContaining: marker), "\(shell) \(key): the list's command ended")
      #expect(!tmux.screen().contains("Loading"), "\(shell) \(key): the progress line is erased")
      // The line is the shell's still, and the shell's keys are its own: Enter runs it.
      tmux.send("Enter")
      try tmux.waitFor("\nkeep me\n")
      try tmux.clearToPrompt()
    }
  }

  @Test(
    "keys typed while Ctrl-T's list loads are the query's first keys, not lost nor echoed",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func typingWhileLoading(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    // The list comes once the test says so: a file named go appears.
    let tmux = try shellListing(shell, "while [ ! -e go ]; do sleep 0.05; done; printf 'alpha\\nbeta\\n'")
    defer { tmux.close() }
    tmux.send("printf '[%s]\\n' ", "C-t")
    try tmux.waitFor("Loading lines")
    tmux.send("bet")
    #expect(!tmux.screen().contains("bet"), "typing waits, unseen, for the prompt")
    try Data().write(to: tmux.home.appendingPathComponent("go"))
    try tmux.waitFor("Path> bet")
    try tmux.waitFor("1 matching \"bet\"")
    tmux.send("Enter")
    try tmux.waitFor("$ printf '[%s]\\n' beta")
    tmux.send("Enter")
    try tmux.waitFor("\n[beta]\n")
    #expect(!tmux.screen().contains("^M") && !tmux.screen().contains("^["))
  }

  @Test(
    "a paste in Ctrl-T's picker is query text, its newline a space, never a choice",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func pasteInThePicker(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try shellListing(shell, "printf 'alpha\\nbeta\\n'")
    defer { tmux.close() }
    tmux.send("echo keep me")
    try tmux.waitForLast("$ echo keep me")
    tmux.send("C-t")
    try tmux.waitFor("2 of 2")
    tmux.run(["set-buffer", "-b", "flows", "zz\nq"])
    tmux.run(["paste-buffer", "-p", "-b", "flows", "-t", tmux.session])
    try tmux.waitFor("Path> zz q")
    tmux.send("Escape")
    try tmux.waitForLast("$ echo keep me")
    #expect(!tmux.screen().contains("Pick"), "\(shell): the page is erased whole: \(tmux.screen())")
  }

  @Test(
    "bracketed paste is the shell's again after Ctrl-T: a pasted line with a newline waits for Enter",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func pasteAfterThePicker(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try shellListing(shell, "printf 'alpha\\nbeta\\n'")
    defer { tmux.close() }
    tmux.send("C-t")
    try tmux.waitFor("2 of 2")
    tmux.send("Escape")
    try tmux.waitForLast("$")
    tmux.run(["set-buffer", "-b", "flows", "echo PASTED-RAN\n"])
    tmux.run(["paste-buffer", "-p", "-b", "flows", "-t", tmux.session])
    try tmux.waitFor("$ echo PASTED-RAN")
    // The pasted line is dropped, then a command typed: had the paste run by itself, its output
    // would stand before this one's.
    tmux.send("C-c")
    try tmux.waitForLast("$")
    tmux.send("echo DO''NE", "Enter")
    try tmux.waitFor("\nDONE\n")
    #expect(!tmux.screenWithScrollback().contains("\nPASTED-RAN\n"), "\(shell): \(tmux.screen())")
  }

  @Test(
    "--tac on a slow source: progress while it is read whole, keys kept for the list, none echoed",
    arguments: [[], ["--screen=full"]])
  func lastFirstWhileLoading(layout: [String]) throws {
    // The lines end once the test says so: a file named go appears.
    let source = "printf \"one\\ntwo\\n\"; while [ ! -e {HOME}/go ]; do sleep 0.05; done; printf \"three\\n\""
    let tmux = try Tmux(
      command: ["pick", "--tac"] + layout, width: 60, height: 12,
      launcher: ["sh", "-c", "(\(source)) | \"$0\" \"$@\" > {HOME}/chosen"], live: true)
    defer { tmux.close() }
    try tmux.waitFor("Loading lines")
    tmux.send("Down")
    try Data().write(to: tmux.home.appendingPathComponent("go"))
    try tmux.waitFor("three")
    #expect(!tmux.screen().contains("^["), "the key was not echoed: \(tmux.screen())")
    tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    // The last line first, and Down, typed during the read, moved to the next.
    let chosen = try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8)
    #expect(chosen == "two\n", "\(tmux.screen())")
  }
}
