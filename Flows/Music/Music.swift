import ConsoleFlow
import Foundation

/// The music catalog browser: artists, their albums, an album's tracks, a track's detail.
///
/// Every list is the one generic list screen given a different label; no screen knows another.
///
/// ```swift
/// let catalog = try Catalog.embedded()
/// try await REPL(name: "music").run(Music.navigation(catalog: catalog), input: catalog.artistStream())
/// ```
public enum Music {
  /// The navigation from the artists as the catalog's `artistStream()` reads them to a track's
  /// detail; albums and tracks are queried by loads, never inside a step.
  public static func navigation(catalog: Catalog) -> Navigation<ElementStream<Artist>, Never> {
    browse(from: root(chooseArtistAsRead(catalog: catalog)), catalog: catalog)
  }

  /// The same browser started from artists already at hand (an array, or the catalog's lazy
  /// `artistRows()`).
  public static func navigation<Artists: RandomAccessCollection & Sendable>(
    catalog: Catalog
  ) -> Navigation<Artists, Never> where Artists.Element == Artist, Artists.Index == Int {
    browse(from: root(chooseArtist(catalog: catalog)), catalog: catalog)
  }

  /// From a chosen artist: their albums (or a notice that there are none), an album's tracks, a
  /// track's detail.
  private static func browse<Start>(from artists: Navigation<Start, Artist>, catalog: Catalog) -> Navigation<
    Start, Never
  > {
    artists
      .load("Loading albums") { artist in
        ArtistAlbums(artist: artist, albums: artist.albumCount > 0 ? try await catalog.albums(of: artist) : [])
      }
      .branch(on: \.shelf) { shelf in
        switch shelf {
        case .albums: root(chooseAlbum.pullback { $0.albums })
        case .empty: root(noAlbums.pullback { $0.artist })
        }
      }
      .load("Loading tracks") { album in try await catalog.tracks(of: album) }
      >>> chooseTrack
      >>> trackDetail
  }

  /// An artist and the albums a load found.
  struct ArtistAlbums: Sendable {
    let artist: Artist
    let albums: [Album]

    /// Whether there are albums to choose from: the case the flow goes on with.
    var shelf: Shelf { albums.isEmpty ? .empty : .albums }
  }

  /// The two ways on from an artist, as the map names them.
  enum Shelf: String, CaseIterable, Sendable {
    case albums
    case empty = "no albums"
  }

  static func chooseArtist<Artists>(catalog: Catalog) -> Screen<Artists, Artist>
  where Artists: RandomAccessCollection & Sendable, Artists.Element == Artist, Artists.Index == Int {
    .list(
      title: .from { _ in "Artists" },
      heading: { _, artists in count(artists, "artist") },
      rows: .input,
      label: { $0.name },
      detail: { $0.albumCount == 0 ? "no albums" : count($0.albumCount, "album") },
      preview: albumsPreview(catalog: catalog)
    ).named("Artists")
  }

  static func chooseArtistAsRead(catalog: Catalog) -> Screen<ElementStream<Artist>, Artist> {
    .list(
      title: "Artists",
      heading: { _, artists in count(artists, "artist") },
      rows: .input,
      label: { $0.name },
      detail: { $0.albumCount == 0 ? "no albums" : count($0.albumCount, "album") },
      preview: albumsPreview(catalog: catalog)
    )
  }

  /// An artist's albums, each with its number of tracks: a query, run as the cursor lands on
  /// the artist (and cancelled when it moves on).
  static func albumsPreview(catalog: Catalog) -> Preview<Artist> {
    .load("Loading albums") { artist in
      guard artist.albumCount > 0 else { return ["No albums in the catalog."] }
      let albums: [Album] = try await catalog.albums(of: artist)
      return albums.map { Page.Line("\($0.title)  (\(count($0.trackCount, "track")))") }
    }
  }

  static let chooseAlbum = Screen<[Album], Album>.list(
    title: .from { $0.first?.artist.name ?? "Albums" },
    heading: { albums, count in "\(albums.first?.artist.name ?? "Albums"): \(Music.count(count, "album"))" },
    rows: .input,
    label: { $0.title },
    detail: { count($0.trackCount, "track") }
  ).named("Albums")

  /// An album's tracks as a table: `:sort length` orders them by time, `/young` finds a composer.
  static let chooseTrack = Screen<[Track], Track>.table(
    title: .from { $0.first?.album.title ?? "Tracks" },
    heading: { tracks, count in "\(tracks.first?.album.title ?? "Tracks"): \(Music.count(count, "track"))" },
    columns: [
      TableColumn("#", \.number),
      TableColumn("Name", \.name),
      TableColumn("Length") { track in track.milliseconds.map { .duration(.milliseconds($0)) } ?? .absent },
      TableColumn("Composer", \.composer),
      TableColumn("Size") { track in track.bytes.map { .bytes(Int64($0)) } ?? .absent },
    ],
    rows: .input,
    key: "Name"
  ).named("Tracks")

  static let noAlbums = Screen<Artist, Album>.notice(
    title: .from { $0.name },
    lines: { ["\($0.name): no albums.", "The catalog holds no albums by this artist."] }
  ).named("No albums")

  static let trackDetail = Screen<Track, Never>.notice(
    title: .from { $0.name },
    fields: { track in
      [
        ("Name", track.name),
        ("Album", track.album.title),
        ("Artist", track.album.artist.name),
        ("Composer", track.composer ?? "unknown"),
        ("Genre", track.genre ?? "unknown"),
        ("Media type", track.mediaType ?? "unknown"),
        ("Duration", track.milliseconds.map(duration) ?? "unknown"),
        ("Size", track.bytes.map(megabytes) ?? "unknown"),
        ("Price", track.unitPrice.map { String(format: "%.2f", $0) } ?? "unknown"),
      ]
    }
  ).named("Track")

  /// "1 album", "21 albums".
  static func count(_ number: Int, _ noun: String) -> String {
    // Concatenated rather than interpolated: it runs for every row shown, and short strings stay inline.
    String(number) + " " + noun + (number == 1 ? "" : "s")
  }

  /// Milliseconds as m:ss, rounded to the second; "unknown" for a negative duration. Written
  /// so that no duration, however large, overflows.
  static func duration(_ milliseconds: Int) -> String {
    guard milliseconds >= 0 else { return "unknown" }
    let seconds = milliseconds / 1000 + (milliseconds % 1000 >= 500 ? 1 : 0)
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }

  /// Bytes as megabytes (10^6) with two decimals.
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.2f MB", Double(bytes) / 1_000_000)
  }
}
