@_spi(Interpreter) import ConsoleFlow

/// Where on a navigation's map an exploration has been: the screens and ways reached, and what
/// it knows about those not reached (the depth ended there, a screen had no sample answers, how
/// many items were tried).
struct MapCoverage {
  let map: FlowMap
  /// The screens' names as the report gives them: by their paths where they share one.
  let names: [String]
  private var reachedScreens: Set<Int> = []
  private var reachedWays: Set<Int> = []
  private var depthEnded: Set<Int> = []
  private var unanswered: Set<Int> = []
  private var tried: [Int: (tried: Int, of: Int)] = [:]
  private var searchesUsed: [Int: Int] = [:]

  init(map: FlowMap) {
    self.map = map
    names = map.uniqueNames
  }

  /// How many screens and ways are reached: a search stops once it grows no more.
  var reachedCount: Int { reachedScreens.count + reachedWays.count }

  // MARK: - Following a run

  /// Where each screen of a stack (its `marks`, its `titles`, the branch's `cases` that pushed
  /// them) is on the map, given where the stack before the step was (`previousMarks`,
  /// `previous`): positions are kept while the screens are the same, and the rest found from
  /// the marks, else from the ways out of the screen below. Every screen and way found is noted
  /// as reached.
  mutating func follow(
    _ marks: [ScreenMark?], titles: [String], cases: [String?], previousMarks: [ScreenMark?], previous: [Int?]
  ) -> [Int?] {
    var result: [Int?] = []
    for level in marks.indices {
      if level < previous.count, level < previousMarks.count, let mark = marks[level], previousMarks[level] == mark {
        result.append(previous[level])
        continue
      }
      let below = level > 0 ? result[level - 1] : nil
      let branchCase = level < cases.count ? cases[level] : nil
      // A save takes the screens that led to it off the stack, so the screen after it (a
      // receipt) sits on the one before them: it came by a way out of a screen that just left.
      let left = previous.indices.filter { $0 >= level }.reversed().compactMap { previous[$0] }
      let ways = ([below] + left).flatMap { self.ways(from: $0, byCase: branchCase) }
      let node = locate(marks[level], title: level < titles.count ? titles[level] : "", ways: ways, root: level == 0)
      result.append(node)
      if let node {
        reachedScreens.insert(node)
        for index in ways where map.ways[index].to == node { reachedWays.insert(index) }
      }
    }
    return result
  }

  /// The ways (by position) out of `below` a screen was pushed by: those of the branch's case
  /// that pushed it, when one did and the map has it.
  private func ways(from below: Int?, byCase branchCase: String?) -> [Int] {
    guard let below else { return [] }
    let out = map.ways.indices.filter { map.ways[$0].from == below && map.ways[$0].kind != .result }
    let ofTheCase = out.filter { map.ways[$0].branchCase == branchCase }
    return branchCase != nil && !ofTheCase.isEmpty ? ofTheCase : out
  }

  /// The screen of the map a running screen is: by its mark, preferring one the `ways` it may
  /// have come by lead to; a screen made at run time by the way it was reached.
  private func locate(_ mark: ScreenMark?, title: String, ways: [Int], root: Bool) -> Int? {
    let ways = ways.map { map.ways[$0].to }
    let marked = mark.map { mark in map.marks.indices.filter { map.marks[$0] == mark } } ?? []
    if let led = marked.first(where: ways.contains) { return led }
    if root, marked.contains(map.entry) || marked.isEmpty { return map.entry }
    if let first = marked.first { return first }
    if let chosenAtRunTime = ways.first(where: { map.marks[$0] == nil && !map.references.contains($0) }) {
      return chosenAtRunTime
    }
    if let named = ways.first(where: { map.screens[$0] == title }) { return named }
    return ways.count == 1 ? ways[0] : nil
  }

  // MARK: - What is known of what was not reached

  mutating func noteDepthReached(at node: Int?) {
    if let node { depthEnded.insert(node) }
  }

  mutating func noteUnanswered(at node: Int?) {
    if let node { unanswered.insert(node) }
  }

  mutating func noteTried(at node: Int?, tried count: Int, of total: Int) {
    guard let node else { return }
    let known = tried[node] ?? (0, total)
    tried[node] = (max(known.tried, count), max(known.of, total))
  }

  /// Whether a way out of `node` is not reached yet and a search there may go on.
  mutating func mayStillSearch(from node: Int?, budget: Int) -> Bool {
    guard let node, searchesUsed[node, default: 0] < budget else { return false }
    let open = map.ways.indices.contains { index in
      map.ways[index].from == node && map.ways[index].kind != .result && !reachedWays.contains(index)
    }
    if open { searchesUsed[node, default: 0] += 1 }
    return open
  }

  // MARK: - The result

  func result(reachedCompletion: Bool, stoppedBy budget: Explorer.Budget?, depth: Int) -> Explorer.Coverage {
    var coverage = Explorer.Coverage()
    coverage.reachedCompletion = reachedCompletion
    for node in map.screens.indices where !map.references.contains(node) {
      let reached = reachedScreens.contains(node)
      let into = map.ways.filter { $0.to == node && $0.kind != .result }.map(\.from)
      coverage.screens.append(
        Explorer.Reach(
          name: names[node], reached: reached,
          why: reached ? nil : why(from: into, budget: budget, depth: depth)))
    }
    for (index, way) in map.ways.enumerated() {
      guard let name = way.branchCase else { continue }
      let reached = reachedWays.contains(index)
      coverage.cases.append(
        Explorer.Reach(
          name: "\(names[way.from]): \(name)", reached: reached,
          why: reached ? nil : why(from: [way.from], budget: budget, depth: depth)))
    }
    return coverage
  }

  /// Why nothing reached led there, from the screens whose ways lead there.
  private func why(from sources: [Int], budget: Explorer.Budget?, depth: Int) -> String {
    let ended = budget.map { " (the \($0) budget ended the exploration)" } ?? ""
    guard let source = sources.first(where: reachedScreens.contains) else {
      guard let first = sources.first else { return "nothing on the map leads there" }
      return "\(names[first]), which leads there, was not reached\(ended)"
    }
    let name = names[source]
    if unanswered.contains(source) { return "behind \(name), which was given no sample answers" }
    if let (count, total) = tried[source] {
      let beyond = depthEnded.contains(source) ? "; deeper than \(name) is beyond depth \(depth)" : ""
      return "no item tried on \(name) led there (\(count) of \(total) tried)\(beyond)\(ended)"
    }
    if depthEnded.contains(source) { return "beyond depth \(depth), past \(name)" }
    return "no answer tried on \(name) led there\(ended)"
  }
}
