// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

import ConsoleFlow
import ConsoleFlowFiles
import ConsoleFlowGoldenFiles
import ConsoleFlowREPL
import ConsoleFlowTesting
import Foundation
import Testing

// Sources/ConsoleFlow/ElementStream.swift, example 1
@MainActor private func elementStreamExample1() async throws {
  let commits = ElementStream("Reading commits") { gitLog.commits(in: repository) }
  let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(title: "Commits", label: { $0.subject })
}

// Sources/ConsoleFlow/ElementStream.swift, example 2
@MainActor private func elementStreamExample2() async throws {
  let lines = ElementStream("lines", batches: { reader.blocksOfLines() })
}

// Sources/ConsoleFlow/ElementStream.swift, example 3
@MainActor private func elementStreamExample3() async throws {
  let rows = ElementStream("rows", after: { last in try await store.rows(after: last?.id, limit: 500) })
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

// Sources/ConsoleFlow/Flow+Effect.swift, example 1
@MainActor private func flowEffectExample1() async throws {
  let (next, effect) = flow.step("3")
  switch effect {
  case .show(let page): shown = page.render(for: next.traits)
  case .wait(let load): waitingFor = load.title
  case .completed(let album): chosen = album
  case .quit: quitting = true
  }
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 1
@MainActor private func flowLoadsExample1() async throws {
  let (next, effect) = flow.taking(event, from: flow.loads[0].id)
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 2
@MainActor private func flowLoadsExample2() async throws {
  let (loaded, effect) = await flow.step("AC/DC").flow.finishingLoads()
}

// Sources/ConsoleFlow/Flow+TabCompletion.swift, example 1
@MainActor private func flowTabCompletionExample1() async throws {
  flow.tabCompletions(for: "mot") // ["Motörhead", "Motörhead & Girlschool", "Mötley Crüe"]
}

// Sources/ConsoleFlow/Flow.swift, example 1
@MainActor private func flowExample1() async throws {
  var flow = Flow(navigation, input: catalog.artists)
  let (next, effect) = flow.step("AC/DC")
}

// Sources/ConsoleFlow/FlowMap+Paths.swift, example 1
@MainActor private func flowMapPathsExample1() async throws {
  let names = navigation.flowMap.uniqueNames // ["Artists", "Albums"]
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

// Sources/ConsoleFlow/Load.swift, example 1
@MainActor private func loadExample1() async throws {
  for load in flow.loads { Task { await load.run { event in inbox.append((load.id, event)) } } }
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
  let noAlbums = Screen<Artist, Never>.notice(title: { $0.name }, lines: { _ in ["No albums."] })
  let albumsOrShown: Navigation<[Artist], Album> = root(chooseArtist).branch { artist in
    artist.albums.isEmpty ? root(noAlbums) : root(chooseAlbum.pullback { $0.albums })
  }
}

// Sources/ConsoleFlow/Page.swift, example 1
@MainActor private func pageExample1() async throws {
  let page = flow.page
  page.items.map(\.label) // ["AC/DC", "Accept", ...]
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
  let (flow, _) = Flow(navigation, input: artists).step("999")
  let refused = flow.rejection?.kind == .noSuchItem
}

// Sources/ConsoleFlow/Screen.swift, example 1
@MainActor private func screenExample1() async throws {
  let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", label: { $0.name })
}

// Sources/ConsoleFlow/Screen.swift, example 2
@MainActor private func screenExample2() async throws {
  let counter = Screen<Int, Int>(
    title: { _ in "Counter" }, state: { $0 },
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
  let chooseAlbum = Screen<[Album], Album>.list(title: { $0[0].artist }, label: { $0.title }).named("Albums")
}

// Sources/ConsoleFlow/Screen.swift, example 7
@MainActor private func screenExample7() async throws {
  let addDream = Modal("add", root(askTitle))
  let journal = journalScreen.presenting(addDream)
}

// Sources/ConsoleFlow/Style.swift, example 1
@MainActor private func styleExample1() async throws {
  var style = Style.standard
  style.colors.title = [.bold, .foreground(.blue)]
  style.symbols.separator = " / "
  let flow = Flow(navigation, input: artists, traits: Traits(style: style))
}

// Sources/ConsoleFlow/Traits.swift, example 1
@MainActor private func traitsExample1() async throws {
  let narrow = Traits(width: 40, height: 12)
  narrow.pageRows // 8
}
