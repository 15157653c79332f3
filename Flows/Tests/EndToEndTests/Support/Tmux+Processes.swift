import Foundation
import TestSupport

/// The processes a session runs: found by their command lines, waited for, signalled.
extension Tmux {
  /// Whether a process of the tests' own (below their tmux server, or run with one of their
  /// sessions' homes) has a command line holding `text`: never a process of someone else's. It
  /// sees every test's sessions: a test running beside others asks its own session instead.
  static func isRunning(commandLineContaining text: String) -> Bool {
    !ownProcesses(commandLineContaining: text).isEmpty
  }

  /// Waits until a process whose command line holds `text` runs; answers whether one does.
  static func started(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !isRunning(commandLineContaining: text) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    return isRunning(commandLineContaining: text)
  }

  /// Whether a process of this session's own (below its tmux server, or run with its home, even
  /// left to init once the pane went) has a command line holding `text`.
  func isRunning(commandLineContaining text: String) -> Bool {
    !ownProcesses(commandLineContaining: text).isEmpty
  }

  /// Waits until a process of this session's whose command line holds `text` runs; answers
  /// whether one does.
  func started(commandLineContaining text: String, seconds: Double = 10) -> Bool {
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

  /// Waits until none of the tests' own processes has a command line holding `text`, at two looks
  /// in a row; answers whether none has.
  static func ended(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var gone = 0
    while gone < 2 && Date() < deadline {
      gone = isRunning(commandLineContaining: text) ? 0 : gone + 1
      if gone < 2 { Thread.sleep(forTimeInterval: 0.05) }
    }
    return gone == 2
  }

  /// Waits until no process of this session's (as ``isRunning(commandLineContaining:)`` finds
  /// them) has a command line holding `text`, at two looks in a row; answers whether none has.
  /// Only this session's: other tests' programs of the same name may run beside it.
  func ended(commandLineContaining text: String, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var gone = 0
    while gone < 2 && Date() < deadline {
      gone = isRunning(commandLineContaining: text) ? 0 : gone + 1
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
    let pane = run(["display-message", "-p", "-t", session, "#{pane_pid}"])
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
    let shell = run(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(
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
    let shell = run(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let kill = Process()
    kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
    kill.arguments = ["-\(signal)", "-P", shell]
    try? kill.run()
    kill.waitUntilExit()
  }
}
