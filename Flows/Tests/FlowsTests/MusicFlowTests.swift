@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

/// The shipped golden transcripts of the music flow, replayed with the Swift Testing helper.
private func replay(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
  try await expectTranscript(GoldenFiles.transcript(name, of: "Music"), sourceLocation: sourceLocation) {
    arguments in
    #expect(arguments.isEmpty)
    return music
  }
}

private let music = Flow(
  Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: Traits(width: 80, height: 24))

@Suite("The music catalog flow")
struct MusicFlowTests {
  @Test("AC/DC to Let There Be Rock to a track's detail")
  func acdcTrackDetail() async throws {
    try await replay("acdc-track-detail")
  }

  @Test("motorhead typed without the accent")
  func motorheadWithoutAccent() async throws {
    #expect(await music.loaded("motorhead").page.heading == "Motörhead: 1 album")
    try await replay("motorhead-without-accent")
  }

  @Test("an artist with no albums shows a notice, then back")
  func artistWithoutAlbums() async throws {
    let flow = await music.loaded("Azymuth")
    #expect(flow.page.body.first == "Azymuth: no albums.")
    #expect(flow.depth == 2)
    try await replay("no-albums-then-back")
  }

  @Test("the 71 artists without albums all lead to the notice")
  func everyArtistWithoutAlbums() async {
    let without = Chinook.artists.filter { $0.albumCount == 0 }
    #expect(without.count == 71)
    for artist in without {
      let number = Chinook.artists.firstIndex(of: artist)! + 1
      let notice = await music.loaded("\(number)")
      // A long name wraps: the rows joined are the line.
      #expect(notice.page.body.map(\.text).joined().hasPrefix("\(artist.name): no albums."))
    }
  }

  @Test("Iron Maiden's 21 albums, paged")
  func ironMaidenPaged() async throws {
    let flow = await music.loaded("Iron Maiden")
    #expect(flow.page.heading == "Iron Maiden: 21 albums")
    #expect(await flow.loaded(":next").page.status == "21–21 of 21")
    try await replay("iron-maiden-paged")
  }

  @Test("filter, then select by number in the filtered view")
  func filterThenSelect() async throws {
    let filtered = await music.loaded("/zeppelin")
    #expect(filtered.page.items.map(\.label) == ["Led Zeppelin", "Dread Zeppelin"], "the shorter name first")
    #expect(await filtered.loaded("2").page.heading == "Dread Zeppelin: 1 album")
    try await replay("filter-then-select")
  }

  @Test("an album's tracks as a table: :sort by length and by size, a filter on a composer, a typo refused")
  func tracksSorted() async throws {
    let sorted = await music.loaded("Iron Maiden").loaded("Powerslave").loaded(":sort length")
    #expect(sorted.page.items.first?.cells == ["4", "Flash of The Blade", "4:03", "Dickinson", "5.8 MB"])
    #expect(sorted.page.items.last?.label == "Rime of the Ancient Mariner")
    try await replay("tracks-sorted")
  }

  @Test("an artist's albums previewed by number, before choosing; an artist without albums says so")
  func artistPreview() async throws {
    let previewed = await music.loaded(":preview 4")
    #expect(
      previewed.page.preview?.lines.map(\.text) == [
        "For Those About To Rock We Salute You  (10 tracks)", "Let There Be Rock  (8 tracks)",
      ])
    try await replay("artist-preview")
  }

  @Test("home from a track's detail")
  func homeFromTrackDetail() async throws {
    let detail = await music.loaded(["Led Zeppelin", "1", "1"])
    #expect(detail.depth == 4)
    #expect(await detail.loaded(":home").page == music.page)
    try await replay("home-from-track-detail")
  }

  @Test("a track's detail shows name, album, artist, composer, genre, media type, m:ss, MB and price")
  func trackDetail() async {
    let body = await music.loaded(["AC/DC", "1", "1"]).page.body
    #expect(
      body == [
        "Name:        For Those About To Rock (We Salute You)",
        "Album:       For Those About To Rock We Salute You",
        "Artist:      AC/DC",
        "Composer:    Angus Young, Malcolm Young, Brian Johnson",
        "Genre:       Rock",
        "Media type:  MPEG audio file",
        "Duration:    5:44",
        "Size:        11.17 MB",
        "Price:       0.99",
      ])
  }

  @Test("the lazy artist rows hold the same artists as the array, across chunk boundaries, in any order of reading")
  func lazyArtistRows() async throws {
    let rows = try Chinook.catalog.artistRows()
    #expect(rows.count == 275)
    #expect(rows[274] == Chinook.artists[274])
    #expect(rows[0] == Chinook.artists[0])
    #expect(Array(rows) == Chinook.artists)
    #expect(Array(try Chinook.catalog.artistRows()) == Chinook.artists, "read in order, chunk after chunk")
    let lazy = Flow(Music.navigation(catalog: Chinook.catalog), input: rows)
    let script = ["/gil", "1", "~", "motorhead", "1", "1", ":back", "Azymuth", ":back", ">", "<"]
    let (fromRows, fromArray) = (await transcript(lazy, script), await transcript(music, script))
    #expect(fromRows == fromArray)
  }

  @Test("artists are listed by name as a person scans them, case and accents aside, in every read")
  func artistsByName() async throws {
    let names = Chinook.artists.map(\.name)
    let folded = names.map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
    #expect(zip(folded, folded.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(names.firstIndex(of: "AC/DC")! < names.firstIndex(of: "Accept")!)
    #expect(names.firstIndex(of: "Cláudio Zoli")! < names.firstIndex(of: "Frank Zappa & Captain Beefheart")!)
    // The whole list on one tall page, as the stream delivers it.
    let tall = Traits(width: 200, height: 300)
    let streamed = await Flow(
      Music.navigation(catalog: Chinook.catalog), input: Chinook.catalog.artistStream(), traits: tall
    )
    .loaded([])
    #expect(streamed.page.items.map(\.label) == names, "the stream reads the same order, a chunk at a time")
  }
}

@Suite("A catalog that passes the schema check but not its own types")
struct HostileCatalogTests {
  @Test("NULL and text where numbers belong, and a huge duration, show as unknown; nothing crashes")
  func badRows() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("bad.sqlite").path
      let database = try DatabaseQueue(path: path)
      // Chinook's tables without their types: SQLite then stores whatever it is given.
      try await database.write { db in
        try db.execute(
          sql: """
            CREATE TABLE Artist (ArtistId INTEGER PRIMARY KEY, Name);
            CREATE TABLE Album (AlbumId INTEGER PRIMARY KEY, Title, ArtistId);
            CREATE TABLE Genre (GenreId INTEGER PRIMARY KEY, Name);
            CREATE TABLE MediaType (MediaTypeId INTEGER PRIMARY KEY, Name);
            CREATE TABLE Track (TrackId INTEGER PRIMARY KEY, Name, AlbumId, MediaTypeId, GenreId, Composer,
              Milliseconds, Bytes, UnitPrice);
            INSERT INTO Artist VALUES (1, 'AC/DC'), (2, NULL);
            INSERT INTO Album VALUES (1, 'Hostile', 1);
            INSERT INTO Track VALUES (1, 'Null time', 1, NULL, NULL, NULL, NULL, 'lots', 'free');
            INSERT INTO Track VALUES (2, 'Forever', 1, 1, 1, 'x', 9223372036854775807, 1, 1);
            INSERT INTO Track VALUES (3, NULL, 1, 1, 1, 'x', 'long', 1, 1);
            """)
      }
      try database.close()
      let catalog = try Catalog(path: path)
      var driver = await FlowDriver(Music.navigation(catalog: catalog), input: try catalog.artistRows(), strict: false)
      #expect(driver.labels == ["(no name)", "AC/DC"], "by name as shown")
      await driver.send(["AC/DC", "1"])
      #expect(driver.labels == ["Null time", "Forever", "(no name)"])
      #expect(driver.page.items.map { $0.cells[2] } == ["–", "2562047788015:12:56", "–"], "length")
      #expect(driver.page.items.map { $0.cells[4] } == ["1 B", "1 B", "1 B"].enumerated().map { $0 == 0 ? "–" : $1 })
      await driver.send("1")
      #expect(driver.page.body.contains("Duration:    unknown"))
      #expect(driver.page.body.contains("Size:        unknown"))
      #expect(driver.page.body.contains("Price:       unknown"))
    }
  }
}
