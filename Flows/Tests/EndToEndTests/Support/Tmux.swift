import Foundation
import TestSupport

/// A tmux session running the built `flows` binary in a fresh home, driven with send-keys and
/// read with capture-pane.
struct Tmux {
  struct Timeout: Error, CustomStringConvertible {
    let wanted: String
    let screen: String
    var description: String { "timed out waiting for \"\(wanted)\"; the screen was:\n\(screen)" }
  }

  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  let session: String
  let home: URL

  /// Starts `flows` with `arguments` in a fresh home; `launcher` comes before the binary on the
  /// command line; `outputInto`, a shell command, reads its stdout instead of the pane (the
  /// keyboard stays the pane's).
  init(
    command arguments: [String], width: Int, height: Int, launcher: [String] = [], outputInto reader: String? = nil,
    prepare: (URL) throws -> Void = { _ in }
  ) throws {
    session = "consoleflow-\(UUID().uuidString.prefix(8))"
    home = FileManager.default.temporaryDirectory.appendingPathComponent(session)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try prepare(home)
    let binary = BuiltProducts.flows.path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Timeout(wanted: "the flows binary at \(binary) (run swift build)", screen: "")
    }
    // RECORD and JOURNAL in the arguments stand for files of those names in the fresh home, and
    // {HOME} for the fresh home.
    let quoted = (launcher + [binary] + arguments).map { argument -> String in
      let argument = ["RECORD", "JOURNAL"].contains(argument) ? home.appendingPathComponent(argument).path : argument
      return "'\(argument.replacingOccurrences(of: "{HOME}", with: home.path))'"
    }
    .joined(separator: " ")
    let script = home.appendingPathComponent("run.sh")
    try """
    export HOME='\(home.path)' XDG_STATE_HOME='\(home.path)/state' TERM=xterm LANG=C.UTF-8
    unset NO_COLOR COLUMNS LINES
    # Ctrl-C is for the program; the shell must live on to record its exit status.
    trap : INT
    \(quoted)\(reader.map { " | \($0)" } ?? "")
    status=${PIPESTATUS[0]}
    # The terminal as the program left it: a program killed in raw mode leaves -icanon -echo.
    stty -a > '\(home.path)/stty-after' 2>&1
    echo $status > '\(home.path)/exit-status'

    """.write(to: script, atomically: true, encoding: .utf8)
    Self.run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "bash \(script.path)"])
    Self.run(["set-option", "-t", session, "window-size", "manual"])
  }

  func send(_ keys: String...) {
    for key in keys {
      if ["Tab", "Enter", "C-c", "C-d", "C-u", "C-t", "Escape"].contains(key) {
        Self.run(["send-keys", "-t", session, key])
      } else {
        Self.run(["send-keys", "-t", session, "-l", key])
      }
    }
  }

  /// Types `:quit` and answers the program's exit status.
  func quitStatus() throws -> Int {
    send(":quit", "Enter")
    return try exitStatus()
  }

  /// Closes the pane's window, as a person closing a terminal does: the terminal goes away.
  func closeWindow() {
    Self.run(["kill-session", "-t", session])
  }

  /// Whether a process whose command line holds `text` is running.
  static func isRunning(commandLineContaining text: String) -> Bool {
    let search = Process()
    search.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    search.arguments = ["-f", text]
    search.standardOutput = FileHandle.nullDevice
    try? search.run()
    search.waitUntilExit()
    return search.terminationStatus == 0
  }

  /// Sends `signal` to the program the pane runs (the pane shell's children).
  func signalProgram(_ signal: String) {
    let shell = Self.run(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let kill = Process()
    kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
    kill.arguments = ["-\(signal)", "-P", shell]
    try? kill.run()
    kill.waitUntilExit()
  }

  /// The terminal settings (`stty -a`) once the program ended.
  func terminalSettingsAfter() throws -> String {
    _ = try exitStatus()
    return try String(contentsOf: home.appendingPathComponent("stty-after"), encoding: .utf8)
  }

  func resize(width: Int, height: Int) {
    Self.run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The visible screen; with `joiningWrapped`, a line the terminal wrapped comes back whole.
  func screen(joiningWrapped: Bool = false) -> String {
    Self.run(["capture-pane", "-p"] + (joiningWrapped ? ["-J"] : []) + ["-t", session])
  }

  /// The visible screen and what scrolled off it, wrapped lines joined.
  func screenWithScrollback() -> String {
    Self.run(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
  }

  /// Waits until the screen shows `text`.
  func waitFor(_ text: String, seconds: Double = 10) throws {
    try wait(for: text, seconds: seconds) { $0.contains(text) }
  }

  /// Waits until the last non-blank line of the screen is `text` with nothing typed after it.
  func waitForLast(_ text: String, seconds: Double = 10) throws {
    try wait(for: text, seconds: seconds) { screen in
      screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .map { $0.trimmingCharacters(in: .whitespaces) == text.trimmingCharacters(in: .whitespaces) } ?? false
    }
  }

  /// Waits for the program to end and answers its exit status.
  func exitStatus(seconds: Double = 10) throws -> Int {
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

  func close() {
    Self.run(["kill-session", "-t", session])
    try? FileManager.default.removeItem(at: home)
    // The server ends with its last session but leaves its socket behind: remove it then.
    if Self.run(["list-sessions"]).isEmpty {
      let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
      unlink("\(folder)/tmux-\(getuid())/\(Self.socketName)")
    }
  }

  private func wait(for text: String, seconds: Double, until done: (String) -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if done(screen()) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(wanted: text, screen: screen())
  }

  /// A tmux server of the tests' own: no user configuration, never the user's sessions.
  private static let socketName = "consoleflow-tests-\(getpid())"

  /// Closes every inherited descriptor above stderr, then runs tmux. The first command starts the
  /// tmux server, which keeps whatever it inherits: Foundation's socket for noticing the child's
  /// exit would make `waitUntilExit` wait for the server, and another test's pipe would never end.
  private static let closeInheritedThenTmux = """
    for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
    exec /usr/bin/tmux -L "$0" -f /dev/null "$@"
    """

  @discardableResult
  private static func run(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", closeInheritedThenTmux, socketName] + arguments
    let output = ["capture-pane", "display-message", "list-sessions"].contains(arguments.first) ? Pipe() : nil
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // The first command starts the server, which hands its signal mask down to every pane; test
    // threads block signals, a person's terminal does not.
    var none = sigset_t()
    var inherited = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &inherited)
    defer { pthread_sigmask(SIG_SETMASK, &inherited, nil) }
    do {
      try process.run()
    } catch {
      return ""
    }
    let data = output?.fileHandleForReading.readDataToEndOfFile() ?? Data()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
