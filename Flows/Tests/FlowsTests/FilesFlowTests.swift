@_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import ConsoleFlowTesting
import FlowsTestSupport
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import FilesFlow

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
      // Wide enough for the temporary folder's long path on one row.
      var absolute = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root)), width: 300)
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
      #expect(driver.page.message == "fixture/music: no such file or directory")
    }
  }

  @Test("a missing start folder throws, naming it")
  func missingStart() async throws {
    let error = #expect(throws: FileSystem.Unreadable.self) {
      try FolderListing(folder: FileSystem.folder(at: "/nonexistent/folder"))
    }
    #expect(error?.path == "/nonexistent/folder")
  }

  @Test("names that are not UTF-8 are listed, and a folder so named opens: the bytes go back as they came")
  func namesNotUTF8() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      let odd = Array(root.utf8) + Array("/bad".utf8) + [0xFF] + Array("dir".utf8)
      #expect(withCPath(odd) { mkdir($0, 0o755) } == 0)
      #expect(withCPath(odd + Array("/inside.txt".utf8)) { creat($0, 0o644) } >= 0)
      var driver = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)))
      #expect(driver.labels.first == "bad\u{FFFD}dir/")
      await driver.send("1")
      #expect(driver.labels == ["inside.txt"])
      await driver.send("1")
      #expect(driver.page.body.contains("Kind:         file"))
    }
  }

  @Test("a folder whose name holds a newline or an escape has a heading of one line, escaped as its name is")
  func headingEscaped() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      try FileManager.default.createDirectory(atPath: root + "/new\nline\u{1B}[31m", withIntermediateDirectories: false)
      var driver = await FlowDriver(
        Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: "fixture", relativeTo: folder.path)))
      let position = try #require(driver.labels.firstIndex { $0.hasPrefix("new") })
      await driver.send("\(position + 1)")
      #expect(driver.page.heading == "fixture/new\\nline\\e[31m: 0 entries")
    }
  }

  @Test("a folder's reading stops at the next chunk once its reader is gone, and frees its thread")
  func readingStops() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      for number in 0..<(FileSystem.chunk * 4) {
        #expect(FileManager.default.createFile(atPath: "\(root)/music/albums/\(number).txt", contents: nil))
      }
      let held = BlockingGate()
      let (ended, end) = AsyncStream.makeStream(of: [Int].self)
      let looked = Mutex<[Int]>([])
      var reader = FolderReader(folder: FileSystem.folder(at: root + "/music/albums"))
      reader.beforeChunk = { start in
        guard let start else {
          end.yield(looked.withLock { $0 })
          return
        }
        looked.withLock { $0.append(start) }
        // The second chunk waits until the test has gone.
        if start == FileSystem.chunk { held.wait() }
      }
      var batches = reader.batches().makeAsyncIterator()
      let first = try await batches.next()
      #expect(first?.count == FileSystem.chunk)
      _ = consume batches
      held.open()
      var endings = ended.makeAsyncIterator()
      #expect(await endings.next() == [0, FileSystem.chunk], "no chunk after the one under way")
    }
  }
}

extension FilesFlowTests {
  @Test("files deleted while a folder is read are left out, never shown as empty files of mode 0")
  func deletedWhileRead() async throws {
    try await withTemporaryFolder { folder in
      let root = folder.appendingPathComponent("many").path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      let count = FileSystem.chunk * 3
      for number in 0..<count {
        #expect(FileManager.default.createFile(atPath: root + "/" + String(format: "%04d.txt", number), contents: nil))
      }
      var reader = FolderReader(folder: FileSystem.folder(at: root))
      // Before the second chunk is looked at, ten of its files and the whole third chunk go.
      reader.beforeChunk = { start in
        guard start == FileSystem.chunk else { return }
        for number in Array(FileSystem.chunk..<FileSystem.chunk + 10) + Array((FileSystem.chunk * 2)..<count) {
          unlink(root + "/" + String(format: "%04d.txt", number))
        }
      }
      var entries: [Entry] = []
      for try await batch in reader.batches() { entries += batch }
      #expect(entries.count == FileSystem.chunk * 2 - 10)
      #expect(entries.allSatisfy { $0.kind == .file }, "none shown as another kind")
      #expect(!entries.contains { $0.name == String(format: "%04d.txt", FileSystem.chunk) })
    }
  }

  @Test("an entry that cannot be looked at says why; sizes are said in words, one byte and many")
  func detailsInWords() async throws {
    #expect(Files.sizeInWords(1) == "1 byte")
    #expect(Files.sizeInWords(6) == "6 bytes")
    #expect(Files.sizeInWords(3000) == "2.9 KB (3000 bytes)")
    try await withTemporaryFolder { folder in
      let locked = folder.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: locked.path + "/inside.txt", contents: nil))
      // Listed but not entered: its entries cannot be looked at (as root, they can).
      chmod(locked.path, 0o444)
      defer { chmod(locked.path, 0o755) }
      var entries: [Entry] = []
      for try await batch in FolderReader(folder: FileSystem.folder(at: locked.path)).batches() { entries += batch }
      #expect(entries.map(\.name) == ["inside.txt"])
      if getuid() != 0 { #expect(entries.first?.kind == .unreadable(ErrorWords.of(errno: EACCES))) }
    }
    // What the system says of an entry it will not show: gone, or not to be looked at.
    let location = Array("/x/y".utf8)
    let gone = FileSystem.entry(named: Array("y".utf8), path: "y", location: location) { _ in .failure(.noSuchFile) }
    #expect(gone == nil)
    let denied = FileSystem.entry(named: Array("y".utf8), path: "y", location: location) { _ in
      .failure(.permissionDenied)
    }
    #expect(denied?.kind == .unreadable(ErrorWords.of(errno: EACCES)))
  }
}

/// `body` given `bytes` as a C string: a name that is not UTF-8, made as it is.
private func withCPath<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
  (bytes + [0]).withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { characters in
      // Never nil: the buffer holds at least the NUL just added.
      guard let start = characters.baseAddress else { preconditionFailure("a C string holds its NUL") }
      return body(start)
    }
  }
}

/// A gate a thread (not a task) waits at until the test opens it.
private final class BlockingGate: Sendable {
  private let opened = DispatchSemaphore(value: 0)
  func wait() { opened.wait() }
  func open() { opened.signal() }
}
