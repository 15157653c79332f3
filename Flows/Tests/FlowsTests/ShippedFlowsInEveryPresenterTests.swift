@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import DreamsFlow
import FilesFlow
import FlowsTestSupport
import Foundation
import GitFlow
import MusicFlow
import SqlFlow
import TestSupport
import Testing

/// Every shipped flow's explorer paths end the same in every presenter: headless, plain, line
/// mode and full screen, each on the loop the product runs, its terminal embedded (the harness of
/// the library's own tests, through links in `Embedded/`). A shipped flow never completes: what
/// is compared is where a path ends (its breadcrumb), how the run ended, and what it saved.
@MainActor
@Suite(
  "The shipped flows' explorer paths, in every presenter",
  .disabled(
    if: ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil,
    "slow under a sanitizer (minutes of CI's 30); the library's suite runs the same presenters under it"))
struct ShippedFlowsInEveryPresenterTests {
  /// A folder of this test's own, removed by the test however it ends.
  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("presenters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The default depth; a few items of each list, so each path runs four times in good time.
  private static let explorer = Explorer(depth: 2, tries: 3, samples: 1)

  @Test("music: artists, albums, tracks")
  func music() async {
    await ExploredFlow(
      "music", Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, explorer: Self.explorer
    ).expectSameOutcomes()
  }

  @Test("sql: the Chinook database's tables, rows and the rows their keys lead to")
  func sql() async throws {
    let database = try SQLiteFile(path: Catalog.embeddedPath)
    await ExploredFlow("sql", Sql.navigation().environment(database), input: (), explorer: Self.explorer)
      .expectSameOutcomes()
  }

  @Test("files: folders and files")
  func files() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = try makeTree(in: folder)
    let listing = try FolderListing(folder: FileSystem.folder(at: root))
    await ExploredFlow("files", Files.navigation(), input: listing, explorer: Self.explorer).expectSameOutcomes()
  }

  @Test("git: a small repository's commits, their files and diffs, the bytes of every kind its fixture holds")
  func git() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try await Repository.open(try await makeGitFixture(in: folder))
    await ExploredFlow(
      "git", GitBrowser.navigation(repository: repository), input: repository.commits(), explorer: Self.explorer
    ).expectSameOutcomes()
  }

  @Test("dreams: a journal added to, edited and deleted from, each run on a journal of its own")
  func dreams() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each run, and the exploration, on a journal of its own holding the same two dreams.
    let runs = Counter()
    let journal: @MainActor @Sendable () throws -> (Journal, [Dream]) = {
      let path = folder.appendingPathComponent("run\(runs.next())/dreams.json").path
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(Self.twoDreams.utf8).write(to: URL(fileURLWithPath: path))
      let journal = Journal(path: path)
      return (journal, try journal.load())
    }
    let (explored, dreams) = try journal()
    let paths = await Self.explorer.explore(Dreams.navigation(journal: explored), input: dreams).paths
    await ExploredFlow(
      "dreams", paths: { paths },
      run: { presenter, acts in
        guard let (journal, dreams) = try? journal() else { return Outcome(completed: [], at: [], ended: "no journal") }
        var outcome = await presenter.run(Flow(Dreams.navigation(journal: journal), input: dreams), acts)
        outcome.saved = (try? String(contentsOfFile: journal.path, encoding: .utf8)) ?? "nothing"
        return outcome
      }
    ).expectSameOutcomes()
  }

  /// A journal of two dreams, one with a creature the menu does not list.
  private static let twoDreams = """
    [{"title":"Flying over Paris","creature":"owl","effects":["flying"],"description":"Rooftops."},
     {"title":"Falling","creature":"phoenix","effects":[],"description":""}]
    """
}

/// Numbers, one after the other.
@MainActor
private final class Counter {
  private var last = 0

  func next() -> Int {
    last += 1
    return last
  }
}
