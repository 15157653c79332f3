@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import TestSupport
import Testing

@Suite("Exploring a flow: clean flows report nothing, bounded and the same for a seed")
struct ExplorerTests {
  @Test("the README's flow and a branch to a notice are clean, every screen and case reached")
  func cleanFlows() async {
    let readme = await Explorer(depth: 3).explore(navigation, input: artists)
    #expect(readme.isClean, "\(readme)")
    #expect(readme.coverage.isFull && readme.coverage.reachedCompletion, "\(readme)")
    let branched = await Explorer().explore(itemsOrNone, input: items)
    #expect(branched.isClean, "\(branched)")
    #expect(branched.coverage.screens.map(\.name) == ["Items", "Parts", "Notice of Item"])
    #expect(branched.coverage.cases.map(\.name) == ["Items: parts", "Items: no parts"])
    #expect(branched.coverage.isFull, "\(branched)")
  }

  @Test("hostile names (escapes, a long name, wide characters) are shown safe and cut at every width")
  func hostileNames() async {
    let hostile = [
      Item(name: "\u{1B}[2J\u{1B}[31mRed", parts: ["\u{202E}reversed"]),
      Item(name: String(repeating: "long ", count: 80), parts: ["x"]),
      Item(name: "漢字かな交じり文の長い名前", parts: ["\u{7}bell"]),
    ]
    let report = await Explorer().explore(itemsOrNone, input: hostile)
    #expect(report.isClean, "\(report)")
  }

  @Test("a case only one item in hundreds leads to is searched for until it is reached")
  func searchesForAWayNotReached() async {
    let rare = artists.indices.map { index in Item(name: artists[index].name, parts: index == 137 ? [] : ["x"]) }
    // Five items tried, none searched for: the one is missed, and the report says so.
    let sampled = await Explorer(tries: 5, samples: 3, searches: 0).explore(itemsOrNone, input: rare)
    #expect(sampled.coverage.unreachedCases == ["Items: no parts"])
    let report = await Explorer(tries: 5, samples: 3, searches: rare.count).explore(itemsOrNone, input: rare)
    #expect(report.coverage.unreachedCases.isEmpty, "\(report)")
  }

  @Test("the same seed gives the same report; lists are sampled, not walked whole")
  func deterministicAndSampled() async {
    let first = await Explorer(depth: 2, seed: 7).explore(navigation, input: artists)
    let again = await Explorer(depth: 2, seed: 7).explore(navigation, input: artists)
    #expect(first == again)
    #expect(first.screensVisited < 20, "275 artists, five tried")
    let whole = await Explorer(depth: 1, samples: .max).explore(navigation, input: artists)
    #expect(whole.screensVisited == 1 + artists.count)
  }

  @Test("a budget of steps ends the exploration, the checks of the last choice skipped, and the report says so")
  func stepBudget() async {
    let report = await Explorer(steps: 10).explore(navigation, input: artists)
    #expect(report.stoppedBy == .steps)
    #expect(report.stepsTaken == 10)
    #expect(report.summary.hasSuffix("stopped by the steps budget"))
  }

  @Test("a flow opened at a path is explored from there")
  func fromAPath() async {
    let (albums, mismatch) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
    #expect(mismatch == nil)
    let report = await Explorer().explore(albums, map: navigation.flowMap)
    #expect(report.isClean && report.coverage.reachedCompletion, "\(report)")
    #expect(report.screensVisited == 1, "the albums of AC/DC, whose choices complete the flow")
  }

  @Test("a screen chosen at run time and a recursion are placed on the map")
  func runTimeBranchAndRecursion() async {
    let chosen: Navigation<[Item], String> = root(chooseItem).branch { item in
      item.parts.isEmpty ? root(noParts) : root(choosePart.pullback { $0.parts })
    }
    let report = await Explorer().explore(chosen, input: items)
    #expect(report.isClean && report.coverage.isFull, "\(report)")
    enum Way: CaseIterable { case deeper, leaf }
    let nested = Navigation<[Item], Never>.recursive { inner in
      root(chooseItem).branch(on: { $0.parts.count > 1 ? Way.deeper : .leaf }) { way in
        switch way {
        case .deeper: inner.pullback { _ in items }
        case .leaf: root(noParts)
        }
      }
    }
    let walked = await Explorer(depth: 4).explore(nested, input: items)
    #expect(walked.isClean && walked.coverage.isFull, "\(walked)")
  }

  @Test("a modal sub-flow is entered, left with :back, and its screens covered")
  func modalSubFlow() async {
    let askName = Screen<String, String>.textPrompt(title: .from { $0 }, question: "Name", parse: { $0 })
    let addName = Modal("add", root(askName))
    let names = Screen<[String], Never>(
      title: .from { _ in "Names" }, state: { $0 },
      page: { names, _ in Page(title: "Names", body: names.isEmpty ? ["No names yet."] : names.map { Page.Line($0) }) },
      receive: { names, command, _ in
        command == .entry("add")
          ? .present(Presentation(addName, input: "New name") { names, name in names + [name] })
          : .reject("Type add.")
      }
    ).presenting(addName)
    let report = await Explorer(answers: ["Names": ["add"], "Name": ["Ada"]]).explore(root(names), input: [])
    #expect(report.isClean, "\(report)")
    #expect(report.coverage.screens.map(\.name) == ["Screen of [String]", "Name"], "answers keyed by a title work too")
    #expect(report.coverage.isFull, "\(report)")
  }
}
