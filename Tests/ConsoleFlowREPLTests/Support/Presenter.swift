@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

// The presenters a flow runs in, on the loop the product runs, each with its terminal embedded:
// what the library's tests and the shipped flows' tests compare (the flows' tests take this file
// through a link).

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

/// What a run came to: the values completed, in order, where it stood last (the breadcrumb of
/// its last page), how it ended, and what it saved.
struct Outcome: Equatable, CustomStringConvertible {
  var completed: [String]
  var at: [String]
  var ended: String?
  /// The files the run wrote, as the flow's test reads them back; nil where it writes none.
  var saved: String? = nil

  var description: String {
    "completed \(completed) at \(at.joined(separator: " › ")), ended \(ended ?? "not")"
      + (saved.map { ", saved \($0)" } ?? "")
  }
}

extension Presenter {
  /// Runs `flow` with `acts`, as this presenter reads them; each act waits for the loads it
  /// started (and the first screen's) to end, as a person waits for the page.
  @MainActor
  func run<Output: Sendable>(_ flow: Flow<Output>, _ acts: [Act]) async -> Outcome {
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
      await settle(run.loads) { await run.finish(load: $0) }
      for act in acts {
        switch act {
        case .line(let line) where self == .headless: run.pipe(line)
        case .line(let line): run.enter(line)
        case .type(let text): run.type(text)
        case .cursor(let offset):
          for _ in 0..<abs(offset) { offset < 0 ? run.up() : run.down() }
        }
        await settle(run.loads) { await run.finish(load: $0) }
      }
      return Outcome(
        completed: run.takeCompleted().map { "\($0)" }, at: run.shell.breadcrumb,
        ended: run.ending.map { "\($0)" })
    case .fullScreen:
      let run = FullScreenShell(flow)
      run.start()
      await settle(run.loads) { await run.finish(load: $0) }
      for act in acts {
        switch act {
        case .line(let line):
          // No bytes at all would read as the terminal's end.
          if !line.isEmpty { run.type(line) }
          run.enter()
        case .type(let text): run.type(text)
        case .cursor(let offset): offset < 0 ? run.up(-offset) : run.down(offset)
        }
        await settle(run.loads) { await run.finish(load: $0) }
      }
      return Outcome(
        completed: run.takeCompleted().map { "\($0)" }, at: run.shell.breadcrumb,
        ended: run.ending.map { "\($0)" })
    }
  }

  /// Runs each load the run started and still runs to its end, until none is left (a load is
  /// run once: one its end leaves running is the shell's to drop).
  @MainActor
  private func settle<Output>(_ loads: LoadsDouble<Output>, finish: (Int) async -> Void) async {
    var finished: Set<Load.ID> = []
    while let number = loads.started.indices.first(where: {
      loads.running.contains(loads.started[$0].id) && !finished.contains(loads.started[$0].id)
    }) {
      finished.insert(loads.started[number].id)
      guard finished.count <= 100 else {
        Issue.record("\(self): loads never settle: \(loads.started.suffix(5).map(\.title))")
        return
      }
      await finish(number)
    }
  }
}

/// A flow whose explorer's paths run in every presenter.
struct ExploredFlow: Sendable, CustomTestStringConvertible {
  let name: String
  /// The paths the explorer took through it, each from its first screen.
  let paths: @MainActor @Sendable () async -> [[String]]
  /// Runs a path's lines in a presenter.
  let run: @MainActor @Sendable (Presenter, [Act]) async -> Outcome

  /// The flow of `navigation` from `input`, explored by `explorer`.
  init<Input: Sendable, Output: Sendable>(
    _ name: String, _ navigation: Navigation<Input, Output>, input: Input, explorer: Explorer = Explorer()
  ) {
    self.name = name
    paths = { await explorer.explore(navigation, input: input).paths }
    run = { presenter, acts in await presenter.run(Flow(navigation, input: input), acts) }
  }

  /// A flow made afresh for each run (a journal of its own, say), explored on one made so too,
  /// and what each run saved read back.
  init(
    _ name: String, paths: @escaping @MainActor @Sendable () async -> [[String]],
    run: @escaping @MainActor @Sendable (Presenter, [Act]) async -> Outcome
  ) {
    (self.name, self.paths, self.run) = (name, paths, run)
  }

  var testDescription: String { name }

  /// Runs every path headless, then in each other presenter: the outcomes are the same.
  @MainActor
  func expectSameOutcomes(
    minimumPaths: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let paths = await paths()
    #expect(paths.count >= minimumPaths, "the explorer went somewhere", sourceLocation: sourceLocation)
    for path in paths {
      let acts = path.map(Act.line)
      let headless = await run(.headless, acts)
      for presenter in Presenter.allCases.dropFirst() {
        let outcome = await run(presenter, acts)
        #expect(
          outcome == headless, "\(path): \(presenter) \(outcome), headless \(headless)", sourceLocation: sourceLocation)
      }
    }
  }
}
