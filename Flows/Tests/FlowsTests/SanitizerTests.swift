import Foundation
import TestSupport
import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

/// Text that would retitle the terminal, clear it and ring its bell if it reached it raw.
private let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\u{202E}"

/// Whether `text` holds a control character other than a newline: a byte that would drive a terminal.
private func holdsControls(_ text: String) -> Bool {
  text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" }
}

/// Every writer of the `flows` command, given hostile text, writes it escaped: pages, echoed
/// input, errors on stderr, recorded transcripts, prompt defaults, diffs.
@Suite("One sanitizer at the boundary")
struct SanitizerTests {
  @Test("echoed piped input and its rejection message")
  func echo() throws {
    let result = try flows(["music", "--color=never"], input: hostile + "\n")
    #expect(!holdsControls(result.output) && !holdsControls(result.errors))
    #expect(result.output.contains("Artists> \\e]0;pwned\\u{7}\\e[2J"))
  }

  @Test("a strict script's error on stderr")
  func scriptError() throws {
    try withTemporaryFolder { folder in
      let script = folder.appendingPathComponent("s").path
      try (hostile + "\n").write(toFile: script, atomically: true, encoding: .utf8)
      let result = try flows(["music", "--script", script])
      #expect(result.status == 1)
      #expect(!holdsControls(result.errors) && result.errors.contains("\\e]0;pwned"))
    }
  }

  @Test("a recorded transcript's input lines, which still replay exactly")
  func recording() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("r.transcript").path
      _ = try flows(["music", "--record", path], input: hostile + "\nAC/DC\n")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!holdsControls(text))
      #expect(try TranscriptFile(parsing: text).inputs == [hostile, "AC/DC"])
      #expect(try flows(["test", path]).status == 0)
    }
  }

  @Test("a text prompt's default and a list's labels from a journal's data")
  func promptDefault() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("j.json").path
      let json =
        "[{\"title\": \"\(hostile.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined())\", "
        + "\"description\": \"\", \"creature\": \"none\", \"effects\": []}]"
      try json.write(toFile: path, atomically: true, encoding: .utf8)
      let result = try flows(["dreams", "--file", path, "--color=always"], input: "1\n1\n")
      #expect(result.output.contains("Title [\\e]0;pwned\\u{7}"))
      let withoutColour = result.output.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(!holdsControls(withoutColour), "only the pages' own colour codes reach the terminal")
    }
  }

  @Test("the diff flows test prints, and the path it names")
  func diff() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("x.transcript").path
      try "# flow: music\n# size: 80x24\n\(hostile)\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = try flows(["test", path])
      #expect(result.status == 1)
      #expect(!holdsControls(result.output) && result.output.contains("-\\e]0;pwned"))
    }
  }

  @Test("errors naming a path")
  func errorPaths() throws {
    let result = try flows(["music", "--catalog", "/tmp/\(hostile).sqlite"])
    #expect(result.status == 1)
    #expect(!holdsControls(result.errors) && result.errors.hasPrefix("flows: /tmp/\\e]0;pwned"))
  }
}
