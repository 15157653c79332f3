@_spi(Interpreter) import ConsoleFlow
import DreamsFlow
import FilesFlow
import FlowsTestSupport
import Foundation
import GitFlow
import MusicFlow
import TestSupport
import Testing

/// Steps the flow with `lines` and withholds every load: what a step answers and leaves is all
/// the pure step function did.
private func stepsWithLoadsWithheld<Output>(_ flow: Flow<Output>, _ lines: [String]) -> (Flow<Output>, [String]) {
  var flow = flow
  var effects: [String] = []
  for line in lines {
    let (next, effect) = flow.step(line)
    flow = next
    effects.append(kind(effect))
  }
  return (flow, effects)
}

@Suite("A step of a shipped flow performs no I/O: the data it needs comes by a load")
struct StepsRunNoIOTests {
  @Test("music: choosing an artist or an album waits for a query; nothing is pushed without it")
  func music() async {
    let flow = await Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists).loaded([])
    let (after, effects) = stepsWithLoadsWithheld(flow, ["AC/DC"])
    #expect(effects == ["wait for Loading albums"])
    #expect(after.depth == 1 && after.page.message == nil)
    let albums = await flow.loaded("AC/DC")
    #expect(stepsWithLoadsWithheld(albums, ["1"]).1 == ["wait for Loading tracks"])
  }

  @Test("files: opening a folder that is gone by now still only waits; the listing is read by the load")
  func files() async throws {
    try await withTemporaryFolder { folder in
      let root = try makeTree(in: folder)
      // The first folder's entries are read by its own load, before the folder goes.
      let flow = await Flow(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: root))).loaded([]
      )
      try FileManager.default.removeItem(atPath: root)
      let (after, effects) = stepsWithLoadsWithheld(flow, ["music"])
      #expect(effects == ["wait for Opening the folder"])
      #expect(after.depth == 1 && after.page.message == nil, "a step that read the folder would have failed")
      let loaded = await flow.loaded("music")
      #expect(loaded.page.message?.contains("music") == true, "the load reads it, and says it cannot")
    }
  }

  @Test("dreams: a change waits for its save; the journal is written by the load alone")
  func dreams() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("dreams.json").path
      let flow = Flow(Dreams.navigation(journal: Journal(path: path)), input: [])
      let (_, effects) = stepsWithLoadsWithheld(flow, ["add", "Flying over the sea"])
      #expect(effects == ["show", "wait for Saving the journal"])
      #expect(!FileManager.default.fileExists(atPath: path), "nothing is written by a step")
      _ = await flow.loaded(["add", "Flying over the sea"])
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("git: opening a commit of a repository that is gone by now only waits")
  func git() async throws {
    try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      let repository = try await Repository.open(fixture)
      let flow = await Flow(GitBrowser.navigation(repository: repository), input: repository.commits()).loaded([])
      #expect(flow.page.items.count == 7)
      try FileManager.default.removeItem(atPath: fixture)
      let (after, effects) = stepsWithLoadsWithheld(flow, ["1"])
      #expect(effects == ["wait for Loading commit"])
      #expect(after.depth == 1 && after.page.message == nil)
    }
  }
}
