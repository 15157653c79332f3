@_spi(Interpreter) import ConsoleFlow

/// Walks a flow's screens by itself, breadth first, and says what is wrong with it: a flow is a
/// value and its step a pure function, so every screen it can reach can be visited and checked
/// without a terminal, and its map (`FlowMap`) says which screens and branch cases it should reach.
///
/// At every screen reached it checks that `:back` shows the page before exactly, that `:home`
/// shows the first screen, that the page fits 20, 80 and 200 columns with no raw control
/// character, that what the screen offers (an item, a confirm's answer, a sample answer) is
/// taken, that no load fails and that no step is slow. Each item of a list is chosen and checked
/// (a sample by the seed of a long one); the first, the last and a few between are explored
/// further, and more while a way out of the screen on the map is not reached yet; each list is
/// filtered once and paged to both ends; confirms are answered both ways; modal
/// sub-flows are entered and left with `:back`; loads run to their end, as in headless runs.
/// It is bounded (a depth, a budget of steps and of time) and deterministic for a seed.
///
/// ```swift
/// let report = await Explorer(depth: 3).explore(navigation, input: artists)
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
public struct Explorer: Sendable {
  // The bounds, as `init` documents them.
  let depth: Int
  let steps: Int
  let time: Duration
  let seed: UInt64
  let tries: Int
  let samples: Int
  let searches: Int
  let answers: [String: [String]]
  /// How long a step may take before it is a finding (`flows check` reads the default).
  @_spi(Flows) public let slowStep: Duration
  let widths: [Int]
  let height: Int
  let pages: Int
  /// What steps are timed with; tests give a clock of their own.
  package var clock: any Clock<Duration> = ContinuousClock()

  /// An explorer with the given bounds; each has a default that suits a flow's tests.
  ///
  /// ```swift
  /// let explorer = Explorer(depth: 2, answers: ["Title": ["Flying", ""]])
  /// ```
  ///
  /// - Parameters:
  ///   - depth: How many choices deep from the first screen to go.
  ///   - steps: How many lines to send at most.
  ///   - time: How long to spend stepping at most.
  ///   - seed: What chooses the items tried between the first and the last of a list.
  ///   - tries: How many items of a list are chosen and checked at each visit: every item of a shorter list, a sample
  ///     by the seed of a longer one (`.max`: every item).
  ///   - samples: How many of those, between the first and the last, are explored further (`.max`: every item).
  ///   - searches: How many more items of a list are tried while one of the screen's ways on the map is not reached yet
  ///     (a branch case only some items lead to).
  ///   - answers: Sample answers for screens that take typed text, by the screen's title or its name on the map. A text
  ///     prompt given none is tried with common answers (a word, a number, a date, an address), of which it should take
  ///     one; a screen of one's own given none is tried with the numbers of the items it shows, and reported in
  ///     ``Report/unanswered`` when it takes none.
  ///   - slowStep: A step (with its loads) that takes longer than this is a finding.
  ///   - widths: The widths every page must fit.
  ///   - height: The terminal's height while exploring.
  ///   - pages: How many pages of one list or notice are turned at most, to reach its last.
  public init(
    depth: Int = 4, steps: Int = 20_000, time: Duration = .seconds(60), seed: UInt64 = 1, tries: Int = 1_000,
    samples: Int = 3, searches: Int = 100, answers: [String: [String]] = [:], slowStep: Duration = .seconds(1),
    widths: [Int] = [20, 80, 200], height: Int = 24, pages: Int = 200
  ) {
    (self.depth, self.steps, self.time, self.seed, self.samples) = (depth, steps, time, seed, samples)
    self.tries = tries
    (self.searches, self.answers, self.slowStep, self.widths) = (searches, answers, slowStep, widths)
    (self.height, self.pages) = (height, pages)
  }

  /// Explores `navigation` from `input`.
  ///
  /// ```swift
  /// let report = await Explorer().explore(navigation, input: artists)
  /// ```
  ///
  /// - Parameters:
  ///   - navigation: The flow to explore; its map says what should be reached.
  ///   - input: What its first screen starts with.
  /// - Returns: What was found, what was reached and what was not.
  public func explore<Input, Output: Sendable>(_ navigation: Navigation<Input, Output>, input: Input) async -> Report {
    let traits = Traits(width: 80, height: height)
    return await explore(Flow(navigation, input: input, traits: traits), map: navigation.flowMap)
  }

  /// Explores `flow` as it stands (opened at a path, say), with `map`, its navigation's map.
  ///
  /// ```swift
  /// let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  /// let report = await Explorer().explore(albums, map: navigation.flowMap)
  /// ```
  ///
  /// - Parameters:
  ///   - flow: Where to start.
  ///   - map: The map of the navigation it runs.
  /// - Returns: What was found, what was reached and what was not.
  @_spi(Interpreter) public func explore<Output: Sendable>(_ flow: Flow<Output>, map: FlowMap) async -> Report {
    var flow = flow
    flow.traits.color = false
    var run = ExplorationRun<Output>(explorer: self, map: map)
    await run.explore(from: flow)
    return run.report
  }
}
