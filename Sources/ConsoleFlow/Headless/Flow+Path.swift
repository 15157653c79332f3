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
    let stop = await session.open(at: path) { session, effect in (await session.settle(effect), false) }
    return (session.flow, stop?.description)
  }
}

extension Session {
  /// Why opening a path stopped short of its end.
  package struct PathStop: Sendable, CustomStringConvertible {
    /// Which part stopped it, where, and why, in words.
    package let description: String
    /// Whether the user cancelled a wait: their own doing, no warning.
    package let cancelled: Bool
  }

  /// Replays `path` from the screen this session is on, one part a screen, letting `settle` wait
  /// for each part's loads (headlessly, or at a terminal with progress and Ctrl-C). Stops at the
  /// deepest screen reached when a part does not match or its wait was cancelled; that screen's
  /// message says why. Nothing is recorded.
  ///
  /// - Parameters:
  ///   - path: The labels to choose, one a screen.
  ///   - cancelledBefore: The user cancelled the first screen's own load: nothing is chosen.
  ///   - settle: Waits for what a part's step started; answers what to show and whether the user
  ///     cancelled the wait.
  /// - Returns: Why the path stopped short; nil when every part was chosen.
  package nonisolated(nonsending) mutating func open(
    at path: [String], cancelledBefore: Bool = false,
    settle: (inout Session, Flow<Output>.Effect) async throws -> (Flow<Output>.Effect, cancelled: Bool)
  ) async rethrows -> PathStop? {
    if cancelledBefore, let first = path.first {
      let why = "The path stops at \(flow.page.title): part 1 of \(path.count), \"\(first)\", was cancelled."
      setMessage(why)
      return PathStop(description: why, cancelled: true)
    }
    for (number, part) in path.enumerated() {
      let before = flow
      let (effect, cancelled) = try await settle(&self, choose(part))
      let stopAt =
        "The path stops at \(cancelled ? flow.page.title : before.page.title): part \(number + 1) of \(path.count), \"\(part)\","
      if cancelled {
        // The wait was cancelled: the user stays wherever the cancel left them.
        let why = "\(stopAt) was cancelled."
        setMessage(why)
        return PathStop(description: why, cancelled: true)
      }
      var completed = false
      if case .completed = effect { completed = true }
      guard !completed && flow.rejection == nil && flow.depth == before.depth + 1 else {
        let why =
          "\(stopAt) does not match. "
          + (completed ? "it completes the flow" : flow.rejection ?? "it leads to no screen")
        reset(to: before)
        setMessage(why)
        return PathStop(description: why, cancelled: false)
      }
    }
    return nil
  }
}
