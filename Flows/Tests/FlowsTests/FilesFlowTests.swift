import ConsoleFlow
import ConsoleFlowTesting
import FilesFlow
import Foundation
import TestSupport
import Testing

/// The browser started at `fixture`, a path relative to `folder`.
private func browse(_ folder: URL, at path: String = "fixture") throws -> Flow<Never> {
  Flow(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: path, relativeTo: folder.path)))
}

@Suite("The file browser flow")
struct FilesFlowTests {
  @Test("folders push folder screens, files show size, time and permissions; golden transcript")
  func browsing() async throws {
    try await withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      try await expectTranscript(GoldenFiles.transcript("browsing", of: "Files")) { arguments in
        try browse(folder, at: arguments[0])
      }
    }
  }

  @Test("paths stay as the user gave them: relative below a relative start, absolute below an absolute one")
  func pathsAsGiven() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      var relative = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture/", relativeTo: folder.path))
      )
      await relative.send(["music", "song"])
      #expect(relative.page.body.first == "Path:         fixture/music/song.mp3")
      var absolute = await FlowDriver(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)))
      await absolute.send(["music", "song"])
      #expect(absolute.page.body.first == "Path:         \(root)/music/song.mp3")
    }
  }

  @Test("a link back to its own folder shows a notice instead of looping; back leaves it")
  func symlinkLoop() async throws {
    try await withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      var driver = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)))
      await driver.send(["music", "back-to-top"])
      #expect(driver.depth == 3)
      #expect(driver.page.body.first == "back-to-top is a link to .., a folder that contains it.")
      await driver.send(":back")
      #expect(driver.labels == ["albums/", "back-to-top/", "song.mp3"])
    }
  }

  @Test("a folder that cannot be read gives a message and the user stays")
  func unreadableFolder() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      var driver = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)),
        strict: false)
      // The folder disappears between listing and opening, which makes it unreadable even for root.
      try FileManager.default.removeItem(atPath: "\(root)/music")
      await driver.send("music")
      #expect(driver.depth == 1)
      #expect(driver.message == "fixture/music: no such file or directory")
    }
  }

  @Test("a missing start folder throws, naming it")
  func missingStart() async throws {
    let error = #expect(throws: FileSystem.Unreadable.self) {
      try FolderListing(folder: FileSystem.folder(at: "/nonexistent/folder"))
    }
    #expect(error?.path == "/nonexistent/folder")
  }
}
