import Foundation
import TestSupport
import Testing

/// `flows pick ARGUMENTS` with `home` as its home and state folder, at the time `now`.
private func pick(_ arguments: [String], input: String = "", home: URL, now: Double) throws -> (
  output: String, errors: String, status: Int32
) {
  let feed = home.appendingPathComponent("lines")
  try Data(input.utf8).write(to: feed)
  let process = Process()
  process.executableURL = BuiltProducts.flows
  process.arguments = ["pick"] + arguments
  process.standardInput = try FileHandle(forReadingFrom: feed)
  process.environment = TestEnvironment.explicit(home: home.path, extra: ["FLOWS_NOW": "\(now)"])
  let (output, errors) = (Pipe(), Pipe())
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let printed = output.fileHandleForReading.readDataToEndOfFile()
  let said = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: printed, as: UTF8.self), String(decoding: said, as: UTF8.self), process.terminationStatus)
}

@Suite("flows pick: --typos, and --history-key's choices remembered")
struct PickChoicesTests {
  let lines = "AC/DC / Back in Black / Hells Bells\nIron Maiden / Powerslave / Aces High\nAcid / Maximum Metal / Acid\n"

  @Test("--typos prints the lines one letter off below, and says so on stderr; off without it")
  func typos() throws {
    try withTemporaryFolder { home in
      let input = "projects/notes.md\nREADME.md\n"
      let plain = try pick(["--filter", "porjects"], input: input, home: home, now: 0)
      #expect(plain.output.isEmpty && plain.status == 1)
      let forgiving = try pick(["--typos", "--filter", "porjects"], input: input, home: home, now: 0)
      #expect(forgiving.output == "projects/notes.md\n")
      #expect(forgiving.status == 0)
      #expect(forgiving.errors.contains("no line matches \"porjects\"; the last 1 line printed are one letter off"))
      let quoted = try pick(["--typos", "--filter", "'porjects"], input: input, home: home, now: 0)
      #expect(quoted.output.isEmpty && quoted.status == 1)
    }
  }

  @Test("a choice remembered comes first for the same or a longer query, fades, and is forgotten")
  func remembered() throws {
    try withTemporaryFolder { home in
      let day = 24.0 * 3_600
      let before = try pick(["--history-key", "music", "--filter", "ac"], input: lines, home: home, now: 0)
      #expect(before.output.split(separator: "\n").first != "Iron Maiden / Powerslave / Aces High")
      let told = try pick(
        ["--history-key", "music", "--remember", "Iron Maiden / Powerslave / Aces High", "--filter", "ac"],
        home: home, now: 0)
      #expect(told.status == 0 && told.output.isEmpty)
      let file = home.appendingPathComponent("state/consoleflow/choices/music.json").path
      let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      for query in ["ac", "aces"] {
        let after = try pick(["--history-key", "music", "--filter", query], input: lines, home: home, now: day)
        #expect(after.output.split(separator: "\n").first == "Iron Maiden / Powerslave / Aces High", "\(query)")
      }
      let other = try pick(["--history-key", "files", "--filter", "ac"], input: lines, home: home, now: day)
      #expect(other.output == before.output, "another list's choices")
      let without = try pick(["--filter", "ac"], input: lines, home: home, now: day)
      #expect(without.output == before.output, "off unless asked")
      let faded = try pick(["--history-key", "music", "--filter", "ac"], input: lines, home: home, now: 60 * day)
      #expect(faded.output == before.output)
      #expect(try pick(["--forget", "--history-key", "music"], home: home, now: day).status == 0)
      #expect(!FileManager.default.fileExists(atPath: file))
      let forgotten = try pick(["--history-key", "music", "--filter", "ac"], input: lines, home: home, now: day)
      #expect(forgotten.output == before.output)
    }
  }
}
