/// A terminal's answer to a DEC private mode request (DECRQM, `CSI ? Pd $ p`): the report
/// DECRPM, `CSI ? Pd ; Ps $ y`, which says whether the terminal knows the mode and how it is
/// set. How a program learns, before using it, whether the terminal has synchronized output
/// (mode 2026) and whether bracketed paste (2004) was on.
///
/// ```swift
/// ModeReport.request(2026) // "\u{1B}[?2026$p"
/// ModeReport(parsing: Array("\u{1B}[?2026;2$y".utf8)) // mode 2026, reset: supported, off
/// ```
package struct ModeReport: Equatable, Sendable {
  /// How the terminal says the mode is set.
  package enum Setting: Equatable, Sendable {
    /// The terminal does not know the mode (0).
    case notRecognized
    /// On (1).
    case set
    /// Off (2).
    case reset
    /// On, and cannot be turned off (3).
    case permanentlySet
    /// Off, and cannot be turned on (4).
    case permanentlyReset

    /// Whether a program can turn the mode on and off.
    package var canChange: Bool { self == .set || self == .reset }
    /// Whether the mode is on now.
    package var isOn: Bool { self == .set || self == .permanentlySet }
  }

  /// The mode's number.
  package var mode: Int
  /// How it is set.
  package var setting: Setting

  /// The report that `mode` is set as `setting`.
  package init(mode: Int, setting: Setting) {
    self.mode = mode
    self.setting = setting
  }

  /// The request for DEC private mode `mode`'s report.
  package static func request(_ mode: Int) -> String { "\u{1B}[?\(mode)$p" }

  /// The report in `bytes`, exactly one `CSI ? Pd ; Ps $ y`; nil for anything else.
  package init?(parsing bytes: some Collection<UInt8>) {
    let prefix: [UInt8] = [0x1B, UInt8(ascii: "[")]
    let suffix: [UInt8] = [UInt8(ascii: "$"), UInt8(ascii: "y")]
    guard bytes.count > prefix.count + suffix.count, bytes.starts(with: prefix),
      bytes.reversed().starts(with: suffix.reversed())
    else { return nil }
    self.init(parameters: bytes.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The report whose parameter bytes (between `CSI` and `$ y`) are `parameters`: `?`, the
  /// mode's digits, `;`, one digit of the setting. The key decoder reads replies with it too.
  init?(parameters: some Collection<UInt8>) {
    guard parameters.first == UInt8(ascii: "?") else { return nil }
    let fields = parameters.dropFirst().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 2, let mode = Self.number(fields[0]), let value = Self.number(fields[1]) else { return nil }
    let settings: [Setting] = [.notRecognized, .set, .reset, .permanentlySet, .permanentlyReset]
    guard value < settings.count else { return nil }
    self.init(mode: mode, setting: settings[value])
  }

  /// The decimal number `digits` hold, if they are one to five ASCII digits.
  private static func number(_ digits: some Collection<UInt8>) -> Int? {
    guard (1...5).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
