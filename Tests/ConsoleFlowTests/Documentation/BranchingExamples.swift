import ConsoleFlow
import ConsoleFlowTesting
import Testing

// The examples of the articles Composition, Loads and Testing a flow on branching over cases that
// carry values, a case that starts with a load, the environment and starting over, compiled and
// run here: `ReadmeSnippetTests` checks that every line of an article's Swift blocks is a line of
// a compiled file.

private struct Track: Equatable, Sendable {
  let name: String
  let seconds: Int
}

private struct Album: Equatable, Sendable {
  let title: String
  let tracks: [Track]
}

private struct Artist: Equatable, Sendable {
  let name: String
}

private enum Found: Sendable {
  case artist(Artist)
  case album(Album)
  case nothing(String)

  /// How the list of what was found names it.
  var label: String {
    switch self {
    case .artist(let artist): artist.name
    case .album(let album): album.title
    case .nothing(let words): "nothing for \(words)"
    }
  }
}

// MARK: - The environment

private struct Library: EnvironmentValue {
  var albums: @Sendable (Artist) async throws -> [Album]
  static var defaultValue: Library { Library { _ in [] } }
}

// MARK: - A branch over cases with values

private let chooseFound = Screen<[Found], Found>.list(title: "Found", rows: .input, label: \.label)
private let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: \.title)
private let chooseTrack = Screen<Album, Track>.table(
  title: .from { $0.title },
  columns: [TableColumn("Name", \.name), TableColumn("Length") { .duration(.seconds($0.seconds)) }],
  rows: .held { $0.tracks })
private let nothingFound = Screen<String, Never>.notice(title: "Found", lines: { ["Nothing matches \($0)."] })

private let albumsOfArtist: Navigation<Artist, Track> =
  load("Loading albums") { artist in try await Library.current.albums(artist) } >>> chooseAlbum >>> chooseTrack

private let artistCase = BranchCase("artist", albumsOfArtist)
private let albumCase = BranchCase("album", chooseTrack)
private let nothingCase = BranchCase("nothing", nothingFound)

private let openFound: Navigation<[Found], Track> = root(chooseFound).branch(artistCase, albumCase, nothingCase) {
  switch $0 {
  case .artist(let artist): artistCase(artist)
  case .album(let album): albumCase(album)
  case .nothing(let words): nothingCase(words)
  }
}

// MARK: - A folder inside a folder (`Navigation.recursive`)

private struct File: Sendable {
  let name: String
}

private struct Folder: Sendable {
  let name: String
  let entries: [Entry]
}

private enum Entry: Sendable { case folder(Folder), file(File) }

private let chooseEntry = Screen<Folder, Entry>.list(
  title: .from { $0.name }, rows: .held { $0.entries },
  label: {
    switch $0 {
    case .folder(let folder): folder.name + "/"
    case .file(let file): file.name
    }
  })
private let showFile = Screen<File, Never>.notice(title: .from { $0.name }, lines: { ["\($0.name), a file."] })

private let browse = Navigation<Folder, Never>.recursive { browse in
  let folder = BranchCase("folder", browse)
  let file = BranchCase("file", showFile)
  return root(chooseEntry).branch(folder, file) { entry in
    switch entry {
    case .folder(let inside): folder(inside)
    case .file(let chosen): file(chosen)
    }
  }
}

// MARK: - The catalog, given once at the root

private let killEmAll = Album(
  title: "Kill 'Em All", tracks: [Track(name: "Seek & Destroy", seconds: 415), Track(name: "Whiplash", seconds: 249)])
private let rideTheLightning = Album(title: "Ride the Lightning", tracks: [Track(name: "Fade to Black", seconds: 417)])
private let found: [Found] = [.artist(Artist(name: "Metallica")), .album(killEmAll), .nothing("Mettalica")]

/// The catalog the app reads: a database in a flow of one's own, an album here.
private struct Catalog: Sendable {
  func albums(of artist: Artist) async throws -> [Album] { artist.name == "Metallica" ? [killEmAll] : [] }
}

private let catalog = Catalog()

private let app = openFound.environment(Library { artist in try await catalog.albums(of: artist) })

@Suite("The articles' branches, environment and start over")
struct BranchingExampleTests {
  @Test("each case is handed its value; a case may start with a load; the map names every case")
  func casesWithValues() async {
    var driver = await FlowDriver(app, input: found)
    await driver.send("Metallica")
    #expect(driver.page.title == "Albums" && driver.labels == ["Kill 'Em All"])
    await driver.send(["1", "Whiplash"])
    #expect(driver.results == [Track(name: "Whiplash", seconds: 249)])
    var nothing = await FlowDriver(app, input: found)
    await nothing.send("Mettalica")
    #expect(nothing.page.body.map(\.text) == ["Nothing matches Mettalica."])
    let map = openFound.flowMap.mermaid
    #expect(["artist, loading albums", "album", "nothing"].allSatisfy(map.contains), "\(map)")
  }

  @Test("a folder's case opens the same browser one level down")
  func foldersInsideFolders() async {
    let home = Folder(
      name: "home",
      entries: [.folder(Folder(name: "docs", entries: [.file(File(name: "readme"))])), .file(File(name: "notes"))])
    var driver = await FlowDriver(browse, input: home)
    await driver.send("docs/")
    #expect(driver.labels == ["readme"])
    await driver.send("readme")
    #expect(driver.page.body.map(\.text) == ["readme, a file."])
  }

  @Test func albumsFromAStubLibrary() async {
    let stub = Library { _ in [rideTheLightning] }
    var driver = await FlowDriver(app.environment(stub), input: found)
    await driver.send("Metallica")
    #expect(driver.labels == ["Ride the Lightning"])
  }

  @Test("a flow given no library reads the default one")
  func theDefault() async {
    var driver = await FlowDriver(openFound, input: found)
    await driver.send("Metallica")
    #expect(driver.page.title == "Albums" && driver.labels.isEmpty)
  }

  @Test func startingOver() async {
    var driver = await FlowDriver(app, input: found, strict: false, keepRunning: true)
    await driver.send(["Kill 'Em All", "Whiplash"])
    #expect(driver.results.map(\.name) == ["Whiplash"] && driver.page.title == "Done")
    await driver.send(":back")
    #expect(driver.rejections.map(\.kind) == [.completed])
    await driver.send("")
    #expect(driver.page.title == "Found")
  }
}
