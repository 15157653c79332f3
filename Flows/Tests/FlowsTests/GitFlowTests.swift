@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import FlowsTestSupport
import Foundation
import GitFlow
import Subprocess
import TestSupport
import Testing

/// The browser on the repository at `path`, relative to `folder`, as `flows git` starts it.
private func browse(_ folder: URL, at path: String) async throws -> Flow<Never> {
  let repository = try await Repository.open(folder.appendingPathComponent(path).path)
  return Flow(GitBrowser.navigation(repository: repository), input: repository.commits())
}

/// A lenient driver of the browser on the repository at `path`.
private func driving(_ path: String) async throws -> FlowDriver<Never> {
  let repository = try await Repository.open(path)
  return await FlowDriver(GitBrowser.navigation(repository: repository), input: repository.commits(), strict: false)
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
      // Quoted, the hash is matched whole: its letters in order could stand in another commit.
      await driver.send("/'\(hash)")
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
      #expect(outside.errors == "flows: \(folder.path): not a git repository (nor is any folder above it)\n")
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

  @Test("a history cut short by a missing object keeps the commits git printed, to browse, filter and open")
  func partialHistory() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let complete = try await driving(fixture).labels
      // The third commit's object goes missing: git log prints the newer ones, then fails.
      let log = try await Subprocess.run(
        .name("git"), arguments: ["-C", fixture, "log", "--format=%H"], output: .string(limit: 1 << 16))
      let third = try #require(log.standardOutput.split(separator: "\n").dropFirst(2).first)
      try FileManager.default.removeItem(atPath: "\(fixture)/.git/objects/\(third.prefix(2))/\(third.dropFirst(2))")
      var driver = try await driving(fixture)
      let printed = driver.labels.count
      #expect(printed >= 1 && printed < 7, "git printed some commits before it failed")
      #expect(driver.page.status?.hasPrefix("1–\(printed) of \(printed), incomplete (loading failed: ") == true)
      #expect(driver.labels == Array(complete.prefix(printed)))
      await driver.send("/\(complete[0].prefix(8))")
      #expect(driver.labels == [complete[0]])
      await driver.send("1")
      #expect(driver.page.items.first?.label == "Message and details")
    }
  }

  @Test("a git that writes a megabyte of warnings and succeeds still gives the whole history")
  func chattyGit() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let real = try #require(TestEnvironment.location(of: "git"))
      let bin = folder.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try """
      #!/bin/sh
      head -c 1048576 /dev/zero | tr '\\0' w >&2
      exec '\(real)' "$@"
      """.write(to: bin.appendingPathComponent("git"), atomically: true, encoding: .utf8)
      chmod(bin.appendingPathComponent("git").path, 0o755)
      let result = try flows(
        ["git", fixture], input: "1\n:quit\n", environment: ["PATH": bin.path + ":" + TestEnvironment.path])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.contains("1–7 of 7") && result.output.contains("Message and details"))
    }
  }

  @Test("a subject or an author holding any byte but NUL is shown, never dropped")
  func fieldsWithSeparatorBytes() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      try await git(
        fixture, "-c", "user.name=Ada \u{1F}Unit", "commit", "-q", "--allow-empty", "-m", "Odd \u{1F} subject")
      var driver = try await driving(folder.appendingPathComponent("fixture").path)
      #expect(driver.labels.first == "Odd \u{1F} subject")
      #expect(driver.page.items.first?.detail?.contains("Ada \u{1F}Unit") == true)
      #expect(driver.page.status == "1–8 of 8")
      await driver.send("/unit")
      #expect(driver.labels.count == 1)
    }
  }

  @Test("a file whose name is not UTF-8 opens its diff: its name goes back to git byte for byte")
  func fileNameNotUTF8() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let name = Array("bad".utf8) + [0xFF, 0xFE] + Array("utf8.txt".utf8)
      let path = Array(fixture.utf8) + [UInt8(ascii: "/")] + name + [0]
      let descriptor = path.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
      }
      #expect(descriptor >= 0)
      _ = "hello\n".withCString { write(descriptor, $0, 6) }
      close(descriptor)
      try await git(fixture, "add", "-A")
      try await git(fixture, "commit", "-q", "-m", "A name that is not UTF-8")
      var driver = try await driving(folder.appendingPathComponent("fixture").path)
      await driver.send(["1", "2"])
      #expect(driver.page.title == "bad\u{FFFD}\u{FFFD}utf8.txt")
      #expect(driver.page.body.map(\.text).contains("+hello"), "\(driver.page.body)")
    }
  }
}

/// Runs git in `repository` with fixed author dates, for tests that add to the fixture.
private func git(_ repository: String, _ arguments: String...) async throws {
  let result = try await Subprocess.run(
    .name("git"), arguments: Arguments(["-C", repository] + arguments),
    environment: .exactly([
      "PATH": TestEnvironment.path, "HOME": repository, "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_AUTHOR_DATE": "2024-02-01T10:00:00+00:00", "GIT_COMMITTER_DATE": "2024-02-01T10:00:00+00:00",
    ]), output: .discarded, error: .string(limit: 1 << 16))
  guard result.terminationStatus.isSuccess else { throw FixtureFailed(description: result.standardError) }
}
