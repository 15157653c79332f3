@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// A preview's colours full screen, as fzf draws them: SGR sequences set the cells' styles and
/// are not text; every other escape is shown as text, never sent.
@Suite("Full-screen layout: a preview's colours")
struct FullScreenPreviewColorTests {
  /// The frame of a one-item list whose preview holds `lines`, at 120 columns (the preview beside it).
  private func frame(_ lines: [String], color: Bool = true) -> Frame {
    var page = Page(
      title: "Items", breadcrumb: ["Items"], status: "1–1 of 1", items: [Page.Item(number: 1, label: "one")])
    page.itemCount = 1
    page.preview = Page.PreviewPane(title: "one", lines: lines.map { Page.Line($0) })
    return FullScreenLayout.frame(for: page, view: FullScreenView(cursor: 1), traits: screen(120, 12, color: color))
  }

  @Test("SGR colours and attributes style the cells; other escapes stay text")
  func colours() throws {
    let drawn = frame([
      "\u{1B}[31mred\u{1B}[0m plain \u{1B}[1;38;5;208mamber\u{1B}[22;39m \u{1B}[48;2;1;2;3mrgb\u{1B}[m end",
      "\u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}[31;", "\u{1B}[94mbright",
    ])
    let row = try #require(drawn.lines.firstIndex { $0.contains("red plain amber rgb end") })
    #expect(!drawn.lines.contains { $0.contains("[31m") }, "an SGR sequence is no text")
    #expect(drawn.lines.contains { $0.contains("\\e[2J\\e]0;pwned\\u{7}\\e[31;") }, "any other escape is text")
    #expect(!drawn.cells.contains { $0.grapheme.unicodeScalars.contains(where: TerminalText.isUnsafe) })
    let cells = Array(drawn.row(row))
    func style(at word: String) throws -> CellStyle {
      let start = try #require(cells.indices.first { cells[$0...].map(\.grapheme).starts(with: word.map(String.init)) })
      return cells[start].style
    }
    #expect(try style(at: "red").foreground == .basic(1))
    #expect(try style(at: "plain").foreground == nil)
    #expect(try style(at: "amber").foreground == .palette(208))
    #expect(try style(at: "amber").attributes.contains(.bold))
    #expect(try style(at: "rgb").background == .rgb(1, 2, 3) && style(at: "rgb").foreground == nil)
    #expect(try style(at: "end").background == nil)
    let bright = try #require(drawn.lines.firstIndex { $0.contains("bright") })
    #expect(drawn.row(bright).contains { $0.grapheme == "b" && $0.style.foreground == .basic(12) })
  }

  @Test("without colour, a preview's SGR sequences are dropped, not drawn")
  func noColour() {
    let drawn = frame(["\u{1B}[31mred\u{1B}[0m"], color: false)
    #expect(drawn.lines.contains { $0.contains("red") && !$0.contains("[31m") })
    #expect(drawn.cells.allSatisfy { $0.style.foreground == nil })
  }
}
