@testable import ConsoleFlow
import TestSupport
import Testing

private let names = SampleCatalog.names
private let chooseName = Screen<[String], String>.list(title: "Artists", label: { $0 }, detail: { "\($0.count) letters" })

@Suite("Rendering pages")
struct PageRenderTests {
  @Test("no line is wider than the terminal, at any width", arguments: [20, 40, 60, 80, 140])
  func linesFitTheWidth(width: Int) {
    let traits = Traits(width: width, height: 30)
    let flow = Flow(root(chooseName), input: names, traits: traits)
    for lines in [flow.page, flow.step("/orchestra").flow.page, flow.step("Vin").flow.page, flow.step("?").flow.page] {
      for line in lines.render(for: traits) {
        #expect(line.count <= width, "\(line)")
      }
    }
  }

  @Test("colour is used only when the traits allow it")
  func colourFollowsTraits() {
    let plain = Flow(root(chooseName), input: names, traits: Traits(color: false)).page
    let coloured = Flow(root(chooseName), input: names, traits: Traits(color: true)).page
    #expect(!plain.render(for: Traits(color: false)).joined().contains("\u{1B}"))
    let lines = coloured.render(for: Traits(color: true))
    #expect(lines[0] == "\u{1B}[1mArtists\u{1B}[0m")
    #expect(lines[2].hasPrefix("  \u{1B}[36m 1\u{1B}[0m  AC/DC"))
  }

  @Test("escape sequences from data stay escaped with colour on")
  func dataCannotColour() {
    let hostile = Flow(root(chooseName), input: ["\u{1B}[2J wipe"], traits: Traits(color: true)).page
    let line = hostile.render(for: Traits(color: true))[2]
    #expect(line.contains("\\e[2J wipe"))
    #expect(!line.contains("\u{1B}[2J"))
  }

  @Test("ASCII terminals get ASCII separators and ellipses")
  func asciiOnly() {
    let traits = Traits(width: 30, height: 10, unicode: false)
    let flow = Flow(root(chooseName).map { _ in names } >>> chooseName, input: names, traits: traits).step("1").flow
    let lines = flow.page.render(for: traits)
    #expect(lines[0] == "Artists > Artists")
    #expect(lines[1] == "1-6 of 275")
    #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII || !"…›–".unicodeScalars.contains($0) })
  }
}

@Suite("Display width")
struct DisplayWidthTests {
  private static let mixed = [
    "Mötley Crüe", "坂本龍一", "宇多田ヒカル & 椎名林檎", "🎸 Guitar Heroes 🤘", "Tab\tin\tname", "Zoë Keating",
    "e\u{301}\u{301}tude (combining)", "Ｆｕｌｌｗｉｄｔｈ", "👩‍👩‍👧 family", "Café Tacvba",
  ]

  @Test("wide characters and emoji take two cells, combining marks none")
  func widths() {
    #expect(DisplayWidth.of("Mötley Crüe") == 11)
    #expect(DisplayWidth.of("坂本龍一") == 8)
    #expect(DisplayWidth.of("🎸") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("Ｆｕｌｌ") == 8)
  }

  @Test("no rendered line is wider than the terminal for labels mixing accents, CJK, emoji and tabs",
    arguments: [20, 33, 40, 57, 80, 140])
  func neverWiderThanTheTerminal(width: Int) {
    let traits = Traits(width: width, height: 20)
    let choose = Screen<[String], String>.list(title: "宇多田ヒカル › 🎸", label: { $0 }, detail: { "\($0.count) 文字" })
    let flow = Flow(root(choose), input: Self.mixed, traits: traits)
    for page in [flow.page, flow.step("坂").flow.page, flow.step("/a").flow.page] {
      for line in page.render(for: traits) {
        #expect(DisplayWidth.of(line) <= width, "\(line)")
      }
    }
  }

  @Test("the detail column lines up after wide and combining labels")
  func columnsAlign() {
    let choose = Screen<[String], String>.list(title: "Artists", label: { $0 }, detail: { _ in "x" })
    let lines = Flow(root(choose), input: Self.mixed).page.render(for: Traits(width: 80))
    let columns = lines.dropFirst(2).map { DisplayWidth.of(String($0.dropLast())) }
    #expect(Set(columns).count == 1, "\(lines)")
  }

  @Test("truncation keeps the width and marks the cut, with dots when Unicode is off")
  func truncation() {
    let long = Screen<[String], String>.list(title: "T", label: { $0 })
    let unicode = Flow(root(long), input: ["坂本龍一坂本龍一坂本龍一坂本龍一"], traits: Traits(width: 20)).page
    let line = unicode.render(for: Traits(width: 20))[2]
    #expect(line.hasSuffix("…") || line.hasSuffix("… "))
    #expect(DisplayWidth.of(line) == 20)
    let ascii = unicode.render(for: Traits(width: 20, unicode: false))[2]
    #expect(ascii.contains("..."))
  }
}
