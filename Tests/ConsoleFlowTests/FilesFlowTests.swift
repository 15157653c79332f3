import ConsoleFlow
import ConsoleFlowTesting
import FilesFlow
import Foundation
import Testing

/// A small tree at a fixed path with fixed times and modes, so transcripts are stable.
private func makeTree() throws -> String {
  let root = "/tmp/consoleflow-files-fixture"
  let manager = FileManager.default
  try? manager.removeItem(atPath: root)
  try manager.createDirectory(atPath: "\(root)/music/albums", withIntermediateDirectories: true)
  try Data("hello\n".utf8).write(to: URL(fileURLWithPath: "\(root)/readme.txt"))
  try Data(count: 3000).write(to: URL(fileURLWithPath: "\(root)/music/song.mp3"))
  try manager.createSymbolicLink(atPath: "\(root)/music/back-to-top", withDestinationPath: root)
  try manager.createSymbolicLink(atPath: "\(root)/shortcut", withDestinationPath: "\(root)/music/albums")
  let time = Date(timeIntervalSince1970: 1_700_000_000)
  for path in ["readme.txt", "music/song.mp3", "music/albums", "music", ""] {
    try manager.setAttributes(
      [.modificationDate: time, .posixPermissions: path.contains(".") ? 0o644 : 0o755], ofItemAtPath: "\(root)/\(path)")
  }
  return root
}

@Suite("The file browser flow", .serialized)
struct FilesFlowTests {
  @Test("folders push folder screens, files show size, time and permissions; golden transcript")
  func browsing() throws {
    let root = try makeTree()
    let flow = Flow(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)))
    let text = transcript(flow, ["music", "song", "..", "albums", "~", "shortcut", ":back", "readme"])
    try assertSnapshot(text, named: "files-browsing")
  }

  @Test("a link back to its own folder shows a notice instead of looping; back leaves it")
  func symlinkLoop() throws {
    let root = try makeTree()
    var driver = FlowDriver(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)))
    driver.send(["music", "back-to-top"])
    #expect(driver.depth == 3)
    #expect(driver.page.body.first == "back-to-top is a link to \(root), a folder that contains it.")
    driver.send(":back")
    #expect(driver.labels == ["albums/", "back-to-top/", "song.mp3"])
  }

  @Test("a folder that cannot be read gives a message and the user stays")
  func unreadableFolder() throws {
    let root = try makeTree()
    var driver = FlowDriver(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)), strict: false)
    // The folder disappears between listing and opening, which makes it unreadable even for root.
    try FileManager.default.removeItem(atPath: "\(root)/music")
    driver.send("music")
    #expect(driver.depth == 1)
    #expect(driver.message == "\(root)/music: no such file or directory")
  }

  @Test("flows files on a missing folder says so in one line and exits 1")
  func missingStart() throws {
    #expect(throws: FileSystem.Unreadable.self) { try FolderListing(folder: FileSystem.folder(at: "/nonexistent/folder")) }
  }
}
