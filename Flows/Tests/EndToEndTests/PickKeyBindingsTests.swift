import Foundation
import TestSupport
import Testing

// `flows pick --bash`, `--zsh` and `--fish` sourced in the real shell, driven by its keys.
extension REPLEndToEndTests {
  /// How each shell sources the bindings.
  private static func sourcing(_ shell: Tmux.Shell) -> String {
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
    tmux.send("Enter")
    try tmux.waitFor("\n[it's a file.txt]\n")

    // Ctrl-R: the two-line entry, whole; run again, it prints both lines again.
    tmux.send("clear", "Enter")
    try tmux.waitForLast("$")
    tmux.send("C-r")
    try tmux.waitForLast("History>")
    tmux.send("'lines")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    tmux.send("Enter")
    try tmux.waitFor("two\nlines\n")
    try tmux.waitForLast("$")

    // Alt-C: into the chosen folder.
    tmux.send("M-c")
    try tmux.waitForLast("Folder>")
    tmux.send("sub")
    try tmux.waitFor("1 of 1 matching")
    tmux.send("Enter")
    // The folder's own name: a long temporary path would wrap.
    tmux.send("basename \"$PWD\"", "Enter")
    try tmux.waitFor("\nsub dir\n")
  }
}
