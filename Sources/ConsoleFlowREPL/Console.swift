import Foundation

/// Writes to stdout; a closed pipe (`| head -3`) ends the program quietly.
enum Console {
  static func write(_ lines: [String]) {
    write(lines.map { $0 + "\n" }.joined())
  }

  static func write(_ text: String) {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      // The reader went away (EPIPE): nothing is left to say to anyone.
      exit(0)
    }
  }

  /// A warning on stderr, prefixed with the program name.
  static func warn(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data("consoleflow: \(message)\n".utf8))
  }
}
