@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

private let chooseItem = Screen<ElementStream<String>, String>.list(title: "Items", rows: .input, label: { $0 })

/// A source a test feeds by hand, each element handed on as it comes.
private func source() -> (ElementStream<String>, AsyncThrowingStream<String, any Error>.Continuation) {
  let (elements, feed) = AsyncThrowingStream.makeStream(of: String.self)
  return (ElementStream("items", batchWait: .zero) { elements }, feed)
}

/// A flow on a streamed list and the events of its load, applied as the test says.
private struct Streaming {
  var flow: Flow<String>
  let load: Load
  var events: LoadEvents
  var lastEffect: Flow<String>.Effect?

  init(_ flow: Flow<String>) throws {
    self.flow = flow
    load = try #require(flow.awaitedLoad ?? flow.loads.first)
    events = LoadEvents(load)
  }

  /// Applies the next `count` events.
  mutating func take(_ count: Int) async throws {
    for _ in 0..<count {
      let event = try #require(await events.next())
      let (next, effect) = flow.taking(event, from: load.id)
      flow = next
      if effect != nil { lastEffect = effect }
    }
  }

  /// A root streamed list on a hand-fed source, at 80×24.
  static func started() throws -> (Streaming, AsyncThrowingStream<String, any Error>.Continuation) {
    let (stream, feed) = source()
    return (try Streaming(Flow(root(chooseItem), input: stream, traits: Traits(width: 80, height: 24))), feed)
  }

  mutating func step(_ line: String) -> Flow<String>.Effect {
    let (next, effect) = flow.step(line)
    flow = next
    lastEffect = nil
    return effect
  }
}

extension AsyncThrowingStream<String, any Error>.Continuation {
  /// Hands on "item N" for each N of `numbers`.
  fileprivate func items(_ numbers: ClosedRange<Int>) {
    for number in numbers { yield("item \(number)") }
  }
}

@Suite("The list screen on elements that are still arriving")
struct StreamedListTests {
  @Test("the first page shows as soon as it is full, and the status says the count so far")
  func firstPage() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...21)
    try await run.take(20)
    #expect(kind(run.lastEffect) == "nothing", "20 items do not yet fill a page of 20 and show that more come")
    try await run.take(1)
    #expect(kind(run.lastEffect) == "show")
    #expect(run.flow.page.status == "1–20 of 21 so far, loading…")
    feed.finish()
    try await run.take(1)
    #expect(run.flow.page.status == "1–20 of 21")
    #expect(run.flow.loads.isEmpty)
  }

  @Test(":next past what arrived waits until the next page is full, then shows it")
  func nextWaits() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...25)
    try await run.take(25)
    #expect(kind(run.step(":next")) == "wait for items")
    feed.items(26...40)
    try await run.take(14)
    #expect(kind(run.lastEffect) == "nothing")
    try await run.take(1)
    #expect(kind(run.lastEffect) == "show")
    #expect(run.flow.page.status == "21–40 of 40 so far, loading…")
    feed.finish()
  }

  @Test("a filter applies to what arrived and keeps applying to what arrives")
  func filterKeepsApplying() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...30)
    try await run.take(30)
    _ = run.step("/item 2")
    // Two terms, item and 2: every label starts with the first; 2 as a whole word, then as the
    // start of a number, then inside one.
    #expect(run.flow.page.items.map(\.label).prefix(3) == ["item 2", "item 20", "item 21"])
    #expect(run.flow.page.status == "1–12 of 12 matching \"item 2\" (30 in all so far, loading…)")
    #expect(run.flow.page.items.last?.label == "item 12")
    feed.yield("item 200")
    feed.yield("something else")
    feed.finish()
    try await run.take(3)
    #expect(run.flow.page.status == "1–13 of 13 matching \"item 2\" (32 in all)")
    #expect(run.flow.page.items.map(\.label).suffix(2) == ["item 200", "item 12"], "an arrival takes its rank")
  }

  @Test("narrowing as a line is typed covers what arrived, and keeps narrowing what arrives")
  func liveNarrowingFollowsArrivals() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...30)
    try await run.take(30)
    var live = LiveNarrowing<String>()
    _ = live.typed("item 2", on: run.flow)
    #expect(live.page(on: run.flow).status == "1–12 of 12 matching \"item 2\" (30 in all so far, loading…)")
    _ = live.moveCursor(by: 1)
    feed.yield("item 200")
    feed.yield("something else")
    feed.finish()
    try await run.take(3)
    live.refilter(on: run.flow)
    #expect(live.page(on: run.flow).status == "1–13 of 13 matching \"item 2\" (32 in all)")
    #expect(
      live.page(on: run.flow).items.map(\.label).suffix(2) == ["item 200", "item 12"], "an arrival takes its rank")
    #expect(live.lines(forEnter: "item 2", on: run.flow) == ["/item 2", "2"], "the cursor stays where it was")
  }

  @Test("a name, or a number past those arrived, waits for the list to be complete")
  func selectionWaits() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...21)
    try await run.take(21)
    #expect(kind(run.step("25")) == "wait for items")
    #expect(kind(run.step("item 30")) == "wait for items", "a name not arrived yet waits for it")
    feed.yield("item 29")
    try await run.take(1)
    #expect(kind(run.lastEffect) == "nothing")
    feed.yield("item 30")
    try await run.take(1)
    #expect(kind(run.lastEffect) == "completed", "the whole name, once it arrives")
  }

  @Test("cancelling a name that waits for the rest cancels the wait alone: the list goes on filling")
  func cancelAWaitingName() async throws {
    var (run, feed) = try Streaming.started()
    feed.items(1...21)
    try await run.take(21)
    #expect(kind(run.step("item 30")) == "wait for items")
    let (cancelled, effect) = run.flow.cancellingWait()
    #expect(kind(effect) == "show")
    #expect(cancelled.page.message == "Cancelled." && cancelled.awaitedLoad == nil)
    #expect(cancelled.loads.map(\.id) == [run.load.id], "its load still runs")
    run.flow = cancelled
    feed.items(22...23)
    feed.finish()
    try await run.take(3)
    #expect(run.flow.page.status == "1–20 of 23")
    #expect(kind(run.lastEffect) == "nothing", "a cancelled name is not chosen later")
  }

  @Test("a failure keeps what arrived and says the list is incomplete")
  func failure() async throws {
    struct Broken: Error, CustomStringConvertible { var description: String { "the pipe broke" } }
    var (run, feed) = try Streaming.started()
    feed.items(1...21)
    try await run.take(21)
    feed.finish(throwing: Broken())
    try await run.take(1)
    #expect(run.flow.page.status == "1–20 of 21, incomplete (loading failed: the pipe broke)")
    #expect(run.flow.loads.isEmpty)
  }

  @Test("a failure keeps the elements still waiting to be handed on, and they can be filtered and chosen")
  func failureKeepsThePendingBatch() async throws {
    struct Broken: Error, CustomStringConvertible { var description: String { "git exited with 128" } }
    let (elements, feed) = AsyncThrowingStream.makeStream(of: String.self)
    // Elements wait an hour to be handed on together: all 60 are pending when the source fails.
    let stream = ElementStream("items", batchWait: .seconds(3600)) { elements }
    var run = try Streaming(Flow(root(chooseItem), input: stream, traits: Traits(width: 80, height: 24)))
    feed.items(1...60)
    feed.finish(throwing: Broken())
    try await run.take(2)
    #expect(run.flow.page.status == "1–20 of 60, incomplete (loading failed: git exited with 128)")
    #expect(run.flow.step("/item 59").flow.page.items.map(\.label) == ["item 59"])
    #expect(kind(run.step("item 60")) == "completed")
  }

  @Test("leaving a list that is still loading drops its load; cancelling its first page pushes nothing")
  func backAndCancel() async throws {
    let (stream, feed) = source()
    let pick = Screen<[String], String>.list(title: "Sources", rows: .input, label: { $0 })
    let navigation = root(pick).map { _ in stream } >>> chooseItem
    let (waiting, effect) = Flow(navigation, input: ["one"]).step("one")
    #expect(kind(effect) == "wait for items")
    #expect(waiting.depth == 2 && waiting.loads.count == 1)
    let (cancelled, _) = waiting.cancellingWait()
    #expect(cancelled.depth == 1 && cancelled.page.message == "Cancelled.")
    #expect(cancelled.loads.isEmpty)
    #expect(waiting.step(":back").flow.loads.isEmpty)
    feed.finish()
  }

  @Test("headless runs show the list once all of it is in")
  func headless() async {
    let elements = AsyncStream<String> { feed in
      for number in 1...100 { feed.yield("item \(number)") }
      feed.finish()
    }
    var driver = await FlowDriver(root(chooseItem), input: ElementStream("items") { elements })
    #expect(driver.page.status == "1–20 of 100")
    await driver.send("item 100")
    #expect(driver.results == ["item 100"])
  }
}
