@_spi(Flows) import ConsoleFlowFiles
import Foundation
import TestSupport
import Testing

@Suite("A shared file's lock")
struct FileLockTests {
  @Test(
    "refusing links, the lock lives beside the name given: a link planted there leads nothing to be made where it points"
  )
  func nothingThroughALink() throws {
    try withTemporaryFolder { folder in
      let elsewhere = folder.appendingPathComponent("elsewhere/deep/target.json").path
      let planted = folder.appendingPathComponent("paths.json").path
      try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: elsewhere)
      let ran = try FileLock.holding(besides: planted, links: .refuse) { true }
      #expect(ran)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path))
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".paths.json.lock").path))
    }
  }

  @Test("a link planted at the lock file's own name is refused, and nothing is made where it points")
  func plantedLockLink() throws {
    try withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("victim").path
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(".journal.json.lock").path, withDestinationPath: target)
      #expect(throws: AtomicFile.NotWritten.self) {
        try FileLock.holding(besides: folder.appendingPathComponent("journal.json").path) { () }
      }
      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }

  @Test("a file and a link to it take one lock: the lock sits beside the file the path resolves to")
  func oneLockForEveryName() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("dreams.json").path
      let link = folder.appendingPathComponent("link.json").path
      try Data("[]".utf8).write(to: URL(fileURLWithPath: file))
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dreams.json")
      let heldByTheOther = try FileLock.holding(besides: link) {
        let descriptor = open(folder.appendingPathComponent(".dreams.json.lock").path, O_RDWR | O_CLOEXEC)
        defer { close(descriptor) }
        return descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) != 0
      }
      #expect(heldByTheOther)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".link.json.lock").path))
    }
  }
}
