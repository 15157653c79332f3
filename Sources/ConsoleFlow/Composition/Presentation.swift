/// A sub-flow a screen presents modally: it runs on top of the presenter, and its result comes
/// back to update the presenter's state instead of pushing forward. Going back past its first
/// screen cancels it and leaves the presenter as it was.
///
/// ```swift
/// let renaming: Reaction<ItemsState, Never> = .present(
///   Presentation(root(editName), input: item) { state, newName in state.renaming(item, to: newName) })
/// ```
public struct Presentation<State>: Sendable {
  /// Starts the sub-flow; `finish` says what comes next with its result.
  let start: @Sendable (@escaping @Sendable (any Sendable) -> Next) -> RunningScreen
  /// The presenter's answer to the result: its reaction (a new state, or slow work first).
  let resume: @Sendable (State, any Sendable) -> Reaction<State, Never>

  /// Presents `navigation` started with `input`; when it completes, `resume` makes the
  /// presenter's new state from its old one and the result.
  ///
  /// - Parameters:
  ///   - navigation: The sub-flow.
  ///   - input: What the sub-flow starts with.
  ///   - resume: The presenter's state after the sub-flow completed with a result.
  public init<Start: Sendable, Result: Sendable>(
    _ navigation: Navigation<Start, Result>, input: Start,
    resume: @escaping @Sendable (State, Result) -> State
  ) {
    self.init(navigation, input: input, reaction: { state, result in .stay(resume(state, result)) })
  }

  /// Presents `navigation` started with `input`; when it completes, `load` describes the slow
  /// work (a save) whose outcome makes the presenter's new state, or answers nil when there is
  /// nothing to do (the presenter stays as it was).
  ///
  /// - Parameters:
  ///   - navigation: The sub-flow.
  ///   - input: What the sub-flow starts with.
  ///   - load: The work to run with the result, from the presenter's state and the result.
  public init<Start: Sendable, Result: Sendable>(
    _ navigation: Navigation<Start, Result>, input: Start,
    load: @escaping @Sendable (State, Result) -> StateLoad<State>?
  ) {
    self.init(
      navigation, input: input,
      reaction: { state, result in load(state, result).map(Reaction.load) ?? .stay(state) })
  }

  /// Presents `navigation` started with `input`; the presenter reacts to its result with `reaction`.
  private init<Start: Sendable, Result: Sendable>(
    _ navigation: Navigation<Start, Result>, input: Start,
    reaction: @escaping @Sendable (State, Result) -> Reaction<State, Never>
  ) {
    let run = navigation.run
    self.start = { finish in run(input) { result in finish(result) } }
    self.resume = { state, result in
      // swift-format-ignore: NeverForceUnwrap
      // Safe by construction: the sub-flow's only completion hands back a Result.
      reaction(state, result as! Result)
    }
  }
}
