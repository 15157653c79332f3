extension Flow {
  /// The choices, by label, that built the stack from the root screen, one a screen: what
  /// ``opened(at:)`` replays. Back and home shorten it; a modal sub-flow is no part of it, and it
  /// ends before a screen no choice led to (a confirm's answer, an Enter on a detail).
  ///
  /// ```swift
  /// flow.path // ["AC/DC", "Let There Be Rock"]
  /// ```
  @_spi(Interpreter) public var path: [String] { Self.path(of: stack[...]) }

  /// The path of the screen below the top one (the root's, on the root): where a flow that
  /// completed is reopened, so `--resume` never lands on the step that completed it.
  package var pathBelowTop: [String] { Self.path(of: stack.dropLast()) }

  /// The labels of the choices that pushed `entries`, root first, up to the first screen that
  /// no choice pushed: a path leads only through choices.
  private static func path(of entries: ArraySlice<Entry>) -> [String] {
    var parts: [String] = []
    for entry in entries.dropFirst() where !entry.isModal {
      guard let label = entry.label else { break }
      parts.append(label)
    }
    return parts
  }

  /// The command line that reopens this screen, quoted for a POSIX shell (dash too): ``origin``,
  /// as its bytes were given, with one `--at` a part of ``path``.
  @_spi(Flows) public var whereCommand: String {
    let words = (originBytes ?? origin.map { Array($0.utf8) }) + path.flatMap { [Array("--at".utf8), Array($0.utf8)] }
    return words.map(ShellWord.posixQuoted(bytes:)).joined(separator: " ")
  }

  /// One step that chooses the item labelled `label` on the top screen: how a path's part is
  /// replayed (a label of digits is a label here, not a number).
  package func step(choosing label: String) -> (flow: Flow, effect: Effect) {
    step(.screen(.choose(label)))
  }

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
  @_spi(Interpreter) public func opened(at path: [String]) async -> (flow: Flow, mismatch: String?) {
    var session = Session(waitingOn: self, keepsTranscript: false)
    _ = await session.finishLoads(after: currentEffect)
    let stop = await session.open(at: path) { session, effect in (await session.finishLoads(after: effect), false) }
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

  /// Replays `path` from the screen this session is on, one part a screen, letting `waitOut` wait
  /// for each part's loads (headlessly, or at a terminal with progress and Ctrl-C). Stops at the
  /// deepest screen reached when a part does not match or its wait was cancelled; that screen's
  /// message says why. Nothing is recorded.
  ///
  /// - Parameters:
  ///   - path: The labels to choose, one a screen.
  ///   - cancelledBefore: The user cancelled the first screen's own load: nothing is chosen.
  ///   - waitOut: Waits for what a part's step started; answers what to show and whether the user
  ///     cancelled the wait.
  /// - Returns: Why the path stopped short; nil when every part was chosen.
  package nonisolated(nonsending) mutating func open(
    at path: [String], cancelledBefore: Bool = false,
    waitOut: (inout Session, Flow<Output>.Effect) async throws -> (Flow<Output>.Effect, cancelled: Bool)
  ) async rethrows -> PathStop? {
    var opening = PathOpening(path)
    if cancelledBefore { return opening.cancelledBeforeTheFirstPart(in: &self) }
    while let effect = opening.chooseNextPart(in: &self) {
      let (ended, cancelled) = try await waitOut(&self, effect)
      if let stop = opening.partEnded(ended, cancelled: cancelled, in: &self) { return stop }
    }
    return nil
  }

  /// A path being opened one part at a time, for an interpreter that waits for each part's loads
  /// as events come (``open(at:cancelledBefore:waitOut:)`` is the same walk in one call): choose
  /// a part, wait out what it started, say how the wait ended, until a part stops the walk or
  /// none is left.
  package struct PathOpening: Sendable {
    /// The labels to choose, one a screen.
    package let path: [String]
    /// How many parts were chosen and waited out.
    package private(set) var partsDone = 0
    /// The flow before the part under way, put back when that part does not match.
    private var before: Flow<Output>?

    package init(_ path: [String]) {
      self.path = path
    }

    /// Chooses the next part on `session`: answers the effect to wait out, nil when every part was
    /// chosen.
    package mutating func chooseNextPart(in session: inout Session) -> Flow<Output>.Effect? {
      guard partsDone < path.count else { return nil }
      before = session.flow
      return session.choose(path[partsDone])
    }

    /// The part under way ended with `effect` (its wait `cancelled` by the user, or not): answers
    /// why the path stops there, with the screen's message set, or nil to go on.
    package mutating func partEnded(
      _ effect: Flow<Output>.Effect, cancelled: Bool, in session: inout Session
    ) -> PathStop? {
      guard let before else { return nil }
      let part = path[partsDone]
      partsDone += 1
      let stopAt =
        "The path stops at \(cancelled ? session.flow.page.title : before.page.title): part \(partsDone) of \(path.count), \"\(part)\","
      if cancelled {
        // The wait was cancelled: the user stays wherever the cancel left them.
        let why = "\(stopAt) was cancelled."
        session.setMessage(why)
        return PathStop(description: why, cancelled: true)
      }
      var completed = false
      if case .completed = effect { completed = true }
      guard !completed && session.flow.rejection == nil && session.flow.depth == before.depth + 1 else {
        let why =
          "\(stopAt) does not match. "
          + (completed ? "it completes the flow" : session.flow.rejection?.description ?? "it leads to no screen")
        session.reset(to: before)
        session.setMessage(why)
        return PathStop(description: why, cancelled: false)
      }
      return nil
    }

    /// The first screen's own load was cancelled before any part was chosen: nothing is.
    package func cancelledBeforeTheFirstPart(in session: inout Session) -> PathStop? {
      guard let first = path.first else { return nil }
      let why = "The path stops at \(session.flow.page.title): part 1 of \(path.count), \"\(first)\", was cancelled."
      session.setMessage(why)
      return PathStop(description: why, cancelled: true)
    }
  }
}
