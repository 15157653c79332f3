/// What a screen does with one command: keep running with a new state, or yield its value.
///
/// ```swift
/// let filtered: Reaction<ArtistsState, Artist> = .stay(state.filtered(by: query))
/// let refused: Reaction<ArtistsState, Artist> = .reject("No item 42.")
/// let chosen: Reaction<ArtistsState, Artist> = .yield(artist)
/// ```
public enum Reaction<State, Output> {
  /// Stay on this screen with this state, optionally showing a message.
  case stay(State, message: String? = nil)
  /// The input was not accepted (no such item, an ambiguous name): stay unchanged and say why.
  case reject(Rejection)
  /// Present a sub-flow modally; its result updates this screen's state when it completes.
  case present(Presentation<State>)
  /// Run slow work (a save); its outcome makes the next state.
  case load(StateLoad<State>)
  /// The command needs elements that are still arriving (a page past those loaded so far, a name
  /// in a list not complete yet): the flow waits and asks again as more arrive.
  case awaitMore
  /// The user picked: the screen yields this value.
  case yield(Output)
}
