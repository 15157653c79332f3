@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

// The README's snippets that are not files of their own, compiled here. `ReadmeSnippetTests`
// checks that every Swift block of the README is one of these files, line for line.

@Test func choosingAnAlbum() async {
  var driver = await FlowDriver(navigation, input: artists)
  await driver.send("ac/dc")
  #expect(driver.labels == ["For Those About To Rock We Salute You", "Let There Be Rock"])
  await driver.send("2")
  #expect(driver.results.map(\.title) == ["Let There Be Rock"])
}

@Test func aWholeScript() async {
  let (album, transcript) = await FlowDriver.run(navigation, input: artists, script: ["AC/DC", "1"])
  #expect(album?.title == "For Those About To Rock We Salute You" && !transcript.isEmpty)
}

@Test func aStyleOfOnesOwn() async {
  var style = Style.standard
  style.colors[.title] = [.bold, .foreground(.blue)]
  style.symbols.separator = " / "
  var driver = await FlowDriver(navigation, input: artists, style: style)
  await driver.send("AC/DC")
  #expect(driver.transcript.contains("Artists / Albums\n"))
}

/// A commit, as the README's loads snippet lists them.
private struct Commit: Sendable {
  let subject: String
}

/// What the README's loads snippet reads from.
private enum Sources {
  struct Catalog: Sendable {
    func albums(of artist: Artist) async throws -> [Album] { artist.albums }
  }
  struct Repository: Sendable {
    func log() -> AsyncStream<Commit> { AsyncStream { $0.finish() } }
  }
}

private let flow = Flow(navigation, input: artists, traits: Traits(width: 60, height: 9))
private let catalog = Sources.Catalog()
private let repository = Sources.Repository()

private let loadingAlbums =
  root(chooseArtist).load("albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum

private let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(
  title: "Commits", rows: .input, label: { $0.subject })
private let commits = ElementStream("commits") { repository.log() }  // any AsyncSequence

@Suite("The README's snippets")
struct ReadmeSnippetTests {
  /// The files the README's Swift blocks are taken from, all compiled by the test suites (those
  /// in Flows/ by its own package's).
  private static let sources = [
    "Tests/ConsoleFlowTests/ReadmeSnippetTests.swift", "Tests/Support/ReadmeExample.swift",
    "Tests/ConsoleFlowTests/Documentation/ArticleExamples.swift",
    "Tests/ConsoleFlowTests/Documentation/WritingAnInterpreterTests.swift",
    "Tests/ConsoleFlowTests/Documentation/BranchingExamples.swift",
    "Tests/ConsoleFlowTests/Documentation/TablesExamples.swift",
    "Tests/ConsoleFlowTests/Documentation/FormsExamples.swift",
    "Tests/ConsoleFlowREPLTests/Documentation/RunningAtATerminalExamples.swift",
    "Tests/ConsoleFlowREPLTests/Documentation/RunningFullScreenExamples.swift",
    "Tests/ConsoleFlowExplorationTests/Documentation/ExploringAFlowTests.swift",
    "Examples/Clinic/Sources/Clinic/BackOffice.swift", "Examples/Clinic/Tests/ClinicTests/ClinicTests.swift",
    "Flows/Sql/Sql.swift", "Examples/Trip/Sources/Trip/main.swift", "Examples/Trip/Tests/TripTests/TripTests.swift",
    "Examples/Trip/Package.swift",
  ]

  @Test("every Swift block of the README is compiled code: each of its lines is in a compiled file")
  func everyBlockCompiles() throws {
    let root = GoldenFiles.repository
    // The README and the documentation catalogs' articles.
    let articles = [
      "Sources/ConsoleFlow/ConsoleFlow.docc", "Sources/ConsoleFlowTesting/ConsoleFlowTesting.docc",
      "Sources/ConsoleFlowREPL/ConsoleFlowREPL.docc", "Sources/ConsoleFlowExploration/ConsoleFlowExploration.docc",
    ]
    .flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
        .filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
    }
    let readme = try (["README.md"] + articles).map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    #expect(articles.count >= 3, "the catalogs' articles are read too")
    let compiled = try Self.sources.map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
    .joined(separator: "\n").split(separator: "\n").map { Self.normalized($0) }
    let known = Set(compiled)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count >= 5)
    for block in blocks {
      for line in block.split(separator: "\n") where !Self.normalized(line).isEmpty {
        let compiles = known.contains(Self.normalized(line))
        #expect(compiles, "not in a compiled file: \(line)")
      }
    }
    // The program and its test are whole files, not pieces.
    for file in Self.sources.suffix(3).prefix(2) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      #expect(readme.contains("```swift\n" + text + "```"), "\(file) appears whole in the README")
    }
  }

  /// A line as compared: without indentation, `public` and `private`.
  private static func normalized(_ line: Substring) -> String {
    var text = line.trimmingCharacters(in: .whitespaces)
    for prefix in ["public ", "private "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    return text
  }
}
