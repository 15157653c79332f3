@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// Cells written from text: wide characters, marks, escapes, looks.
@Suite("Frames: cells built from lines")
struct FrameTests {
  @Test("text is written a grapheme a cell, from a column, up to a limit")
  func writing() {
    var frame = Frame(width: 10, height: 2)
    #expect(frame.write("Hello", style: .plain, row: 0, column: 2) == 7)
    #expect(frame.write("truncated", style: .plain, row: 1, column: 3, upTo: 7) == 7)
    #expect(frame.lines == ["  Hello", "   trun"])
    #expect(frame.write("x", style: .plain, row: 5, column: 0) == 0)
    #expect(frame.write("x", style: .plain, row: 0, column: 10) == 10)
  }

  @Test("a wide character takes two cells, the second a continuation; one that does not fit leaves a blank")
  func wide() {
    var frame = Frame(width: 5, height: 1)
    #expect(frame.write("a坂本", style: .plain, row: 0, column: 0) == 5)
    #expect(frame[0, 1].grapheme == "坂")
    #expect(frame[0, 2].isContinuation)
    #expect(frame.text(ofRow: 0) == "a坂本")
    #expect(frame.write("坂", style: .plain, row: 0, column: 4) == 5)
    #expect(frame.text(ofRow: 0) == "a坂")
  }

  @Test("writing over half a wide character blanks its other half")
  func brokenWide() {
    var frame = Frame(width: 6, height: 1)
    frame.write("坂本龍", style: .plain, row: 0, column: 0)
    frame.write("x", style: .plain, row: 0, column: 1)
    frame.write("y", style: .plain, row: 0, column: 2)
    #expect(frame.text(ofRow: 0) == " xy 龍")
    #expect(!frame.row(0).enumerated().contains { $0.element.isContinuation && $0.offset != 5 })
  }

  @Test("combining marks and joined emoji stay in one cell or two, as the core measures them")
  func clusters() {
    var frame = Frame(width: 10, height: 1)
    #expect(frame.write("e\u{301}👩‍👩‍👧x", style: .plain, row: 0, column: 0) == 4)
    #expect(frame[0, 0].grapheme == "e\u{301}")
    #expect(frame[0, 1].grapheme == "👩‍👩‍👧")
    // A mark alone joins the character before it, or goes.
    #expect(frame.write("\u{301}a\u{200B}", style: .plain, row: 0, column: 5) == 6)
    #expect(frame[0, 5].grapheme == "a\u{200B}")
  }

  @Test("a control character that slipped through is written escaped, never raw")
  func controls() {
    var frame = Frame(width: 40, height: 1)
    frame.write("a\u{1B}[2Jb\u{7}\u{9B}\u{202E}", style: .plain, row: 0, column: 0)
    #expect(frame.text(ofRow: 0) == "a\\e[2Jb\\u{7}\\u{9B}\\u{202E}")
    #expect(!frame.cells.contains { $0.grapheme.unicodeScalars.contains(where: TerminalText.isUnsafe) })
  }

  @Test("restyling keeps the text and takes a wide character whole")
  func restyle() {
    var frame = Frame(width: 6, height: 1)
    frame.write("ab坂c", style: .plain, row: 0, column: 0)
    frame.restyle(row: 0, columns: 3..<4) { $0.adding(.reverse) }
    #expect(frame.row(0).map { $0.style.attributes.contains(.reverse) } == [false, false, true, true, false, false])
    #expect(frame.text(ofRow: 0) == "ab坂c")
  }

  @Test("styles from the project's attributes and tones, and their SGR from one pen to the next")
  func styles() {
    let title = CellStyle(.title, colors: Style.standard.colors)
    #expect(title == CellStyle(attributes: .bold))
    #expect(CellStyle(.number, colors: Style.standard.colors) == CellStyle(foreground: .cyan))
    #expect(CellStyle(.title, colors: nil) == .plain)
    #expect(
      CellStyle([.bold, .foreground(.red), .foreground(.bright(.blue)), .background(.palette(236))])
        == CellStyle(attributes: .bold, foreground: .bright(.blue), background: .palette(236)))
    #expect(title.transition(from: .plain) == "\u{1B}[1m")
    #expect(title.adding(.reverse).transition(from: title) == "\u{1B}[7m")
    #expect(title.transition(from: title.adding(.reverse)) == "\u{1B}[0;1m")
    #expect(CellStyle.plain.transition(from: title) == "\u{1B}[m")
    #expect(title.transition(from: title) == "")
    let rgb = CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), background: .bright(.white))
    #expect(rgb.transition(from: .plain) == "\u{1B}[38;2;1;2;3;107m")
  }
}
