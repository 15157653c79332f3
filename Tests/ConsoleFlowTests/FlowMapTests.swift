@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

private let chooseNumber = Screen<[Int], Int>.list(title: "Numbers", rows: .input, label: { "\($0)" })
private let showNumber = Screen<Int, Never>.notice(title: .from { "\($0)" }, lines: { ["\($0)"] }).named("Number")

@Suite("Maps recorded as a navigation is composed")
struct FlowMapCompositionTests {
  @Test("map and pullback change types, not shape")
  func mapAndPullbackKeepTheShape() {
    let navigation = root(chooseNumber) >>> showNumber
    let transformed =
      root(chooseNumber.pullback { (text: [String]) in text.compactMap { Int($0) } })
      .map { $0 * 2 } >>> showNumber.pullback { $0 / 2 }
    #expect(transformed.flowMap == navigation.flowMap)
    #expect(navigation.pullback { (count: Int) in Array(0..<count) }.flowMap == navigation.flowMap)
    #expect(navigation.flowMap.screens == ["Numbers", "Number"])
    let ways = navigation.flowMap.ways.map { "\($0.from) \($0.label) \($0.to) \($0.kind)" }
    #expect(ways == ["0 choose 1 push"])
  }

  @Test("a README navigation's map: Artists to Albums")
  func readme() {
    #expect(
      navigation.flowMap.mermaid == "flowchart TD\n  s0[\"Artists\"]\n  s1[\"Albums\"]\n  s0 -->|\"choose\"| s1\n")
  }

  @Test("names that would break a chart are written as entities")
  func hostileNames() {
    let odd = Screen<[Int], Int>.list(title: "a\"b#c\u{1B}", rows: .input, label: { "\($0)" })
    #expect(root(odd).flowMap.mermaid.contains("a#quot;b#35;c#27;"))
    #expect(root(odd).flowMap.dot.contains(#"a\"b#c\\u{1b}"#))
  }

  @Test("a screen with no name of its own is called by its kind and its type, as its author writes the type")
  func defaultNames() {
    struct Trip: Sendable { let city: String }
    enum Action: CaseIterable, Sendable { case add, remove }
    let screens = [
      root(Screen<[Trip], Trip>.list(title: .from { _ in "Trips" }, rows: .input, label: \.city)).flowMap,
      root(Screen<Trip, Action>.menu(title: .from { $0.city }, choices: .init(Action.allCases), label: { "\($0)" }))
        .flowMap,
      root(Screen<Trip, Trip>.detail(title: .from { $0.city }, lines: { [$0.city] })).flowMap,
      root(Screen<Trip?, Never>.notice(title: .from { _ in "Trip" }, lines: { _ in [] })).flowMap,
      root(Screen<Trip, Trip>.confirm(title: .from { $0.city }, question: { "Go to \($0.city)" })).flowMap,
      root(
        Screen<[String: [Trip]], Never>(
          title: .from { _ in "Plans" }, state: { $0 }, page: { _, _ in Page(title: "Plans") },
          receive: { state, _, _ in .stay(state) })
      ).flowMap,
    ]
    #expect(
      screens.map(\.screens) == [
        ["List of Trip"], ["Menu of Action"], ["Detail of Trip"], ["Notice of Trip?"], ["Confirm of Trip"],
        ["Screen of [String: [Trip]]"],
      ])
    #expect(
      root(Screen<[Trip], Trip>.list(title: "Trips", rows: .input, label: \.city)).flowMap.screens == ["Trips"],
      "a fixed title names it")
  }
}
