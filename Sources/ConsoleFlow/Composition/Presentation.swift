/// A modal sub-flow at the moment a screen presents it: it runs on top of the presenter, and its
/// result comes back to update the presenter's state instead of pushing forward. Going back past
/// its first screen cancels it and leaves the presenter as it was.
///
/// ```swift
/// let renaming: Reaction<ItemsState, Never> = .present(
///   Presentation(renameItem, input: item) { state, newName in state.renaming(item, to: newName) })
/// ```
public struct Presentation<State>: Sendable {
  /// What the presenter does with the sub-flow's result: its reaction, from its state then.
  typealias Resumption = @Sendable (State) -> Reaction<State, Never>
  /// Starts the sub-flow; `finish` says what comes next once it completed, from the presenter's
  /// resumption (made from the result where its type is known).
  let start: @Sendable (_ finish: @escaping @Sendable (_ resumption: @escaping Resumption) -> Next) -> Next

  /// Presents `modal` started with `input`; when it completes, `resume` makes the presenter's
  /// new state from its old one and the result.
  ///
  /// - Parameters:
  ///   - modal: The sub-flow, as the presenter's ``Screen/presenting(_:)`` names it.
  ///   - input: What the sub-flow starts with.
  ///   - resume: The presenter's state after the sub-flow completed with a result.
  public init<Start: Sendable, Result: Sendable>(
    _ modal: Modal<Start, Result>, input: Start,
    resume: @escaping @Sendable (State, Result) -> State
  ) {
    self.init(modal, input: input, reaction: { state, result in .stay(resume(state, result)) })
  }

  /// Presents `modal` started with `input`; when it completes, `load` describes the slow work (a
  /// save) whose outcome makes the presenter's new state, or answers nil when there is nothing to
  /// do (the presenter stays as it was).
  ///
  /// - Parameters:
  ///   - modal: The sub-flow, as the presenter's ``Screen/presenting(_:)`` names it.
  ///   - input: What the sub-flow starts with.
  ///   - load: The work to run with the result, from the presenter's state and the result.
  public init<Start: Sendable, Result: Sendable>(
    _ modal: Modal<Start, Result>, input: Start,
    load: @escaping @Sendable (State, Result) -> StateLoad<State>?
  ) {
    self.init(
      modal, input: input,
      reaction: { state, result in load(state, result).map(Reaction.load) ?? .stay(state) })
  }

  /// Presents `modal` started with `input`; the presenter reacts to its result with `reaction`.
  private init<Start: Sendable, Result: Sendable>(
    _ modal: Modal<Start, Result>, input: Start,
    reaction: @escaping @Sendable (State, Result) -> Reaction<State, Never>
  ) {
    let run = modal.navigation.run
    self.start = { finish in run(input) { result in finish { state in reaction(state, result) } } }
  }
}
