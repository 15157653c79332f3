@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// A frame of `lines`, each at its row's start, in `style`.
private func frame(_ lines: [String], width: Int = 20, height: Int = 5, style: CellStyle = .plain) -> Frame {
  var frame = Frame(width: width, height: height)
  for (row, line) in lines.enumerated() { frame.write(line, style: style, row: row, column: 0) }
  return frame
}

/// Draws `frames` one after the other on a screen, checking each is shown exactly; answers
/// the bytes of each.
private func drawn(_ frames: [Frame], synchronized: Bool = false, sourceLocation: SourceLocation = #_sourceLocation)
  -> [String]
{
  var diff = FrameDiff(synchronizedOutput: synchronized)
  var screen = ScreenEmulator(width: frames[0].width, height: frames[0].height)
  return frames.map { next in
    let bytes = diff.bytes(toShow: next)
    screen.write(bytes)
    #expect(screen.shows(next), "\(screen.cells.map { $0.map(\.grapheme).joined() })", sourceLocation: sourceLocation)
    #expect(screen.problems == [], sourceLocation: sourceLocation)
    #expect(screen.synchronizedDepth == 0, sourceLocation: sourceLocation)
    return bytes
  }
}

/// The exact bytes of small diffs: moves, runs, erasing, the cursor, scrolls.
@Suite("Frame diffs: the fewest bytes from one frame to the next")
struct FrameDiffTests {
  @Test("the first frame clears the screen and draws what is not blank")
  func firstFrame() {
    let bytes = drawn([frame(["Title", "", "  1  one"])])
    #expect(bytes == ["\u{1B}[m\u{1B}[H\u{1B}[2JTitle\u{1B}[3;3H1  one"])
  }

  @Test("the same frame again writes nothing at all")
  func unchanged() {
    let first = frame(["Title", "  1  one"])
    #expect(drawn([first, first], synchronized: true)[1] == "")
  }

  @Test("only the cells that changed are written, reached by the shortest move")
  func changedCells() {
    let bytes = drawn([frame(["Title", "  1  one", "  2  two"]), frame(["Title", "  1  one", "  2  tww"])])
    // The cursor stands after "two": back one.
    #expect(bytes[1] == "\u{1B}[Dw")
    let near = drawn([frame(["abcdefgh", "ijklmnop"]), frame(["aXcdefgh", "ijklmnoY"])])
    // Up a row and back seven, or down one and on five, cost more than the absolute moves.
    #expect(near[1] == "\u{1B}[1;2HX\u{1B}[2;8HY")
  }

  @Test("changed runs close together are written as one, unchanged cells between them rewritten")
  func closeRuns() {
    let bytes = drawn([frame(["abcdefgh"]), frame(["XbYdefgZ"])])
    // Rewriting "b" and "defg" costs no more than moving over them.
    #expect(bytes[1] == "\rXbYdefgZ")
    #expect(drawn([frame(["abcdefghijkl"]), frame(["Xbcdefghijkl"]), frame(["XbcdefghijkY"])])[2] == "\u{1B}[10CY")
  }

  @Test("a row gone blank at its end is erased at once, with the pen reset first")
  func eraseToEnd() {
    let bytes = drawn([
      frame(["a long line of text", "bold"], style: CellStyle(attributes: .bold)),
      frame(["a long", "bold"], style: CellStyle(attributes: .bold)),
    ])
    #expect(bytes[1] == "\u{1B}[1;7H\u{1B}[K")
  }

  @Test("attributes change only where they do, and the pen ends plain")
  func attributes() {
    var next = frame(["Title", "  1  one"])
    next.restyle(row: 1, columns: 0..<20) { $0.adding(.reverse) }
    let bytes = drawn([frame(["Title", "  1  one"]), next])
    #expect(bytes[1] == "\r\u{1B}[7m  1  one            \u{1B}[m")
  }

  @Test("synchronized output wraps each update that writes anything")
  func synchronized() {
    let bytes = drawn([frame(["a"]), frame(["b"])], synchronized: true)
    #expect(bytes[1] == "\u{1B}[?2026h\rb\u{1B}[?2026l")
  }

  @Test("the cursor is shown where the frame puts it and hidden when it puts none; hidden while drawing")
  func cursor() {
    var typing = frame(["Title", "> "])
    typing.cursor = Frame.Position(row: 1, column: 2)
    var typed = frame(["Title", "> ab"])
    typed.cursor = Frame.Position(row: 1, column: 4)
    let bytes = drawn([typing, typed, frame(["Title"])])
    #expect(bytes[0].hasSuffix("\u{1B}[2H>\u{1B}[C\u{1B}[?25h"))
    #expect(bytes[1] == "\u{1B}[?25lab\u{1B}[?25h")
    // Hidden while the line is blanked, and left hidden.
    #expect(bytes[2] == "\u{1B}[?25l\r    ")
    let synchronized = drawn([typing, typed], synchronized: true)
    #expect(synchronized[1] == "\u{1B}[?2026hab\u{1B}[?2026l")
  }

  @Test("a resize or a forgotten screen draws the next frame whole")
  func wholeAgain() {
    var diff = FrameDiff()
    let first = frame(["Title"])
    _ = diff.bytes(toShow: first)
    #expect(diff.bytes(toShow: frame(["Title"], width: 30)).hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J"))
    diff.forget()
    let again = diff.bytes(toShow: frame(["Title"], width: 30))
    #expect(again.hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2JTitle"))
    #expect(again.hasSuffix("\u{1B}[?25l"))
  }

  @Test("wide characters are written whole, a half overwritten rewrites the whole")
  func wide() {
    _ = drawn([frame(["坂本龍一", "ab"]), frame(["坂x龍一", "坂b"]), frame(["a坂龍一", "xy"]), frame(["", "坂本"])])
  }

  @Test("a list scrolled by a row is scrolled in place: the new row written, not the others")
  func scrolledList() {
    let rows = (1...30).map { "  \($0)  item number \($0)" }
    let before = frame(["Title"] + Array(rows[0..<8]) + ["status"], width: 30, height: 10)
    let after = frame(["Title"] + Array(rows[1..<9]) + ["status"], width: 30, height: 10)
    let bytes = drawn([before, after])[1]
    #expect(bytes.hasPrefix("\u{1B}[2;9r\u{1B}[9H\u{1B}D\u{1B}[r"))
    #expect(bytes.contains("item number 9"))
    #expect(!bytes.contains("item number 8"))
    #expect(bytes.utf8.count < 60)
    // Back up: reverse index at the region's top.
    #expect(drawn([after, before])[1].hasPrefix("\u{1B}[2;9r\u{1B}[B\u{1B}M\u{1B}[r"))
  }

  @Test("a scroll of the whole screen needs no region")
  func wholeScreenScroll() {
    let rows = (1...20).map { "line \($0) of text" }
    let bytes = drawn([frame(Array(rows[0..<6]), height: 6), frame(Array(rows[2..<8]), height: 6)])[1]
    // The cursor stands on the last row already: back to its start, and index twice.
    #expect(bytes.hasPrefix("\r\u{1B}D\u{1B}D"))
  }
}
