import Foundation

/// Writes to stdout and stderr.
enum Console {
  /// The reader of stdout went away (`| head -3`): the run ends quietly.
  struct OutputClosed: Error {}

  static func write(_ lines: [String]) throws {
    try write(lines.map { $0 + "\n" }.joined())
  }

  static func write(_ text: String) throws {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      throw OutputClosed()
    }
  }

  /// A warning on stderr, prefixed with the program name.
  static func warn(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data("consoleflow: \(message)\n".utf8))
  }
}
