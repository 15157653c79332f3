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
        if isOwnServer(parent) { return true }
        current = parent
      }
      return false
    }
    return matching.filter { $0 != getpid() && (belowServer($0) || homeIsOwn($0)) }
  }

  /// The command line of `pid`, its arguments joined by spaces.
  static func commandLine(of pid: pid_t) -> String {
    let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
    return String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
  }

  /// Whether `pid` is the tmux server of one of this process's sessions: a tmux whose socket
  /// (`-L`) is named after the session.
  private static func isOwnServer(_ pid: pid_t) -> Bool {
    let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
    let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    guard let socket = arguments.firstIndex(of: "-L").map({ $0 + 1 }), socket < arguments.count else { return false }
    return homes.contains(session: arguments[socket])
  }

  /// Whether the `HOME` in `pid`'s environment is the home of one of this process's sessions.
  private static func homeIsOwn(_ pid: pid_t) -> Bool {
    guard let environment = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ")) else { return false }
    for variable in environment.split(separator: 0) {
      let text = String(decoding: variable, as: UTF8.self)
      if text.hasPrefix("HOME=") { return homes.contains(String(text.dropFirst(5))) }
    }
    return false
  }
}
