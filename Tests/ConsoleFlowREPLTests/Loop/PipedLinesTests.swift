import Testing

@testable import ConsoleFlowREPL

@Suite("Lines of a pipe, as they come")
struct PipedLinesTests {
  @Test("whole lines go out as their newline comes; a return before it is dropped; the last one at the end")
  func lines() {
    var lines = PipedLines()
    lines.take(Array("AC/DC\r\n2\n:ba".utf8))
    #expect(lines.next() == "AC/DC")
    #expect(lines.next() == "2")
    #expect(lines.next() == nil, ":ba waits for the rest of its line")
    lines.take(Array("ck\n".utf8))
    #expect(lines.next() == ":back")
    #expect(!lines.ended)
  }

  @Test("bytes that are not UTF-8 are read, never a crash")
  func notUTF8() {
    var lines = PipedLines()
    lines.take([0x66, 0xFF, 0x6F, 0x0A])
    #expect(lines.next() == "f\u{FFFD}o")
  }
}
