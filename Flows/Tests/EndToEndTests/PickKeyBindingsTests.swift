import Foundation
import TestSupport
import Testing

// `flows pick --bash`, `--zsh` and `--fish` sourced in the real shell, driven by its keys.
extension REPLEndToEndTests {
  /// How each shell sources the bindings.
  static func sourcing(_ shell: Tmux.Shell) -> String {
    // fish's prompt is a function: the same "$ " as the others, so a test can wait for it.
    shell == .fish
      ? "flows pick --fish | source; function fish_prompt; printf '$ '; end"
      : "eval \"$(flows pick --\(shell.rawValue))\""
  }

  @Test(
    "Ctrl-T puts the chosen path on the line quoted; Ctrl-R a multi-line entry whole; Alt-C changes folder",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func keyBindings(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try Tmux(shell: shell, width: 80, height: 24, live: true) { home in
      for name in ["it's a file.txt", "plain.txt"] {
        try Data().write(to: home.appendingPathComponent(name))
      }
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
    }
    defer { tmux.close() }
    tmux.send(Self.sourcing(shell), "Enter")
    // Typed apart: the line typed does not hold the word the output does.
    tmux.send("echo rea''dy", "Enter")
    try tmux.waitFor("\nready\n")
    tmux.send("echo 'two", "Enter", "lines'", "Enter")
    try tmux.waitFor("lines\n")
    // Each key binding is pressed at the prompt: keys typed while a command runs are the
    // terminal's, not the shell's (fish echoes a Ctrl-R typed during `clear` as ^R).
    try tmux.waitForLast("$")

    // Ctrl-T: a name with a space and a quote comes back as one word the shell reads back.
    tmux.send("printf '[%s]\\n' ", "C-t")
    try tmux.waitForLast("Path>")
    tmux.send("it's")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    // The next key goes once the picker has given the terminal back: a key typed while it
    // restores the terminal is the picker's, or lost.
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("Enter")
    try tmux.waitFor("\n[it's a file.txt]\n")

    // Ctrl-R: the two-line entry, whole; run again, it prints both lines again.
    try tmux.clearToPrompt()
    tmux.send("C-r")
    try tmux.waitForLast("History>")
    tmux.send("'lines")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("Enter")
    try tmux.waitFor("two\nlines\n")
    try tmux.waitForLast("$")

    // Alt-C: into the chosen folder.
    tmux.send("M-c")
    try tmux.waitForLast("Folder>")
    tmux.send("sub")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    // The folder's own name: a long temporary path would wrap.
    tmux.send("basename \"$PWD\"", "Enter")
    try tmux.waitFor("\nsub dir\n")
  }

  /// A shell in tmux at `width` by `height` with the bindings sourced and a file named `name` (and
  /// a folder) in its home; ready at its prompt.
  private func shellWithBindings(
    _ shell: Tmux.Shell, width: Int = 80, height: Int = 24, names: [String] = ["-rf", "plain.txt"]
  ) throws -> Tmux {
    let tmux = try Tmux(shell: shell, width: width, height: height, live: true) { home in
      for name in names { try Data().write(to: home.appendingPathComponent(name)) }
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent("a folder"), withIntermediateDirectories: true)
    }
    tmux.send(Self.sourcing(shell), "Enter")
    try tmux.clearToPrompt()
    return tmux
  }

  @Test(
    "Ctrl-C, Esc in the Ctrl-T and Ctrl-R pickers leave the line as it was, and no picker running",
    arguments: [Tmux.Shell.bash, .zsh, .fish], [40, 130])
  func quittingKeepsTheLine(shell: Tmux.Shell, width: Int) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try shellWithBindings(shell, width: width, height: width == 40 ? 15 : 40)
    defer { tmux.close() }
    for (binding, prompt, leave) in [("C-t", "Path>", "C-c"), ("C-r", "History>", "C-c"), ("C-t", "Path>", "Escape")] {
      tmux.send("echo keep me")
      try tmux.waitForLast("$ echo keep me")
      tmux.send(binding)
      try tmux.waitFor(prompt)
      tmux.send(leave)
      try tmux.waitForLast("$ echo keep me")
      #expect(tmux.ended(commandLineContaining: "flows pick"), "\(shell) \(binding) \(leave): the picker ended")
      #expect(!tmux.screen().contains(prompt), "the picker's page is erased")
      // The line is the shell's still: it runs.
      tmux.send("Enter")
      try tmux.waitFor("\nkeep me\n")
      try tmux.clearToPrompt()
    }
  }

  @Test(
    "Ctrl-T: a folder is offered; ./ stays before a name that starts with a dash; a newline in a name stays in one word",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func ctrlTNames(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try shellWithBindings(shell, names: ["-rf", "readme\ntouch pwned"])
    defer { tmux.close() }
    tmux.send("printf '[%s]\\n' ", "C-t")
    try tmux.waitFor("Path>")
    try tmux.waitFor("a folder")
    tmux.send("rf")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    try tmux.waitFor("./-rf")
    // The picker shows the names too: the next key is the shell's once it has ended.
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("C-t")
    try tmux.waitFor("Path>")
    tmux.send("readme")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    try tmux.waitFor("readme")
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("Enter")
    try tmux.waitFor("[./-rf]\n[readme\ntouch pwned]\n")
    #expect(!FileManager.default.fileExists(atPath: tmux.home.appendingPathComponent("pwned").path))
  }

  @Test(
    "Ctrl-T: a dash name from FLOWS_CTRL_T_COMMAND (no ./) gets ./ and is quoted, fish's quoted too",
    arguments: [Tmux.Shell.bash, .zsh, .fish])
  func ctrlTCommandDashName(shell: Tmux.Shell) throws {
    try #require(shell.isInstalled, "\(shell) is not installed (apt-get install \(shell))")
    let tmux = try shellWithBindings(shell, names: [])
    defer { tmux.close() }
    let command = "printf '%s\\n' '--checkpoint-action=exec=touch PWNED_tar'"
    tmux.send(
      shell == .fish
        ? "set -x FLOWS_CTRL_T_COMMAND \"\(command)\"" : "export FLOWS_CTRL_T_COMMAND=\"\(command)\"",
      "Enter")
    try tmux.clearToPrompt()
    tmux.send("printf '[%s]\\n' ", "C-t")
    try tmux.waitFor("Path>")
    try tmux.waitFor("1 of 1")
    tmux.send("Enter")
    try tmux.waitFor("PWNED_tar")
    // The picker's list shows the name too: Enter is the shell's once the picker has ended.
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("Enter")
    try tmux.waitFor("[./--checkpoint-action=exec=touch PWNED_tar]\n")
  }

  @Test("bash Ctrl-R: an entry whose next line starts with a tab (a heredoc's) stays whole")
  func bashHistoryWithTabs() throws {
    let tmux = try shellWithBindings(.bash)
    defer { tmux.close() }
    tmux.send("history -s \"$(printf 'cat <<E\\n\\tindented\\nE')\"", "Enter")
    try tmux.clearToPrompt()
    tmux.send("C-r")
    try tmux.waitFor("History>")
    try tmux.waitFor("cat <<E\\n\\tindented\\nE")
    #expect(!tmux.screen().split(separator: "\n").contains { $0.hasSuffix("  indented") || $0.hasSuffix(" E") })
    tmux.send("'<<E")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    // The second Enter is the shell's once the picker has ended and given the line back.
    #expect(tmux.ended(commandLineContaining: "flows pick"))
    tmux.send("Enter")
    // The heredoc ran whole: its line printed (the terminal shows the tab as spaces).
    try tmux.waitFor("E\n        indented\n$", seconds: 5)
  }

  @Test("bash Ctrl-R: a heredoc's line that starts with the next entry's number and a tab forges no entry")
  func bashHistoryForgedNumber() throws {
    let tmux = try shellWithBindings(.bash)
    defer { tmux.close() }
    // The heredoc takes this command's number; its middle line holds the next one's, as fc prints it.
    tmux.send("history -s \"$(printf 'cat <<E\\n%d\\tforged\\nE' $((HISTCMD + 1)))\"", "Enter")
    tmux.send("echo next-entry", "Enter")
    try tmux.clearToPrompt()
    tmux.send("C-r")
    try tmux.waitFor("History>")
    try tmux.waitFor("\\tforged\\nE")
    let screen = tmux.screen()
    #expect(screen.contains("echo next-entry"), "the entry after the heredoc is listed")
    #expect(screen.contains("clear"), "so is the last one")
    #expect(!screen.split(separator: "\n").contains { $0.hasSuffix("  forged") || $0.hasSuffix("  orged") })
  }

  @Test("fish Ctrl-R on a line of several lines: the whole line is the query, no file is read as history")
  func fishHistoryQuery() throws {
    try #require(Tmux.Shell.fish.isInstalled, "fish is not installed (apt-get install fish)")
    let tmux = try shellWithBindings(.fish, names: [])
    defer { tmux.close() }
    try "SECRET CONTENT\n".write(to: tmux.home.appendingPathComponent("secret"), atomically: true, encoding: .utf8)
    tmux.send("echo one", "Enter")
    try tmux.clearToPrompt()
    // Alt-Enter puts a newline in fish's line.
    tmux.send("echo", "M-Enter", "secret")
    tmux.send("C-r")
    // The list is in once its count shows, with the query.
    try tmux.waitFor("match \"echo\\nsecret\"")
    #expect(!tmux.screen().contains("SECRET CONTENT"), "\(tmux.screen())")
    tmux.send("C-c")
    try tmux.waitForLast("secret")
    #expect(tmux.ended(commandLineContaining: "flows pick"))
  }
}
