import Testing

@testable import ConsoleFlowREPL

/// The view's moves: the cursor kept among the rows shown.
@Suite("The full-screen view: the cursor and the scrolling it keeps")
struct FullScreenViewTests {
  @Test("up and down move the cursor; the list scrolls as little as keeps it shown")
  func upAndDown() {
    var view = FullScreenView(cursor: 1)
    view = view.moved(.up, count: 100, rows: 10)
    #expect(view.cursor == 1 && view.firstItem == 1)
    for _ in 0..<9 { view = view.moved(.down, count: 100, rows: 10) }
    #expect(view.cursor == 10 && view.firstItem == 1)
    view = view.moved(.down, count: 100, rows: 10)
    #expect(view.cursor == 11 && view.firstItem == 2)
    for _ in 0..<10 { view = view.moved(.up, count: 100, rows: 10) }
    #expect(view.cursor == 1 && view.firstItem == 1)
  }

  @Test("a page move scrolls by a page, as less does; Home and End go to the ends")
  func pages() {
    var view = FullScreenView(cursor: 3)
    view = view.moved(.pageDown, count: 100, rows: 10)
    #expect(view.cursor == 13 && view.firstItem == 11)
    view = view.moved(.end, count: 100, rows: 10)
    #expect(view.cursor == 100 && view.firstItem == 91)
    view = view.moved(.pageDown, count: 100, rows: 10)
    #expect(view.cursor == 100 && view.firstItem == 91)
    view = view.moved(.pageUp, count: 100, rows: 10)
    #expect(view.cursor == 90 && view.firstItem == 81)
    view = view.moved(.home, count: 100, rows: 10)
    #expect(view.cursor == 1 && view.firstItem == 1)
  }

  @Test("a click moves the cursor to the item; a number past the ends is held to them")
  func click() {
    #expect(FullScreenView(cursor: 1).moved(.to(7), count: 100, rows: 10).cursor == 7)
    #expect(FullScreenView(cursor: 1).moved(.to(700), count: 100, rows: 10).cursor == 100)
    #expect(FullScreenView(cursor: 5).moved(.to(-3), count: 100, rows: 10).cursor == 1)
  }

  @Test("a list shorter than the rows never scrolls; an empty one leaves the view as it was")
  func shortList() {
    let view = FullScreenView(cursor: 1, firstItem: 4).moved(.end, count: 5, rows: 10)
    #expect(view.cursor == 5 && view.firstItem == 1)
    #expect(FullScreenView(cursor: 3).moved(.down, count: 0, rows: 10) == FullScreenView(cursor: 3))
  }

  @Test("the wheel scrolls the list; the cursor stays on its item while shown and is carried at the edge")
  func wheel() {
    var view = FullScreenView(cursor: 5)
    view = view.scrolled(by: 3, count: 100, rows: 10)
    #expect(view.firstItem == 4 && view.cursor == 5)
    view = view.scrolled(by: 3, count: 100, rows: 10)
    #expect(view.firstItem == 7 && view.cursor == 7)
    view = view.scrolled(by: 1000, count: 100, rows: 10)
    #expect(view.firstItem == 91 && view.cursor == 91)
    view = view.scrolled(by: -3, count: 100, rows: 10)
    #expect(view.firstItem == 88 && view.cursor == 91)
  }

  @Test("sideways a column at a time, no further than the last column needs; text and preview by lines")
  func sidewaysAndText() {
    var view = FullScreenView()
    view = view.sideways(by: 1, furthest: 2).sideways(by: 1, furthest: 2).sideways(by: 1, furthest: 2)
    #expect(view.firstColumn == 2)
    #expect(view.sideways(by: -5, furthest: 2).firstColumn == 0)
    #expect(FullScreenView().sideways(by: 1, furthest: 0).firstColumn == 0)
    #expect(FullScreenView().scrolledText(by: 50, count: 35, rows: 20, preview: false).firstLine == 15)
    #expect(FullScreenView().scrolledText(by: 2, count: 35, rows: 20, preview: true).firstPreviewLine == 2)
    #expect(FullScreenView().scrolledText(by: 2, count: 3, rows: 20, preview: true).firstPreviewLine == 0)
  }
}
