// A screen used in two places (one confirm after two choices, a form's field asked in turn and
// edited from its review) is one name on two nodes: its path tells them apart.

extension FlowMap {
  /// Each screen's name, or, where several screens share it, its path from the first screen by
  /// the fewest ways (`Authors › Books › Confirm` beside `Authors › Orders › Confirm`), a
  /// branch's case in brackets where the path alone does not tell them apart. Maps and an
  /// explorer's coverage name screens so.
  ///
  /// ```swift
  /// let names = navigation.flowMap.uniqueNames // ["Artists", "Albums"]
  /// ```
  @_spi(Interpreter) public var uniqueNames: [String] {
    var names = screens
    let shown = screens.indices.filter { !references.contains($0) }
    let shared = Dictionary(grouping: shown, by: { screens[$0] }).values.filter { $0.count > 1 }
    guard !shared.isEmpty else { return names }
    let ways = waysIn()
    for nodes in shared {
      var told = nodes.map { path(to: $0, ways: ways, withCases: false) }
      if Set(told).count < told.count { told = nodes.map { path(to: $0, ways: ways, withCases: true) } }
      // Two ways alike to the same name: numbered in the map's order, the last resort.
      let repeated = Dictionary(grouping: told, by: { $0 }).filter { $1.count > 1 }.keys
      var seen: [String: Int] = [:]
      for (node, name) in zip(nodes, told) {
        guard repeated.contains(name) else {
          names[node] = name
          continue
        }
        seen[name, default: 0] += 1
        names[node] = "\(name) (\(seen[name] ?? 1))"
      }
    }
    return names
  }

  /// The way into each screen on its shortest path from the first (none for the first, and for
  /// a screen no way reaches): a breadth-first walk over pushes and presentations.
  private func waysIn() -> [Way?] {
    var into = [Way?](repeating: nil, count: screens.count)
    var reached: Set<Int> = [entry]
    var queue = [entry]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for way in ways where way.from == node && way.kind != .result && !reached.contains(way.to) {
        reached.insert(way.to)
        into[way.to] = way
        queue.append(way.to)
      }
    }
    return into
  }

  /// The names from the first screen to `node`, ` › ` between them; each reached by a branch's
  /// case with the case in brackets, when `withCases`.
  private func path(to node: Int, ways: [Way?], withCases: Bool) -> String {
    var steps: [String] = []
    var current: Int? = node
    var visited: Set<Int> = []
    while let here = current, visited.insert(here).inserted {
      let way = ways[here]
      let name = screens[here]
      steps.append(withCases ? (way?.branchCase.map { "\(name) [\($0)]" } ?? name) : name)
      current = way?.from
    }
    return steps.reversed().joined(separator: " › ")
  }
}
