/// A stack of screens started from an `A` that completes with a `B`, with back, home and quit.
///
/// Build one with ``root(_:)``, `map` and `>>>`:
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public struct Navigation<A, B>: Sendable {
  /// Starts the first screen; `next` says what the stack does when the last screen yields.
  let run: @Sendable (A, @escaping @Sendable (B) -> Next) -> Running<Next>

  init(run: @escaping @Sendable (A, @escaping @Sendable (B) -> Next) -> Running<Next>) {
    self.run = run
  }
}

/// What the stack does when its top screen yields.
indirect enum Next: Sendable {
  /// Push this screen.
  case push(Running<Next>)
  /// The flow completed with this value.
  case complete(any Sendable)
  /// Stay on the current screen and show this message (a throwing `map` failed).
  case reject(String)
  /// Stay on the current screen as it was (a skipped value).
  case stay
  /// A presented sub-flow finished: drop the stack back to `index` and put the presenter,
  /// updated with the result, there.
  case returnTo(index: Int, presenter: Running<Next>)
}

/// Lifts a screen into a navigation whose stack starts with it.
///
/// ```swift
/// let browse = root(chooseArtist)
/// ```
public func root<A, B>(_ screen: Screen<A, B>) -> Navigation<A, B> {
  let start = screen.start
  return Navigation { input, next in start(input).map(next) }
}
