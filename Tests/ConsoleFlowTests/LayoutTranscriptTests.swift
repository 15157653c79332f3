import ConsoleFlow
import MusicFlow
import Testing

/// The same screens drawn at a compact, a regular and a wide width, with colour on and off.
@Suite("Layouts by width, golden transcripts")
struct LayoutTranscriptTests {
  @Test("the music flow at 40, 80 and 140 columns, colour on and off",
    arguments: [40, 80, 140], [false, true])
  func musicAtWidth(width: Int, color: Bool) throws {
    let traits = Traits(width: width, height: 14, color: color)
    let flow = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits)
    // Drawn with the traits themselves: transcripts are always colourless, these pages are not.
    var lines = flow.page.render(for: traits)
    var current = flow
    for line in ["/motor", "1", "~", "/", "Iron Maiden", ">", "Powerslave", "Aces High"] {
      lines.append(current.page.prompt + line)
      current = current.step(line).flow
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
    let lines = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits).page.render(for: traits)
    let rows = lines.dropFirst(3)
    #expect(rows.count < 20)
    #expect(rows.contains { $0.contains("  1  AC/DC") && $0.contains("  2  Accept") == false })
    #expect(rows.allSatisfy { DisplayWidthProbe.width($0) <= 140 })
  }

  @Test("the compact layout leaves the detail column out and cuts labels")
  func compactDropsDetails() {
    let traits = Traits(width: 30, height: 24)
    let lines = Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: traits).page.render(for: traits)
    #expect(!lines.contains { $0.contains("album") })
    // Narrow terminals get a one-cell margin and gutter.
    #expect(lines.contains("  1 AC/DC"))
    #expect(lines.contains(" 18 Chico Science & Nação Zum…"))
    #expect(lines.allSatisfy { DisplayWidthProbe.width($0) <= 30 })
  }
}
