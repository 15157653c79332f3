import MusicFlow
import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

/// The same screens drawn at a compact, a regular and a wide width, with colour on and off.
@Suite("Layouts by width, golden transcripts")
struct LayoutTranscriptTests {
  @Test(
    "the music flow at 40, 80 and 140 columns, colour on and off",
    arguments: [40, 80, 140], [false, true])
  func musicAtWidth(width: Int, color: Bool) async throws {
    let traits = Traits(width: width, height: 14, color: color)
    let flow = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits)
    // Drawn with the traits themselves: transcripts are always colourless, these pages are not.
    var lines = flow.page.render(for: traits)
    var current = flow
    for line in ["/motor", "1", "~", "/", ">", "<", "Iron Maiden", ">", "Powerslave", "Aces High"] {
      lines.append(current.page.prompt + line)
      current = await current.loaded(line)
      lines += current.page.render(for: traits)
    }
    let text = lines.joined(separator: "\n") + "\n"
    // Escape bytes are shown as ␛ so the golden files stay readable.
    let readable = text.replacingOccurrences(of: "\u{1B}", with: "␛")
    try assertSnapshot(readable, named: "layout-\(width)-\(color ? "color" : "plain")")
  }

  @Test("the wide layout puts more than one entry on a line and stays within the width")
  func wideUsesColumns() {
    let traits = Traits(width: 140, height: 24)
    let page = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits).page
    let rows = page.render(for: traits).dropFirst(3)
    #expect(page.items.count > rows.count, "more entries than rows")
    #expect(rows.first?.contains("  1  A Cor Do Som") == true && rows.first?.contains("  2  Aaron") == false)
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 140 })
  }

  @Test(
    "wide pages fill the screen's rows with columns; :next and :prev walk every entry once, and back exactly",
    arguments: [(120, 10), (140, 14), (200, 24), (160, 6)])
  func widePaging(width: Int, height: Int) {
    let traits = Traits(width: width, height: height)
    var flow = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits)
    var pages: [[Int]] = []
    while true {
      let numbers = flow.page.items.map(\.number)
      pages.append(numbers)
      let rows = flow.page.render(for: traits).dropFirst(3)
      #expect(rows.count <= traits.pageRows, "a page never needs more lines than the screen has")
      #expect(rows.allSatisfy { DisplayWidth.of($0) <= width })
      #expect(numbers.count >= min(traits.pageRows, 276 - numbers[0]), "never fewer than one column holds")
      let next = flow.step(":next")
      if next.flow.page.message != nil { break }
      flow = next.flow
    }
    #expect(pages.joined().elementsEqual(1...275))
    #expect(pages.count < 275 / traits.pageRows, "columns hold more entries than one column would")
    var backwards: [[Int]] = [flow.page.items.map(\.number)]
    while flow.page.items.first?.number != 1 {
      flow = flow.step(":prev").flow
      backwards.append(flow.page.items.map(\.number))
    }
    #expect(backwards == pages.reversed())
  }

  @Test("the compact layout leaves the detail column out and cuts labels")
  func compactDropsDetails() {
    let traits = Traits(width: 30, height: 24)
    let lines = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits).page.render(
      for: traits)
    #expect(!lines.contains { $0.contains("album") })
    // Narrow terminals get a one-cell margin and gutter.
    #expect(lines.contains("  4 AC/DC"))
    #expect(lines.contains(" 20 Antal Doráti & London Sym…"))
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
  }
}
