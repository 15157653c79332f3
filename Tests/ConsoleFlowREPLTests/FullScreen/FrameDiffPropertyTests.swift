@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// Texts with wide characters, marks, emoji and escapes, and styles with colours of each kind.
private let texts = ["a", "hello world", "坂本龍一", "e\u{301}tude", "👩‍👩‍👧 family", "   ", "Zoë", "x\u{1B}[2J", "ｆｕｌｌ", "—"]
private let styles = [
  CellStyle.plain, CellStyle(attributes: .bold), CellStyle(attributes: [.reverse, .underline]),
  CellStyle(foreground: .cyan), CellStyle(attributes: .faint, foreground: .bright(.green), background: .blue),
  CellStyle(foreground: .palette(200), background: .rgb(red: 9, green: 8, blue: 7)),
]

/// One random change from a frame to the next.
private func change(_ frame: inout Frame, _ random: inout SeededRandom) {
  let row = Int.random(in: 0..<frame.height, using: &random)
  let column = Int.random(in: 0..<frame.width, using: &random)
  switch Int.random(in: 0..<10, using: &random) {
  case 0...5:
    let text = texts.randomElement(using: &random) ?? ""
    frame.write(text, style: styles.randomElement(using: &random) ?? .plain, row: row, column: column)
  case 6:
    frame.restyle(row: row, columns: column..<frame.width) { $0.adding(.reverse) }
  case 7, 8:
    // Rows moving together, as a scrolled list's do.
    let shift = Int.random(in: 1...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
    let old = frame
    for row in 0..<frame.height where (0..<frame.height).contains(row + shift) {
      frame.replaceRow(row, with: old.row(row + shift))
    }
  default:
    frame.cursor = Bool.random(using: &random) ? nil : Frame.Position(row: row, column: column)
  }
}

/// Random frames drawn diff by diff on an emulated screen: it shows each exactly.
@Suite("Frame diffs draw exactly the next frame, whatever came before")
struct FrameDiffPropertyTests {
  @Test("any sequence of frames, drawn diff by diff, leaves the screen showing each exactly")
  func anyFrames() {
    forEachRandomCase(500) { seed, random in
      let (width, height) = (Int.random(in: 3...24, using: &random), Int.random(in: 2...9, using: &random))
      var diff = FrameDiff(synchronizedOutput: Bool.random(using: &random))
      var screen = ScreenEmulator(width: width, height: height)
      var frame = Frame(width: width, height: height)
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        for _ in 0..<Int.random(in: 0...12, using: &random) { change(&frame, &random) }
        screen.write(diff.bytes(toShow: frame))
        #expect(screen.shows(frame), "case \(seed):\n\(screen)\nwanted\n\(frame)")
        #expect(screen.problems == [], "case \(seed)")
        #expect(screen.synchronizedDepth == 0, "case \(seed)")
      }
    }
  }

  @Test("a frame drawn on a screen that is not known is drawn whole and exactly")
  func afterForgetting() {
    forEachRandomCase(200) { seed, random in
      let width = Int.random(in: 3...30, using: &random)
      var frame = Frame(width: width, height: 6)
      for _ in 0..<Int.random(in: 1...20, using: &random) { change(&frame, &random) }
      var diff = FrameDiff()
      _ = diff.bytes(toShow: Frame(width: width, height: 6))
      diff.forget()
      // Something else wrote on the screen meanwhile.
      var screen = ScreenEmulator(width: width, height: 6)
      screen.write("garbage \u{1B}[7m everywhere")
      screen.write(diff.bytes(toShow: frame))
      #expect(screen.shows(frame), "case \(seed)")
    }
  }
}
