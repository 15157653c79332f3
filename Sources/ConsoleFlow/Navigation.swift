/// A stack of screens started from an `A` that completes with a `B`, with back, home and quit.
///
/// Build one with ``root(_:)``, `map` and `>>>`:
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public struct Navigation<A, B>: Sendable {
  /// Starts the first screen; `next` says what the stack does when the last screen yields.
  let run: @Sendable (A, @escaping @Sendable (B) -> StackChange) -> RunningScreen<StackChange>
  /// The navigation's screens and the ways between them, recorded as it was composed: draw it
  /// with ``FlowMap/mermaid`` or ``FlowMap/dot``. `map` and `pullback` change types, not shape.
  ///
  /// ```swift
  /// print(navigation.flowMap.mermaid)
  /// ```
  public let flowMap: FlowMap

  init(
    map: FlowMap, run: @escaping @Sendable (A, @escaping @Sendable (B) -> StackChange) -> RunningScreen<StackChange>
  ) {
    self.flowMap = map
    self.run = run
  }
}

/// Lifts a screen into a navigation whose stack starts with it.
///
/// ```swift
/// let browse = root(chooseArtist)
/// ```
public func root<A, B>(_ screen: Screen<A, B>) -> Navigation<A, B> {
  let start = screen.start
  return Navigation(map: screen.flowMap) { input, next in start(input).map(next) }
}
