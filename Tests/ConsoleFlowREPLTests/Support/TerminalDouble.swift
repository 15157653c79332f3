import ConsoleFlow
import Synchronization
import TestSupport

@_spi(Flows) @testable import ConsoleFlowREPL

/// The terminal of an embedded run: the screen the bytes draw, every byte, what else it was told.
@MainActor
final class TerminalDouble: ShellTerminal {
  var screen: VirtualTerminal
  /// Every byte written, in order.
  private(set) var bytes = ""
  /// Lines written to stderr.
  private(set) var warnings: [String] = []
  /// Whether typed keys are echoed.
  private(set) var typingShown = true
  /// How many times the process stopped.
  private(set) var stops = 0
  /// A write fails with this, when set.
  var failure: (any Error)?
  /// Signals that arrived, not taken yet.
  var signals: [ShellSignal] = []

  init(rows: Int, columns: Int) {
    screen = VirtualTerminal(rows: rows, columns: columns)
  }

  /// The bytes written since `mark` (a count of bytes from ``bytes``).
  func written(since mark: Int) -> String { String(bytes.utf8.dropFirst(mark)) ?? "" }

  func write(_ text: String) throws {
    if let failure { throw failure }
    bytes += text
    screen.write(text)
  }

  /// What readline draws itself: on the screen, and among the bytes.
  func draw(_ text: String) {
    bytes += text
    screen.write(text)
  }

  func takeSignals() -> [ShellSignal] {
    defer { signals = [] }
    return signals
  }

  func hideTyping() { typingShown = false }
  func showTyping() { typingShown = true }
  func stopProcess() { stops += 1 }
  func warn(_ message: String) { warnings.append(message) }
}
