@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The cursor full screen stays on its item wherever the rows move: a table sorted, a list
/// narrowed as typed and come back to.
@MainActor
@Suite("Full screen: the cursor stays on its item")
struct FullScreenCursorTests {
  @Test("`:sort -bytes` moves Balls to the Wall from row 2 to row 3: the cursor goes with it, Enter opens it")
  func cursorFollowsItsRow() {
    let run = FullScreenShell(tracksFlow, rows: 24, columns: 120)
    run.start()
    run.down()
    #expect(run.cursorRow?.contains("Balls to the Wall") == true, "\(run.screen)")
    run.type(":sort -bytes")
    run.enter()
    #expect(run.cursorRow?.contains("Balls to the Wall") == true, "\(run.screen)")
    #expect(!run.shows("2/5"), "no longer the second row\n\(run.screen)")
    run.enter()
    #expect(run.takeCompleted().map(\.name) == ["Balls to the Wall"])
  }

  /// Rows 1 to 2000 read as asked, 100 a batch, in the order the query asks: as a database's
  /// ORDER BY would give them.
  nonisolated private static func numbers(descending: Bool) -> ElementStream<Int> {
    ElementStream("Reading rows") { last in
      if descending {
        let after = last ?? 2001
        return after <= 1 ? [] : Array(stride(from: after - 1, through: max(1, after - 100), by: -1))
      }
      let after = last ?? 0
      return after >= 2000 ? [] : Array((after + 1)...min(after + 100, 2000))
    }
  }

  nonisolated private static func rowName(_ number: Int) -> String {
    "Row " + String(repeating: "0", count: 4 - String(number).count) + String(number)
  }

  private static let numbered = Screen<Int, Int>.table(
    title: "Numbers", columns: [TableColumn("n") { .text(rowName($0)) }],
    rows: .arriving(
      { _ in numbers(descending: false) }, queried: { _, query in numbers(descending: query.order?.descending == true) }
    ),
    label: rowName)

  /// The numbers, the cursor on Row 0002, then `:sort -n` and its first part read: the row is
  /// past the rows read.
  private func sortedPastTheRowsRead() async -> FullScreenShell<Int> {
    let run = FullScreenShell(Flow(root(Self.numbered), input: 0), rows: 24, columns: 80)
    run.start()
    await run.finish(load: 0)
    run.down()
    #expect(run.cursorRow?.contains("Row 0002") == true, "\(run.screen)")
    run.type(":sort -n")
    run.enter()
    await run.finish(load: 1)
    #expect(run.loads.started.count == 3, "the first part in the new order, then reading on to the row")
    return run
  }

  @Test("a sort that takes the cursor's row past the rows read reads on to it: the cursor on it, Enter opens it")
  func cursorFollowsItsRowPastTheRowsRead() async {
    let run = await sortedPastTheRowsRead()
    await run.finish(load: 2)
    #expect(run.cursorRow?.contains("Row 0002") == true, "\(run.screen)")
    #expect(run.shows("1999/"), "the row's place in the new order\n\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [2])
  }

  @Test("a move of the user's own while the row is sought puts the cursor where the user sent it")
  func aMoveEndsTheSearch() async {
    let run = await sortedPastTheRowsRead()
    run.home()
    await run.finish(load: 2)
    #expect(run.cursorRow?.contains("Row 2000") == true, "\(run.screen)")
  }

  @Test("End, then Up and Up again while End reads: the cursor two above the last once the rows are in")
  func movesAfterEndWhileItReads() async {
    let run = FullScreenShell(Flow(root(Self.numbered), input: 0), rows: 24, columns: 80)
    run.start()
    await run.finish(load: 0)
    run.end()
    run.up(2)
    #expect(run.loads.started.count == 2, "End reads on; the moves wait for it")
    await run.finish(load: 1)
    #expect(run.cursorRow?.contains("Row 1998") == true, "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [1998])
  }

  @Test("End, then Down while End reads rows that never end: the row after End's last, read on for")
  func downAfterEndReadsOn() async {
    let endless = ElementStream<Int>("Reading rows") { last in Array(((last ?? 0) + 1)...((last ?? 0) + 100)) }
    let table = Screen<ElementStream<Int>, Int>.table(
      title: "Numbers", columns: [TableColumn("n") { .text("Row \($0)") }], rows: .input, label: { "Row \($0)" })
    let run = FullScreenShell(Flow(root(table), input: endless), rows: 24, columns: 80)
    run.start()
    await run.finish(load: 0)
    run.end()
    run.down()
    await run.finish(load: 1)
    #expect(run.loads.started.count == 3, "past End's last: read on again")
    await run.finish(load: 2)
    // The first part's 600 rows, End's 100,000 more, then the one after them.
    #expect(run.cursorRow?.hasSuffix("Row 100601") == true, "\(run.screen.rowTexts)")
  }

  @Test("End while a list's rows stream in keeps to the last row as they come")
  func endWhileRowsStream() async {
    let list = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })
    let run = FullScreenShell(Flow(root(list), input: rowBatches(3, of: 100)), rows: 24, columns: 80)
    run.start()
    await run.take(1)
    run.advance(by: .seconds(2))
    run.end()
    #expect(run.cursorRow?.hasSuffix("Row 100") == true, "\(run.screen.rowTexts)")
    await run.take(2)
    run.advance(by: .seconds(1))
    #expect(run.cursorRow?.hasSuffix("Row 300") == true, "\(run.screen.rowTexts)")
  }

  @Test("an item chosen by its number is the one the cursor is on when the user comes back")
  func backToAChoiceByNumber() {
    let names = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let items = Screen<[String], String>.list(title: "Items", rows: .input, label: { $0 })
    let flow = Flow(root(names).map { [$0 + " 1", $0 + " 2"] } >>> items, input: ["Ann", "Bob", "Cid", "Dan"])
    let run = FullScreenShell(flow, rows: 24, columns: 80)
    run.start()
    run.type("3")
    run.enter()
    #expect(run.shows("Cid 1"), "\(run.screen)")
    run.escape()
    #expect(run.cursorRow?.contains("Cid") == true, "back on the item chosen\n\(run.screen)")
    run.enter()
    #expect(run.shows("Cid 1"), "Enter opens it again\n\(run.screen)")
  }

  @Test("a match chosen from a list narrowed as typed is the item under the cursor when the user comes back")
  func backToANarrowedChoice() {
    let names = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let items = Screen<[String], String>.list(title: "Items", rows: .input, label: { $0 })
    let flow = Flow(
      root(names).map { [$0 + " 1", $0 + " 2"] } >>> items, input: ["Phil A", "Bob", "Phil B", "Phil C"])
    let run = FullScreenShell(flow, rows: 24, columns: 80)
    run.start()
    run.type("phil")
    run.down(2)
    #expect(run.cursorRow?.contains("Phil C") == true, "\(run.screen)")
    run.enter()
    #expect(run.shows("Phil C 1"), "\(run.screen)")
    run.escape()
    #expect(run.cursorRow?.contains("Phil C") == true, "back on the match chosen\n\(run.screen)")
  }
}

/// A creature for a dream, from a form's menu: text typed there narrows nothing.
private let creature = Navigation<Void, String>.form(
  title: .from { _ in "Dream" }, start: { _ in "owl" },
  fields: [.choice("Creature", \.self, from: ["none", "owl", "fox", "cat"], label: { $0 })])

extension FullScreenCursorTests {
  @Test("text typed that narrows nothing, then the cursor moved: Enter takes the item highlighted")
  func cursorMovedAfterText() {
    let run = FullScreenShell(Flow(creature, input: ()))
    run.start()
    run.type("n")
    run.down()
    #expect(run.cursorRow?.contains("fox") == true, "\(run.cursorRow ?? "")")
    run.enter()
    // The review: the creature chosen, then Enter submits.
    #expect(run.shows("Creature  fox"), "\(run.screen.rowTexts)")
    run.type("1")
    run.enter()
    run.type("n")
    run.enter()
    #expect(run.shows("Creature  none"), "text typed and no move: the text is the answer")
  }
}
