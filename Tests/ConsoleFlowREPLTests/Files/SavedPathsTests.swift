import Foundation
import TestSupport
import Testing

@testable import ConsoleFlowREPL

@Suite("Saved paths, for --resume")
struct SavedPathsTests {
  @Test("saved under the XDG state folder, mode 0600, the latest first, bounded")
  func savedAndBounded() throws {
    try withTemporaryFolder { folder in
      let saved = SavedPaths(environment: ["XDG_STATE_HOME": folder.path, "HOME": folder.path])
      #expect(saved.file == folder.path + "/consoleflow/paths.json")
      #expect(saved.path(for: "music") == .none)
      try saved.save(["AC/DC"], for: "music")
      try saved.save(["fixture", "music"], for: "files fixture")
      try saved.save(["AC/DC", "Let There Be Rock"], for: "music")
      #expect(saved.path(for: "music") == .found(["AC/DC", "Let There Be Rock"]))
      #expect(saved.path(for: "files fixture") == .found(["fixture", "music"]))
      let mode = try FileManager.default.attributesOfItem(atPath: saved.file)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      for number in 0..<(SavedPaths.capacity + 5) { try saved.save(["\(number)"], for: "flow \(number)") }
      #expect(saved.path(for: "music") == .none, "the least recently left go first")
      #expect(saved.path(for: "flow \(SavedPaths.capacity + 4)") == .found(["\(SavedPaths.capacity + 4)"]))
    }
  }

  @Test("a corrupt file is reported, never fatal, and never overwritten")
  func corrupt() throws {
    try withTemporaryFolder { folder in
      let saved = SavedPaths(environment: ["XDG_STATE_HOME": folder.path])
      try FileManager.default.createDirectory(
        atPath: folder.path + "/consoleflow", withIntermediateDirectories: true)
      try Data("{ not json".utf8).write(to: URL(fileURLWithPath: saved.file))
      guard case .unreadable(let problem) = saved.path(for: "music") else {
        Issue.record("a corrupt file was read as \(saved.path(for: "music"))")
        return
      }
      #expect(problem.contains("paths.json") && problem.contains("left as it is"))
      #expect(throws: (any Error).self) { try saved.save(["AC/DC"], for: "music") }
      #expect(try String(contentsOfFile: saved.file, encoding: .utf8) == "{ not json")
    }
  }

  @Test("a link planted at the file is not written, and nothing is made where it points")
  func plantedLink() throws {
    try withTemporaryFolder { folder in
      let saved = SavedPaths(environment: ["XDG_STATE_HOME": folder.path])
      try FileManager.default.createDirectory(atPath: folder.path + "/consoleflow", withIntermediateDirectories: true)
      let target = folder.path + "/elsewhere/deep/victim.json"
      try FileManager.default.createSymbolicLink(atPath: saved.file, withDestinationPath: target)
      #expect(throws: (any Error).self) { try saved.save(["AC/DC"], for: "music") }
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/elsewhere"))
    }
  }
}
