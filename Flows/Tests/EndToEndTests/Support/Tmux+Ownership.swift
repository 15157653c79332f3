import Foundation

/// Which processes on the machine are the tests' own: a check by command line judges only these,
/// so a `flows pick` a person runs in another terminal, or another run of the suite, never
/// decides a test.
extension Tmux {
  /// The homes this test process made for its sessions.
  private static let homes = Homes()

  private final class Homes: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func contains(_ path: String) -> Bool { lock.withLock { paths.contains(path) } }
    func contains(session: String) -> Bool {
      lock.withLock { paths.contains { URL(fileURLWithPath: $0).lastPathComponent == session } }
    }
  }

  /// Records `home` as one of this test process's: the programs run with it as their `HOME` are
  /// the tests' own, even once their pane has gone and they were left to init.
  static func own(home: URL) {
    homes.insert(home.path)
  }

  /// The process ids whose command line holds `text` among the tests' own processes: those below
  /// a tmux server of this test process's sessions (each has its own, on a socket named after the
  /// session), and those whose `HOME` is one of its sessions' homes.
  static func ownProcesses(commandLineContaining text: String) -> [pid_t] {
    processes(commandLineContaining: text, server: { homes.contains(session: $0) }, home: { homes.contains($0) })
  }

  /// The process ids whose command line holds `text` among this session's own processes: those
  /// below its tmux server, and those run with its home as `HOME` (left to init once its pane
  /// went). Another test's programs running beside it are never among them.
  func ownProcesses(commandLineContaining text: String) -> [pid_t] {
    Self.processes(commandLineContaining: text, server: { $0 == session }, home: { $0 == home.path })
  }

  /// The process ids whose command line holds `text`, below a tmux server whose socket `server`
  /// accepts or run with a `HOME` that `home` accepts.
  private static func processes(
    commandLineContaining text: String, server: (String) -> Bool, home: (String) -> Bool
  ) -> [pid_t] {
    var parents: [pid_t: pid_t] = [:]
    var matching: [pid_t] = []
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's name: the state, then the parent.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, fields[0] != "Z", fields[0] != "X" else { continue }
      parents[pid] = pid_t(fields[1])
      if commandLine(of: pid).contains(text) { matching.append(pid) }
    }
    func belowServer(_ pid: pid_t) -> Bool {
      var current = pid
      for _ in 0..<64 {
        guard let parent = parents[current], parent > 1 else { return false }
        if serverSocket(of: parent).map(server) == true { return true }
        current = parent
      }
      return false
    }
    return matching.filter { $0 != getpid() && (belowServer($0) || homeVariable(of: $0).map(home) == true) }
  }

  /// The command line of `pid`, its arguments joined by spaces.
  static func commandLine(of pid: pid_t) -> String {
    let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
    return String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
  }

  /// The socket (`-L`) of `pid` when it is a tmux server started so, as the tests start theirs.
  private static func serverSocket(of pid: pid_t) -> String? {
    let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
    let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    guard let socket = arguments.firstIndex(of: "-L").map({ $0 + 1 }), socket < arguments.count else { return nil }
    return arguments[socket]
  }

  /// The `HOME` in `pid`'s environment.
  private static func homeVariable(of pid: pid_t) -> String? {
    guard let environment = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ")) else { return nil }
    for variable in environment.split(separator: 0) {
      let text = String(decoding: variable, as: UTF8.self)
      if text.hasPrefix("HOME=") { return String(text.dropFirst(5)) }
    }
    return nil
  }
}
