@_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport
import Testing

@Suite("flows music and its catalog")
struct MusicCommandTests {
  @Test("a missing catalog gives one line naming the path, and status 1")
  func missingCatalog() async throws {
    let result = try flows(["music", "--catalog", "/nonexistent/music.sqlite"])
    #expect(result.status == 1)
    #expect(result.errors == "flows: /nonexistent/music.sqlite: no such file\n")
    #expect(result.output.isEmpty)
  }

  @Test("a file that is no Chinook catalog is named with its problem, and status 1")
  func wrongCatalog() async throws {
    try withTemporaryFolder { folder in
      let notADatabase = folder.appendingPathComponent("not-a-catalog.sqlite")
      try Data("hello, this is text".utf8).write(to: notADatabase)
      let result = try flows(["music", "--catalog", notADatabase.path])
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix("flows: \(notADatabase.path): "))
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }

  @Test("a catalog that is a folder is named in plain words")
  func catalogFolder() throws {
    try withTemporaryFolder { folder in
      let result = try flows(["music", "--catalog", folder.path])
      #expect(result.status == 1)
      #expect(result.errors == "flows: \(folder.path): is a folder, not a catalog\n")
    }
  }
}
