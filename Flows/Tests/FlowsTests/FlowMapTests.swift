@_spi(Interpreter) import ConsoleFlow
import DreamsFlow
import FilesFlow
import FlowsTestSupport
import Foundation
import GitFlow
import MusicFlow
import SqlFlow
import TestSupport
import Testing

@Suite("The maps of the shipped flows")
struct FlowMapTests {
  @Test("music: artists, a branch to albums or a notice, tracks, a track; golden Mermaid and DOT")
  func music() throws {
    let map = Music.navigation(catalog: Chinook.catalog).flowMap
    try assertSnapshot(map.mermaid, named: "map-music-mermaid")
    try assertSnapshot(map.dot, named: "map-music-dot")
    #expect(map.screens == ["Artists", "Albums", "No albums", "Tracks", "Track"])
    let readme = try String(contentsOf: GoldenFiles.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```mermaid\n" + map.mermaid + "```"), "the README shows the music flow's map as it is")
  }

  @Test("sql: its screens recurse as keys lead; --map draws the database's schema instead")
  func sql() throws {
    let map = Sql.navigation().flowMap
    try assertSnapshot(map.mermaid, named: "map-sql-mermaid")
    let file = try SQLiteFile(path: Catalog.embeddedPath)
    try assertSnapshot(SchemaMap.mermaid(of: file), named: "schema-chinook-mermaid")
    try assertSnapshot(SchemaMap.dot(of: file), named: "schema-chinook-dot")
    let printed = try flows(["sql", Catalog.embeddedPath, "--map"])
    #expect(printed.status == 0 && printed.output == SchemaMap.mermaid(of: file))
  }

  @Test("files: the recursion is a cycle back to the folder screen")
  func files() throws {
    let map = Files.navigation().flowMap
    try assertSnapshot(map.mermaid, named: "map-files-mermaid")
    #expect(map.ways.contains { $0.from == 0 && $0.to == 0 && $0.label.hasSuffix("folder") })
  }

  @Test("dreams: its modal editors, each with the way its result comes back")
  func dreams() throws {
    let map = Dreams.navigation(journal: Journal(path: "/nonexistent/dreams.json")).flowMap
    try assertSnapshot(map.mermaid, named: "map-dreams-mermaid")
    #expect(map.ways.filter { $0.kind == .modal }.count == map.ways.filter { $0.kind == .result }.count)
  }

  @Test("git: commits, a commit's parts, a text")
  func git() async throws {
    try await withTemporaryFolder { folder in
      let repository = try await Repository.open(try await makeGitFixture(in: folder))
      try assertSnapshot(GitBrowser.navigation(repository: repository).flowMap.mermaid, named: "map-git-mermaid")
    }
  }

  @Test("flows music --map prints the map; --map=dot the DOT")
  func command() throws {
    let mermaid = try flows(["music", "--map"])
    #expect(mermaid.status == 0)
    #expect(mermaid.output == Music.navigation(catalog: Chinook.catalog).flowMap.mermaid)
    let dot = try flows(["music", "--map=dot"])
    #expect(dot.output.hasPrefix("digraph flow {"))
  }
}
