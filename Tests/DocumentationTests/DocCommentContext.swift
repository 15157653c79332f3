@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import Synchronization

// The names the library's documentation comments use in their examples (an artist, a journal, a
// folder), so that each example compiles as it is written there. Nothing here runs.

// MARK: - The music catalog

struct Artist: Sendable {
  let name: String
  let albums: [Album]
}

struct Album: Sendable {
  let title: String
  let artist: String
  let tracks: [Track]
}

struct Track: Sendable {
  let name: String
  let composer: String
  let genre: String
  let preview: Sample?
  let seconds: Int
  let album: String
}

struct Invoice: Sendable {
  let customer: String
  let total: Double
}

struct Sample: Sendable {
  let url: String
}

struct Catalog: Sendable {
  let artists: [Artist]
  func albums(of artist: Artist) async throws -> [Album] { artist.albums }
}

let artists: [Artist] = []
let catalog = Catalog(artists: artists)
let artist = Artist(name: "AC/DC", albums: [])
let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: { $0.title })
let chooseTrack = Screen<[Track], Track>.list(title: "Tracks", rows: .input, label: { $0.name }).pullback {
  (album: Album) in
  album.tracks
}
let playPreview = Screen<Sample, Sample>.detail(title: .from { $0.url }, lines: { [$0.url] })
let noAlbums = Screen<Artist, Album>.notice(title: .from { $0.name }, lines: { _ in ["No albums."] })
let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
let flow = Flow(navigation, input: artists)
let file = TranscriptFile(flow: "music", transcript: Transcript())
/// An event a load reported (never run: the examples are only compiled).
let event = Load.Event.cancelled
let replayed = file

/// A folder being read, as a streamed list's example shows it.
struct Listing: Sendable {
  let folderName: String
  let path: String
  let entries: ElementStream<Entry>
}

/// A list's state, as a reaction's example changes it.
struct ArtistsState: Sendable {
  func filtered(by query: String) -> ArtistsState { self }
}

let state = ArtistsState()
let query = "zep"

/// What an interpreter's loop keeps, as the step example sets it.
@MainActor var shown: [String] = []
@MainActor var waitingFor = ""
@MainActor var chosen: Album?
@MainActor var quitting = false

// MARK: - Trips

struct Country: Sendable {
  let name: String
  let cities: [String]
}

struct Trip: Sendable {
  let country: String
  let city: String
}

let chooseCountry = Screen<[Country], Country>.list(title: "Countries", rows: .input, label: { $0.name })
let chooseCity = Screen<[String], String>.list(title: "Cities", rows: .input, label: { $0 }).pullback {
  (country: Country) in
  country.cities
}

// MARK: - Folders

struct Folder: Sendable {
  let entries: [Entry]
}

struct Entry: Sendable {
  enum Kind: String, CaseIterable, Sendable { case folder, file }
  let name: String
  let kind: Kind
  let folder: Folder?
  var isFolder: Bool { folder != nil }
}

struct File: Sendable {
  let name: String
}

/// What opening an entry finds: a folder to browse, or a file to show.
enum Opened: Sendable { case folder(Folder), file(Entry) }

extension Entry {
  var opened: Opened { folder.map(Opened.folder) ?? .file(self) }
}

let chooseEntry = Screen<[Entry], Entry>.list(title: "Folder", rows: .input, label: { $0.name }).pullback {
  (folder: Folder) in
  folder.entries
}
let showFile = Screen<Entry, Never>.notice(title: .from { $0.name }, lines: { [$0.kind.rawValue] })
let openFolder = root(chooseEntry.pullback { (entry: Entry) in entry.folder ?? Folder(entries: []) })
  .map { _ -> Never in fatalError("never chosen") }
let browseEntries = root(
  Screen<[Entry], Entry>.list(title: "Entries", rows: .input, label: { $0.name }).map { File(name: $0.name) })

// MARK: - The dream journal

struct Dream: Sendable {
  let title: String
  let effects: [Effect]
}

enum Effect: CaseIterable, Sendable {
  case flying, falling
  var name: String { "\(self)" }
}

enum Creature: CaseIterable, Sendable {
  case cat, owl
  var name: String { "\(self)" }
}

struct Journal: Sendable {
  func save(_ dreams: [Dream]) async throws -> [Dream] { dreams }
}

struct JournalState: Sendable {
  func saved(_ dreams: [Dream]) -> JournalState { self }
  func notSaved(_ dreams: [Dream], because why: String) -> JournalState { self }
}

let journal = Journal()
let dreams: [Dream] = []
let journalScreen = Screen<[Dream], Never>.notice(title: .from { _ in "Dreams" }, lines: { $0.map(\.title) })
let askTitle = Screen<String, String>.textPrompt(title: .from { _ in "New dream" }, question: "Title", parse: { $0 })
let journalPath = "dreams.json"
let json = "[]"
func mergeAndSave() throws {}

/// A list of items, as the presentation example renames one.
struct ItemsState: Sendable {
  func renaming(_ item: String, to newName: String) -> ItemsState { self }
}

let item = "milk"
let editName = Screen<String, String>.textPrompt(title: .from { $0 }, question: "Name", parse: { $0 })
let renameItem = Modal("rename", root(editName))

// MARK: - Bytes, loads and the rest

struct Commit: Sendable {
  let subject: String
  let shortHash: String
}

struct GitLog: Sendable {
  func commits(in repository: String) -> AsyncStream<Commit> { AsyncStream { $0.finish() } }
}

struct LineReader: Sendable {
  func blocksOfLines() -> AsyncStream<[String]> { AsyncStream { $0.finish() } }
}

/// A store of rows read by key, as a paged source is.
struct RowStore: Sendable {
  struct Row: Sendable {
    let id: Int
  }
  func rows(after id: Int?, limit: Int) async throws -> [Row] { [] }
  func rows(before id: Int?, limit: Int) async throws -> [Row] { [] }
}

let gitLog = GitLog()
let store = RowStore()
let repository = "."
let reader = LineReader()
let bytes: [UInt8] = []
@MainActor let block = UnsafeRawBufferPointer(start: nil, count: 0)
let text = "1984"
let old = "a\n"
let new = "b\n"
let error: any Error = POSIXError(.EACCES)

/// Where an interpreter collects the events of its loads.
final class Inbox: Sendable {
  private let events = Mutex<[(Load.ID, Load.Event)]>([])
  func append(_ event: (Load.ID, Load.Event)) { events.withLock { $0.append(event) } }
}

let inbox = Inbox()

// MARK: - An environment

/// What the environment's examples give a flow: the albums of an artist.
struct Shelf: EnvironmentValue {
  var albums: @Sendable (Artist) async throws -> [Album]
  static var defaultValue: Shelf { Shelf { _ in [] } }
}
