import Foundation
import TestSupport

/// What a session shows: its screen read, and waited on until it shows what a test expects.
extension Tmux {
  /// The terminal settings (`stty -a`) once the program ended.
  func terminalSettingsAfter() throws -> String {
    _ = try exitStatus()
    return try String(contentsOf: home.appendingPathComponent("stty-after"), encoding: .utf8)
  }

  /// The visible screen; with `joiningWrapped`, a line the terminal wrapped comes back whole.
  func screen(joiningWrapped: Bool = false) -> String {
    run(["capture-pane", "-p"] + (joiningWrapped ? ["-J"] : []) + ["-t", session])
  }

  /// The whole screen, every row (blank ones too), and where the cursor is: what a person sees.
  func wholeScreen() -> String {
    let rows = run(["capture-pane", "-p", "-t", session])
    let cursor = run([
      "display-message", "-p", "-t", session, "#{cursor_x},#{cursor_y} #{pane_width}x#{pane_height}",
    ])
    return rows + "── cursor at " + cursor.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
  }

  /// The visible screen and what scrolled off it, wrapped lines joined.
  func screenWithScrollback() -> String {
    run(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
  }

  /// How long a wait for what a screen should show lasts before the test fails: long, as a
  /// wait ends as soon as the screen shows it, and under the thread sanitizer on a loaded
  /// machine a program takes many times its usual time to start.
  static let patience: Double = 45

  /// Waits until the screen shows `text`.
  func waitFor(_ text: String, seconds: Double = Tmux.patience) throws {
    try wait(for: text, seconds: seconds) { $0.contains(text) }
  }

  /// Waits until the last non-blank line of the screen is `text` with nothing typed after it.
  func waitForLast(_ text: String, seconds: Double = Tmux.patience) throws {
    try wait(for: text, seconds: seconds) { screen in
      screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .map { $0.trimmingCharacters(in: .whitespaces) == text.trimmingCharacters(in: .whitespaces) } ?? false
    }
  }

  /// Clears a shell's screen and waits for its next prompt: from then on its line editor reads
  /// the keys. A key typed while a command still runs reaches the terminal's own line editing
  /// instead, which takes Ctrl-R, Ctrl-U and Ctrl-W for itself (they never reach the shell), and
  /// an earlier prompt on the screen must not pass for this one. So `clear` goes once the shell
  /// shows it typed on its prompt, and the wait is for the prompt alone that follows. (The
  /// terminal's echo of `clear`, typed early, may still stand before that prompt.)
  func clearToPrompt() throws {
    send("clear")
    try wait(for: "$ clear") { screen in
      screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
        .trimmingCharacters(in: .whitespaces).hasSuffix("$ clear") ?? false
    }
    send("Enter")
    try waitForLast("$")
  }

  /// Waits for the program to end and answers its exit status.
  func exitStatus(seconds: Double = Tmux.patience) throws -> Int {
    let file = home.appendingPathComponent("exit-status")
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return status
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(wanted: "the program to end", screen: screen())
  }

  /// Waits until the screen differs from `before`, then reads the same at two looks in a row: a
  /// key's whole effect is shown, though a program draws it in steps (fzf its query, then its count).
  func waitForChange(from before: String, seconds: Double = Tmux.patience) throws {
    var last: String?
    try wait(for: "the screen to change and settle", seconds: seconds) { screen in
      defer { last = screen }
      return screen != before && screen == last
    }
  }

  /// The cursor's column and row, from 0.
  func cursor() -> (column: Int, row: Int) {
    let place = run(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
    let numbers = place.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : (-1, -1)
  }

  func wait(for text: String, seconds: Double = Tmux.patience, until done: (String) -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if done(screen()) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(wanted: text, screen: screen())
  }
}
