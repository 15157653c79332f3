@_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import Subprocess
import TestSupport
import Testing

/// `flows check`: each shipped flow explored on its data or a fixture, every screen and case of
/// its map reached or the report saying why not; a finding exits 1.
@Suite("flows check")
struct CheckCommandTests {
  @Test("music, on the Chinook catalog: every screen and case reached, no findings")
  func music() throws {
    let result = try flows(["check", "music", "--depth", "3"])
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(result.output.hasPrefix("no findings; 5 of 5 screens and 2 of 2 branch cases reached;"), "\(result.output)")
  }

  @Test("dreams, on a scratch journal: every form reached through its answers, the file named never written")
  func dreams() throws {
    try withTemporaryFolder { folder in
      let journal = folder.appendingPathComponent("mine.json").path
      let result = try flows(["check", "dreams", "--file", journal])
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(
        result.output.hasPrefix("no findings; 8 of 8 screens and 0 of 0 branch cases reached;"), "\(result.output)")
      #expect(!FileManager.default.fileExists(atPath: journal), "the check writes to a scratch journal")
    }
  }

  @Test("files, on the fixture tree: folders, files and the link back up all reached")
  func files() throws {
    try withTemporaryFolder { folder in
      let tree = try makeTree(in: folder)
      let result = try flows(["check", "files", tree])
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(
        result.output.hasPrefix("no findings; 3 of 3 screens and 3 of 3 branch cases reached;"), "\(result.output)")
      let relative = try flows(["check", "--in", folder.path, "files", "fixture/music"])
      #expect(relative.status == 0, "\(relative.output)\(relative.errors)")
    }
  }

  @Test("files, on a tree without a link back up: the case not reached is named, with why")
  func filesWithoutALoop() throws {
    try withTemporaryFolder { folder in
      let tree = folder.appendingPathComponent("plain")
      try FileManager.default.createDirectory(
        at: tree.appendingPathComponent("inner"), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: tree.appendingPathComponent("inner/file.txt"))
      let result = try flows(["check", "files", tree.path])
      #expect(result.status == 0, "nothing not reached is a finding: \(result.output)")
      #expect(result.output.contains("Not reached:\n- Link back up: no item tried on Folder led there"))
      // For CI: the same report, and status 1 for what was not reached.
      let required = try flows(["check", "files", tree.path, "--require-coverage"])
      #expect(required.status == 1)
      #expect(required.output.contains("Not reached:\n- Link back up: no item tried on Folder led there"))
      let covered = try flows(["check", "music", "--depth", "3", "--require-coverage"])
      #expect(covered.status == 0, "\(covered.output)")
    }
  }

  @Test("git, on the fixture repository: commits, files and diffs reached, no findings")
  func git() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let result = try flows(["check", "git", fixture])
      #expect(result.status == 0, "\(result.output)\(result.errors)")
      #expect(result.output.hasPrefix("no findings; 3 of 3 screens"), "\(result.output)")
    }
  }

  @Test("a history git cannot read to its end is a finding: status 1, the load and its path named")
  func findingExitsOne() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let log = try await Subprocess.run(
        .name("git"), arguments: ["-C", fixture, "log", "--format=%H"], output: .string(limit: 1 << 16))
      let third = try #require(log.standardOutput.split(separator: "\n").dropFirst(2).first)
      try FileManager.default.removeItem(atPath: "\(fixture)/.git/objects/\(third.prefix(2))/\(third.dropFirst(2))")
      let result = try flows(["check", "git", fixture])
      #expect(result.status == 1)
      #expect(result.output.contains("Findings:\n- a load failed on Commits: Loading commits: "), "\(result.output)")
    }
  }

  @Test("an unknown flow, arguments the flow does not take and a bad bound are said in words")
  func badArguments() throws {
    let unknown = try flows(["check", "jukebox"])
    #expect(unknown.status == 1)
    #expect(unknown.errors.hasPrefix("flows: no shipped flow is called \"jukebox\" (the flows: music, dreams"))
    let foreign = try flows(["check", "music", "--colour"])
    #expect(foreign.status == 1)
    #expect(foreign.errors.hasPrefix("flows: the arguments (--colour) are not music's: "), "\(foreign.errors)")
    let depth = try flows(["check", "music", "--depth=-1"])
    #expect(depth.status == 64)
    #expect(depth.errors.contains("--depth is a number of choices, 0 or more"))
  }

  @Test("any budget is taken: a very long one means no limit, none that is no number of seconds")
  func budgets() throws {
    let endless = try flows(["check", "music", "--depth", "1", "--budget", "1e18"])
    #expect(endless.status == 0, "\(endless.output)\(endless.errors)")
    for refused in ["0", "-1", "nan", "inf"] {
      let result = try flows(["check", "music", "--budget=\(refused)"])
      #expect(result.status == 64, "\(refused): \(result.errors)")
      #expect(result.errors.contains("--budget is a number of seconds above 0"), "\(refused)")
    }
  }
}
