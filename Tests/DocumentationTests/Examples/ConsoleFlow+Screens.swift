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

// Sources/ConsoleFlow/Screens/Cell.swift, example 1
@MainActor private func cellExample1() async throws {
  let columns: [TableColumn<Track>] = [
    TableColumn("Name") { .text($0.name) },
    TableColumn("Length") { .duration(.seconds($0.seconds)) },
  ]
}

// Sources/ConsoleFlow/Screens/Cell.swift, example 2
@MainActor private func cellExample2() async throws {
  Cell.duration(.seconds(243)).text  // "4:03"
}

// Sources/ConsoleFlow/Screens/ForInput.swift, example 1
@MainActor private func forInputExample1() async throws {
  let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
  let chooseAlbum = Screen<Artist, Album>.list(
    title: .from { $0.name }, rows: .held { $0.albums }, label: { $0.title })
}

// Sources/ConsoleFlow/Screens/FormField.swift, example 1
@MainActor private func formFieldExample1() async throws {
  struct Order: Sendable {
    var album: String
    var copies = 1
    var gift = false
  }

  let fields: [FormField<Order>] = [
    .number("Copies", \.copies, in: 1...10),
    .yesNo("Gift", \.gift),
  ]
}

// Sources/ConsoleFlow/Screens/FormField.swift, example 2
@MainActor private func formFieldExample2() async throws {
  struct Visit: Sendable {
    let vets: [String]  // loaded before the form opens
    var vet = ""
  }

  let vet = FormField<Visit>.choice("Vet", \.vet, from: .from { $0.vets }, label: { $0 })
}

// Sources/ConsoleFlow/Screens/Navigation+Form.swift, example 1
@MainActor private func navigationFormExample1() async throws {
  struct Order: Sendable {
    var album: Album
    var copies = 1
    var gift = false
  }

  let order = Navigation<Album, Order>.form(
    title: .from { "Order \($0.title)" }, start: { Order(album: $0) },
    fields: [
      .number("Copies", \.copies, in: 1...10) { copies, order in
        guard copies <= order.album.tracks.count else { throw InvalidAnswer("At most \(order.album.tracks.count).") }
      },
      .yesNo("Gift", \.gift),
    ],
    check: { order in if order.gift && order.copies > 5 { throw InvalidAnswer("At most 5 copies as a gift.") } })
}

// Sources/ConsoleFlow/Screens/Preview.swift, example 1
@MainActor private func previewExample1() async throws {
  let chooseArtist = Screen<[Artist], Artist>.list(
    title: "Artists", rows: .input, label: { $0.name },
    preview: .lines { artist in artist.albums.map { Page.Line($0.title) } })
}

// Sources/ConsoleFlow/Screens/Preview.swift, example 2
@MainActor private func previewExample2() async throws {
  let albums: Preview<Artist> = .load("Loading albums") { artist in
    try await Task.sleep(for: .milliseconds(1))
    return artist.albums.map { Page.Line($0.title) }
  }
}

// Sources/ConsoleFlow/Screens/Rows.swift, example 1
@MainActor private func rowsExample1() async throws {
  let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
  let chooseAlbum = Screen<Artist, Album>.list(
    title: .from { $0.name }, rows: .held { $0.albums }, label: { $0.title })
}

// Sources/ConsoleFlow/Screens/Rows.swift, example 2
@MainActor private func rowsExample2() async throws {
  let chooseInvoice = Screen<Artist, Invoice>.table(
    title: .from { $0.name }, columns: [TableColumn("Total") { .decimal($0.total) }],
    rows: .arriving { _ in ElementStream("Loading invoices") { AsyncStream<Invoice> { $0.finish() } } })
}

// Sources/ConsoleFlow/Screens/Screen+List.swift, example 1
@MainActor private func screenListExample1() async throws {
  let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: { $0.title })
  let chooseTrack = Screen<Album, Track>.list(
    title: .from { $0.title }, heading: { album, count in "\(album.artist): \(count) tracks" },
    rows: .held { $0.tracks }, label: { $0.name })
}

// Sources/ConsoleFlow/Screens/Screen+Menu.swift, example 1
@MainActor private func screenMenuExample1() async throws {
  let chooseCreature = Screen<Dream, Creature>.menu(
    title: "Creature", choices: .init(Creature.allCases), label: { $0.name })

  enum AlbumAction: Sendable {
    case play(Album), buy(Album)
  }

  let albumMenu = Screen<Album, AlbumAction>.menu(
    title: .from { $0.title }, choices: .from { album in [.play(album), .buy(album)] },
    label: { action in
      switch action {
      case .play: "Play"
      case .buy: "Buy"
      }
    })
}

// Sources/ConsoleFlow/Screens/Screen+MultiSelect.swift, example 1
@MainActor private func screenMultiSelectExample1() async throws {
  let chooseEffects = Screen<Dream, [Effect]>.multiSelect(
    title: "Effects", choices: .init(Effect.allCases),
    chosen: { dream in Set(dream.effects.compactMap(Effect.allCases.firstIndex(of:))) }, label: { $0.name })
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 1
@MainActor private func screenNoticeExample1() async throws {
  let noAlbums = Screen<Artist, Album>.notice(title: .from { $0.name }, lines: { _ in ["No albums."] })
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 2
@MainActor private func screenNoticeExample2() async throws {
  let showTrack = Screen<Track, Never>.notice(
    title: .from { $0.name }, fields: { [("Composer", $0.composer), ("Genre", $0.genre)] })
  // Composer:  Angus Young
  // Genre:     Rock
}

// Sources/ConsoleFlow/Screens/Screen+Notice.swift, example 3
@MainActor private func screenNoticeExample3() async throws {
  let showTrack = Screen<Track, Track>.detail(title: .from { $0.name }, lines: { ["Composer: \($0.composer)"] })
}

// Sources/ConsoleFlow/Screens/Screen+Table.swift, example 1
@MainActor private func screenTableExample1() async throws {
  let chooseTrack = Screen<[Track], Track>.table(
    title: "Tracks",
    columns: [
      TableColumn("Name", \.name),
      TableColumn("Length") { .duration(.seconds($0.seconds)) },
    ],
    rows: .input)
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 1
@MainActor private func screenTextPromptExample1() async throws {
  let askYear = Screen<Album, Int>.textPrompt(title: .from { $0.title }, question: "Year", parse: { text in
    guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
    return year
  })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 2
@MainActor private func screenTextPromptExample2() async throws {
  let askCount = Screen<Album, Int>.textPrompt(title: .from { $0.title }, question: "How many tracks", parse: { album, text in
    guard let count = Int(text), (1...album.tracks.count).contains(count) else {
      throw InvalidAnswer("\(album.title) has \(album.tracks.count) tracks: type 1 to \(album.tracks.count).")
    }
    return count
  })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 3
@MainActor private func screenTextPromptExample3() async throws {
  let deleteDream = Screen<Dream, Bool>.yesNo(title: .from { $0.title }, question: "Delete this dream", default: false)
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 4
@MainActor private func screenTextPromptExample4() async throws {
  let confirmTrip = Screen<Trip, Trip>.confirm(title: "Confirm", question: { "Book \($0.city)" })
}

// Sources/ConsoleFlow/Screens/Screen+TextPrompt.swift, example 5
@MainActor private func screenTextPromptExample5() async throws {
  guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
}

// Sources/ConsoleFlow/Screens/TableColumn.swift, example 1
@MainActor private func tableColumnExample1() async throws {
  let columns: [TableColumn<Track>] = [
    TableColumn("Name", \.name),
    TableColumn("Length") { .duration(.seconds($0.seconds)) },
    TableColumn("Composer", \.composer),
  ]
}

// Sources/ConsoleFlow/Screens/TableQuery.swift, example 1
@MainActor private func tableQueryExample1() async throws {
  let kept = TableQuery(filter: "zep").matcher()
  kept("Led Zeppelin\tIV")  // true
}

// Sources/ConsoleFlow/Screens/TableQuery.swift, example 2
@MainActor private func tableQueryExample2() async throws {
  let rank = TableQuery(filter: "germany").rowRanker()
  rank(["Alfreds Futterkiste", "Berlin", "Germany"])  // a rank: kept
  rank(["Great Lakes Food Market", "Eugene", "USA"])  // nil: no cell holds germany
}
