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

  /// Text that is already safe (a progress line and its erase), as it is, with no newline.
  static func write(raw text: String) throws {
    try write(bytes: text)
  }

  /// A warning on stderr, prefixed with the program's name, made safe first.
  static func warn(_ message: String) {
    var text = "\(ProcessInfo.processInfo.processName): \(TerminalText.escaped(message))\n"
    _ = text.withUTF8 { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }

  private static func write(bytes text: String) throws {
    var text = text
    let error = text.withUTF8 { bytes -> Int32 in
      guard let start = bytes.baseAddress else { return 0 }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(STDOUT_FILENO, start + offset, bytes.count - offset)
        if written < 0 && errno == EINTR {
          // A write blocked on a full pipe is interrupted by SIGTERM or SIGHUP: the run ends.
          if Signals.terminationSignal != nil { return EINTR }
          continue
        }
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
      }
      return 0
    }
    switch error {
    case 0: return
    case EPIPE: throw OutputClosed()
    case EINTR: throw REPL.Terminated(signal: Signals.terminationSignal ?? SIGTERM)
    default: throw REPL.OutputFailed(reason: ErrorWords.of(errno: error))
    }
  }
}
