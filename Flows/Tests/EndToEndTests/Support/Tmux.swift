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

    /// Whether the machine has this shell (CI installs zsh and fish).
    var isInstalled: Bool {
      ["/usr/bin", "/bin", "/usr/local/bin"].contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(rawValue)")
      }
    }
  }

  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

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
    Self.run([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "-c", folder,
      "env -i \(variables) \(command)",
    ])
    Self.run(["set-option", "-t", session, "window-size", "manual"])
  }

  private static var binary: String { BuiltProducts.flows.path }

  /// A fresh home holding `bin/flows`, prepared by the test.
  private static func makeHome(prepare: (URL) throws -> Void) throws -> (String, URL) {
    let home = try TemporaryFolder.make(prefix: "consoleflow-tmux-")
    let session = home.lastPathComponent
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
    Self.run(["pipe-pane", "-t", session, "-o", "cat >> '\(file.path)'"])
  }

  /// Types each of `keys`: tmux key names (Enter, C-c, …) as keys, anything else as text.
  func send(_ keys: String...) {
    for key in keys {
      if [
        "Tab", "BTab", "Enter", "M-Enter", "C-c", "C-d", "C-g", "C-q", "C-u", "C-t", "C-r", "M-c", "C-z", "Escape",
        "Up", "Down",
        "BSpace",
      ].contains(key) {
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
    // pgrep says 0 for a match, 1 for none; anything else (it could not run) is asked again.
    for _ in 0..<10 {
      guard (try? search.run()) != nil else {
        Thread.sleep(forTimeInterval: 0.05)
        continue
      }
      search.waitUntilExit()
      return search.terminationStatus == 0
    }
    return false
  }

  /// Waits until a process whose command line holds `text` runs; answers whether one does.
  static func started(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !isRunning(commandLineContaining: text) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    return isRunning(commandLineContaining: text)
  }

  /// Waits until the program the pane runs is blocked writing into a full pipe (its output's
  /// reader reads nothing); answers whether it is.
  func blockedWriting(seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      for program in programs() {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(program)/task")) ?? []
        for task in tasks {
          let waiting = (try? String(contentsOfFile: "/proc/\(program)/task/\(task)/wchan", encoding: .utf8)) ?? ""
          if waiting.contains("pipe_write") || waiting.contains("pipe_wait") { return true }
        }
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Waits until no process whose command line holds `text` runs, at two looks in a row (a look
  /// that could not run `pgrep` must not pass for the end); answers whether none does.
  static func ended(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var gone = 0
    while gone < 2 && Date() < deadline {
      gone = isRunning(commandLineContaining: text) ? 0 : gone + 1
      if gone < 2 { Thread.sleep(forTimeInterval: 0.05) }
    }
    return gone == 2
  }

  /// Waits until no process under this pane's shell has a command line holding `text`, at two
  /// looks in a row; answers whether none has. Only this pane's: other tests' programs of the
  /// same name may run beside it.
  func ended(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var gone = 0
    while gone < 2 && Date() < deadline {
      gone = runs(commandLineContaining: text) ? 0 : gone + 1
      if gone < 2 { Thread.sleep(forTimeInterval: 0.05) }
    }
    return gone == 2
  }

  /// Whether a process under this pane's shell has a command line holding `text`.
  func runs(commandLineContaining text: String) -> Bool {
    paneProcesses().contains { process in
      let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/cmdline"))) ?? Data()
      return String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(text)
    }
  }

  /// The process ids of the programs the pane's shell runs (its children).
  /// The pane's shell and every process below it.
  func paneProcesses() -> [pid_t] {
    let pane = Self.run(["display-message", "-p", "-t", session, "#{pane_pid}"])
    guard let shell = pid_t(pane.trimmingCharacters(in: .whitespacesAndNewlines)) else { return [] }
    var found = [shell]
    var index = 0
    while index < found.count {
      let children =
        (try? String(contentsOfFile: "/proc/\(found[index])/task/\(found[index])/children", encoding: .utf8)) ?? ""
      found += children.split(separator: " ").compactMap { pid_t($0) }
      index += 1
    }
    return found
  }

  /// Whether `process` still runs: not gone, and not a zombie waiting to be reaped.
  static func isAlive(_ process: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8) else { return false }
    // The state follows the command's closing parenthesis.
    guard let end = status.lastIndex(of: ")") else { return false }
    let state = status[status.index(after: end)...].trimmingCharacters(in: .whitespaces).first
    return state != "Z" && state != "X"
  }

  func programs() -> [pid_t] {
    let shell = Self.run(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").compactMap { pid_t($0) }
  }

  /// Waits until process `pid` has ended; answers whether it has.
  static func ended(_ pid: pid_t, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while kill(pid, 0) == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    return kill(pid, 0) != 0
  }

  /// Waits until no process of the process group `group` runs (a zombie waiting for its parent
  /// to reap it has ended); answers whether none does.
  static func groupEnded(_ group: pid_t, seconds: Double = 10) -> Bool {
    func running() -> Bool {
      let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return processes.contains { pid in
        guard pid.allSatisfy(\.isNumber),
          let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return false }
        // After the command's name: the state, the parent, the process group.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 2 && fields[2] == "\(group)" && fields[0] != "Z"
      }
    }
    let deadline = Date().addingTimeInterval(seconds)
    while running() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    return !running()
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

  /// The whole screen, every row (blank ones too), and where the cursor is: what a person sees.
  func wholeScreen() -> String {
    let rows = Self.run(["capture-pane", "-p", "-t", session])
    let cursor = Self.run([
      "display-message", "-p", "-t", session, "#{cursor_x},#{cursor_y} #{pane_width}x#{pane_height}",
    ])
    return rows + "── cursor at " + cursor.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
  }

  /// The visible screen and what scrolled off it, wrapped lines joined.
  func screenWithScrollback() -> String {
    Self.run(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
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

  /// Ends the session and removes its home. The pane's shell writes its history there as it
  /// ends (SIGHUP), after the session is gone: the home is removed once every process the pane
  /// ran has ended, and again should a late write have put something back.
  func close() {
    let processes = paneProcesses()
    Self.run(["kill-session", "-t", session])
    let deadline = Date().addingTimeInterval(5)
    while processes.contains(where: Self.isAlive) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    for _ in 0..<5 where FileManager.default.fileExists(atPath: home.path) {
      TemporaryFolder.remove(home)
    }
    // The server ends with its last session but leaves its socket behind: remove it then.
    if Self.run(["list-sessions"]).isEmpty {
      let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
      unlink("\(folder)/tmux-\(getuid())/\(Self.socketName)")
    }
  }

  func wait(for text: String, seconds: Double = Tmux.patience, until done: (String) -> Bool) throws {
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
