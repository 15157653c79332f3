import Foundation
import TestSupport
import Testing

/// `flows pick` keeps within the memory it may use on every path: a line that never ends, lines
/// that never end, ranked or not, reversed, chosen among several, shown by fields. Each runs under
/// an address-space limit a crash would pass (status 134 or 139): status 2 and one line say the
/// budget held.
@Suite(
  "flows pick's memory budget holds on every path",
  .disabled(
    if: ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil,
    "a sanitizer needs the address space these tests take away"))
struct PickMemoryTests {
  /// `source | flows pick ARGUMENTS` under a 700 MB address-space limit, in a session of its own
  /// (no terminal): its status, what it printed (counted) and said.
  private func limited(_ source: String, _ arguments: [String]) throws -> (status: Int32, printed: Int, errors: String)
  {
    try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
      let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
      process.arguments = [
        "--wait", "/bin/bash", "-c",
        "ulimit -v 700000; \(source) 2>/dev/null | '\(BuiltProducts.flows.path)' pick \(quoted) | wc -c; exit ${PIPESTATUS[1]}",
      ]
      process.environment = TestEnvironment.explicit(home: home.path)
      let (output, errors) = (Pipe(), Pipe())
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, said)
    }
  }

  @Test(
    "a line that never ends (/dev/zero) stops in words with status 2",
    arguments: [
      ["-f", "a", "+s"], ["-f", "a", "--no-sort", "--with-nth", "2"], ["-f", "a"], ["-f", "a", "--tac"],
      ["-1", "-q", "a"], ["-0", "-q", "a"], ["--with-nth", "{n}"],
    ])
  func lineThatNeverEnds(arguments: [String]) throws {
    let result = try limited("cat /dev/zero", arguments)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(result.errors.hasPrefix("flows: ") && result.errors.contains("memory this program may use"))
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
  }

  @Test(
    "endless short lines stop in words with status 2 wherever every line is kept",
    arguments: [["-f", "y"], ["-f", "y", "--with-nth", "1"], ["-f", "y", "--tac", "+s"]])
  func endlessLines(arguments: [String]) throws {
    let result = try limited("yes", arguments)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(result.errors.hasPrefix("flows: the input is larger than the memory this program may use"))
  }

  @Test("--no-sort prints the matches of more lines than the budget holds, keeping none")
  func noSortKeepsNothing() throws {
    // 400 MB of lines, far more than the budget under the limit: every one printed.
    let result = try limited("yes abcdefghi | head -c 400000000", ["-f", "a", "+s"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.printed == 400_000_000)
  }
}
