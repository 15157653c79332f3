/// Whether the terminal has synchronized output (DEC mode 2026: `CSI ? 2026 h` holds the screen
/// until `CSI ? 2026 l`, so a frame never shows half drawn), learnt from its replies as a pure
/// value. The question asks for mode 2026's report, then for the primary device attributes,
/// which every terminal answers: that answer arriving with no report before it says the
/// terminal does not know the mode, without a wait. A terminal that answers neither within the
/// loop's wait is taken not to have it (``timedOut()``).
///
/// ```swift
/// var probe = SynchronizedOutputProbe()
/// write(SynchronizedOutputProbe.question)
/// for event in decoded where probe.take(event) {}  // replies are the probe's
/// probe.verdict // .supported, .unsupported, or nil while waiting
/// ```
package struct SynchronizedOutputProbe: Equatable, Sendable {
  /// What the replies said.
  package enum Verdict: Equatable, Sendable {
    /// The terminal knows mode 2026 and lets a program set it.
    case supported
    /// It does not know it, cannot change it, or did not answer.
    case unsupported
  }

  /// The mode of synchronized output.
  package static let mode = 2026
  /// The bytes to write once, in full screen, before reading keys: the request for mode 2026's
  /// report, then `CSI c` for the device attributes.
  package static let question = ModeReport.request(mode) + "\u{1B}[c"

  /// The verdict once the replies came; nil while waiting.
  package private(set) var verdict: Verdict?

  /// A probe waiting for its replies.
  package init() {}

  /// Takes `event` if it is a reply to the question, answering whether it was (a reply is the
  /// probe's and means nothing else); the first reply that decides sets ``verdict``.
  package mutating func take(_ event: KeyEvent) -> Bool {
    switch event {
    case .modeReport(let report) where report.mode == Self.mode:
      if verdict == nil {
        verdict = report.setting.canChange || report.setting == .permanentlySet ? .supported : .unsupported
      }
      return true
    case .deviceAttributes:
      if verdict == nil { verdict = .unsupported }
      return true
    default:
      return false
    }
  }

  /// No reply came within the loop's wait: the terminal is taken not to have synchronized output.
  package mutating func timedOut() {
    if verdict == nil { verdict = .unsupported }
  }
}
