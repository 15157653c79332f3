@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowExploration
import TestSupport
import Testing

// The article Exploring a flow's snippets, as tests. `ReadmeSnippetTests` checks that every line
// of the article's Swift blocks is a line of this file.

@Suite("The article Exploring a flow")
struct ExploringAFlowTests {
  @Test func exploreTheReadmeFlow() async {
    let report = await Explorer(depth: 3).explore(navigation, input: artists)
    #expect(report.isClean, "\(report)")
    #expect(report.coverage.isFull, "\(report)")
  }

  @Test func samplesForATypedAnswer() async {
    let askCount = Screen<Item, Int>.textPrompt(title: .from { $0.name }, question: "How many") { text in
      guard let count = Int(text), count > 0 else { throw InvalidAnswer("Type a number above 0.") }
      return count
    }
    let flow = root(chooseItem) >>> askCount
    let explorer = Explorer(answers: ["How many": ["3", "none"]])
    let report = await explorer.explore(flow, input: items)
    #expect(report.isClean && report.unanswered.isEmpty, "\(report)")
  }

  @Test func readingWhatWasNotReached() async {
    let report = await Explorer(depth: 1).explore(itemsOrNone, input: items)
    for screen in report.coverage.screens where !screen.reached {
      print(screen.name, screen.why ?? "")
    }
    #expect(report.coverage.unreachedScreens.isEmpty)
  }
}
