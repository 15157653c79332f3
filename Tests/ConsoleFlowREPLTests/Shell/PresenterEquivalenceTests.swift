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
  func sameOutcome(_ example: EquivalenceCase) {
    let outcomes = Presenter.allCases.filter(example.runsIn).map { presenter in
      (presenter, example.run(presenter))
    }
    let expected = outcomes[0].1
    #expect(expected.completed == example.expected, "\(outcomes[0].0): \(expected)")
    for (presenter, outcome) in outcomes.dropFirst() {
      #expect(outcome == expected, "\(presenter) differs from \(outcomes[0].0)")
    }
  }

  @Test("the explorer's paths end the same in every presenter", arguments: ExploredFlow.all)
  func explorerPaths(_ explored: ExploredFlow) async {
    let paths = await explored.paths()
    #expect(paths.count >= 3, "the explorer went somewhere")
    for path in paths {
      let acts = path.map(Act.line)
      let headless = explored.run(.headless, acts)
      for presenter in Presenter.allCases.dropFirst() {
        let outcome = explored.run(presenter, acts)
        #expect(outcome == headless, "\(path): \(presenter) \(outcome), headless \(headless)")
      }
    }
  }
}

/// How a run is presented.
enum Presenter: CaseIterable, CustomStringConvertible {
  case headless, plain, line, fullScreen

  var description: String {
    switch self {
    case .headless: "headless"
    case .plain: "plain"
    case .line: "line mode"
    case .fullScreen: "full screen"
    }
  }

  /// Whether it reads keys (a cursor, marks), not only lines.
  var readsKeys: Bool { self == .line || self == .fullScreen }
}

/// What a person does, in words every presenter has.
enum Act: Sendable {
  /// A line typed and entered (empty: Enter alone).
  case line(String)
  /// Text typed and not entered: a query the list narrows by.
  case type(String)
  /// The cursor moved by so many items (Down is positive) among what is typed's matches.
  case cursor(Int)
}

/// What a run came to: the values completed, in order, and how it ended.
struct Outcome: Equatable, CustomStringConvertible {
  var completed: [String]
  var ended: String?

  var description: String { "completed \(completed), ended \(ended ?? "not")" }
}

/// A flow and what is done on it.
struct EquivalenceCase: Sendable, CustomTestStringConvertible {
  let name: String
  let acts: [Act]
  /// The values it should complete with.
  let expected: [String]
  private let run: @MainActor @Sendable (Presenter, [Act]) -> Outcome

  init<Output: Sendable>(
    _ name: String, _ navigation: @autoclosure @escaping @Sendable () -> Flow<Output>, acts: [Act], expected: [String]
  ) {
    self.name = name
    self.acts = acts
    self.expected = expected
    run = { presenter, acts in presenter.run(navigation(), acts) }
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

  @MainActor func run(_ presenter: Presenter) -> Outcome { run(presenter, acts) }
}

extension Presenter {
  /// Runs `flow` with `acts`, as this presenter reads them.
  @MainActor
  func run<Output: Sendable>(_ flow: Flow<Output>, _ acts: [Act]) -> Outcome {
    switch self {
    case .headless, .plain, .line:
      let run = EmbeddedShell(flow) { setup in
        switch self {
        case .headless: setup.mode = .script(source: "equivalence")
        case .plain: setup.plain = true
        case .line, .fullScreen: break
        }
      }
      run.start()
      for act in acts {
        switch act {
        case .line(let line) where self == .headless: run.pipe(line)
        case .line(let line): run.enter(line)
        case .type(let text): run.type(text)
        case .cursor(let offset):
          for _ in 0..<abs(offset) { offset < 0 ? run.up() : run.down() }
        }
      }
      return Outcome(completed: run.takeCompleted().map { "\($0)" }, ended: run.ending.map { "\($0)" })
    case .fullScreen:
      let run = FullScreenShell(flow)
      run.start()
      for act in acts {
        switch act {
        case .line(let line):
          // No bytes at all would read as the terminal's end.
          if !line.isEmpty { run.type(line) }
          run.enter()
        case .type(let text): run.type(text)
        case .cursor(let offset): offset < 0 ? run.up(-offset) : run.down(offset)
        }
      }
      return Outcome(completed: run.takeCompleted().map { "\($0)" }, ended: run.ending.map { "\($0)" })
    }
  }
}
