import Testing

@testable import ConsoleFlow

/// End, Home and the moves up on a list read as you page whose source reads back from its end:
/// the list is read there by a query of its own, and the cursor goes where it was sent once the
/// rows are in; without a terminal.
@Suite("A page's state on a list read from its end")
struct PageStateFromTheEndTests {
  /// A list read as you page, 600 rows read of more, 10 shown.
  let fromTheStart = PageState.Extent(items: 600, rows: 10, readsAsYouPage: true)
  /// The same list read from its end: its last 600 rows, the rows before them not read.
  let fromTheEnd = PageState.Extent(items: 600, rows: 10, itemsBefore: .asYouPage)

  @Test("End reads the last rows by a query; the cursor waits on its row, then goes to the last")
  func end() {
    var state = PageState(cursor: 5)
    #expect(state.apply(.last, in: fromTheStart) == .reread(.fromTheEnd))
    // The list still holds its first rows (the read has not come): the cursor waits.
    state.rowsArrived(items: 600, rows: 10, complete: false)
    #expect(state.awaited != nil)
    // Its last 600 rows came, nothing after them.
    state.rowsArrived(items: 600, rows: 10, complete: true, before: .asYouPage)
    #expect(state.cursor == 600 && state.firstItem == 591 && state.awaited == nil)
  }

  @Test("a move up past the first row reads the part before; the cursor goes to the row above, numbers move on")
  func upPastTheFirst() {
    var state = PageState(cursor: 1)
    #expect(state.apply(.move(-1), in: fromTheEnd) == .reread(.back))
    #expect(state.cursor == 1, "the cursor waits on the first row")
    // Not come yet: nothing moves.
    state.rowsArrived(items: 600, rows: 10, complete: true, before: .readingOn)
    #expect(state.cursor == 1)
    // 512 rows came before the 600: the row above the first is now 512.
    state.rowsArrived(items: 1112, rows: 10, complete: true, before: .asYouPage)
    #expect(state.cursor == 512 && state.awaited == nil)
    #expect(state.firstItem <= 512 && 512 < state.firstItem + 10, "the cursor shown")
  }

  @Test("Page Up past the first row: a page up from it, however many parts that takes")
  func pageUpPastTheFirst() {
    var state = PageState(cursor: 3, firstItem: 1)
    let small = PageState.Extent(items: 20, rows: 10, itemsBefore: .asYouPage)
    #expect(state.apply(.page(-1), in: small) == .reread(.back))
    // A part of 5 came: the cursor is sent 7 above the first; the next part is read.
    #expect(state.rowsArrived(items: 25, rows: 10, complete: true, before: .asYouPage) == .reread(.back))
    #expect(state.rowsArrived(items: 30, rows: 10, complete: true, before: .asYouPage) == nil)
    // Row 3 of 20 is 13 of 30 now; a page of 10 up from it is 3.
    #expect(state.cursor == 3 && state.awaited == nil)
  }

  @Test("moves up made while the part before arrives go on from where the cursor was sent")
  func movesWhileReadingBack() {
    var state = PageState(cursor: 1)
    #expect(state.apply(.move(-1), in: fromTheEnd) == .reread(.back))
    let reading = PageState.Extent(items: 600, rows: 10, itemsBefore: .readingOn)
    #expect(state.apply(.move(-1), in: reading) == nil)
    #expect(state.apply(.move(-1), in: reading) == nil)
    state.rowsArrived(items: 1112, rows: 10, complete: true, before: .asYouPage)
    #expect(state.cursor == 510, "three above the first of the 600")
  }

  @Test("at the first row read, with none before, a move up stays there")
  func atTheVeryFirst() {
    var state = PageState(cursor: 1)
    #expect(state.apply(.move(-1), in: fromTheEnd) == .reread(.back))
    // The read found no rows before: the list holds them all.
    state.rowsArrived(items: 600, rows: 10, complete: true, before: nil)
    #expect(state.cursor == 1 && state.awaited == nil)
    #expect(state.apply(.move(-1), in: PageState.Extent(items: 600, rows: 10)) == nil)
  }

  @Test("End, then Page Up many times while End reads: the list reads back as far as the moves went")
  func endThenPagesUp() {
    var state = PageState(cursor: 1)
    #expect(state.apply(.last, in: fromTheStart) == .reread(.fromTheEnd))
    for _ in 0..<70 { #expect(state.apply(.page(-1), in: fromTheStart) == nil) }
    // The last 600 came: 700 up from the last is 100 before them.
    #expect(state.rowsArrived(items: 600, rows: 10, complete: true, before: .asYouPage) == .reread(.back))
    state.rowsArrived(items: 1112, rows: 10, complete: true, before: .asYouPage)
    #expect(state.cursor == 1112 - 700 && state.awaited == nil)
  }

  @Test("Home on a list read from its end reads its first rows again; the cursor goes to the first once they came")
  func home() {
    var state = PageState(cursor: 300, firstItem: 295)
    #expect(state.apply(.first, in: fromTheEnd) == .reread(.fromTheStart))
    // The last rows are still shown: the cursor's row is followed by nothing meanwhile.
    #expect(state.follow(label: "Row 1", position: { _ in 42 }) == nil)
    state.rowsArrived(items: 600, rows: 10, complete: true, before: .asYouPage)
    #expect(state.awaited == .fromTheStart)
    state.rowsArrived(items: 512, rows: 10, complete: false, before: nil)
    #expect(state.cursor == 1 && state.firstItem == 1 && state.awaited == nil)
  }
}
