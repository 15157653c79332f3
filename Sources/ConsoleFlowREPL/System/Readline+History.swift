import CReadline

// readline's history: the list Up and Down walk, read from and kept in the history file.
extension ReadlineEditor {
  static func stifleHistory(_ length: Int) { stifle_history(Int32(length)) }

  /// Reads the history file; answers the errno of a failure (0 when it worked or when there is no file).
  static func readHistory(_ path: String) -> Int32 {
    let status = read_history(path)
    return status == Platform.noSuchFile ? 0 : status
  }

  static func addHistory(_ line: String) { add_history(line) }

  /// The lines in readline's history, oldest first.
  static func historyLines() -> [String] {
    let base = cf_history_base()
    return (0..<cf_history_length()).compactMap { offset in
      history_get(base + offset).flatMap { $0.pointee.line }.map { String(cString: $0) }
    }
  }
}
