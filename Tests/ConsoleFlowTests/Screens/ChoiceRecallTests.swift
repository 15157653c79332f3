@_spi(Interpreter) @_spi(Flows) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

@Suite("A flow's lists remember choices when its author says so, as of the time given")
struct ChoiceRecallTests {
  let day: Double = 24 * 3_600

  /// The artist list, remembering `memory` as of `now`.
  func start(_ memory: ChoiceMemory, now: Double) -> Flow<String> {
    let list = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 })).rememberingChoices(
      ChoiceRecall(memory, now: now))
    return Flow(list, input: SampleCatalog.names)
  }

  @Test("the item chosen for a query comes first for it and for longer ones, fading with time")
  func remembered() throws {
    let labels = start(ChoiceMemory(), now: 0).step("/ma").flow.page.items.map(\.label)
    let wanted = try #require(labels.dropFirst(3).first)
    #expect(labels.first != wanted)
    var memory = ChoiceMemory()
    memory.remember(wanted, for: "ma", at: 0)
    #expect(start(memory, now: day).step("/ma").flow.page.items.first?.label == wanted)
    let longer = String(wanted.lowercased().prefix(4))
    if longer.hasPrefix("ma") {
      #expect(start(memory, now: day).step("/\(longer)").flow.page.items.first?.label == wanted)
    }
    #expect(start(memory, now: day).step("/m").flow.page.items.first?.label != wanted || labels.first == wanted)
    #expect(start(memory, now: 60 * day).step("/ma").flow.page.items.map(\.label) == labels, "faded after eight weeks")
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
