@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// One flow means the same in every layout: the same keys, sent the way each presenter reads
/// them, end with the same values completed and the same ending, headless (a script's lines),
/// plain, in line mode (live narrowing) and full screen. Each case is a flow and what a person
/// does; each presenter runs it on the loop the product runs, its terminal embedded.
///
/// One difference is by design and not compared: Enter alone on a whole list. Full screen always
/// shows a cursor on an item and Enter takes it; line mode shows none until a query narrows the
/// list, and its blank line chooses nothing.
@MainActor
@Suite("The same flow, the same outcome in every presenter")
struct PresenterEquivalenceTests {
  @Test("lists, a table, a form, a multi-select, a menu and a prompt", arguments: EquivalenceCase.all)
  func sameOutcome(_ example: EquivalenceCase) async {
    var outcomes: [(Presenter, Outcome)] = []
    for presenter in Presenter.allCases.filter(example.runsIn) {
      outcomes.append((presenter, await example.run(presenter)))
    }
    let expected = outcomes[0].1
    #expect(expected.completed == example.expected, "\(outcomes[0].0): \(expected)")
    for (presenter, outcome) in outcomes.dropFirst() {
      #expect(outcome == expected, "\(presenter) differs from \(outcomes[0].0)")
    }
  }

  @Test("the explorer's paths end the same in every presenter", arguments: ExploredFlow.all)
  func explorerPaths(_ explored: ExploredFlow) async {
    await explored.expectSameOutcomes()
  }
}

/// A flow and what is done on it.
struct EquivalenceCase: Sendable, CustomTestStringConvertible {
  let name: String
  let acts: [Act]
  /// The values it should complete with.
  let expected: [String]
  private let run: @MainActor @Sendable (Presenter, [Act]) async -> Outcome

  init<Output: Sendable>(
    _ name: String, _ navigation: @autoclosure @escaping @Sendable () -> Flow<Output>, acts: [Act], expected: [String]
  ) {
    self.name = name
    self.acts = acts
    self.expected = expected
    run = { presenter, acts in await presenter.run(navigation(), acts) }
  }

  var testDescription: String { name }

  /// Cursor keys mean something only where keys are read.
  func runsIn(_ presenter: Presenter) -> Bool {
    presenter.readsKeys
      || !acts.contains {
        switch $0 {
        case .line: false
        case .type, .cursor: true
        }
      }
  }

  @MainActor func run(_ presenter: Presenter) async -> Outcome { await run(presenter, acts) }
}
