@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

/// A source of `count` items ("item 1"…) read by key, a batch of `batch` after the last one read,
/// that notes how many it was asked for; it fails past `failingAfter` when given.
private final class KeyedSource: Sendable {
  let count: Int
  let batch: Int
  let failingAfter: Int?
  private let asked = Locked(0)

  init(count: Int, batch: Int = 100, failingAfter: Int? = nil) {
    self.count = count
    self.batch = batch
    self.failingAfter = failingAfter
  }

  /// How many items were read so far.
  var read: Int { asked.withLock { $0 } }

  var stream: ElementStream<String> {
    ElementStream("items", after: { last in try self.items(after: last) })
  }

  private func items(after last: String?) throws -> [String] {
    let start = last.flatMap { Int($0.dropFirst("item ".count)) } ?? 0
    if let failingAfter, start >= failingAfter { throw Broken() }
    let numbers = Array((start + 1)..<(min(count, start + batch) + 1))
    asked.withLock { $0 += numbers.count }
    return numbers.map { "item \($0)" }
  }

  struct Broken: Error, CustomStringConvertible {
    var description: String { "the database went away" }
  }
}

private let chooseItem = Screen<ElementStream<String>, String>.list(title: "Items", rows: .input, label: { $0 })

/// The flow on `source` once its first page is in, at 80×24.
private func started(_ source: KeyedSource) async -> Flow<String> {
  await Flow(root(chooseItem), input: source.stream, traits: Traits(width: 80, height: 24)).finishingLoads().flow
}

/// The flow after `line`, and every load it wanted run to its end.
private func after(_ line: String, _ flow: Flow<String>) async -> (flow: Flow<String>, effect: Flow<String>.Effect) {
  let (next, effect) = flow.step(line)
  return await next.finishingLoads(after: effect)
}

/// What the list on `source` yields for `line`, every load it wants run; nil when it yields nothing.
private func chosen(_ line: String, from source: KeyedSource) async -> String? {
  guard case .completed(let chosen) = await after(line, await started(source)).effect else { return nil }
  return chosen
}

@Suite("A list whose elements are read as the screen asks")
struct ElementsReadAsAskedTests {
  @Test("the first page reads one part, and nothing reads on in the background")
  func firstPart() async {
    let source = KeyedSource(count: 1_000_000)
    let flow = await started(source)
    #expect(flow.page.status == "1–20 of 600 so far, more as you page")
    #expect(source.read == 600, "batches of 100 until a part of at least 512")
    #expect(flow.loads.isEmpty)
    #expect(flow.page.summaryLine == "Items: 600 items so far, more as you page, 1 to 20 shown.")
  }

  @Test("reading on in the background reads a part; to the end, the rest in one load, as far as a name may")
  func readingOnToTheEnd() async {
    let source = KeyedSource(count: 3_503)
    let flow = await started(source)
    var part = flow.readingOn()
    #expect(part.loads.count == 1)
    part = await part.finishingLoads().flow
    #expect(source.read == 1_200, "one more part")
    var end = part.readingOn(toTheEnd: true)
    #expect(end.loads.count == 1)
    end = await end.finishingLoads().flow
    #expect(source.read == 3_503, "the rest, in the one load")
    #expect(end.readingOn(toTheEnd: true).loads.isEmpty, "nothing more to read")
    let huge = KeyedSource(count: 1_000_000)
    _ = await (await started(huge)).readingOn(toTheEnd: true).finishingLoads()
    #expect(huge.read == 600 + readingOnLimit, "a table of millions reads as much as a name typed may")
  }

  @Test(":next past what was read reads the next part; :next before it reads nothing")
  func pagingOn() async {
    let source = KeyedSource(count: 1_000_000)
    var flow = await started(source)
    for _ in 1..<30 { flow = await after(":next", flow).flow }
    #expect(flow.page.status == "581–600 of 600 so far, more as you page")
    #expect(source.read == 600)
    let (next, effect) = flow.step(":next")
    #expect(kind(effect) == "wait for items")
    flow = await next.finishingLoads(after: effect).flow
    #expect(flow.page.status == "601–620 of 1200 so far, more as you page")
    #expect(source.read == 1200)
    #expect(flow.loads.isEmpty)
  }

  @Test("a number past what was read reads on as far as it, and chooses it")
  func numberFurtherOn() async {
    let source = KeyedSource(count: 1_000_000)
    #expect(await chosen("1500", from: source) == "item 1500")
    #expect(source.read == 1800, "three parts, no more")
  }

  @Test("a whole name among the items read is chosen at once; one not read yet is read on for")
  func nameReadsOnAsFarAsIt() async {
    let source = KeyedSource(count: 2_345)
    #expect(await chosen("item 7", from: source) == "item 7")
    #expect(source.read == 600, "the first part alone")
    let further = KeyedSource(count: 2_345)
    #expect(await chosen("item 1234", from: further) == "item 1234")
    #expect(further.read == 1_800, "as far as it, no further")
  }

  @Test("the end of the source ends the list: its status no longer says more come")
  func theEnd() async {
    let source = KeyedSource(count: 530)
    var flow = await started(source)
    #expect(flow.page.status == "1–20 of 530 so far, more as you page", "the source has not said it ended yet")
    flow = await after("531", flow).flow
    #expect(flow.rejection?.kind == .noSuchItem)
    #expect(flow.page.status == "1–20 of 530")
    #expect(flow.page.summaryLine == "Items: 530 items, 1 to 20 shown.")
  }

  @Test("a part that fails keeps what was read, says why, stays usable, and reads on when asked again")
  func failure() async {
    let source = KeyedSource(count: 1_000_000, failingAfter: 600)
    let (flow, _) = await after("700", await started(source))
    #expect(flow.rejection?.kind == .loadFailed)
    #expect(
      flow.page.status == "1–20 of 600, incomplete (loading failed: the database went away); asked again, it reads on")
    #expect(await after("/item 599", flow).flow.page.items.map(\.label) == ["item 599"])
    // Asked again (a name further on, Enter), the part after the last element is read again.
    let again = await after("", flow).flow
    #expect(again.rejection?.kind == .loadFailed)
    #expect(again.page.status == flow.page.status, "what was read is kept, nothing read twice")
  }

  @Test("a filter searches what was read and says so; a table's own sort reads all first")
  func filterAndSort() async {
    let source = KeyedSource(count: 1_000_000)
    let filtered = await after("/item 5", await started(source)).flow
    #expect(filtered.page.status == "1–20 of 195 matching \"item 5\" (600 in all so far, more as you page)")
    #expect(source.read == 600, "a filter reads no more")
    let table = Screen<ElementStream<String>, String>.table(
      title: "Items", columns: [TableColumn("Name") { .text($0) }], rows: .input)
    let small = KeyedSource(count: 2_000)
    var flow = await Flow(root(table), input: small.stream, traits: Traits(width: 80, height: 24)).finishingLoads()
      .flow
    #expect(small.read == 600)
    flow = await after(":sort -name", flow).flow
    #expect(small.read == 2_000)
    #expect(flow.page.items.first?.label == "item 2000", "numbers in text sort by value")
  }
}
