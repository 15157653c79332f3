/// Slow work a screen asks for, whose outcome becomes its next state: a save, a refresh. The step
/// only describes it; an interpreter runs it, and the screen waits on its page meanwhile.
///
/// ```swift
/// let saving: Reaction<JournalState, Never> = .load(
///   StateLoad(
///     "Saving the journal", { try await journal.save(dreams) },
///     done: { state, saved in state.saved(saved) },
///     failed: { state, why in state.notSaved(dreams, because: why) }))
/// ```
public struct StateLoad<State>: Sendable {
  let title: String
  /// The work, answering what its value makes of the state the screen is in when it arrives.
  let work: @Sendable () async throws -> @Sendable (State) -> State
  let failed: @Sendable (State, String) -> State

  /// Work whose value makes the screen's next state.
  ///
  /// - Parameters:
  ///   - what: The progress line's words, as they are ("Saving the journal").
  ///   - work: The slow work; it should stop when its task is cancelled.
  ///   - done: The state after the work succeeded, from the state before and the work's value.
  ///   - failed: The state after the work failed or was cancelled, with the reason in words:
  ///     keep whatever the user would otherwise lose.
  public init<Value: Sendable>(
    _ what: String, _ work: @escaping @Sendable () async throws -> Value,
    done: @escaping @Sendable (State, Value) -> State, failed: @escaping @Sendable (State, String) -> State
  ) {
    self.title = what
    self.work = {
      let value = try await work()
      return { state in done(state, value) }
    }
    self.failed = failed
  }

  init(
    title: String, work: @escaping @Sendable () async throws -> @Sendable (State) -> State,
    failed: @escaping @Sendable (State, String) -> State
  ) {
    self.title = title
    self.work = work
    self.failed = failed
  }

  /// The same load for a screen whose state holds this one: `get` reads it, `set` puts it back.
  func within<Outer>(
    get: @escaping @Sendable (Outer) -> State, set: @escaping @Sendable (Outer, State) -> Outer
  ) -> StateLoad<Outer> {
    let (work, failed) = (self.work, self.failed)
    return StateLoad<Outer>(
      title: title,
      work: {
        let made = try await work()
        return { outer in set(outer, made(get(outer))) }
      },
      failed: { outer, why in set(outer, failed(get(outer), why)) })
  }
}
