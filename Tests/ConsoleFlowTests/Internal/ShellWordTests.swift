import Foundation
import Testing

@testable @_spi(Flows) import ConsoleFlow

@Suite("Words quoted for a POSIX shell")
struct ShellWordTests {
  @Test(
    "a word comes back whole from what the quoter wrote, whatever it holds",
    arguments: ["plain", "", "two words", "it's", "-rf", "a\tb", "line\nbreak", "\u{1B}]0;title\u{07}", "é ü", "\\'$`"])
  func roundTrip(_ word: String) throws {
    #expect(try ShellWord.words(ShellWord.quoted(word)) == [word])
  }

  @Test("a word of plain characters stays bare; one a terminal would not show is written in $'…'")
  func forms() {
    #expect(ShellWord.quoted("Track/12") == "Track/12")
    #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
    #expect(ShellWord.quoted("a\u{1B}b") == #"$'a\x1bb'"#)
  }

  @Test("bytes for a command line: in single quotes, every byte as itself, a quote closed and opened")
  func bytes() throws {
    let bytes: [UInt8] = [0x61, 0x27, 0xFF, 0x0A, 0x24]
    #expect(ShellWord.quoted(bytes: bytes) == Array("'a'\\''".utf8) + [0xFF, 0x0A, 0x24, 0x27])
    #expect(
      try ShellWord.words(String(decoding: ShellWord.quoted(bytes: Array("a 'b'".utf8)), as: UTF8.self)) == ["a 'b'"])
  }
}
