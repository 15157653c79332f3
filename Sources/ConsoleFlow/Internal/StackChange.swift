/// What the stack does when its top screen yields.
indirect enum StackChange: Sendable {
  /// Push this screen.
  case push(RunningScreen<StackChange>)
  /// The flow completed with this value.
  case complete(any Sendable)
  /// Stay on the current screen and show this message (a throwing `map` failed).
  case reject(String)
  /// Stay on the current screen as it was (a skipped value).
  case stay
  /// Run slow work first (`Navigation.load`), then do what `then` makes of its value.
  case load(
    title: String, work: @Sendable () async throws -> any Sendable, then: @Sendable (any Sendable) -> StackChange)
  /// A presented sub-flow finished: drop the stack back to the presenter at `index`, which
  /// answers the result with `answer` (its new state, or slow work first).
  case returnTo(index: Int, answer: RunningScreen<StackChange>.Transition)
}
