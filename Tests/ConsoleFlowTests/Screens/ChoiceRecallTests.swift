@_spi(Interpreter) @_spi(Flows) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

@Suite("A flow's lists remember choices when its author says so, on an injected clock")
struct ChoiceRecallTests {
  let day: Double = 24 * 3_600

  /// The artist list, remembering in `store` at the time `clock` holds.
  func start(_ store: Locked<ChoiceMemory>, _ clock: Locked<Double>) -> Flow<String> {
    let recall = ChoiceRecall(
      memory: { list in
        #expect(list == "Artists")
        return store.withLock { $0 }
      },
      remember: { _, item, query in
        let now = clock.withLock { $0 }
        store.withLock { $0.remember(item, for: query, at: now) }
      },
      now: { clock.withLock { $0 } })
    let list = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 })).rememberingChoices(
      recall)
    return Flow(list, input: SampleCatalog.names)
  }

  @Test("the item chosen for a query comes first for it and for longer ones, fading with time")
  func remembered() throws {
    let (store, clock) = (Locked(ChoiceMemory()), Locked(0.0))
    let filtered = start(store, clock).step("/ma").flow
    let labels = filtered.page.items.map(\.label)
    let wanted = try #require(labels.dropFirst(3).first)
    #expect(labels.first != wanted)
    let number = try #require(labels.firstIndex(of: wanted)) + 1
    guard case .completed(let chosen) = filtered.step("\(number)").effect else {
      Issue.record("\(number) chose nothing")
      return
    }
    #expect(chosen == wanted)
    #expect(store.withLock { $0.choices.map(\.query) } == ["ma"])
    clock.withLock { $0 = day }
    #expect(start(store, clock).step("/ma").flow.page.items.first?.label == wanted)
    let longer = String(wanted.lowercased().prefix(4))
    if longer.hasPrefix("ma") {
      #expect(start(store, clock).step("/\(longer)").flow.page.items.first?.label == wanted)
    }
    #expect(start(store, clock).step("/m").flow.page.items.first?.label != wanted || labels.first == wanted)
    clock.withLock { $0 = 60 * day }
    #expect(start(store, clock).step("/ma").flow.page.items.map(\.label) == labels, "faded after eight weeks")
  }

  @Test("a flow not told to remember keeps nothing")
  func offByDefault() {
    let flow = Flow(
      root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 })), input: SampleCatalog.names)
    let first = flow.step("/ma").flow.page.items.map(\.label)
    _ = flow.step("/ma").flow.step("4")
    #expect(flow.step("/ma").flow.page.items.map(\.label) == first)
  }
}
