import Testing

@testable import ConsoleFlow

/// A page's interaction state and its transitions from intents, without a terminal.
@Suite("A page's state: the cursor, the scrolling, and what intents do to them")
struct PageStateTests {
  /// A list of 100 items, 10 rows shown.
  let list = PageState.Extent(items: 100, rows: 10)

  @Test("a move steps the cursor; the list scrolls as little as keeps it shown")
  func upAndDown() {
    var state = PageState(cursor: 1)
    state.apply(.move(-1), in: list)
    #expect(state.cursor == 1 && state.firstItem == 1)
    for _ in 0..<9 { state.apply(.move(1), in: list) }
    #expect(state.cursor == 10 && state.firstItem == 1)
    state.apply(.move(1), in: list)
    #expect(state.cursor == 11 && state.firstItem == 2)
    for _ in 0..<10 { state.apply(.move(-1), in: list) }
    #expect(state.cursor == 1 && state.firstItem == 1)
  }

  @Test("a cursor moved since the line typed changed is what Enter takes; a change of the line undoes it")
  func movedSinceTyping() {
    var state = PageState(cursor: 1)
    #expect(!state.movedSinceTyping)
    state.apply(.move(1), in: list)
    #expect(state.movedSinceTyping)
    state.lineChanged()
    #expect(!state.movedSinceTyping)
    // Scrolling a page's text or its preview moves no cursor.
    state.apply(.move(1), in: PageState.Extent(items: 0, rows: 10, textLines: 40, textRows: 10))
    #expect(!state.movedSinceTyping)
    state.apply(.last, in: list)
    #expect(state.movedSinceTyping)
  }

  @Test("a page move scrolls by a page, as less does; first and last go to the ends")
  func pages() {
    var state = PageState(cursor: 3)
    state.apply(.page(1), in: list)
    #expect(state.cursor == 13 && state.firstItem == 11)
    state.apply(.last, in: list)
    #expect(state.cursor == 100 && state.firstItem == 91)
    state.apply(.page(1), in: list)
    #expect(state.cursor == 100 && state.firstItem == 91)
    state.apply(.page(-1), in: list)
    #expect(state.cursor == 90 && state.firstItem == 81)
    state.apply(.first, in: list)
    #expect(state.cursor == 1 && state.firstItem == 1)
    // Several pages at once turn as many pages, as that many page keys do.
    state.apply(.page(3), in: list)
    #expect(state.cursor == 31 && state.firstItem == 31)
    state.apply(.page(-2), in: list)
    #expect(state.cursor == 11 && state.firstItem == 11)
  }

  @Test("a page holding a value it does not list starts with the cursor on no item; Down goes to the first")
  func startsOnNoItem() {
    var page = Page(title: "Creature")
    page.items = (1...3).map { Page.Item(number: $0, label: "choice \($0)") }
    page.current = .unlisted
    var state = PageState(startingOn: page)
    #expect(state.cursor == nil)
    state.apply(.move(1), in: PageState.Extent(items: 3, rows: 10))
    #expect(state.cursor == 1)
    page.current = .item(2)
    #expect(PageState(startingOn: page).cursor == 2)
  }

  @Test("a click puts the cursor on an item; a number past the ends is held to them")
  func click() {
    for (number, expected) in [(7, 7), (700, 100), (-3, 1)] {
      var state = PageState(cursor: 5)
      state.move(.to(number), count: 100, rows: 10)
      #expect(state.cursor == expected)
    }
  }

  @Test("a list shorter than the rows never scrolls; an empty one leaves the state as it was")
  func shortList() {
    var state = PageState(cursor: 1, firstItem: 4)
    state.apply(.last, in: PageState.Extent(items: 5, rows: 10))
    #expect(state.cursor == 5 && state.firstItem == 1)
    var empty = PageState(cursor: 3)
    empty.move(.down, count: 0, rows: 10)
    #expect(empty == PageState(cursor: 3))
  }

  @Test("the wheel scrolls the list; the cursor stays on its item while shown and is carried at the edge")
  func wheel() {
    var state = PageState(cursor: 5)
    state.scroll(by: 3, count: 100, rows: 10)
    #expect(state.firstItem == 4 && state.cursor == 5)
    state.scroll(by: 3, count: 100, rows: 10)
    #expect(state.firstItem == 7 && state.cursor == 7)
    state.scroll(by: 1000, count: 100, rows: 10)
    #expect(state.firstItem == 91 && state.cursor == 91)
    state.scroll(by: -3, count: 100, rows: 10)
    #expect(state.firstItem == 88 && state.cursor == 91)
  }

  @Test("sideways a column at a time, no further than the last column needs")
  func sideways() {
    var state = PageState()
    let table = PageState.Extent(items: 100, rows: 10, furthestColumn: 2)
    for _ in 0..<3 { state.apply(.sideways(1), in: table) }
    #expect(state.firstColumn == 2)
    state.apply(.sideways(-5), in: table)
    #expect(state.firstColumn == 0)
    state.apply(.sideways(1), in: PageState.Extent(items: 100, rows: 10))
    #expect(state.firstColumn == 0)
  }

  @Test("on a page of text the moves scroll it: a line, a page less a line, either end")
  func text() {
    var state = PageState()
    let text = PageState.Extent(items: 0, rows: 0, textLines: 35, textRows: 20)
    state.apply(.move(1), in: text)
    #expect(state.firstLine == 1)
    state.apply(.page(1), in: text)
    #expect(state.firstLine == 15)
    state.apply(.first, in: text)
    #expect(state.firstLine == 0)
    state.apply(.last, in: text)
    #expect(state.firstLine == 15)
    state.apply(.page(-1), in: text)
    #expect(state.firstLine == 0)
  }

  @Test("Tab gives the moves to the preview, where they scroll it; another item's preview starts at its top")
  func preview() {
    var state = PageState(cursor: 1)
    let withPreview = PageState.Extent(items: 100, rows: 10, previewLines: 50, previewRows: 20)
    state.apply(.switchPane, in: withPreview)
    #expect(state.focus == .preview)
    state.apply(.last, in: withPreview)
    #expect(state.firstPreviewLine == 30 && state.cursor == 1)
    state.apply(.switchPane, in: withPreview)
    state.apply(.move(1), in: withPreview)
    #expect(state.cursor == 2 && state.firstPreviewLine == 0)
    var none = PageState()
    none.apply(.switchPane, in: list)
    #expect(none.focus == .list)
  }

  @Test("past the rows read of a list read as you page, the cursor waits for them, then goes on")
  func readOn() {
    var state = PageState(cursor: 95, firstItem: 91)
    let read = PageState.Extent(items: 100, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.move(1), in: read) == nil)
    #expect(state.apply(.page(1), in: read) == .readOn(toTheEnd: false))
    #expect(state.cursor == 100)
    state.rowsArrived(items: 100, rows: 10, arriving: true, complete: false)
    #expect(state.cursor == 100, "nothing arrived yet")
    state.rowsArrived(items: 150, rows: 10, arriving: true, complete: false)
    #expect(state.cursor == 106 && state.firstItem == 97, "a page on from 96, as the rows come")
    // End waits for the rows to stop arriving, then goes to the last.
    let more = PageState.Extent(items: 150, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.last, in: more) == .reread(.fromTheEnd))
    state.rowsArrived(items: 400, rows: 10, arriving: true, complete: false)
    #expect(state.cursor == 400, "End keeps to the last row while it reads")
    state.rowsArrived(items: 900, rows: 10, arriving: false, complete: false)
    #expect(state.cursor == 900 && state.firstItem == 891 && state.awaited == nil)
    // A line's or a page's move while End reads goes on from End's last, as keys typed ahead do.
    let atTheEnd = PageState.Extent(items: 900, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.last, in: atTheEnd) != nil)
    #expect(state.apply(.move(-1), in: atTheEnd) == nil)
    state.apply(.move(-1), in: atTheEnd)
    state.apply(.move(1), in: atTheEnd)
    #expect(state.cursor == 900, "the cursor waits with End")
    state.rowsArrived(items: 1000, rows: 10, complete: true)
    #expect(state.cursor == 999 && state.awaited == nil, "End's last, then up one")
    // The first item (or a click) replaces a cursor still waiting.
    let more1000 = PageState.Extent(items: 1000, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.last, in: more1000) != nil)
    state.apply(.first, in: more1000)
    #expect(state.awaited == nil && state.cursor == 1)
    state.rowsArrived(items: 1100, rows: 10, complete: true)
    #expect(state.cursor == 1)
  }

  @Test("End, then Down while End reads: past End's last, which reads on again for it")
  func downAfterEnd() {
    var state = PageState(cursor: 1)
    let read = PageState.Extent(items: 600, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.last, in: read) == .reread(.fromTheEnd))
    #expect(state.apply(.move(1), in: read) == nil)
    #expect(state.rowsArrived(items: 900, rows: 10, arriving: false, complete: false) == .readOn(toTheEnd: false))
    #expect(state.cursor == 900)
    #expect(state.rowsArrived(items: 1400, rows: 10, arriving: false, complete: false) == nil)
    #expect(state.cursor == 901 && state.awaited == nil)
  }

  @Test("End on a list that streams in keeps to the last item as items come, until the user moves")
  func endWhileItemsStream() {
    var state = PageState(cursor: 1)
    #expect(state.apply(.last, in: PageState.Extent(items: 100, rows: 10, arriving: true)) == nil)
    #expect(state.cursor == 100)
    state.rowsArrived(items: 200, rows: 10, arriving: true, complete: false)
    #expect(state.cursor == 200 && state.firstItem == 191)
    state.apply(.move(-1), in: PageState.Extent(items: 200, rows: 10, arriving: true))
    #expect(state.cursor == 199 && state.awaited == nil, "a stream may never end: the move acts at once")
    state.rowsArrived(items: 300, rows: 10, arriving: true, complete: false)
    #expect(state.cursor == 199)
  }

  @Test("two Downs past the rows read go two items on once they arrive; an Up back among them moves at once")
  func movesWhileReadingOn() {
    var state = PageState(cursor: 100, firstItem: 91)
    let read = PageState.Extent(items: 100, rows: 10, readsAsYouPage: true)
    #expect(state.apply(.move(1), in: read) == .readOn(toTheEnd: false))
    #expect(state.apply(.move(1), in: read) == nil, "the reading asked for is under way")
    state.rowsArrived(items: 600, rows: 10, arriving: false, complete: false)
    #expect(state.cursor == 102)
    #expect(state.apply(.move(1), in: PageState.Extent(items: 600, rows: 10, readsAsYouPage: true)) == nil)
    #expect(state.cursor == 103)
    // Sent past, then back among the rows read: the cursor goes there at once.
    var back = PageState(cursor: 100, firstItem: 91)
    #expect(back.apply(.move(1), in: read) == .readOn(toTheEnd: false))
    back.apply(.move(-3), in: read)
    #expect(back.cursor == 98 && back.awaited == nil)
  }

  @Test("the cursor follows its item where the rows move, not its row number")
  func followsItsItem() {
    let labels = ["ant", "bee", "cat", "dog"]
    var state = PageState(cursor: 3)
    state.follow(label: "cat") { labels.firstIndex(of: $0) }
    // Sorted the other way: "cat" is now the second item.
    let sorted = Array(labels.reversed())
    state.follow(label: sorted[2]) { sorted.firstIndex(of: $0) }
    #expect(state.cursor == 2 && state.cursorLabel == "cat")
    // Moved by the user: the item under it is the one followed.
    state.apply(.move(1), in: PageState.Extent(items: 4, rows: 10))
    state.follow(label: sorted[2]) { sorted.firstIndex(of: $0) }
    #expect(state.cursor == 3 && state.cursorLabel == "bee")
    // Gone from the list: the cursor stays on its row.
    state.follow(label: "eel") { ["ant", "cat", "eel"].firstIndex(of: $0) }
    #expect(state.cursor == 3 && state.cursorLabel == "eel")
  }

  @Test("an item a sort took past the rows read is sought: read on, found as they arrive, or left once they stop")
  func seeksItsItemPastTheRowsRead() {
    let read = (1...500).map { "row \($0)" }
    var state = PageState(cursor: 2)
    state.follow(label: "row 2") { read.firstIndex(of: $0) }
    // Sorted the other way, 500 of 2000 rows read: "row 2" is not among them.
    let sorted = (1...2000).reversed().map { "row \($0)" }
    let first = Array(sorted.prefix(500))
    let asked = state.follow(label: first[1], more: .asYouPage, items: 500) { first.firstIndex(of: $0) }
    #expect(asked == .readOn(toTheEnd: true) && state.awaited == .label("row 2", from: 500))
    // Not yet reading, then reading: it waits, the cursor where it was.
    #expect(state.follow(label: first[1], more: .asYouPage, items: 500) { first.firstIndex(of: $0) } == nil)
    state.follow(label: first[1], more: .arriving, items: 1500) { sorted.prefix(1500).firstIndex(of: $0) }
    #expect(state.cursor == 2 && state.awaited != nil)
    state.follow(label: first[1], more: nil, items: 2000) { sorted.firstIndex(of: $0) }
    #expect(state.cursor == 1999 && state.cursorLabel == "row 2" && state.awaited == nil)
    // Sought and never found: once the rows stop, the cursor stays and follows what is under it.
    var lost = PageState(cursor: 2)
    lost.follow(label: "gone") { _ in nil }
    lost.follow(label: first[1], more: .asYouPage, items: 500) { first.firstIndex(of: $0) }
    lost.follow(label: first[1], more: nil, items: 2000) { sorted.firstIndex(of: $0) }
    #expect(lost.cursor == 2 && lost.cursorLabel == first[1] && lost.awaited == nil)
  }

  @Test("the trail gives a page come back to the state it was left in, and a new page its start")
  func trail() {
    func page(_ name: String, current: Int? = nil) -> Page {
      var page = Page(title: name)
      page.breadcrumb = name.split(separator: "/").map(String.init)
      page.items = (1...50).map { Page.Item(number: $0, label: "\(name) \($0)") }
      page.current = current.map(Page.Held.item)
      return page
    }
    var trail = PageState.Trail()
    var state = PageState()
    #expect(trail.show(page("artists"), state: &state))
    #expect(state.cursor == 1)
    state.apply(.move(13), in: list)
    #expect(!trail.show(page("artists"), state: &state) && state.cursor == 14)
    trail.show(page("artists/albums"), state: &state)
    #expect(state.cursor == 1)
    state.apply(.move(2), in: list)
    trail.show(page("artists"), state: &state)
    #expect(state.cursor == 14 && state.firstItem == 5)
    // The page under the one left is never come back to: it starts again.
    trail.show(page("artists/albums"), state: &state)
    #expect(state.cursor == 1)
    // A page that says which item it holds starts there.
    trail.show(page("artists/albums/edit", current: 7), state: &state)
    #expect(state.cursor == 7)
  }
}
