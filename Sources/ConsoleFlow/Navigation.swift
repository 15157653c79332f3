/// A stack of screens started from an `Input` that completes with an `Output`, with back, home and quit.
///
/// Build one with ``root(_:)-(Screen<Input,Output>)``, `map` and `>>>`:
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public struct Navigation<Input, Output>: Sendable {
  /// Starts the first screen; `next` says what comes next when the last screen yields.
  let run: @Sendable (Input, @escaping @Sendable (Output) -> Next) -> RunningScreen
  /// The navigation's screens and the ways between them, recorded as it was composed: draw it
  /// with ``FlowMap/mermaid`` or ``FlowMap/dot``. `map` and `pullback` change types, not shape.
  ///
  /// ```swift
  /// let chart = navigation.flowMap.mermaid // "flowchart TD\n  s0[\"Artists\"]\n..."
  /// ```
  public let flowMap: FlowMap

  init(
    map: FlowMap,
    run: @escaping @Sendable (Input, @escaping @Sendable (Output) -> Next) -> RunningScreen
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
public func root<Input, Output>(_ screen: Screen<Input, Output>) -> Navigation<Input, Output> {
  Navigation(map: screen.flowMap, run: screen.start)
}

/// Lifts a screen that never yields (a ``Screen/notice(title:lines:tone:)``) into a navigation
/// of any output: a branch's case that only shows something sits beside cases that yield, with
/// no type made to carry it.
///
/// ```swift
/// let noAlbums = Screen<Artist, Never>.notice(title: { $0.name }, lines: { _ in ["No albums."] })
/// let albumsOrShown: Navigation<[Artist], Album> = root(chooseArtist).branch { artist in
///   artist.albums.isEmpty ? root(noAlbums) : root(chooseAlbum.pullback { $0.albums })
/// }
/// ```
public func root<Input, Output>(_ screen: Screen<Input, Never>) -> Navigation<Input, Output> {
  let start = screen.start
  return Navigation(map: screen.flowMap) { input, _ in start(input, absurd) }
}
