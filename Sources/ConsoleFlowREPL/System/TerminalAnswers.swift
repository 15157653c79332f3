/// What the terminal answers the question a run at a terminal asks as it starts: how bracketed
/// paste is set (DECRQM for mode 2004, ``ModeReport``), so that it is left as it was found, and
/// the column the cursor is at (`CSI 6 n`), where a shell's key binding runs the chooser on the
/// line typed. The cursor's answer comes last: once it came, a report that was coming came
/// before it, so a terminal that does not know DECRQM costs no wait. A pure value, taking its
/// answers out of the bytes read and leaving the keys typed meanwhile.
///
/// ```swift
/// var answers = TerminalAnswers()
/// var read = Array("x\u{1B}[?2004;1$y\u{1B}[3;7R".utf8)
/// answers.take(from: &read) // true; read == ["x"], column 7, bracketed paste .set
/// ```
struct TerminalAnswers: Equatable {
  /// The question: mode 2004's report, then the cursor's position.
  static let question = ModeReport.request(FullScreenModes.bracketedPaste) + "\u{1B}[6n"

  /// The column (from 1) the cursor is at, once the terminal said.
  var column: Int?
  /// How bracketed paste is set, once the terminal said; nil where it does not answer DECRQM.
  var bracketedPaste: ModeReport.Setting?

  /// Takes the answers out of `read`, the other bytes (keys typed) left in order; answers
  /// whether the cursor's answer, the last, came.
  mutating func take(from read: inout [UInt8]) -> Bool {
    var index = read.startIndex
    while let start = read[index...].firstIndex(of: 0x1B) {
      guard start + 1 < read.endIndex else { break }
      guard read[start + 1] == UInt8(ascii: "["),
        let end = read[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) })
      else {
        index = start + 1
        continue
      }
      let parameters = read[(start + 2)..<end]
      if read[end] == UInt8(ascii: "y"), let report = ModeReport(parsing: read[start...end]),
        report.mode == FullScreenModes.bracketedPaste
      {
        bracketedPaste = report.setting
      } else if read[end] == UInt8(ascii: "R"), let found = Self.column(parameters) {
        column = found
      } else {
        index = end + 1
        continue
      }
      read.removeSubrange(start...end)
      index = start
    }
    return column != nil
  }

  /// The column of a cursor position report's parameters, `row ; column`.
  private static func column(_ parameters: ArraySlice<UInt8>) -> Int? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 2,
      fields.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy { (0x30...0x39).contains($0) } })
    else { return nil }
    return fields[1].reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
