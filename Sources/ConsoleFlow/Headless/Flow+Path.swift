extension Flow {
  /// The flow opened at `path` (as ``path`` gave it): each part chosen by label through the same
  /// step function, each choice's loads run to their end. When a part no longer matches (the data
  /// changed), the flow stays at the deepest screen reached, whose message says which part did
  /// not match; nothing is guessed.
  ///
  /// ```swift
  /// let (opened, mismatch) = await flow.opened(at: ["AC/DC", "Let There Be Rock"])
  /// ```
  ///
  /// - Parameter path: The labels to choose, one a screen, from the root screen.
  /// - Returns: The flow where the path led, and the mismatch in words, nil when every part matched.
  public func opened(at path: [String]) async -> (flow: Flow, mismatch: String?) {
    var session = Session(interactive: self)
    _ = await session.settle(currentEffect)
    for (number, part) in path.enumerated() {
      let before = session.flow
      let effect = await session.settle(session.choose(part))
      var completed = false
      if case .completed = effect { completed = true }
      let moved = !completed && session.flow.rejection == nil && session.flow.depth == before.depth + 1
      guard moved else {
        var stopped = before
        let why = completed ? "it completes the flow" : session.flow.rejection ?? "it leads to no screen"
        let mismatch =
          "The path stops at \(before.page.title): part \(number + 1) of \(path.count), \"\(part)\", does not match. "
          + why
        stopped.message = mismatch
        return (stopped, mismatch)
      }
    }
    return (session.flow, nil)
  }
}
