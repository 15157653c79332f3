@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import Testing

// One confirm screen used in two places: the map and the coverage tell the two apart by path.

private enum Action: String, CaseIterable, Sendable {
  case restock, remove
}

private let chooseBook = Screen<[String], String>.list(title: "Books", rows: .input, label: { $0 })
private let chooseAction = Screen<String, Action>.menu(
  title: .from { $0 }, choices: .init(Action.allCases), label: \.rawValue
).named("Action")
private let confirm = Screen<String, String>.confirm(title: .from { _ in "Confirm" }, question: { "Go on with \($0)" })
  .named("Confirm")
private let restockFirst = Screen<String, String>.detail(title: .from { _ in "Restock" }, lines: { [$0] }).named(
  "Restock")
private let removeFirst = Screen<String, String>.detail(title: .from { _ in "Remove" }, lines: { [$0] }).named("Remove")

/// The confirm after two different screens.
private let afterTwoScreens = root(chooseBook).then(chooseAction.carryingInput())
  .branch(on: { $0.output }) { action in
    switch action {
    case .restock: (root(restockFirst) >>> confirm).pullback { $0.input }
    case .remove: (root(removeFirst) >>> confirm).pullback { $0.input }
    }
  }

/// The confirm as the first screen of two cases of one branch; only one case is ever chosen.
private let restock = BranchCase("restock", confirm)
private let remove = BranchCase("remove", confirm)
private let twoCasesOneScreen = root(chooseBook).branch(restock, remove) { book in remove(book) }

@Suite("A screen used in two places")
struct ScreensUsedTwiceTests {
  @Test("the map names each by its path from the first screen; a name used once stays as it is")
  func mapNames() {
    let map = afterTwoScreens.flowMap
    #expect(map.screens.filter { $0 == "Confirm" }.count == 2)
    #expect(
      map.uniqueNames == [
        "Books", "Action", "Restock", "Books › Action › Restock › Confirm", "Remove",
        "Books › Action › Remove › Confirm",
      ])
    #expect(map.mermaid.contains("[\"Books › Action › Remove › Confirm\"]"))
  }

  @Test("two cases of one branch starting with the same screen: their cases tell them apart")
  func casesTellThemApart() {
    #expect(
      twoCasesOneScreen.flowMap.uniqueNames == ["Books", "Books › Confirm [restock]", "Books › Confirm [remove]"])
  }

  @Test("coverage reaches each by its own way, and says which one was not reached")
  func coverage() async {
    let both = await Explorer().explore(afterTwoScreens, input: ["Earthsea"])
    #expect(both.coverage.isFull, "\(both)")
    let one = await Explorer().explore(twoCasesOneScreen, input: ["Earthsea"])
    #expect(one.coverage.unreachedScreens == ["Books › Confirm [restock]"], "\(one)")
    #expect(one.coverage.unreachedCases == ["Books: restock"], "\(one)")
  }

  @Test("sample answers keyed by the name both places share reach both; by a path, that one")
  func answersByPath() async {
    let count = Screen<String, Int>.textPrompt(
      title: .from { _ in "Count" }, question: "Count",
      parse: { text in
        guard let count = Int(text), count > 10 else { throw InvalidAnswer("More than 10.") }
        return count
      })
    let first = BranchCase("first", count)
    let second = BranchCase("second", count)
    let twice = root(chooseBook).branch(first, second) { book in book == "A" ? first(book) : second(book) }
    #expect(twice.flowMap.uniqueNames == ["Books", "Books › Count [first]", "Books › Count [second]"])
    let shared = await Explorer(answers: ["Count": ["12"]]).explore(twice, input: ["A", "B"])
    #expect(shared.isClean && shared.coverage.isFull, "\(shared)")
    let onePath = await Explorer(answers: ["Books › Count [first]": ["12"]]).explore(twice, input: ["A", "B"])
    #expect(onePath.findings.map(\.screen) == ["Books › Count [second]"], "\(onePath)")
  }
}
