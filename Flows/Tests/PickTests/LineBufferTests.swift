import Pick
import Testing

/// Lines in one buffer, as `--filter` reads every line before it ranks them.
@Suite("The line buffer")
struct LineBufferTests {
  private func lines(_ buffer: LineBuffer) -> [String] {
    (0..<buffer.count).map { String(decoding: buffer[$0], as: UTF8.self) }
  }

  @Test("lines split at the separator; a trailing one starts no empty line; empty lines between count")
  func split() {
    #expect(lines(LineBuffer(Array("a\nbb\n\nc".utf8), separator: UInt8(ascii: "\n"))) == ["a", "bb", "", "c"])
    #expect(lines(LineBuffer(Array("a\nbb\n".utf8), separator: UInt8(ascii: "\n"))) == ["a", "bb"])
    #expect(lines(LineBuffer(Array("a b\0c\nd\0".utf8), separator: 0)) == ["a b", "c\nd"])
    #expect(LineBuffer([], separator: 0).count == 0)
    #expect(lines(LineBuffer(Array("\n".utf8), separator: UInt8(ascii: "\n"))) == [""])
  }

  @Test("each line in place, by its position, as the ranking reads them")
  func inPlace() {
    let buffer = LineBuffer(joining: [Array("Led".utf8), [], [0xFF, 0x41]])
    let read = buffer.withLines { count, line in (0..<count).map { Array(line($0)) } }
    #expect(read == [Array("Led".utf8), [], [0xFF, 0x41]])
    #expect(buffer.byteCount == 8, "each line's bytes and one between each two")
  }

  @Test("--with-nth makes the lines it shows, in the same order; past the budget, too large")
  func shown() throws {
    let buffer = LineBuffer(Array("1:Led Zeppelin\n2:Queen\n3\n".utf8), separator: UInt8(ascii: "\n"))
    let names = try WithNth("2", delimiter: ":")
    #expect(lines(try LineBuffer.shown(buffer, by: names, budget: 1 << 20)) == ["Led Zeppelin", "Queen", ""])
    #expect(throws: PickLines.TooLarge.self) { try LineBuffer.shown(buffer, by: names, budget: 20) }
  }
}
