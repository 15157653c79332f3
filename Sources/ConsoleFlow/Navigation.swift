/// A stack of screens started from an `Input` that completes with an `Output`, with back, home and quit.
///
/// Build one with ``root(_:)-(Screen<Input,Output>)``, `map` and `>>>`:
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public struct Navigation<Input, Output>: Sendable {
  /// Starts the navigation: pushes its first screen, or describes the load it starts with; `next`
  /// says what comes next when its last screen yields.
  let run: @Sendable (Input, @escaping @Sendable (Output) -> Next) -> Next
  /// The navigation's screens and the ways between them, recorded as it was composed: draw it
  /// with ``FlowMap/mermaid`` or ``FlowMap/dot``. `map` and `pullback` change types, not shape.
  ///
  /// ```swift
  /// let chart = navigation.flowMap.mermaid // "flowchart TD\n  s0[\"Artists\"]\n..."
  /// ```
  public let flowMap: FlowMap

  /// The values its screens read (``EnvironmentValue``), given with ``environment(_:)``.
  var environment: FlowEnvironment

  init(
    map: FlowMap, environment: FlowEnvironment = FlowEnvironment(),
    run: @escaping @Sendable (Input, @escaping @Sendable (Output) -> Next) -> Next
  ) {
    self.flowMap = map
    self.environment = environment
    self.run = run
  }
}

/// Lifts a screen into a navigation whose stack starts with it.
///
/// ```swift
/// let browse = root(chooseArtist)
/// ```
public func root<Input, Output>(_ screen: Screen<Input, Output>) -> Navigation<Input, Output> {
  let start = screen.start
  return Navigation(map: screen.flowMap) { input, next in .push(start(input, next), label: nil) }
}

/// Lifts a screen that never yields (a ``Screen/notice(title:lines:tone:)``) into a navigation
/// of any output: a branch's case that only shows something sits beside cases that yield, with
/// no type made to carry it.
///
/// ```swift
/// let noAlbums = Screen<Artist, Never>.notice(title: .from { $0.name }, lines: { _ in ["No albums."] })
/// let albumsOrShown: Navigation<[Artist], Album> = root(chooseArtist).branch { artist in
///   artist.albums.isEmpty ? root(noAlbums) : root(chooseAlbum.pullback { $0.albums })
/// }
/// ```
public func root<Input, Output>(_ screen: Screen<Input, Never>) -> Navigation<Input, Output> {
  let start = screen.start
  return Navigation(map: screen.flowMap) { input, _ in .push(start(input, absurd), label: nil) }
}
