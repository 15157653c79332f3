import Foundation
import Testing

@testable @_spi(Flows) import ConsoleFlow

/// `:where`'s quoting: what dash, the strictest POSIX shell at hand, reads back byte for byte.
@Suite("Words quoted for dash")
struct ShellWordPOSIXTests {
  static let words: [[UInt8]] = [
    Array("plain".utf8), [], Array("two words".utf8), Array("it's".utf8), Array("line\nbreak".utf8),
    Array("\n".utf8), Array("a\tb".utf8), Array("\u{1B}]0;title\u{07}".utf8), Array("é ü $`\"\\'".utf8),
    [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x64, 0x62], [0xFF, 0x0A, 0xFE], [0x27, 0xC3], Array("\u{202E}evil".utf8),
    Array("trailing\n\n".utf8), [0x25, 0x73, 0x5C, 0x6E],
  ]

  @Test("forms: bare, single quotes with a newline as itself, printf for bytes that are not UTF-8")
  func forms() {
    #expect(ShellWord.posixQuoted(bytes: Array("Track/12".utf8)) == "Track/12")
    #expect(ShellWord.posixQuoted(bytes: Array("it's".utf8)) == #"'it'\''s'"#)
    #expect(ShellWord.posixQuoted(bytes: Array("new\nline/".utf8)) == "'new\nline/'")
    #expect(ShellWord.posixQuoted(bytes: [0x63, 0x61, 0x66, 0xE9]) == #"'caf'"$(printf '\351')""#)
    #expect(ShellWord.posixQuoted(bytes: Array("a\u{1B}b".utf8)) == #"'a'"$(printf '\033')"'b'"#)
  }

  @Test("dash reads back every word's bytes exactly", arguments: words)
  func dashReadsItBack(word: [UInt8]) throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    // A marker after the word, so that trailing newlines count too.
    shell.arguments = ["-c", "printf '%s|' " + ShellWord.posixQuoted(bytes: word)]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    #expect(Array(printed) == word + [UInt8(ascii: "|")], "\(ShellWord.posixQuoted(bytes: word).debugDescription)")
  }
}
