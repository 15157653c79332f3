import Testing

// Keys typed before a run sets the terminal's modes went through the shell's modes, which turn
// Return into a newline: that newline is a Return, not the Ctrl-J a chooser binds to the next
// line. `3` and Enter typed at once in `seq 5 | flows pick` chose nothing otherwise.
extension REPLEndToEndTests {
  @Test(
    "a query and its Enter typed before the run starts choose the match, in both layouts",
    arguments: [Tmux.Shell.bash, .zsh, .fish], ["full", "line"])
  func typedBeforeTheStart(shell: Tmux.Shell, layout: String) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try Tmux(shell: shell, width: 80, height: 24, live: true)
    defer { tmux.close() }
    // fish's prompt is a function: the same "$ " as the others, so the test can wait for it.
    if shell == .fish { tmux.send("function fish_prompt; printf '$ '; end", "Enter") }
    try tmux.clearToPrompt()
    let status = shell == .fish ? "$status" : "$?"
    // Typed while `sleep` runs: the terminal holds them in the shell's modes until pick reads.
    tmux.send("sleep 1; seq 5 | flows pick --screen=\(layout); echo status=\(status) | tr a-z A-Z", "Enter")
    tmux.send("3", "Enter")
    try tmux.waitFor("STATUS=")
    let lines = tmux.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.firstIndex(of: "STATUS=0").map { lines[$0 - 1] } == "3", "\(shell) \(layout): \(lines.suffix(4))")
  }
}
