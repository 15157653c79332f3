import ConsoleFlow
import Foundation
import MusicFlow
import Testing

/// Runs the built `flows` binary with piped input and answers its output, errors and status.
private func flows(_ arguments: [String], input: String = "") throws -> (output: String, errors: String, status: Int32) {
  let process = Process()
  process.executableURL = Tmux.flowsBinary
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["COLUMNS"] = "80"
  environment["LINES"] = "24"
  process.environment = environment
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let errors = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self), process.terminationStatus)
}

@Suite("The flows command")
struct FlowsCommandTests {
  @Test("piped input runs headless and prints exactly the transcript, inputs echoed after their prompts")
  func pipedInputIsATranscript() throws {
    let lines = ["AC/DC", "Let There Be Rock", "Whole Lotta Rosie", "~", ":quit"]
    let result = try flows(["music"], input: lines.joined(separator: "\n") + "\n")
    let expected = transcript(Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists), lines)
    #expect(result.output == expected)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
  }

  @Test("end of input stops cleanly with status 0")
  func endOfInput() throws {
    let result = try flows(["music"], input: "Iron Maiden\n")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("  20  The X Factor                     11 tracks\n"))
    #expect(result.errors.isEmpty)
  }

  @Test("output into a closed pipe ends quietly")
  func closedPipe() throws {
    let script = "printf 'Iron Maiden\\n:next\\n:prev\\n:next\\n' | '\(Tmux.flowsBinary.path)' music 2>&1 | head -3; echo \"status ${PIPESTATUS[1]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(output == "Artists\n275 artists\n1–20 of 275\nstatus 0\n")
  }

  @Test("a missing catalog gives one line naming the path, and status 1")
  func missingCatalog() throws {
    let result = try flows(["music", "--catalog", "/nonexistent/music.sqlite"])
    #expect(result.status == 1)
    #expect(result.errors == "flows: /nonexistent/music.sqlite: no such file\n")
    #expect(result.output.isEmpty)
  }

  @Test("a file that is no Chinook catalog is named with its problem, and status 1")
  func wrongCatalog() throws {
    let notADatabase = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-catalog-\(UUID()).sqlite")
    try Data("hello, this is text".utf8).write(to: notADatabase)
    defer { try? FileManager.default.removeItem(at: notADatabase) }
    let result = try flows(["music", "--catalog", notADatabase.path])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("flows: \(notADatabase.path): "))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test("alone, it lists the shipped flows; music --help documents the options")
  func listsAndHelps() throws {
    let listing = try flows([])
    #expect(listing.output.contains("music   Browse a music catalog"))
    let help = try flows(["music", "--help"])
    #expect(help.output.contains("--catalog <catalog>"))
    #expect(help.output.contains("--color <color>"))
  }
}
