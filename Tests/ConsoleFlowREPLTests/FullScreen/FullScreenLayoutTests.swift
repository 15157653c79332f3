@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// A list page of `labels`, numbered from 1.
private func listPage(_ labels: [String], title: String = "Items") -> Page {
  var page = Page(
    title: title, breadcrumb: [title], status: "1–\(labels.count) of \(labels.count)",
    items: labels.enumerated().map { Page.Item(number: $0.offset + 1, label: $0.element) }, prompt: "\(title)> ")
  page.itemCount = labels.count
  return page
}

/// Where the layout puts each part of a page, and what it never lets through.
@Suite("Full-screen layout: where each part of a page goes")
struct FullScreenLayoutTests {
  @Test("nothing from the page reaches a frame raw, whatever it holds", arguments: goldenSizes)
  func hostileText(width: Int, height: Int) {
    let hostile = ["\u{1B}[2J\u{1B}]0;pwned\u{7}", "\u{202E}evil", "new\nline", "\u{9B}31m", "tab\there"]
    var page = listPage(hostile, title: "\u{1B}[31mTitle")
    page.breadcrumb = ["Home\u{1B}[5m", "\u{1B}[31mTitle"]
    page.heading = "\u{7}bell"
    page.status = "\u{1B}[7mstatus"
    page.message = "why\u{1B}[0m\nsecond"
    page.body = [Page.Line("body\u{1B}c", tone: .added)]
    page.preview = Page.PreviewPane(title: "\u{1B}[1mpreview", lines: ["\u{1B}[32mline"])
    page.prompt = "\u{1B}[8m> "
    var view = FullScreenView(cursor: 2)
    view.entry = .command(EditedLine("typed\u{1B}[2J"))
    view.progress = "\u{1B}[Kloading"
    let frame = FullScreenLayout.frame(for: page, view: view, traits: screen(width, height))
    #expect(!frame.cells.contains { $0.grapheme.unicodeScalars.contains(where: TerminalText.isUnsafe) })
    #expect(frame.lines.contains { $0.contains("\\e[2J") })
  }

  @Test("the cursor's row is reversed across the list and marked; the status says where it is")
  func cursorRow() {
    let frame = FullScreenLayout.frame(
      for: listPage(["one", "two", "three"]), view: FullScreenView(cursor: 2), traits: screen(40, 10))
    #expect(frame.lines[2] == "›2 two")
    #expect(frame.row(2).allSatisfy { $0.style.attributes.contains(.reverse) })
    #expect(!frame.row(1).contains { $0.style.attributes.contains(.reverse) })
    #expect(frame.lines[8].hasSuffix("2/3"))
    #expect(frame.cursor == Frame.Position(row: 9, column: 7))
  }

  @Test("a heading of several lines shows each on a row of its own, as line mode does; a low screen keeps the list")
  func multiLineHeading() {
    var page = listPage(["one", "two", "three"])
    page.heading = "Name  Size\nall of them"
    let frame = FullScreenLayout.frame(for: page, view: FullScreenView(cursor: 1), traits: screen(40, 12))
    #expect(frame.lines[1] == "Name  Size")
    #expect(frame.lines[2] == "all of them")
    #expect(frame.lines[3].hasSuffix("one"))
    #expect(!frame.lines.contains { $0.contains("\\n") }, "no escaped newline")
    page.heading = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let low = FullScreenLayout.geometry(for: page, view: FullScreenView(), traits: screen(40, 10))
    #expect(low.headingRowCount == 3 && low.listRows.count >= 3, "the heading leaves the list half the rows")
  }

  @Test("the preview stands beside the list from 120 columns, below it under that")
  func previewPlace() {
    var page = listPage(["one", "two"])
    page.preview = Page.PreviewPane(title: "one", lines: ["detail"])
    let wide = FullScreenLayout.geometry(for: page, view: FullScreenView(), traits: screen(120, 30))
    #expect(wide.preview?.columns == 61..<120 && wide.listWidth == 58)
    let narrow = FullScreenLayout.geometry(for: page, view: FullScreenView(), traits: screen(119, 30))
    #expect(narrow.preview?.columns == 0..<119 && narrow.listWidth == 119)
    #expect(narrow.listRows.upperBound == narrow.preview?.rows.lowerBound)
  }

  @Test("a click on a row names the item there; rows outside the list name none")
  func clicks() {
    let geometry = FullScreenLayout.geometry(
      for: listPage((1...50).map { "item \($0)" }), view: FullScreenView(firstItem: 11), traits: screen(80, 24))
    #expect(geometry.listRows == 1..<22)
    #expect(geometry.item(atRow: 1, view: FullScreenView(firstItem: 11)) == 11)
    #expect(geometry.item(atRow: 21, view: FullScreenView(firstItem: 11)) == 31)
    #expect(geometry.item(atRow: 0, view: FullScreenView(firstItem: 11)) == nil)
    #expect(geometry.item(atRow: 22, view: FullScreenView(firstItem: 11)) == nil)
  }

  @Test("a table scrolled sideways keeps its key column at the left and stops once the last shows")
  func tableSideways() {
    var flow = tracksFlow
    flow.traits = screen(60, 12)
    let page = flow.page
    let geometry = FullScreenLayout.geometry(for: page, view: FullScreenView(), traits: screen(60, 12))
    #expect(geometry.scrollingColumns == 6)
    #expect((1...5).contains(geometry.furthestFirstColumn))
    var view = FullScreenView()
    let extent = PageState.Extent(items: 0, rows: 0, furthestColumn: geometry.furthestFirstColumn)
    for _ in 0..<10 { view.state.apply(.sideways(1), in: extent) }
    let frame = FullScreenLayout.frame(for: page, view: view, traits: screen(60, 12))
    #expect(frame.lines[1].hasPrefix("     Name"))
    #expect(frame.lines[1].contains("Genre"))
    #expect(!frame.lines[1].contains("Album"))
  }

  @Test("a long line being typed scrolls so that the cursor shows, in the last column at most")
  func longEntry() {
    var view = FullScreenView()
    let text = String(repeating: "abcdefghij", count: 10)
    view.entry = .typing(EditedLine(text, beforeCursor: text))
    let frame = FullScreenLayout.frame(for: listPage(["one"]), view: view, traits: screen(40, 10))
    #expect(frame.cursor == Frame.Position(row: 9, column: 39))
    #expect(frame.lines[9].hasPrefix("Items> "))
    #expect(frame.lines[9].hasSuffix("hij"))
    view.entry = .typing(EditedLine(text, beforeCursor: "ab"))
    #expect(FullScreenLayout.frame(for: listPage(["one"]), view: view, traits: screen(40, 10)).cursor?.column == 9)
  }

  @Test("the smallest terminal still draws every part without a row past its edge")
  func smallest() {
    var page = listPage((1...9).map { "item \($0) with a long label" })
    page.heading = "heading"
    page.message = "a message\nof two lines"
    page.preview = Page.PreviewPane(title: "item", lines: ["a", "b"])
    let frame = FullScreenLayout.frame(for: page, view: FullScreenView(cursor: 9), traits: Traits(width: 1, height: 1))
    #expect(frame.width == 10 && frame.height == 5)
    #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }
}
