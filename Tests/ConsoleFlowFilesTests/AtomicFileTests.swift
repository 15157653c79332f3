import Foundation
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowFiles

@Suite("Atomic file writes")
struct AtomicFileTests {
  private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
  private func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  @Test("a new file gets the new-file mode; an existing one keeps its own")
  func modes() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("a.json").path
      try AtomicFile.write(Data("one".utf8), to: path)
      #expect(try text(path) == "one" && mode(path) == 0o600)
      chmod(path, 0o640)
      try AtomicFile.write(Data("two".utf8), to: path)
      #expect(try text(path) == "two" && mode(path) == 0o640)
    }
  }

  @Test("a read-only file is refused and left as it was")
  func readOnly() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("a.json").path
      try AtomicFile.write(Data("kept".utf8), to: path)
      chmod(path, 0o444)
      #expect(throws: AtomicFile.NotWritten(path: path, reason: "is read-only; not written")) {
        try AtomicFile.write(Data("lost".utf8), to: path)
      }
      #expect(try text(path) == "kept")
    }
  }

  @Test("a link is followed to its file, and kept; or refused when links are refused")
  func links() throws {
    try withTemporaryFolder { folder in
      let (real, link) = try makeLinkedFile(in: folder, name: "real", text: "old", linkName: "link")
      try AtomicFile.write(Data("new".utf8), to: link)
      #expect(try text(real) == "new")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real")
      #expect(throws: AtomicFile.NotWritten(path: link, reason: "is a symbolic link; not written")) {
        try AtomicFile.write(Data("redirected".utf8), to: link, links: .refuse)
      }
      #expect(try text(real) == "new")
    }
  }

  @Test("a link planted where the old temporary name was is never written through")
  func plantedTemporary() throws {
    try withTemporaryFolder { folder in
      let victim = folder.appendingPathComponent("victim").path
      try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
      let path = folder.appendingPathComponent("j.json").path
      for name in [".j.json.\(getpid()).tmp", ".j.json.tmp"] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(name).path, withDestinationPath: victim)
      }
      try AtomicFile.write(Data("journal".utf8), to: path)
      #expect(try text(victim) == "precious")
      #expect(try text(path) == "journal")
    }
  }

  @Test("a missing folder is made, or refused when asked; a name without a folder part is a relative path")
  func folders() throws {
    try withTemporaryFolder { folder in
      let deep = folder.appendingPathComponent("a/b/c.txt").path
      try AtomicFile.write(Data("x".utf8), to: deep)
      #expect(try text(deep) == "x")
      let refused = folder.appendingPathComponent("d/e.txt").path
      #expect(throws: AtomicFile.NotWritten.self) {
        try AtomicFile.write(Data("x".utf8), to: refused, makeFolder: false)
      }
      #expect(try AtomicFile.resolve("j.json", links: .follow) == "./j.json")
    }
  }

  @Test("temporaries of dead processes are removed; those of a live one stay")
  func staleTemporaries() throws {
    try withTemporaryFolder { folder in
      let ended = Process()
      ended.executableURL = URL(fileURLWithPath: "/bin/true")
      try ended.run()
      ended.waitUntilExit()
      let path = folder.appendingPathComponent("j.json").path
      let stale = folder.appendingPathComponent(".j.json.\(ended.processIdentifier).Ab12Cd.tmp").path
      let live = folder.appendingPathComponent(".j.json.\(getpid()).Ef34Gh.tmp").path
      for file in [stale, live] { try "partial".write(toFile: file, atomically: false, encoding: .utf8) }
      AtomicFile.removeStaleTemporaries(besides: path)
      #expect(!FileManager.default.fileExists(atPath: stale))
      #expect(FileManager.default.fileExists(atPath: live))
    }
  }

  @Test("a failure before the rename leaves the old file and no temporary")
  func failureBeforeRename() throws {
    struct Crash: Error {}
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("j.json").path
      try AtomicFile.write(Data("old".utf8), to: path)
      #expect(throws: AtomicFile.NotWritten.self) {
        try AtomicFile.write(Data("new".utf8), to: path, beforeRename: { throw Crash() })
      }
      #expect(try text(path) == "old")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["j.json"])
    }
  }
}

@Suite("Errors in words")
struct ErrorWordsTests {
  @Test("Foundation's file errors become the system's words, never a domain and a code")
  func foundationErrors() {
    let missing = #expect(throws: (any Error).self) { try String(contentsOfFile: "/no/such/file", encoding: .utf8) }
    #expect(missing.map(ErrorWords.of) == "no such file or directory")
    #expect(ErrorWords.of(errno: EACCES) == "permission denied")
    #expect(
      ErrorWords.of(NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError)) == "no space left on device")
  }
}
