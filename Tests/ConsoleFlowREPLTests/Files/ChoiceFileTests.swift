@_spi(Flows) import ConsoleFlow
import Foundation
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

@Suite("Choices kept in the state folder, owner-only, bounded, forgotten on demand")
struct ChoiceFileTests {
  @Test("kept under XDG_STATE_HOME, mode 0600 in folders of 0700, read back")
  func keptOwnerOnly() throws {
    try withTemporaryFolder { folder in
      let environment = ["XDG_STATE_HOME": folder.path, "HOME": folder.path]
      let file = ChoiceFile(key: "music", environment: environment)
      #expect(file.path == folder.path + "/consoleflow/choices/music.json")
      #expect(file.load() == ChoiceMemory())
      try file.remember("Iron Maiden / Powerslave / Aces High", for: "ac", at: 5)
      #expect(file.load().choices == [.init(query: "ac", item: "Iron Maiden / Powerslave / Aces High", time: 5)])
      func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      }
      #expect(try mode(file.path) == 0o600)
      #expect(try mode(folder.path + "/consoleflow/choices") == 0o700)
      #expect(try mode(folder.path + "/consoleflow") == 0o700)
    }
  }

  @Test("a key never leaves the folder", arguments: ["../x", "a/b", "..", ".", "", "a b\u{1B}"])
  func keysStayInTheFolder(key: String) throws {
    let file = ChoiceFile(key: key, environment: ["XDG_STATE_HOME": "/state", "HOME": "/home"])
    let name = String(file.path.dropFirst("/state/consoleflow/choices/".count))
    #expect(file.path.hasPrefix("/state/consoleflow/choices/"))
    #expect(!name.contains("/") && name.hasSuffix(".json"))
  }

  @Test("forgotten: one list's, or every list's")
  func forgotten() throws {
    try withTemporaryFolder { folder in
      let environment = ["XDG_STATE_HOME": folder.path, "HOME": folder.path]
      let (music, files) = (
        ChoiceFile(key: "music", environment: environment), ChoiceFile(key: "files", environment: environment)
      )
      try music.remember("a", for: "a", at: 0)
      try files.remember("b", for: "b", at: 0)
      try music.forget()
      #expect(music.load().choices.isEmpty)
      #expect(files.load().choices.count == 1)
      try ChoiceFile.forgetAll(environment: environment)
      #expect(files.load().choices.isEmpty)
    }
  }

  @Test("a file that is not choices counts as none; a link is neither read nor written")
  func unreadable() throws {
    try withTemporaryFolder { folder in
      let environment = ["XDG_STATE_HOME": folder.path, "HOME": folder.path]
      let file = ChoiceFile(key: "music", environment: environment)
      try file.remember("a", for: "a", at: 0)
      try Data("not json".utf8).write(to: URL(fileURLWithPath: file.path))
      #expect(file.load().choices.isEmpty)
      let target = folder.appendingPathComponent("elsewhere.json").path
      try FileManager.default.removeItem(atPath: file.path)
      try Data(#"{"choices":[]}"#.utf8).write(to: URL(fileURLWithPath: target))
      try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
      #expect(throws: (any Error).self) { try file.remember("a", for: "a", at: 0) }
      #expect(try String(contentsOfFile: target, encoding: .utf8) == #"{"choices":[]}"#)
    }
  }
}
