@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

@Suite("The table screen on rows that are still arriving")
struct StreamedTableTests {
  private static let chooseNumber = Screen<ElementStream<Int>, Int>.table(
    title: "Numbers", columns: [TableColumn("Name") { .text("n\($0)") }, TableColumn("Value") { .integer($0) }],
    rows: .input)

  @Test("the first page shows once full; :sort waits for the last row, then sorts them all")
  func sortWaits() async throws {
    let (numbers, feed) = AsyncThrowingStream.makeStream(of: Int.self)
    var flow = Flow(
      root(Self.chooseNumber), input: ElementStream("numbers", batchWait: .zero) { numbers },
      traits: Traits(width: 80, height: 24))
    let load = try #require(flow.awaitedLoad)
    var events = LoadEvents(load)
    for number in 1...30 { feed.yield(number) }
    var shown: Flow<Int>.Effect?
    for _ in 1...30 {
      let (next, effect) = flow.taking(try #require(await events.next()), from: load.id)
      flow = next
      if effect != nil { shown = effect }
    }
    guard case .show(let page) = shown else { Issue.record("no first page"); return }
    #expect(page.status == "1–20 of 21 so far, loading…", "shown once a page was full")
    #expect(page.columns.map(\.title) == ["Name", "Value"])
    #expect(flow.page.status == "1–20 of 30 so far, loading…")
    let (waiting, effect) = flow.step(":sort -value")
    guard case .wait = effect else { Issue.record("the sort did not wait: \(effect)"); return }
    flow = waiting
    feed.yield(31)
    feed.finish()
    var sorted: Flow<Int>.Effect?
    while sorted == nil, let event = await events.next() {
      (flow, sorted) = flow.taking(event, from: load.id)
    }
    guard case .show(let sortedPage) = sorted else { Issue.record("no sorted page"); return }
    #expect(sortedPage.items.prefix(3).map(\.label) == ["n31", "n30", "n29"])
    #expect(sortedPage.status == "1–20 of 31, sorted by Value, largest first")
  }
}
