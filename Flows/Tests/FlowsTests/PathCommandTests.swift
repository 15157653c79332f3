import FlowsTestSupport
import Foundation
import Subprocess
import TestSupport
import Testing

/// The pages of a transcript printed by a piped run, split at each prompt line.
private func pages(_ output: String) -> [String] {
  var pages: [[Substring]] = [[]]
  for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.contains("> ") && !line.hasPrefix(" ") { pages.append([]) } else { pages[pages.count - 1].append(line) }
  }
  return pages.map { $0.joined(separator: "\n") }
}

@Suite("flows --at, :where and --resume")
struct PathCommandTests {
  @Test(":where prints a command line that, pasted into a shell, reopens the same page")
  func whereReopens() async throws {
    let first = try flows(["music"], input: "/zeppelin\n1\n1\n:where\n:quit\n")
    let shown = pages(first.output)
    let before = shown[3]
    let command = try #require(shown[4].split(separator: "\n").last.map(String.init))
    #expect(command == "flows music --at 'Led Zeppelin' --at 'BBC Sessions [Disc 1] [Live]'")
    let folder = BuiltProducts.flows.deletingLastPathComponent().path
    let again = try await withTemporaryFolder { home in
      try await Subprocess.run(
        .path("/bin/sh"), arguments: ["-c", "printf ':quit\\n' | " + command],
        environment: .exactly(TestEnvironment.explicit(home: home.path, extra: ["PATH": folder + ":/usr/bin:/bin"])),
        output: .string(limit: 1 << 20), error: .string(limit: 1 << 16))
    }
    #expect(again.terminationStatus.isSuccess)
    #expect(pages(again.standardOutput).first == before)
  }

  @Test("a part that does not match: the deepest screen, one line on stderr; --strict exits 1")
  func mismatch() throws {
    let lenient = try flows(["music", "--at", "AC/DC", "--at", "Highway To Hell"], input: ":quit\n")
    #expect(lenient.status == 0)
    #expect(lenient.output.hasPrefix("Artists › AC/DC\n"))
    #expect(
      lenient.errors
        == "flows: The path stops at AC/DC: part 2 of 2, \"Highway To Hell\", does not match. "
        + "Nothing here is called \"Highway To Hell\".\n")
    let strict = try flows(["music", "--strict", "--at", "AC/DC", "--at", "Highway To Hell"], input: ":quit\n")
    #expect(strict.status == 1)
    #expect(strict.errors.split(separator: "\n").count == 1)
    let both = try flows(["music", "--resume", "--at", "AC/DC"])
    #expect(both.status != 0 && both.errors.contains("--resume and --at"))
  }

  @Test("--resume with piped input opens where the last session at a terminal left the flow")
  func resumePiped() throws {
    try withTemporaryFolder { folder in
      let state = folder.appendingPathComponent("state")
      try FileManager.default.createDirectory(
        at: state.appendingPathComponent("consoleflow"), withIntermediateDirectories: true)
      let saved =
        #"{"version": 1, "paths": [{"key": "music in \#(folder.path)", "path": ["Iron Maiden", "Powerslave"]}]}"#
      try saved.write(to: state.appendingPathComponent("consoleflow/paths.json"), atomically: true, encoding: .utf8)
      let resumed = try flows(
        ["music", "--resume"], input: ":where\n", environment: ["XDG_STATE_HOME": state.path], in: folder)
      #expect(resumed.status == 0, "\(resumed.errors)")
      #expect(resumed.output.hasPrefix("Artists › Iron Maiden › Powerslave\n"), "\(resumed.output)")
      #expect(resumed.output.contains("flows music --at 'Iron Maiden' --at Powerslave"))
    }
  }
}
