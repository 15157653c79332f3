@_spi(Interpreter) import ConsoleFlow
import Foundation
import TestSupport

@testable import ConsoleFlowREPL

/// The sizes every golden frame is drawn at: the common terminal, a narrow one, a wide one.
let goldenSizes = [(80, 24), (40, 15), (130, 40)]

/// The traits of a full screen of `width` by `height`, colour on unless said.
func screen(_ width: Int, _ height: Int, color: Bool = true) -> Traits {
  Traits(width: width, height: height, color: color)
}

/// The page `flow` shows full screen at `traits`: the core asked for as many items as the list
/// has rows (its page rows are its height less four), or for the whole of a page's text, which
/// full screen scrolls itself.
func fullScreenPage<Output>(_ flow: Flow<Output>, traits: Traits, view: FullScreenView = FullScreenView()) -> Page {
  var flow = flow
  flow.traits = traits
  let page = flow.page
  let rows = FullScreenLayout.geometry(for: page, view: view, traits: traits).listRows.count
  flow.traits.height = page.items.isEmpty ? Traits.largest : max(traits.height, rows + 4)
  return flow.page
}

/// The artists list's page as the core would give it for `rows` rows from item `first`: what
/// full screen needs of the core to scroll a row at a time.
func artistsPage(first: Int, rows: Int) -> Page {
  let artists = SampleCatalog.artists
  let shown = (first - 1)..<min(artists.count, first - 1 + rows)
  var page = Page(
    title: "Artists", breadcrumb: ["Artists"], heading: "\(artists.count) artists",
    status: "\(shown.lowerBound + 1)–\(shown.upperBound) of \(artists.count)",
    items: shown.map {
      Page.Item(number: $0 + 1, label: artists[$0].name, detail: "\(artists[$0].albums.count) albums")
    },
    prompt: "Artists> ")
  page.itemCount = artists.count
  return page
}

/// The frame of `flow` at every golden size, each under its size, for one golden file.
func goldenFrames<Output>(_ flow: Flow<Output>, view: FullScreenView = FullScreenView(), color: Bool = true) -> String {
  goldenSizes.map { width, height in
    let traits = screen(width, height, color: color)
    let page = fullScreenPage(flow, traits: traits, view: view)
    return "═══ \(width)x\(height)\n" + picture(FullScreenLayout.frame(for: page, view: view, traits: traits))
  }.joined(separator: "\n")
}

/// The catalog's artists, each with how many albums: a list with a heading and details.
let artistsFlow = Flow(
  root(
    Screen<[SampleCatalog.Artist], SampleCatalog.Artist>.list(
      title: .from { _ in "Artists" }, heading: { _, count in "\(count) artists" }, rows: .input, label: \.name,
      detail: { "\($0.albums.count) albums" },
      preview: .lines { artist in artist.albums.map { Page.Line($0) } })),
  input: SampleCatalog.artists)

/// A track, with more columns than fit.
struct Track: Sendable {
  let name: String
  let album: String
  let composer: String?
  let milliseconds: Int
  let bytes: Int64
  let price: Double
  let genre: String

  static let all = [
    Track(
      name: "For Those About To Rock (We Salute You)", album: "For Those About To Rock We Salute You",
      composer: "Angus Young, Malcolm Young, Brian Johnson", milliseconds: 343_719, bytes: 11_170_334, price: 0.99,
      genre: "Rock"),
    Track(
      name: "Balls to the Wall", album: "Balls to the Wall", composer: nil, milliseconds: 342_562, bytes: 5_510_424,
      price: 0.99, genre: "Rock"),
    Track(
      name: "Fast As a Shark", album: "Restless and Wild",
      composer: "F. Baltes, S. Kaufman, U. Dirkscneider & W. Hoffman",
      milliseconds: 230_619, bytes: 3_990_994, price: 1.5, genre: "Rock"),
    Track(
      name: "坂本龍一: Merry Christmas Mr. Lawrence", album: "Ｆｕｌｌｗｉｄｔｈ", composer: "坂本龍一", milliseconds: 287_000,
      bytes: 9_000_000, price: 12.25, genre: "Soundtrack"),
    Track(
      name: "Evil\u{1B}[31m\u{202E}Name\u{7}", album: "\u{1B}]0;pwned\u{7}", composer: "x\ny", milliseconds: 1,
      bytes: 1,
      price: 0, genre: "\u{9B}31m"),
  ]
}

/// The tracks as a table: the name its key column, six more that scroll.
let tracksFlow = Flow(
  root(
    Screen<[Track], Track>.table(
      title: "Tracks",
      columns: [
        TableColumn("Name", \.name), TableColumn("Album", \.album), TableColumn("Composer", \.composer),
        TableColumn("Length") { .duration(.milliseconds($0.milliseconds)) }, TableColumn("Bytes") { .bytes($0.bytes) },
        TableColumn("Price") { .number($0.price) }, TableColumn("Genre", \.genre),
      ], rows: .input)),
  input: Track.all)

/// A long text to read: a notice that wraps and scrolls.
let noticeFlow = Flow(
  root(
    Screen<[String], Never>.notice(
      title: .from { _ in "About" },
      lines: { $0 })),
  input: [
    "ConsoleFlow brings typed, composable navigation to text consoles: a screen is a value, combined with map and root into a navigation, run by interpreters.",
    "", "- added a full screen", "+ kept the line interpreter",
  ] + (1...30).map { "Line \($0) of the notice, long enough to wrap at forty columns but not at eighty." })

/// A question, answered wrongly once: its message stays under it.
let confirmFlow = Flow(
  root(Screen<String, Bool>.yesNo(title: .from { "Delete \($0)" }, question: "Delete the dream for good?")),
  input: "Flying over the \u{1B}[2Jsea"
).step("perhaps").flow

/// Several choices, two chosen.
let multiSelectFlow = Flow(
  root(
    Screen<Void, [String]>.multiSelect(
      title: .from { _ in "Effects" },
      choices: .from { _ in ["Flying", "Falling", "Lucid", "Recurring", "Nightmare"] },
      chosen: { _ in [0, 3] }, label: { $0 })),
  input: ()
)
