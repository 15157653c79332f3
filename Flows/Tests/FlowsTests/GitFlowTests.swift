import FlowsTestSupport
import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import Subprocess
import GitFlow
import TestSupport
import Testing

/// The browser on the repository at `path`, relative to `folder`, as `flows git` starts it.
private func browse(_ folder: URL, at path: String) async throws -> Flow<Never> {
  let repository = try await Repository.open(folder.appendingPathComponent(path).path)
  return Flow(GitBrowser.navigation(repository: repository), input: repository.commits())
}

/// The branch HEAD names in the repository at `path`.
private func currentBranch(_ path: String) throws -> String {
  let head = try String(contentsOfFile: path + "/.git/HEAD", encoding: .utf8)
  return String(head.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("ref: refs/heads/".count))
}

@Suite("flows git: a history browser made of generic screens and loads")
struct GitFlowTests {
  @Test("commits, a merge against its first parent, a rename, a root commit, a binary file, bytes that are not UTF-8")
  func golden() async throws {
    try await withTemporaryFolder { folder in
      _ = try await makeGitFixture(in: folder)
      try await expectTranscript(GoldenFiles.transcript("history", of: "Git")) { arguments in
        try await browse(folder, at: arguments[0])
      }
    }
  }

  @Test("flows test replays the golden transcript against a fixture made elsewhere")
  func replayedByFlowsTest() async throws {
    try await withTemporaryFolder { folder in
      _ = try await makeGitFixture(in: folder)
      let result = try flows(["test", "--in", folder.path, GoldenFiles.transcript("history", of: "Git")])
      #expect(result.status == 0, "\(result.output)")
    }
  }

  @Test("a filter searches subject, author and hash")
  func filterSearchesAuthorAndHash() async throws {
    try await withTemporaryFolder { folder in
      _ = try await makeGitFixture(in: folder)
      let repository = try await Repository.open(folder.appendingPathComponent("fixture").path)
      var driver = await FlowDriver(GitBrowser.navigation(repository: repository), input: repository.commits())
      let hash = try #require(driver.page.items.first?.detail?.prefix(7))
      await driver.send("/\(hash)")
      #expect(driver.page.items.count == 1)
      await driver.send("/lovelace")
      #expect(driver.page.items.count == 7)
    }
  }

  @Test("a folder inside the work tree, and a bare clone, open; elsewhere, one clear reason")
  func repositories() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      try FileManager.default.createDirectory(atPath: fixture + "/deep/er", withIntermediateDirectories: true)
      _ = try await Repository.open(fixture + "/deep/er")
      let clone = try await Subprocess.run(
        .name("git"), arguments: ["clone", "-q", "--bare", fixture, folder.path + "/bare.git"], output: .discarded)
      #expect(clone.terminationStatus.isSuccess)
      let bare = try flows(["git", folder.path + "/bare.git"], input: ":quit\n")
      #expect(bare.status == 0 && bare.output.contains("1–7 of 7"))
      let empty = try await Subprocess.run(
        .name("git"), arguments: ["init", "-q", folder.path + "/empty"], output: .discarded)
      #expect(empty.terminationStatus.isSuccess)
      let nothing = try flows(["git", folder.path + "/empty"], input: ":quit\n")
      #expect(
        nothing.status == 0 && nothing.output.hasPrefix("Commits\nNothing here.\n"), "a new repository's empty history")
      let outside = try flows(["git", folder.path], input: ":quit\n")
      #expect(outside.status == 1)
      #expect(outside.errors.hasPrefix("flows: not a git repository"))
      // A repository whose newest commit is gone from its objects.
      let head = try String(contentsOfFile: fixture + "/.git/refs/heads/" + currentBranch(fixture), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try FileManager.default.removeItem(atPath: "\(fixture)/.git/objects/\(head.prefix(2))/\(head.dropFirst(2))")
      let corrupt = try flows(["git", fixture], input: ":quit\n")
      #expect(corrupt.status == 1)
      #expect(corrupt.errors.hasPrefix("flows: ") && corrupt.errors.split(separator: "\n").count == 1)
      let missing = try flows(["git", fixture], input: ":quit\n", environment: ["PATH": "/nonexistent"])
      #expect(missing.status == 1)
      #expect(missing.errors == "flows: git was not found on PATH; install git to browse a history\n")
    }
  }
}
