/// A screen: given an `A` it shows a page and lets the user pick, and it yields a `B`.
///
/// Screens never know each other; `root`, `map` and `>>>` combine them into a ``Navigation``.
/// A screen is a value: its local state lives in the running flow, and each input is a pure
/// transition of that state.
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", label: { $0.name })
/// ```
public struct Screen<A, B>: Sendable {
  let start: @Sendable (A) -> RunningScreen<B>

  init(start: @escaping @Sendable (A) -> RunningScreen<B>) {
    self.start = start
  }

  /// A screen from its state: the state the input starts it in, how a state looks, and how a
  /// command changes it or yields.
  ///
  /// ```swift
  /// let counter = Screen<Int, Int>(
  ///   title: { _ in "Counter" }, state: { $0 },
  ///   page: { n, _ in Page(title: "Counter", body: ["\(n)"]) },
  ///   receive: { n, command, _ in command == .entry("done") ? .yield(n) : .stay(n + 1) })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input, as breadcrumbs show it.
  ///   - state: The state the input starts the screen in.
  ///   - page: How a state looks on a terminal of the given traits.
  ///   - receive: How a state answers a command: stay, reject, present a sub-flow, or yield.
  ///   - labels: What Tab offers in a state (by default, nothing).
  ///   - unsavedChanges: What a state holds that is not saved yet, in words (by default,
  ///     nothing): interpreters ask before quitting, and headless runs fail, while it says so.
  public init<State: Sendable>(
    title: @escaping @Sendable (A) -> String,
    state: @escaping @Sendable (A) -> State,
    page: @escaping @Sendable (State, Traits) -> Page,
    receive: @escaping @Sendable (State, ScreenCommand, Traits) -> Reaction<State, B>,
    labels: @escaping @Sendable (State, Traits) -> [String] = { _, _ in [] },
    unsavedChanges: (@Sendable (State) -> String?)? = nil
  ) {
    self.init(
      title: title, state: state, page: page, receive: receive, labels: labels, unsavedChanges: unsavedChanges,
      feed: nil)
  }

  /// A screen whose state may also be fed by a load started with it (a streamed list).
  init<State: Sendable>(
    title: @escaping @Sendable (A) -> String,
    state: @escaping @Sendable (A) -> State,
    page: @escaping @Sendable (State, Traits) -> Page,
    receive: @escaping @Sendable (State, ScreenCommand, Traits) -> Reaction<State, B>,
    labels: @escaping @Sendable (State, Traits) -> [String],
    unsavedChanges: (@Sendable (State) -> String?)?,
    feed: (@Sendable (A) -> FeedOfState<State>)?,
    choice: ScreenChoice<B>? = nil
  ) {
    self.start = { input in
      RunningScreen(
        title: title(input), state: state(input), page: page, receive: receive, labels: labels,
        unsavedChanges: unsavedChanges, feed: feed?(input), choice: choice)
    }
  }
}

// MARK: - Transforming

extension Screen {
  /// The same screen, yielding `transform` of what it yields.
  ///
  /// ```swift
  /// let chooseArtistName = chooseArtist.map { $0.name }
  /// ```
  public func map<C>(_ transform: @escaping @Sendable (B) -> C) -> Screen<A, C> {
    let start = self.start
    return Screen<A, C> { input in start(input).map(transform) }
  }

  /// The same screen, started from a different input adapted to the one it takes.
  ///
  /// ```swift
  /// let chooseAlbumOfArtist: Screen<Artist, Album> = chooseAlbum.pullback { $0.albums }
  /// ```
  public func pullback<Z>(_ adapt: @escaping @Sendable (Z) -> A) -> Screen<Z, B> {
    let start = self.start
    return Screen<Z, B> { input in start(adapt(input)) }
  }
}
