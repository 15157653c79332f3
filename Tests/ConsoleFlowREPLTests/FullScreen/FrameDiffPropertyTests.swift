import ConsoleFlow
import PropertyBased
import Testing

@testable import ConsoleFlowREPL

/// Texts with wide characters, marks, emoji and escapes, and styles with colours of each kind.
private let texts = ["a", "hello world", "坂本龍一", "e\u{301}tude", "👩‍👩‍👧 family", "   ", "Zoë", "x\u{1B}[2J", "ｆｕｌｌ", "—"]
private let styles = [
  CellStyle.plain, CellStyle(attributes: .bold), CellStyle(attributes: [.reverse, .underline]),
  CellStyle(foreground: .cyan), CellStyle(attributes: .faint, foreground: .bright(.green), background: .blue),
  CellStyle(foreground: .palette(200), background: .rgb(red: 9, green: 8, blue: 7)),
]

/// One change from a frame to the next, read from four numbers.
private func change(_ frame: inout Frame, _ numbers: [Int]) {
  let (kind, a, b, c) = (numbers[0] % 10, numbers[1], numbers[2], numbers[3])
  switch kind {
  case 0...5:
    frame.write(texts[a % texts.count], style: styles[c % styles.count], row: b % frame.height, column: c % frame.width)
  case 6:
    frame.restyle(row: b % frame.height, columns: (a % frame.width)..<frame.width) { $0.adding(.reverse) }
  case 7, 8:
    // Rows moving together, as a scrolled list's do.
    let shift = (a % 3 + 1) * (kind == 7 ? 1 : -1)
    let old = frame
    for row in 0..<frame.height where (0..<frame.height).contains(row + shift) {
      frame.replaceRow(row, with: old.row(row + shift))
    }
  default:
    frame.cursor = a % 3 == 0 ? nil : Frame.Position(row: b % frame.height, column: c % frame.width)
  }
}

@Suite("Frame diffs draw exactly the next frame, whatever came before")
struct FrameDiffPropertyTests {
  @Test("any sequence of frames, drawn diff by diff, leaves the screen showing the last exactly")
  func anyFrames() async {
    let changes = Gen.int(in: 0...1000).array(of: 4).array(of: 0...12).array(of: 1...8)
    await propertyCheck(count: 300, input: changes, Gen.int(in: 3...24), Gen.int(in: 2...9), Gen.bool()) {
      frames, width, height, synchronized in
      var diff = FrameDiff(synchronizedOutput: synchronized)
      var screen = ScreenEmulator(width: width, height: height)
      var frame = Frame(width: width, height: height)
      for edits in frames {
        for numbers in edits { change(&frame, numbers) }
        screen.write(diff.bytes(toShow: frame))
        #expect(screen.shows(frame), "\(frames)")
        #expect(screen.problems == [], "\(frames)")
        #expect(screen.synchronizedDepth == 0)
      }
    }
  }

  @Test("a frame drawn on a screen that is not known is drawn whole and exactly")
  func afterForgetting() async {
    let changes = Gen.int(in: 0...1000).array(of: 4).array(of: 1...20)
    await propertyCheck(count: 100, input: changes, Gen.int(in: 3...30)) { edits, width in
      var frame = Frame(width: width, height: 6)
      for numbers in edits { change(&frame, numbers) }
      var diff = FrameDiff()
      _ = diff.bytes(toShow: Frame(width: width, height: 6))
      diff.forget()
      // Something else wrote on the screen meanwhile.
      var screen = ScreenEmulator(width: width, height: 6)
      screen.write("garbage \u{1B}[7m everywhere")
      screen.write(diff.bytes(toShow: frame))
      #expect(screen.shows(frame))
    }
  }
}
