import ConsoleFlow
import ConsoleFlowTesting
import FilesFlow
import Foundation
import TestSupport
import Testing

/// A small tree in `folder/fixture` with fixed times and modes and relative links, so what the
/// browser shows is the same wherever the folder is.
private func makeTree(in folder: URL) throws -> String {
  let root = folder.appendingPathComponent("fixture").path
  let manager = FileManager.default
  try manager.createDirectory(atPath: "\(root)/music/albums", withIntermediateDirectories: true)
  try Data("hello\n".utf8).write(to: URL(fileURLWithPath: "\(root)/readme.txt"))
  try Data(count: 3000).write(to: URL(fileURLWithPath: "\(root)/music/song.mp3"))
  try manager.createSymbolicLink(atPath: "\(root)/music/back-to-top", withDestinationPath: "..")
  try manager.createSymbolicLink(atPath: "\(root)/shortcut", withDestinationPath: "music/albums")
  let time = Date(timeIntervalSince1970: 1_700_000_000)
  for path in ["readme.txt", "music/song.mp3", "music/albums", "music", ""] {
    try manager.setAttributes(
      [.modificationDate: time, .posixPermissions: path.contains(".") ? 0o644 : 0o755], ofItemAtPath: "\(root)/\(path)")
  }
  return root
}

/// The browser started at `fixture`, a path relative to `folder`.
private func browse(_ folder: URL, at path: String = "fixture") throws -> Flow<Never> {
  Flow(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: path, relativeTo: folder.path)))
}

@Suite("The file browser flow")
struct FilesFlowTests {
  @Test("folders push folder screens, files show size, time and permissions; golden transcript")
  func browsing() throws {
    try withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      try expectTranscript(GoldenFiles.transcript("browsing", of: "Files")) { arguments in
        try browse(folder, at: arguments[0])
      }
    }
  }

  @Test("paths stay as the user gave them: relative below a relative start, absolute below an absolute one")
  func pathsAsGiven() throws {
    try withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      var relative = FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture/", relativeTo: folder.path))
      )
      relative.send(["music", "song"])
      #expect(relative.page.body.first == "Path:         fixture/music/song.mp3")
      var absolute = FlowDriver(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)))
      absolute.send(["music", "song"])
      #expect(absolute.page.body.first == "Path:         \(root)/music/song.mp3")
    }
  }

  @Test("a link back to its own folder shows a notice instead of looping; back leaves it")
  func symlinkLoop() throws {
    try withTemporaryFolder { folder in
      _ = try makeTree(in: folder)
      var driver = FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)))
      driver.send(["music", "back-to-top"])
      #expect(driver.depth == 3)
      #expect(driver.page.body.first == "back-to-top is a link to .., a folder that contains it.")
      driver.send(":back")
      #expect(driver.labels == ["albums/", "back-to-top/", "song.mp3"])
    }
  }

  @Test("a folder that cannot be read gives a message and the user stays")
  func unreadableFolder() throws {
    try withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      var driver = FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)),
        strict: false)
      // The folder disappears between listing and opening, which makes it unreadable even for root.
      try FileManager.default.removeItem(atPath: "\(root)/music")
      driver.send("music")
      #expect(driver.depth == 1)
      #expect(driver.message == "fixture/music: no such file or directory")
    }
  }

  @Test("a missing start folder throws, naming it")
  func missingStart() throws {
    let error = #expect(throws: FileSystem.Unreadable.self) {
      try FolderListing(folder: FileSystem.folder(at: "/nonexistent/folder"))
    }
    #expect(error?.path == "/nonexistent/folder")
  }
}
