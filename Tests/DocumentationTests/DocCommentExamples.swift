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

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 1
@MainActor private func navigationBranchExample1() async throws {
  root(chooseArtist).branch(["albums": root(chooseAlbum.pullback { $0.albums }), "no albums": root(noAlbums)]) {
    $0.albums.isEmpty ? "no albums" : "albums"
  }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 2
@MainActor private func navigationBranchExample2() async throws {
  root(chooseArtist).branch { artist in
    artist.albums.isEmpty ? noAlbums : chooseAlbum.pullback { $0.albums }
  }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 3
@MainActor private func navigationBranchExample3() async throws {
  root(chooseEntry).branch { entry in entry.isFolder ? openFolder : root(showFile) }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 4
@MainActor private func navigationBranchExample4() async throws {
  let browse = Navigation<Folder, Never>.recursive { folder in
    root(chooseEntry).branch(["folder": folder.pullback { $0.folder! }, "file": root(showFile)]) { $0.kind }
  }
}

// Sources/ConsoleFlow/Composition/Navigation+Load.swift, example 1
@MainActor private func navigationLoadExample1() async throws {
  root(chooseArtist).load("albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
}

// Sources/ConsoleFlow/Composition/Navigation+Then.swift, example 1
@MainActor private func navigationThenExample1() async throws {
  root(chooseArtist).map { $0.albums }.then(chooseAlbum)
}

// Sources/ConsoleFlow/Composition/Navigation+Then.swift, example 2
@MainActor private func navigationThenExample2() async throws {
  let browseAlbums = root(chooseAlbum) >>> chooseTrack
  root(chooseArtist).map { $0.albums }.then(browseAlbums)
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 1
@MainActor private func navigationTransformExample1() async throws {
  root(chooseArtist).map { $0.albums }
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 2
@MainActor private func navigationTransformExample2() async throws {
  root(chooseTrack).compactMap { $0.preview } >>> playPreview
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 3
@MainActor private func navigationTransformExample3() async throws {
  let browseFolder: Navigation<Folder, File> = browseEntries.pullback { $0.entries }
}

// Sources/ConsoleFlow/Composition/Operators.swift, example 1
@MainActor private func operatorsExample1() async throws {
  let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
}

// Sources/ConsoleFlow/Composition/Presentation.swift, example 1
@MainActor private func presentationExample1() async throws {
  let renaming: Reaction<ItemsState, Never> = .present(
    Presentation(root(editName), input: item) { state, newName in state.renaming(item, to: newName) })
}

// Sources/ConsoleFlow/Composition/StateLoad.swift, example 1
@MainActor private func stateLoadExample1() async throws {
  let saving: Reaction<JournalState, Never> = .load(
    StateLoad(
      "journal", { try await journal.save(dreams) },
      done: { state, saved in state.saved(saved) },
      failed: { state, why in state.notSaved(dreams, because: why) }))
}

// Sources/ConsoleFlow/ElementStream.swift, example 1
@MainActor private func elementStreamExample1() async throws {
  let commits = ElementStream("commits") { gitLog.commits(in: repository) }
  let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(title: "Commits", label: { $0.subject })
}

// Sources/ConsoleFlow/ElementStream.swift, example 2
@MainActor private func elementStreamExample2() async throws {
  let lines = ElementStream("lines", batches: { reader.blocksOfLines() })
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 1
@MainActor private func flowLoadsExample1() async throws {
  let (next, effect) = flow.taking(event, from: load.id)
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 2
@MainActor private func flowLoadsExample2() async throws {
  let (loaded, effect) = await flow.step("AC/DC").flow.finishingLoads()
}

// Sources/ConsoleFlow/Flow.swift, example 1
@MainActor private func flowExample1() async throws {
  var flow = Flow(navigation, input: catalog.artists)
  let (next, effect) = flow.step("AC/DC")
}

// Sources/ConsoleFlow/Flow.swift, example 2
@MainActor private func flowExample2() async throws {
  flow.completions(for: "mot") // ["Motörhead", "Motörhead & Girlschool", "Mötley Crüe"]
}

// Sources/ConsoleFlow/Flow.swift, example 3
@MainActor private func flowExample3() async throws {
  let (next, effect) = flow.step("3")
  switch effect {
  case .show(let page): shown = page.render(for: next.traits)
  case .wait(let load): waitingFor = load.title
  case .completed(let album): chosen = album
  case .quit: quitting = true
  }
}

// Sources/ConsoleFlow/FlowMap.swift, example 1
@MainActor private func flowMapExample1() async throws {
  let chart = navigation.flowMap.mermaid // "flowchart TD ... s0 -->|\"choose\"| s1"
}

// Sources/ConsoleFlow/Headless/Flow+Path.swift, example 1
@MainActor private func flowPathExample1() async throws {
  flow.path // ["AC/DC", "Let There Be Rock"]
}

// Sources/ConsoleFlow/Headless/Flow+Path.swift, example 2
@MainActor private func flowPathExample2() async throws {
  let (opened, mismatch) = await flow.opened(at: ["AC/DC", "Let There Be Rock"])
}

// Sources/ConsoleFlow/Headless/TranscriptFile.swift, example 1
@MainActor private func transcriptFileExample1() async throws {
  let replayed = await file.replayed(on: Flow(navigation, input: artists))
  replayed.body == file.body // the output is unchanged
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
  let task = Task { await load.run { event in inbox.append((load.id, event)) } }
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

// Sources/ConsoleFlow/Page.swift, example 1
@MainActor private func pageExample1() async throws {
  let page = flow.page
  page.items.map(\.label) // ["AC/DC", "Accept", ...]
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

// Sources/ConsoleFlow/Rendering/Page+Render.swift, example 1
@MainActor private func pageRenderExample1() async throws {
  let lines = flow.page.render(for: Traits(width: 80))
}

// Sources/ConsoleFlow/Rendering/TerminalText.swift, example 1
@MainActor private func terminalTextExample1() async throws {
  TerminalText.escaped("\u{1B}]0;pwned\u{7}") // "\\e]0;pwned\\u{7}"
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
  let journal = journalScreen.presenting("add", root(askTitle))
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 1
@MainActor private func listFilterExample1() async throws {
  ListFilter.matches("zep", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [0, 2]
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 2
@MainActor private func listFilterExample2() async throws {
  let bytes = Array("Led Zeppelin\nQueen\n".utf8)
  let ends = [12, 18]  // where each line ends; the next starts one past it
  let found = bytes.withUnsafeBufferPointer { buffer in
    ListFilter.matches("led zep", lineCount: ends.count) { index in
      UnsafeBufferPointer(rebasing: buffer[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
    }
  }  // [0]
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 3
@MainActor private func listFilterExample3() async throws {
  let matches = ListFilter.lineMatcher("led zep")
  let kept = Array("Led Zeppelin".utf8).withUnsafeBufferPointer(matches) // true
}

// Sources/ConsoleFlow/Screens/Screen+List.swift, example 1
@MainActor private func screenListExample1() async throws {
  let chooseAlbum = Screen<[Album], Album>.list(
    title: { $0.first?.artist ?? "Albums" }, heading: { "\($0.count) albums" }, label: { $0.title })
}

// Sources/ConsoleFlow/Screens/Screen+List.swift, example 2
@MainActor private func screenListExample2() async throws {
  let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", label: { $0.title })
}

// Sources/ConsoleFlow/Screens/Screen+List.swift, example 3
@MainActor private func screenListExample3() async throws {
  let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(
    title: "Commits", label: { $0.subject }, detail: { $0.shortHash })
}

// Sources/ConsoleFlow/Screens/Screen+List.swift, example 4
@MainActor private func screenListExample4() async throws {
  let openListing = Screen<Listing, Entry>.list(
    title: { $0.folderName }, heading: { listing, count in "\(listing.path): \(count) entries" },
    elements: { $0.entries }, label: { $0.name })
}

// Sources/ConsoleFlow/Screens/Screen+Menu.swift, example 1
@MainActor private func screenMenuExample1() async throws {
  let chooseCreature = Screen<Dream, Creature>.menu(title: { _ in "Creature" }, choices: Creature.allCases, label: { $0.name })
}

// Sources/ConsoleFlow/Screens/Screen+MultiSelect.swift, example 1
@MainActor private func screenMultiSelectExample1() async throws {
  let chooseEffects = Screen<Dream, [Effect]>.multiSelect(
    title: { _ in "Effects" }, choices: { _ in Effect.allCases },
    chosen: { dream in Set(dream.effects.compactMap(Effect.allCases.firstIndex(of:))) }, label: { $0.name })
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 1
@MainActor private func screenNoticeExample1() async throws {
  let noAlbums = Screen<Artist, Album>.notice(title: { $0.name }, lines: { _ in ["No albums."] })
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 2
@MainActor private func screenNoticeExample2() async throws {
  let showTrack = Screen<Track, Never>.notice(
    title: { $0.name }, fields: { [("Composer", $0.composer), ("Genre", $0.genre)] })
  // Composer:  Angus Young
  // Genre:     Rock
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 3
@MainActor private func screenNoticeExample3() async throws {
  let showTrack = Screen<Track, Track>.detail(title: { $0.name }, lines: { ["Composer: \($0.composer)"] })
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 4
@MainActor private func screenNoticeExample4() async throws {
  let booked = Screen<Trip, Trip>.closing(title: { _ in "Booked" }, lines: { ["\($0.city), \($0.country)"] })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 1
@MainActor private func screenTextPromptExample1() async throws {
  let askYear = Screen<Album, Int>.textPrompt(title: { $0.title }, question: "Year", parse: { text in
    guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
    return year
  })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 2
@MainActor private func screenTextPromptExample2() async throws {
  let confirmDelete = Screen<Dream, Bool>.confirm(title: { $0.title }, question: "Delete this dream", default: false)
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 3
@MainActor private func screenTextPromptExample3() async throws {
  let confirmTrip = Screen<Trip, Trip>.confirm(title: { _ in "Confirm" }, question: { "Book \($0.city)" })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 4
@MainActor private func screenTextPromptExample4() async throws {
  guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
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

// Sources/ConsoleFlow/Traits.swift, example 2
@MainActor private func traitsExample2() async throws {
  var flow = Flow(navigation, input: artists, traits: .headless(width: 40, height: 12))
}

// Sources/ConsoleFlowFiles/AtomicFile.swift, example 1
@MainActor private func atomicFileExample1() async throws {
  try AtomicFile.write(Data(json.utf8), to: "dreams.json")
}

// Sources/ConsoleFlowFiles/ErrorWords.swift, example 1
@MainActor private func errorWordsExample1() async throws {
  ErrorWords.of(error) // "permission denied"
}

// Sources/ConsoleFlowFiles/FileLock.swift, example 1
@MainActor private func fileLockExample1() async throws {
  let merged = try FileLock.holding(besides: journalPath) { try mergeAndSave() }
}

// Sources/ConsoleFlowFiles/StandardPaths.swift, example 1
@MainActor private func standardPathsExample1() async throws {
  let journal = StandardPaths().data + "/dreams.json" // ~/.local/share/consoleflow/dreams.json
}

// Sources/ConsoleFlowGoldenFiles/GoldenFile.swift, example 1
@MainActor private func goldenFileExample1() async throws {
  switch try GoldenFile(path: "Flows/Music/Transcripts/acdc.transcript").check(replayed.text) {
  case .matches, .recorded: break
  case .differs(let diff): print(diff)
  }
}

// Sources/ConsoleFlowREPL/ColorChoice.swift, example 1
@MainActor private func colorChoiceExample1() async throws {
  REPL(name: "music", color: .never)
}

// Sources/ConsoleFlowREPL/REPL.swift, example 1
@MainActor private func rEPLExample1() async throws {
  let album = try await REPL(name: "music").run(navigation, input: artists) // nil when the user quits
}

// Sources/ConsoleFlowTesting/ExpectTranscript.swift, example 1
@MainActor private func expectTranscriptExample1() async throws {
  try await expectTranscript("Transcripts/acdc.transcript") { arguments in
    Flow(navigation, input: artists)
  }
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 1
@MainActor private func flowDriverExample1() async throws {
  var driver = await FlowDriver(navigation, input: artists)
  await driver.send("AC/DC")
  #expect(driver.labels == ["For Those About To Rock We Salute You", "Let There Be Rock"])
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 2
@MainActor private func flowDriverExample2() async throws {
  let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  var driver = await FlowDriver(albums)
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 3
@MainActor private func flowDriverExample3() async throws {
  let (album, transcript) = await FlowDriver.run(navigation, input: artists, script: ["AC/DC", "1"])
}
