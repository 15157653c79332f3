@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

/// Items 1 to 10,000 read by key, 100 a query, after an item or before one.
private let items = ElementStream<String>(
  "items",
  after: { last in
    let start = last.flatMap { Int($0.dropFirst("item ".count)) } ?? 0
    return start >= 10_000 ? [] : ((start + 1)...min(start + 100, 10_000)).map { "item \($0)" }
  },
  before: { first in
    let end = first.flatMap { Int($0.dropFirst("item ".count)) } ?? 10_001
    return end <= 1 ? [] : (max(1, end - 100)...(end - 1)).map { "item \($0)" }
  })

private let chooseItem = Screen<ElementStream<String>, String>.list(title: "Items", rows: .input, label: { $0 })

/// The list's first page, at 80×24.
private func started() async -> Flow<String> {
  await Flow(root(chooseItem), input: items, traits: Traits(width: 80, height: 24)).finishingLoads().flow
}

/// The flow after `reread`, its loads run to their end.
private func reading(_ reread: Reread, _ flow: Flow<String>) async -> Flow<String> {
  await flow.rereading(reread).finishingLoads().flow
}

/// A list read as you page whose source reads back from its end: read from either end and back,
/// without a terminal.
@Suite("A list read from its end: its last rows by a query of their own, and back")
struct ElementsReadFromTheEndTests {
  @Test("read from the end: the last part, numbered among the rows read; the rows between never read")
  func fromTheEnd() async {
    let flow = await reading(.fromTheEnd, await started())
    #expect(flow.page.elementsRead == 600)
    #expect(flow.page.status?.hasSuffix("of the last 600; earlier ones as you page up") == true, "\(flow.page)")
    #expect(flow.viewLabel(at: 599) == "item 10000")
    #expect(flow.viewLabel(at: 0) == "item 9401")
  }

  @Test("a filter on the last rows searches them, and says the earlier ones were not")
  func filterOnTheLastRows() async {
    let flow = await reading(.fromTheEnd, await started()).step("/item 99").flow
    #expect(flow.page.status?.hasSuffix("(the last 600; earlier ones not searched)") == true, "\(flow.page)")
  }

  @Test("read back: the part before the first row comes before it; at the first item, none is left")
  func back() async {
    var flow = await reading(.fromTheEnd, await started())
    flow = await reading(.back, flow)
    #expect(flow.page.elementsRead == 1200)
    #expect(flow.viewLabel(at: 0) == "item 8801")
    for _ in 0..<20 { flow = await reading(.back, flow) }
    #expect(flow.page.elementsRead == 10_000)
    #expect(flow.page.itemsBefore == nil, "every item read: none before")
    #expect(flow.viewLabel(at: 0) == "item 1")
  }

  @Test("read from the start again: the first part, and more as you page")
  func fromTheStart() async {
    var flow = await reading(.fromTheEnd, await started())
    flow = await reading(.fromTheStart, flow)
    #expect(flow.page.itemsBefore == nil)
    #expect(flow.page.itemsToCome == .asYouPage)
    #expect(flow.viewLabel(at: 0) == "item 1")
  }

  @Test("a name typed on the last rows reads back to it, a part at a time")
  func nameReadsBack() async {
    let flow = await reading(.fromTheEnd, await started())
    let (next, effect) = flow.step("item 5000")
    guard case .completed(let chosen) = await next.finishingLoads(after: effect).effect else {
      Issue.record("nothing chosen")
      return
    }
    #expect(chosen == "item 5000")
  }
}
