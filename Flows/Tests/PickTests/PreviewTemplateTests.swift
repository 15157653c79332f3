import Foundation
import Pick
import Testing

/// `--preview`'s placeholders, filled as fzf fills them: the line's bytes only ever reach the
/// shell quoted, so what `sh` runs prints them back as they are, whatever they hold.
@Suite("The preview's command")
struct PreviewTemplateTests {
  /// What `sh -c` prints running `template`'s command for `line`.
  private func printed(
    _ template: String, line: String, number: Int = 0, query: String = "", delimiter: String? = nil
  ) throws -> String {
    var files: [String] = []
    defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
    let command = try PreviewTemplate(template, delimiter: delimiter).command(
      line: Array(line.utf8), number: number, query: query, files: &files)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", String(decoding: command, as: UTF8.self)]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    return String(decoding: bytes, as: UTF8.self)
  }

  static let hostile = [
    "plain", "it's", "\"$(touch /tmp/flows-pwned)\"", "`id`; rm -rf ~", "a\\b\\'c", "$HOME ${PATH}", "*", "-n",
    "tab\there", "new\nline", "",
  ]

  @Test("{} is the line, quoted: shell syntax in it stays text", arguments: hostile)
  func wholeLine(line: String) throws {
    #expect(try printed("printf '%s' {}", line: line) == line)
    #expect(try printed("printf '%s' {+}", line: line) == line, "the chosen lines are the line under the cursor")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/flows-pwned"))
  }

  @Test("fields, the query and the number, each quoted")
  func placeholders() throws {
    let line = "17:Led 'Zep':IV"
    #expect(try printed("printf '%s|' {2} {-1} {1..2}", line: line, delimiter: ":") == "Led 'Zep'|IV|17:Led 'Zep'|")
    #expect(try printed("printf '%s|' {q} {q:2}", line: "x", query: "a $(b) c") == "a $(b) c|$(b)|")
    #expect(try printed("printf '%s|' {n} {2}", line: "a  b ", number: 7) == "7|b|", "spaces around a field trimmed")
    #expect(try printed("printf '%s|' {2} {s2}", line: "x: b :y", delimiter: ":") == "b| b |", "s keeps them")
  }

  @Test("{r} is left unquoted, \\{} is text, {f} is a file holding the line")
  func flags() throws {
    #expect(try printed("echo {r}", line: "one   two") == "one two\n")
    #expect(try printed("printf '%s' \\{}", line: "x") == "{}")
    #expect(try printed("cat {f}", line: "it's $(x)") == "it's $(x)\n")
  }

  @Test("what reads the query or the number says so; {*} (every match) is refused in words")
  func reads() throws {
    #expect(try PreviewTemplate("cat {q}", delimiter: nil).readsQuery)
    #expect(try !PreviewTemplate("cat {}", delimiter: nil).readsQuery)
    #expect(try PreviewTemplate("sed -n {n}p", delimiter: nil).readsNumber)
    #expect(
      performing: { try PreviewTemplate("echo {*}", delimiter: nil) },
      throws: { ($0 as? PreviewTemplate.Unsupported)?.placeholder == "{*}" })
  }
}
