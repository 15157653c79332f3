// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

import ConsoleFlow
import ConsoleFlowExploration
import ConsoleFlowFiles
import ConsoleFlowGoldenFiles
import ConsoleFlowREPL
import ConsoleFlowTesting
import Foundation
import Testing

// Sources/ConsoleFlow/ElementStream.swift, example 1
@MainActor private func elementStreamExample1() async throws {
  let commits = ElementStream("Reading commits") { gitLog.commits(in: repository) }
  let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(title: "Commits", rows: .input, label: { $0.subject })
}

// Sources/ConsoleFlow/ElementStream.swift, example 2
@MainActor private func elementStreamExample2() async throws {
  let lines = ElementStream("lines", batches: { reader.blocksOfLines() })
}

// Sources/ConsoleFlow/ElementStream.swift, example 3
@MainActor private func elementStreamExample3() async throws {
  let rows = ElementStream(
    "rows", after: { last in try await store.rows(after: last?.id, limit: 500) },
    before: { first in try await store.rows(before: first?.id, limit: 500) })
}

// Sources/ConsoleFlow/Environment.swift, example 1
@MainActor private func environmentExample1() async throws {
  struct Shelf: EnvironmentValue {
    var albums: @Sendable (Artist) async throws -> [Album]
    static var defaultValue: Shelf { Shelf { _ in [] } }
  }

  let albumsOfArtist = root(chooseArtist).load("Loading albums") { artist in
    try await Shelf.current.albums(artist)
  } >>> chooseAlbum
  let app = albumsOfArtist.environment(Shelf { artist in artist.albums })
}

// Sources/ConsoleFlow/Environment.swift, example 2
@MainActor private func environmentExample2() async throws {
  let app = navigation.environment(Shelf { artist in artist.albums })
}

// Sources/ConsoleFlow/Flow.swift, example 1
@MainActor private func flowExample1() async throws {
  let flow = Flow(navigation, input: catalog.artists, traits: Traits(width: 60, height: 9))
}

// Sources/ConsoleFlow/FlowMap.swift, example 1
@MainActor private func flowMapExample1() async throws {
  let chart = navigation.flowMap.mermaid // "flowchart TD ... s0 -->|\"choose\"| s1"
}

// Sources/ConsoleFlow/InputLine.swift, example 1
@MainActor private func inputLineExample1() async throws {
  let receive: @Sendable ([String], ScreenCommand, Traits) -> Reaction<[String], String> = { lines, command, _ in
    guard case .entry(let text) = command else { return .reject("Type a line.") }
    return .yield(text)
  }
}

// Sources/ConsoleFlow/Navigation.swift, example 1
@MainActor private func navigationExample1() async throws {
  let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
}

// Sources/ConsoleFlow/Navigation.swift, example 2
@MainActor private func navigationExample2() async throws {
  let chart = navigation.flowMap.mermaid // "flowchart TD\n  s0[\"Artists\"]\n..."
}

// Sources/ConsoleFlow/Navigation.swift, example 3
@MainActor private func navigationExample3() async throws {
  let browse = root(chooseArtist)
}

// Sources/ConsoleFlow/Navigation.swift, example 4
@MainActor private func navigationExample4() async throws {
  let noAlbums = Screen<Artist, Never>.notice(title: .from { $0.name }, lines: { _ in ["No albums."] })
  let albumsOrShown: Navigation<[Artist], Album> = root(chooseArtist).branch { artist in
    artist.albums.isEmpty ? root(noAlbums) : root(chooseAlbum.pullback { $0.albums })
  }
}

// Sources/ConsoleFlow/Page.swift, example 1
@MainActor private func pageExample1() async throws {
  var page = Page(title: "Dreams", heading: "2 dreams")
  page.items = [Page.Item(number: 1, label: "Flying"), Page.Item(number: 2, label: "Falling")]
}

// Sources/ConsoleFlow/Page.swift, example 2
@MainActor private func pageExample2() async throws {
  let lines: [Page.Line] = ["Composer: Angus Young", Page.Line("+ added", tone: .added)]
}

// Sources/ConsoleFlow/Reaction.swift, example 1
@MainActor private func reactionExample1() async throws {
  let filtered: Reaction<ArtistsState, Artist> = .stay(state.filtered(by: query))
  let refused: Reaction<ArtistsState, Artist> = .reject("No item 42.")
  let chosen: Reaction<ArtistsState, Artist> = .yield(artist)
}

// Sources/ConsoleFlow/Rejection.swift, example 1
@MainActor private func rejectionExample1() async throws {
  var driver = await FlowDriver(navigation, input: artists, strict: false)
  await driver.send("999")
  let refused = driver.rejections.last?.kind == .noSuchItem
}

// Sources/ConsoleFlow/Screen.swift, example 1
@MainActor private func screenExample1() async throws {
  let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
}

// Sources/ConsoleFlow/Screen.swift, example 2
@MainActor private func screenExample2() async throws {
  let counter = Screen<Int, Int>(
    title: "Counter", state: { $0 },
    page: { n, _ in Page(title: "Counter", body: ["\(n)"]) },
    receive: { n, command, _ in command == .entry("done") ? .yield(n) : .stay(n + 1) })
}

// Sources/ConsoleFlow/Screen.swift, example 3
@MainActor private func screenExample3() async throws {
  let chooseArtistName = chooseArtist.map { $0.name }
}

// Sources/ConsoleFlow/Screen.swift, example 4
@MainActor private func screenExample4() async throws {
  let chooseAlbumOfArtist: Screen<Artist, Album> = chooseAlbum.pullback { $0.albums }
}

// Sources/ConsoleFlow/Screen.swift, example 5
@MainActor private func screenExample5() async throws {
  root(chooseCountry) >>> chooseCity.carryingInput().map { Trip(country: $0.input.name, city: $0.output) }
}

// Sources/ConsoleFlow/Screen.swift, example 6
@MainActor private func screenExample6() async throws {
  let chooseAlbum = Screen<[Album], Album>.list(title: .from { $0[0].artist }, rows: .input, label: { $0.title }).named("Albums")
}

// Sources/ConsoleFlow/Screen.swift, example 7
@MainActor private func screenExample7() async throws {
  let addDream = Modal("add", root(askTitle))
  let journal = journalScreen.presenting(addDream)
}

// Sources/ConsoleFlow/Style.swift, example 1
@MainActor private func styleExample1() async throws {
  var style = Style.standard
  style.colors[.title] = [.bold, .foreground(.blue)]
  style.symbols.separator = " / "
  let flow = Flow(navigation, input: artists, traits: Traits(style: style))
}

// Sources/ConsoleFlow/Traits.swift, example 1
@MainActor private func traitsExample1() async throws {
  let narrow = Traits(width: 40, height: 12)
  let flow = Flow(navigation, input: artists, traits: narrow)
}
