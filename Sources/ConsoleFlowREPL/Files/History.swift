@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// The per-flow history file: `$XDG_STATE_HOME/consoleflow/<flow>/history`, mode 0600, at most
/// 1000 lines, written through ``AtomicFile``. A symbolic link at its path is neither read nor
/// written: a link planted there must not redirect the write to another file. Without a file
/// (``REPL/HistoryFile/none``) the lines typed are kept for the run only.
struct History {
  static let maximumLength = 1000
  let path: String?
  private var warned = false
  /// Whether the file may be written: not when it is a link or cannot be read.
  private var usable = true

  init(_ file: REPL.HistoryFile = .standard, flow: String, environment: [String: String]) {
    switch file {
    case .standard: path = "\(StandardPaths(environment: environment).state)/\(flow)/history"
    case .none: path = nil
    case .at(let given): path = given
    }
  }

  /// Loads the file into readline; a failure warns once and the session goes on without saving.
  @MainActor
  mutating func load() {
    ReadlineEditor.stifleHistory(Self.maximumLength)
    guard let path else {
      usable = false
      return
    }
    if Platform.isSymbolicLink(path) {
      disable("the history file \(path) is a symbolic link; history is not read or saved")
      return
    }
    AtomicFile.removeStaleTemporaries(besides: path)
    let error = ReadlineEditor.readHistory(path)
    if error != 0 {
      disable("cannot read the history file \(path): \(ErrorWords.of(errno: error)); history is not saved")
    }
  }

  /// The lines kept, oldest first.
  @MainActor
  var lines: [String] { ReadlineEditor.historyLines() }

  /// Adds a line and saves the file, so a crash loses nothing.
  @MainActor
  mutating func add(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    ReadlineEditor.addHistory(line)
    guard usable, let path else { return }
    let text = lines.map { $0 + "\n" }.joined()
    do {
      try AtomicFile.write(Data(text.utf8), to: path, links: .refuse, newFileMode: 0o600)
    } catch {
      disable("cannot write the history file: \(error); history is not saved")
    }
  }

  private mutating func disable(_ message: String) {
    usable = false
    guard !warned else { return }
    warned = true
    Console.warn(message)
  }
}
