import ConsoleFlow
import ConsoleFlowFiles
import Foundation

/// Writes to stdout and stderr. Rendered pages are already safe; every other text passes
/// ``TerminalText/escaped(_:)`` here.
enum Console {
  /// The reader of stdout went away (`| head -3`): the run ends quietly.
  struct OutputClosed: Error {}

  /// Rendered page lines, escaped when they were rendered (colour codes are the page's own).
  static func write(page lines: [String]) throws {
    try write(bytes: lines.map { $0 + "\n" }.joined())
  }

  /// A line of text from anywhere (an echoed input after its prompt), made safe first.
  static func write(line: String) throws {
    try write(bytes: TerminalText.escaped(line) + "\n")
  }

  /// A warning on stderr, prefixed with the program's name, made safe first.
  static func warn(_ message: String) {
    let text = "\(ProcessInfo.processInfo.processName): \(TerminalText.escaped(message))\n"
    _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
  }

  private static func write(bytes text: String) throws {
    var text = text
    try text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written < 0 && errno == EPIPE { throw OutputClosed() }
        guard written > 0 else { throw REPL.OutputFailed(reason: ErrorWords.of(errno: errno)) }
        offset += written
      }
    }
  }
}
