import Foundation

/// The per-flow history file: `$XDG_STATE_HOME/consoleflow/<flow>/history`, mode 0600, bounded.
struct History {
  static let maximumLength = 1000
  let path: String
  private var warned = false

  init(flow: String, environment: [String: String]) {
    path = "\(StandardPaths(environment: environment).state)/\(flow)/history"
  }

  /// Loads the file into readline; a failure warns once and the session goes on.
  mutating func load() {
    Readline.stifleHistory(Self.maximumLength)
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      warnOnce(
        "cannot create the history folder \(directory): \(error.localizedDescription); history will not be saved")
      return
    }
    let status = Readline.readHistory(path)
    if status != 0 {
      warnOnce("cannot read the history file \(path): \(String(cString: strerror(status))); going on without it")
    }
  }

  /// Adds a line and saves the file, so a crash loses nothing.
  mutating func add(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    Readline.addHistory(line)
    let status = Readline.writeHistory(path)
    if status != 0 {
      warnOnce("cannot write the history file \(path): \(String(cString: strerror(status))); going on without it")
    }
  }

  private mutating func warnOnce(_ message: String) {
    guard !warned else { return }
    warned = true
    Console.warn(message)
  }
}
