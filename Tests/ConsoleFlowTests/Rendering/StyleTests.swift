@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

private let chooseArtistName = Screen<[SampleCatalog.Artist], SampleCatalog.Artist>.list(
  title: "Artists", rows: .input, label: { $0.name }, detail: { "\($0.albums.count) albums" })
private let chooseAlbumTitle = Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })
private let browse = root(chooseArtistName).map(\.albums) >>> chooseAlbumTitle

/// The page after choosing AC/DC, rendered for `traits`.
private func albumsPage(_ traits: Traits) -> [String] {
  Flow(browse, input: SampleCatalog.artists, traits: traits).step("AC/DC").flow.page.render(for: traits)
}

@Suite("A style set by the flow's author")
struct StyleTests {
  @Test(
    "its colours replace the standard ones: attributes, the eight colours and their bright forms, the palette, 24-bit")
  func colours() {
    var style = Style.standard
    style.colors[.title] = [.bold, .underline, .foreground(.blue)]
    style.colors[.quiet] = [.italic, .foreground(.bright(.black))]
    style.colors[.number] = [.foreground(.palette(208)), .background(.rgb(red: 0, green: 32, blue: 255))]
    let lines = albumsPage(Traits(width: 80, height: 10, color: true, style: style))
    #expect(lines[0] == "\u{1B}[1;4;34mArtists › Albums\u{1B}[0m")
    #expect(lines[1] == "\u{1B}[3;90m1–2 of 2\u{1B}[0m")
    #expect(lines[2].hasPrefix("  \u{1B}[38;5;208;48;2;0;32;255m1\u{1B}[0m  For Those About To Rock"))
  }

  @Test("plain colours leave no escape even where the terminal takes colour; colour off ignores any colours")
  func plainAndOff() {
    let plain = albumsPage(Traits(width: 80, height: 10, color: true, style: Style(colors: [:])))
    #expect(plain == albumsPage(Traits(width: 80, height: 10, color: false)))
    var loud = Style.standard
    loud.colors[.title] = [.reverse, .background(.red)]
    #expect(!albumsPage(Traits(width: 80, height: 10, color: false, style: loud)).joined().contains("\u{1B}"))
  }

  @Test("its symbols draw the breadcrumb, the ranges and the cuts; the ASCII ones where Unicode is off")
  func symbols() {
    let style = Style(
      symbols: Style.Symbols(separator: " ⟩ ", ellipsis: "⋯", dash: "—"),
      asciiSymbols: Style.Symbols(separator: " / ", ellipsis: "~", dash: ".."))
    let unicode = Traits(width: 24, height: 10, style: style)
    let lines = albumsPage(unicode)
    #expect(lines[0] == "Artists ⟩ Albums" && lines[1] == "1—2 of 2")
    #expect(lines[2] == " 1 For Those About To R⋯")
    var ascii = unicode
    ascii.unicode = false
    let plainLines = albumsPage(ascii)
    #expect(plainLines[0] == "Artists / Albums" && plainLines[1] == "1..2 of 2")
    #expect(plainLines[2] == " 1 For Those About To R~")
  }

  @Test("a symbol holding control characters is shown escaped, and a wide one never widens a line")
  func hostileSymbols() {
    let style = Style(symbols: Style.Symbols(separator: "\u{1B}[2J", ellipsis: "\u{7}界界", dash: "\u{202E}"))
    for width in [10, 12, 16, 24, 40] {
      let traits = Traits(width: width, height: 10, style: style)
      for line in albumsPage(traits)
        + Flow(browse, input: SampleCatalog.artists, traits: traits).page.render(for: traits)
      {
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, "\(line)")
        #expect(DisplayWidth.of(line) <= width, "\(line)")
      }
    }
    let lines = albumsPage(Traits(width: 80, height: 10, style: style))
    #expect(lines[0] == "Artists\\e[2JAlbums" && lines[1] == "1\\u{202E}2 of 2")
  }

  @Test("traits are equal when their styles are, however each was made, and a changed style is seen")
  func traitsCompareStyles() {
    var blue = Style.standard
    blue.colors[.title] = [.foreground(.blue)]
    var alsoBlue = Style(colors: [:])
    alsoBlue.colors = blue.colors
    #expect(Traits(style: blue) == Traits(style: alsoBlue))
    #expect(Traits(style: .standard) == Traits())
    var traits = Traits(style: blue)
    traits.style.symbols.dash = "~"
    #expect(traits != Traits(style: blue) && traits.style.symbols.dash == "~")
    #expect(Flow(browse, input: SampleCatalog.artists, traits: traits).page.status?.contains("1~20") == true)
  }

  @Test("the headless driver and a transcript's replay draw in the style they are given")
  func interpretersKeepIt() async throws {
    let style = Style(symbols: Style.Symbols(separator: " / ", ellipsis: "...", dash: " to "))
    var driver = await FlowDriver(browse, input: SampleCatalog.artists, style: style)
    await driver.send("AC/DC")
    #expect(driver.transcript.contains("Artists / Albums\n1 to 2 of 2"))
    var session = await Session(Flow(browse, input: SampleCatalog.artists, traits: Traits(style: style)))
    await session.send("AC/DC")
    let file = try TranscriptFile(parsing: TranscriptFile(flow: "style", transcript: session.transcript).text)
    let replayed = await file.replayed(
      on: Flow(browse, input: SampleCatalog.artists, traits: Traits(style: style)))
    #expect(replayed.body == file.body)
  }
}
