@_spi(Flows) @_spi(Interpreter) import ConsoleFlow

/// One exploration under way: the queue of screens to visit, breadth first, what was found and
/// where on the map the flow has been.
struct ExplorationRun<Output: Sendable> {
  /// A screen reached: the flow there, the lines that led there, and where each screen of its
  /// stack is on the map.
  struct Place {
    var flow: Flow<Output>
    var lines: [String]
    var onMap: [Int?]
    /// The first screen's page as it stood when this place was reached, what `:home` must show.
    var home: [String]
    /// The page as it first showed, without its message: what `:back` to here must show.
    var firstShown: [String] = []
    var depth: Int { flow.depth - 1 }
    var node: Int? { onMap.last ?? nil }
  }

  /// What one line did, its loads run to their end.
  struct Stepped {
    var place: Place
    var completed: Bool
    var failures: [String]
  }

  let explorer: Explorer
  let map: FlowMap
  var report = Explorer.Report()
  private var coverage: MapCoverage
  private var random: SplitMix
  private var spent = Duration.zero
  /// The screens of the map (or titles, off the map) already paged and filtered.
  var probed: Set<String> = []
  /// Where each finding is in the report, by its kind and screen.
  var findingAt: [String: Int] = [:]
  /// How often each presenter was visited again after a modal sub-flow returned to it.
  private var returnsVisited: [Int: Int] = [:]
  /// The paths already in the report.
  private var sent: Set<[String]> = []

  init(explorer: Explorer, map: FlowMap) {
    self.explorer = explorer
    self.map = map
    coverage = MapCoverage(map: map)
    random = SplitMix(seed: explorer.seed)
  }

  /// Whether a budget is spent; notes which one the first time.
  mutating func outOfBudget() -> Bool {
    if report.stoppedBy != nil { return true }
    if report.stepsTaken >= explorer.steps { report.stoppedBy = .steps }
    if spent >= explorer.time { report.stoppedBy = .time }
    return report.stoppedBy != nil
  }

  mutating func explore(from flow: Flow<Output>) async {
    var failures: [String] = []
    let (loaded, _) = await flow.finishingLoads { load, event in
      if let why = event.failure { failures.append("\(load.title): \(why)") }
    }
    let onMap = coverage.follow(
      loaded.marks, titles: loaded.page.breadcrumb, cases: loaded.branchCases, previousMarks: [], previous: [])
    // Opened deeper than its first screen, the flow's first page is not known: no `:home` check.
    let first = shown(loaded)
    let start = Place(flow: loaded, lines: [], onMap: onMap, home: loaded.depth == 1 ? first : [], firstShown: first)
    for failure in failures { find(.loadFailed, at: start, failure) }
    var queue = [start]
    var next = 0
    while next < queue.count, !outOfBudget() {
      let place = queue[next]
      next += 1
      report.screensVisited += 1
      check(place)
      await probe(place)
      guard place.depth < explorer.depth else {
        coverage.noteDepthReached(at: place.node)
        continue
      }
      queue += await expand(place)
    }
    report.coverage = coverage.result(
      reachedCompletion: report.coverage.reachedCompletion, stoppedBy: report.stoppedBy, depth: explorer.depth)
  }

  // MARK: - Stepping

  /// Sends `line` at `place` and runs the loads it starts, timing both.
  mutating func step(_ place: Place, _ line: String, failuresAre kind: Explorer.Finding.Kind = .loadFailed) async
    -> Stepped
  {
    report.stepsTaken += 1
    var failures: [String] = []
    let ((flow, effect), took) = await timed(by: explorer.clock) {
      let (stepped, effect) = place.flow.step(line)
      if case .completed = effect { return (stepped, effect) }
      return await stepped.finishingLoads(after: effect) { load, event in
        if let why = event.failure { failures.append("\(load.title): \(why)") }
      }
    }
    spent += took
    var next = place
    next.flow = flow
    next.lines.append(line)
    if sent.insert(next.lines).inserted { report.paths.append(next.lines) }
    next.onMap = coverage.follow(
      flow.marks, titles: flow.page.breadcrumb, cases: flow.branchCases, previousMarks: place.flow.marks,
      previous: place.onMap)
    next.firstShown = shown(flow)
    if flow.depth == 1 { next.home = next.firstShown }
    // The wait is on the screen the line was sent to, where a person would sit through it.
    if took > explorer.slowStep {
      find(
        .slowStep(took), at: place, "\(ShellWord.quoted(line)) and its loads took more than \(explorer.slowStep)",
        lines: next.lines)
    }
    var completed = false
    if case .completed = effect {
      completed = true
      report.coverage.reachedCompletion = true
    }
    for failure in failures { find(kind, at: next, failure) }
    return Stepped(place: next, completed: completed, failures: failures)
  }

  // MARK: - Choosing

  /// Tries what the screen at `place` offers; answers the places reached that are worth visiting.
  private mutating func expand(_ place: Place) async -> [Place] {
    switch place.flow.offer {
    case .nothing:
      return []
    case .items(let count, _):
      return await chooseItems(count: count, at: place)
    case .answers(let sequences):
      var reached: [Place] = []
      for lines in sequences where !outOfBudget() {
        if let pushed = await answer(lines, at: place) { reached.append(pushed) }
      }
      return reached
    case .typedText:
      let given = authorsAnswers(at: place)
      return await answerTyped(given ?? Self.commonAnswers, given: given != nil, at: place)
    case .custom:
      if let samples = authorsAnswers(at: place) { return await answerTyped(samples, given: true, at: place) }
      // Unknown lines: the numbers of the items shown, as the page suggests; a refusal says nothing.
      let numbers = place.flow.page.items.map(\.number)
      var reached: [Place] = []
      var taken = false
      for number in Set([numbers.first, numbers.last].compactMap { $0 }).sorted() where !outOfBudget() {
        let stepped = await step(place, "\(number)")
        guard stepped.place.flow.rejection == nil else { continue }
        taken = true
        if let pushed = await went(from: place, to: stepped, offered: false) { reached.append(pushed) }
      }
      if !taken {
        let name = screenName(at: place)
        if !report.unanswered.contains(name) { report.unanswered.append(name) }
        coverage.noteUnanswered(at: place.node)
      }
      return reached
    }
  }

  /// Answers a prompt takes one of, when its author gave none: a word, a number, a date, an address.
  static var commonAnswers: [String] { ["Test", "1", "yes", "2024-01-01", "someone@example.com", ""] }

  /// The samples the author gave for the screen at `place`: by its name in the report (its path,
  /// where screens share a name), its name on the map, or its title.
  private func authorsAnswers(at place: Place) -> [String]? {
    explorer.answers[screenName(at: place)] ?? place.node.flatMap { explorer.answers[map.screens[$0]] }
      ?? explorer.answers[place.flow.page.title]
  }

  /// How the report names the screen at `place`: by its name on the map, told apart by its path
  /// where screens share a name (``FlowMap/uniqueNames``); by its title when it is off the map (a
  /// screen chosen at run time).
  func screenName(at place: Place) -> String {
    place.node.map { coverage.names[$0] } ?? place.flow.page.title
  }

  /// Chooses a sample of the items: the first, the last, some between, and more while a way out
  /// of this screen on the map is not reached yet.
  private mutating func chooseItems(count: Int, at place: Place) async -> [Place] {
    guard count > 0 else { return [] }
    var reached: [Place] = []
    let explored = Set(random.sample(count: count, between: explorer.samples))
    var tried = explored
    while tried.count < min(count, explorer.tries) { tried.insert(random.untried(count: count, tried: tried)) }
    for number in tried.sorted() where !outOfBudget() {
      let before = coverage.reachedCount
      if let pushed = await choose(number, at: place), explored.contains(number) || coverage.reachedCount > before {
        reached.append(pushed)
      }
    }
    while tried.count < count, !outOfBudget(), coverage.mayStillSearch(from: place.node, budget: explorer.searches) {
      let number = random.untried(count: count, tried: tried)
      tried.insert(number)
      let before = coverage.reachedCount
      if let pushed = await choose(number, at: place), coverage.reachedCount > before { reached.append(pushed) }
    }
    coverage.noteTried(at: place.node, tried: tried.count, of: count)
    return reached
  }

  /// Chooses item `number` by its position (`#N`: on a table digits name a key); answers the
  /// place a push reached.
  private mutating func choose(_ number: Int, at place: Place) async -> Place? {
    let stepped = await step(place, "#\(number)")
    return await went(from: place, to: stepped, offered: true)
  }

  /// Sends a fixed answer's lines in turn (each one offered by the screen).
  private mutating func answer(_ lines: [String], at place: Place) async -> Place? {
    var here = place
    for (index, line) in lines.enumerated() {
      let stepped = await step(here, line)
      let flow = stepped.place.flow
      // The answer ends at its last line, or earlier where a line was refused, pushed or completed.
      if index == lines.count - 1 || stepped.completed || flow.rejection != nil || flow.depth != here.flow.depth {
        return await went(from: here, to: stepped, offered: true)
      }
      here = stepped.place
    }
    return nil
  }

  /// Sends each sample answer; a finding when every one is refused (`given`: by the author).
  private mutating func answerTyped(_ samples: [String], given: Bool, at place: Place) async -> [Place] {
    var reached: [Place] = []
    var refusals: [(line: String, why: String)] = []
    for sample in samples where !outOfBudget() {
      let stepped = await step(place, sample)
      if let rejection = stepped.place.flow.rejection {
        refusals.append((sample, rejection.description))
      } else if let pushed = await went(from: place, to: stepped, offered: false), given || reached.isEmpty {
        // Of common answers, the first taken goes on: the others would explore the same screens.
        reached.append(pushed)
      }
    }
    if !samples.isEmpty, refusals.count == samples.count, let last = refusals.last {
      var refused = place
      refused.lines.append(last.line)
      let each = refusals.map { "\"\($0.line)\": \($0.why)" }.joined(separator: "; ")
      let hint = given ? "" : " (no samples were given for it: if it takes other text, give some in answers)"
      find(.everyAnswerRefused, at: refused, each + hint)
    }
    return reached
  }

  /// What a line did: a refusal of an offered choice is a finding, unless the author's own
  /// validation refused it (an ``InvalidAnswer``: a form's check at work); a push is checked
  /// (`:back` and `:home`) and answered as a place to visit.
  private mutating func went(from place: Place, to stepped: Stepped, offered: Bool) async -> Place? {
    let reached = stepped.place
    if stepped.completed { return nil }
    if let rejection = reached.flow.rejection {
      if offered, rejection.kind != .invalidAnswer, rejection.kind != .loadFailed || stepped.failures.isEmpty {
        find(.offerRejected, at: reached, "\"\(reached.lines.last ?? "")\" was refused: \(rejection)")
      }
      return nil
    }
    // A save takes the screens that asked for it off the stack: the one after it (a receipt)
    // stands where they stood, a screen to visit though the stack grew no deeper. `:back` from
    // it goes below them, not to where the line was sent.
    let level = reached.flow.depth - 1
    let afterSave =
      reached.flow.depth <= place.flow.depth && reached.node != nil && place.onMap.indices.contains(level)
      && place.onMap[level] != reached.node
    if afterSave {
      await checkHome(from: reached)
      return reached
    }
    guard reached.flow.depth > place.flow.depth else {
      // A modal sub-flow's last answer took its result back to the presenter: the presenter, changed
      // (a dream added), is visited again, at most twice a screen, so what the change opens is too.
      guard reached.flow.depth < place.flow.depth, let node = reached.node, returnsVisited[node, default: 0] < 2 else {
        return nil
      }
      returnsVisited[node, default: 0] += 1
      return reached
    }
    await checkBack(from: reached, to: place)
    await checkHome(from: reached)
    return reached
  }
}

/// `work`'s result and how long it took by `clock`.
private func timed<Clock: _Concurrency.Clock<Duration>, Result>(
  by clock: Clock, _ work: () async -> Result
) async -> (Result, Duration) {
  let start = clock.now
  let result = await work()
  return (result, start.duration(to: clock.now))
}
