import Foundation
import TestSupport

/// A tmux session in a fresh home, driven with send-keys and read with capture-pane: either the
/// built `flows` binary run directly (``init(command:width:height:launcher:outputInto:prepare:)``)
/// or an interactive shell a test types `flows …` into, as a person would
/// (``init(shell:width:height:prepare:)``). Every process in it starts from an environment
/// written out whole, so nothing the tests' own shell exported reaches it.
struct Tmux {
  struct Timeout: Error, CustomStringConvertible {
    let wanted: String
    let screen: String
    var description: String { "timed out waiting for \"\(wanted)\"; the screen was:\n\(screen)" }
  }

  /// The shells a person runs `flows` from.
  enum Shell: String {
    case bash, dash, zsh, fish

    var commandLine: String {
      switch self {
      case .bash: "bash --norc --noprofile -i"
      case .dash: "dash -i"
      case .zsh: "zsh -f -i"
      case .fish: "fish --no-config -i"
      }
    }

    /// Whether the machine has this shell on `PATH`, where the pane looks for it (CI installs
    /// zsh and fish).
    var isInstalled: Bool { TestEnvironment.location(of: rawValue) != nil }
  }

  /// Where tmux is: the first on `PATH` (Homebrew's, a distribution's, one built by hand).
  static let location = TestEnvironment.location(of: "tmux")

  /// Whether the machine has tmux anywhere on `PATH`.
  static var isAvailable: Bool { location != nil }

  let session: String
  let home: URL
  /// Whether lists narrow as the user types (`CONSOLEFLOW_LIVE` left unset); the tests of
  /// everything else at the terminal run with `CONSOLEFLOW_LIVE=never`, so a typed name leaves
  /// their page as it was.
  let live: Bool

  /// Starts `flows` with `arguments` in a fresh home; `launcher` comes before the binary on the
  /// command line; `outputInto`, a shell command, reads its stdout instead of the pane (the
  /// keyboard stays the pane's).
  init(
    command arguments: [String], width: Int, height: Int, launcher: [String] = [], outputInto reader: String? = nil,
    live: Bool = false, prepare: (URL) throws -> Void = { _ in }
  ) throws {
    (session, home) = try Self.makeHome(prepare: prepare)
    self.live = live
    // RECORD and JOURNAL in the arguments stand for files of those names in the fresh home, and
    // {HOME} for the fresh home.
    let quoted = (launcher + [Self.binary] + arguments).map { argument -> String in
      let argument = ["RECORD", "JOURNAL"].contains(argument) ? home.appendingPathComponent(argument).path : argument
      return "'\(argument.replacingOccurrences(of: "{HOME}", with: home.path))'"
    }
    .joined(separator: " ")
    let script = home.appendingPathComponent("run.sh")
    try """
    # Ctrl-C is for the program; the shell must live on to record its exit status.
    trap : INT
    \(quoted)\(reader.map { " | \($0)" } ?? "")
    status=${PIPESTATUS[0]}
    # The terminal as the program left it: a program killed in raw mode leaves -icanon -echo.
    stty -a > '\(home.path)/stty-after' 2>&1
    echo $status > '\(home.path)/exit-status'

    """.write(to: script, atomically: true, encoding: .utf8)
    // Started from the same folder every time, so a saved path's key (flow, arguments, folder)
    // is the same from one run to the next.
    start(width: width, height: height, command: "bash \(script.path)", folder: "/")
  }

  /// Starts an interactive `shell` with the prompt `$ ` in a fresh home whose `bin` holds
  /// `flows`, so a test types `flows music` as a person would and every screen reads the same on
  /// any machine.
  init(shell: Shell, width: Int, height: Int, live: Bool = false, prepare: (URL) throws -> Void = { _ in }) throws {
    (session, home) = try Self.makeHome(prepare: prepare)
    self.live = live
    start(width: width, height: height, command: shell.commandLine, folder: home.path, prompt: "$ ")
  }

  /// The pane's environment: nothing but these, whatever the tests' shell exported.
  private func environment(width: Int, height: Int, prompt: String?) -> [String: String] {
    var variables = TestEnvironment.explicit(
      home: home.path, width: width, height: height, term: "xterm",
      extra: ["PATH": home.path + "/bin:" + TestEnvironment.path, "HISTFILE": home.path + "/.shell_history"])
    // The pane is measured by the program itself; a size in the environment must change nothing.
    variables["COLUMNS"] = nil
    variables["LINES"] = nil
    if !live { variables["CONSOLEFLOW_LIVE"] = "never" }
    if let prompt { variables["PS1"] = prompt }
    return variables
  }

  private func start(width: Int, height: Int, command: String, folder: String, prompt: String? = nil) {
    let variables = environment(width: width, height: height, prompt: prompt)
      .sorted { $0.key < $1.key }.map { "'\($0.key)=\($0.value)'" }.joined(separator: " ")
    run([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "-c", folder,
      "env -i \(variables) \(command)",
    ])
    run(["set-option", "-t", session, "window-size", "manual"])
  }

  private static var binary: String { BuiltProducts.flows.path }

  /// A fresh home holding `bin/flows`, prepared by the test.
  private static func makeHome(prepare: (URL) throws -> Void) throws -> (String, URL) {
    let home = try TemporaryFolder.make(prefix: "consoleflow-tmux-")
    let session = home.lastPathComponent
    own(home: home)
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Timeout(wanted: "the flows binary at \(binary) (run swift build)", screen: "")
    }
    try FileManager.default.createSymbolicLink(
      atPath: bin.appendingPathComponent("flows").path, withDestinationPath: binary)
    do {
      try prepare(home)
    } catch {
      TemporaryFolder.remove(home)
      throw error
    }
    return (session, home)
  }

  /// Copies every byte the pane is sent from now on to `file`, as the program wrote it.
  func copyOutput(to file: URL) {
    run(["pipe-pane", "-t", session, "-o", "cat >> '\(file.path)'"])
  }

  /// Types each of `keys`: tmux key names (Enter, C-c, …) as keys, anything else as text.
  func send(_ keys: String...) {
    for key in keys {
      if [
        "Tab", "BTab", "Enter", "M-Enter", "C-c", "C-d", "C-g", "C-q", "C-u", "C-t", "C-r", "M-c", "C-z", "Escape",
        "Up", "Down", "Left", "Right", "Home", "End", "NPage", "PPage",
        "BSpace", "C-a", "C-f", "C-k", "C-w", "C-y", "M-b", "M-d", "M-y", "M-BSpace",
      ].contains(key) {
        run(["send-keys", "-t", session, key])
      } else {
        run(["send-keys", "-t", session, "-l", key])
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
    run(["kill-session", "-t", session])
  }

  func resize(width: Int, height: Int) {
    run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Ends the session and removes its home. The pane's shell writes its history there as it
  /// ends (SIGHUP), after the session is gone: the home is removed once every process the pane
  /// ran has ended, and again should a late write have put something back.
  func close() {
    let processes = paneProcesses()
    run(["kill-session", "-t", session])
    let deadline = Date().addingTimeInterval(5)
    while processes.contains(where: Self.isAlive) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    for _ in 0..<5 where FileManager.default.fileExists(atPath: home.path) {
      TemporaryFolder.remove(home)
    }
    // The session's own server ends with it but leaves its socket behind: remove it.
    let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(folder)/tmux-\(getuid())/\(session)")
  }

  /// Closes every inherited descriptor above stderr, then runs tmux. The first command starts the
  /// tmux server, which keeps whatever it inherits: Foundation's socket for noticing the child's
  /// exit would make `waitUntilExit` wait for the server, and another test's pipe would never end.
  private static let closeInheritedThenTmux = """
    for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
    tmux="$0" socket="$1"; shift
    exec "$tmux" -L "$socket" -f /dev/null "$@"
    """

  /// Runs tmux on this session's own server (its socket is named after the session): no user
  /// configuration, never the user's sessions, never another test's server.
  @discardableResult
  func run(_ arguments: [String]) -> String {
    Self.run(socket: session, arguments)
  }

  @discardableResult
  static func run(socket: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", closeInheritedThenTmux, location ?? "tmux", socket] + arguments
    let output = ["capture-pane", "display-message", "list-sessions"].contains(arguments.first) ? Pipe() : nil
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // The server starts from nothing of the tests' environment but where its socket goes.
    var environment = ["PATH": TestEnvironment.path]
    environment["TMUX_TMPDIR"] = ProcessInfo.processInfo.environment["TMUX_TMPDIR"]
    process.environment = environment
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
