@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

/// A band and its albums, what a preview shows.
private struct Band: Equatable, Sendable {
  let name: String
  let albums: [String]

  static let all = [
    Band(name: "AC/DC", albums: ["For Those About To Rock", "Let There Be Rock"]),
    Band(name: "Accept", albums: ["Balls to the Wall", "Restless and Wild"]),
    Band(name: "Aerosmith", albums: ["Big Ones"]),
    Band(name: "Nobody", albums: []),
  ]
}

private struct NoAlbums: Error, CustomStringConvertible {
  var description: String { "the catalog is closed" }
}

private let albums = Preview<Band>.lines { band in band.albums.map { Page.Line($0) } }
private let loadedAlbums = Preview<Band>.load("albums") { band in
  guard !band.albums.isEmpty else { throw NoAlbums() }
  return band.albums.map { Page.Line($0) }
}

private func bands(_ preview: Preview<Band>?) -> Navigation<[Band], Band> {
  root(Screen<[Band], Band>.list(title: "Bands", rows: .input, label: { $0.name }, preview: preview))
}

@MainActor
private func shown(_ preview: Preview<Band>?, width: Int = 80, height: Int = 24, _ lines: [String]) async -> String {
  var driver = await FlowDriver(
    Flow(bands(preview), input: Band.all, traits: Traits(width: width, height: height)), strict: false)
  await driver.send(lines)
  return driver.page.render(for: driver.flow.traits).joined(separator: "\n")
}

@Suite("Previews of a list's items")
struct PreviewTests {
  @Test(":preview N shows the item's lines below the list, which keeps half the rows")
  func below() async {
    #expect(
      await shown(albums, [":preview 1"]) == """
        Bands
        1–4 of 4
          1  AC/DC
          2  Accept
          3  Aerosmith
          4  Nobody
        ── AC/DC ───────────────────────────────────────────────────────────────────────
        For Those About To Rock
        Let There Be Rock
        """)
  }

  @Test("from 120 columns the preview stands beside the list, a bar between them")
  func beside() async {
    let page = await shown(albums, width: 120, [":preview 2"]).split(separator: "\n").map(String.init)
    // The list's half, 58 columns, is laid out as narrow terminals are.
    #expect(
      page[2] == " 1 AC/DC" + String(repeating: " ", count: 50) + " │ ── Accept " + String(repeating: "─", count: 49))
    #expect(page[3].hasSuffix(" │ Balls to the Wall"))
    #expect(page[5] == " 4 Nobody" + String(repeating: " ", count: 49) + " │")
  }

  @Test("a preview that loads shows once its work is done; one that throws says why in its place")
  func loads() async {
    #expect(
      await shown(loadedAlbums, [":preview 2"]).hasSuffix(
        "── Accept " + String(repeating: "─", count: 70) + "\nBalls to the Wall\nRestless and Wild"))
    #expect(await shown(loadedAlbums, [":preview 4"]).hasSuffix("\nNo preview: the catalog is closed"))
  }

  @Test("a number that is no item is refused; a screen without previews refuses :preview; help says so")
  func refused() async {
    let flow = Flow(bands(albums), input: Band.all)
    #expect(
      flow.step(":preview 9").flow.rejection?.reason == "There is no item 9 to preview: the items are numbered 1 to 4.")
    #expect(flow.step(":preview AC/DC").flow.rejection?.kind == .noSuchItem)
    #expect(Flow(bands(nil), input: Band.all).step(":preview 1").flow.rejection?.kind == .nothingToPreview)
    #expect(flow.step(":help").flow.page.message?.contains(":preview") == true)
    #expect(Flow(bands(nil), input: Band.all).step(":help").flow.page.message?.contains(":preview") == false)
  }

  @Test("the next line clears the preview: a filter, a page turn")
  func cleared() {
    let flow = Flow(bands(albums), input: Band.all).steps([":preview 1", "/ac"]).flow
    #expect(flow.page.preview == nil)
    #expect(flow.page.items.map(\.label) == ["AC/DC", "Accept"])
  }

  @Test("a preview's text is escaped and cut: no line passes the width, none holds a raw control character")
  func fits() {
    let hostile = Band(name: "Evil\u{1B}[2J", albums: ["\u{1B}]0;pwned\u{7}" + String(repeating: "坂本", count: 80)])
    for width in [10, 20, 40, 80, 119, 120, 121, 200] {
      let flow = Flow(bands(albums), input: [hostile] + Band.all, traits: Traits(width: width)).step(":preview 1").flow
      for line in flow.page.render(for: flow.traits) {
        #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(width): \(line)")
      }
    }
  }

  @Test("a long preview is cut to its rows and says how many lines are left out")
  func longPreview() {
    let many = Preview<Band>.lines { _ in (1...30).map { Page.Line("line \($0)") } }
    let page = Flow(bands(many), input: Band.all, traits: Traits(width: 80, height: 24)).step(":preview 1").flow.page
    let lines = page.render(for: Traits(width: 80, height: 24))
    #expect(lines.count <= 23, "the page and its prompt fit the terminal")
    #expect(lines.last == "… 22 more lines")
  }

  @Test("a table's rows preview the same way")
  func table() {
    let table = Screen<[Band], Band>.table(
      title: "Bands", columns: [TableColumn("Name", \.name), TableColumn("Albums") { .integer($0.albums.count) }],
      rows: .input,
      preview: albums)
    let flow = Flow(root(table), input: Band.all).step(":preview 2").flow
    #expect(flow.page.preview == Page.PreviewPane(title: "Accept", lines: ["Balls to the Wall", "Restless and Wild"]))
  }
}
