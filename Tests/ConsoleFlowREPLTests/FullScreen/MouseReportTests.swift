import Testing

@testable import ConsoleFlowREPL

private func mouse(_ text: String) -> [KeyEvent] {
  var decoder = KeyDecoder()
  return decoder.decode(Array(text.utf8), at: .zero)
}

private func report(_ action: MouseReport.Action, _ column: Int, _ row: Int, _ modifiers: Key.Modifiers = [])
  -> KeyEvent
{
  .mouse(MouseReport(action: action, column: column, row: row, modifiers: modifiers))
}

/// Mouse reports in their three forms, and double clicks by the time given.
@Suite("Mouse reports and double clicks")
struct MouseReportTests {
  @Test("SGR reports: the wheel, a left press and release, at cells counted from 0")
  func sgr() {
    #expect(mouse("\u{1B}[<64;10;5M\u{1B}[<65;10;5M") == [report(.wheel(.up), 9, 4), report(.wheel(.down), 9, 4)])
    #expect(mouse("\u{1B}[<0;1;1M\u{1B}[<0;1;1m") == [report(.press(.left), 0, 0), report(.release(.left), 0, 0)])
    #expect(mouse("\u{1B}[<2;300;200M") == [report(.press(.right), 299, 199)])
  }

  @Test("modifiers, drags and moves, the wheel tilted, buttons past three")
  func sgrBits() {
    #expect(
      mouse("\u{1B}[<16;3;4M\u{1B}[<4;3;4M\u{1B}[<8;3;4M") == [
        report(.press(.left), 2, 3, .control), report(.press(.left), 2, 3, .shift), report(.press(.left), 2, 3, .alt),
      ])
    #expect(mouse("\u{1B}[<32;5;6M\u{1B}[<35;5;6M") == [report(.drag(.left), 4, 5), report(.move, 4, 5)])
    #expect(
      mouse("\u{1B}[<66;1;1M\u{1B}[<80;1;1M\u{1B}[<128;1;1M") == [
        report(.wheel(.left), 0, 0), report(.wheel(.up), 0, 0, .control), report(.press(.other(8)), 0, 0),
      ])
  }

  @Test("the X10 and urxvt forms of terminals without SGR reports, their bytes never text")
  func olderForms() {
    // X10: CSI M, then the code, column and row, each with 32 added, as raw bytes.
    let reads = Reads()
    #expect(
      reads([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2, 0x61], at: .zero) == [
        report(.press(.left), 4, 2), .text("a"),
      ])
    #expect(reads([0x1B, 0x5B, 0x4D, 35, 0xFF, 0xC8], at: .zero) == [report(.release(nil), 222, 167)])
    #expect(mouse("\u{1B}[96;10;5M") == [report(.wheel(.up), 9, 4)])
  }

  @Test("reports off the screen or malformed are dropped")
  func malformed() {
    #expect(mouse("\u{1B}[<0;0;5M\u{1B}[<0;5M\u{1B}[<;1;1M\u{1B}[<0;1;1;1M") == [])
  }

  @Test("a second left press on the same cell soon after is a double click; elsewhere or late it is not")
  func doubleClick() {
    let press = MouseReport(action: .press(.left), column: 3, row: 7)
    let below = MouseReport(action: .press(.left), column: 3, row: 8)
    let reports: [(MouseReport, Duration)] = [
      (press, .zero), (MouseReport(action: .release(.left), column: 3, row: 7), .milliseconds(50)),
      (press, .milliseconds(200)), (press, .milliseconds(350)), (press, .seconds(2)),
      (below, .seconds(2) + .milliseconds(100)), (MouseReport(action: .press(.right), column: 3, row: 8), .seconds(3)),
      (below, .seconds(3) + .milliseconds(100)),
    ]
    var clicks = ClickCounter()
    let counts = reports.map { clicks.count($0.0, at: $0.1) }
    #expect(counts == [1, 0, 2, 3, 1, 1, 0, 1])
  }
}
