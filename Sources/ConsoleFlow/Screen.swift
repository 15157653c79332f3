/// A screen: given an `Input` it shows a page and lets the user pick, and it yields an `Output`.
///
/// Screens never know each other; `root`, `map` and `>>>` combine them into a ``Navigation``.
/// A screen is a value: its local state lives in the running flow, and each input is a pure
/// transition of that state.
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
/// ```
public struct Screen<Input, Output>: Sendable {
  /// Starts the screen with its input; what it yields goes to the continuation, which says what
  /// comes next.
  let start: @Sendable (Input, @escaping @Sendable (Output) -> Next) -> RunningScreen
  /// What the screen is called on a map of its flow, and what it says when it yields.
  var shape: Shape

  /// A screen's place on a map: its name, its yield in words (nil: it never yields) and the
  /// modal sub-flows it presents.
  struct Shape: Sendable {
    var name: String
    var yields: String?
    var presentations: [(label: String, map: FlowMap)] = []
    /// The screen's identity on a map and in a run; the same through `map`, `pullback` and renames.
    var mark = ScreenMark()
  }

  init(start: @escaping @Sendable (Input, @escaping @Sendable (Output) -> Next) -> RunningScreen, shape: Shape) {
    self.start = start
    self.shape = shape
  }

  /// The screen's map: itself and the sub-flows it presents.
  var flowMap: FlowMap {
    FlowMap.screen(shape.name, yields: shape.yields, presenting: shape.presentations, mark: shape.mark)
  }

  /// A screen from its state: the state the input starts it in, how a state looks, and how a
  /// command changes it or yields.
  ///
  /// ```swift
  /// let counter = Screen<Int, Int>(
  ///   title: "Counter", state: { $0 },
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
    title: ForInput<Input, String>,
    state: @escaping @Sendable (Input) -> State,
    page: @escaping @Sendable (State, Traits) -> Page,
    receive: @escaping @Sendable (State, ScreenCommand, Traits) -> Reaction<State, Output>,
    labels: @escaping @Sendable (State, Traits) -> [String] = { _, _ in [] },
    unsavedChanges: (@Sendable (State) -> String?)? = nil
  ) {
    self.init(
      title: title, state: state,
      workings: ScreenWorkings(
        page: page, receive: receive, labels: labels, unsavedChanges: unsavedChanges, feed: nil,
        pathPart: .typedText, takesEveryCommand: true),
      shape: Shape(name: "Screen of \(TypeName.of(Input.self))", yields: "choice"))
  }

  /// A screen from how it works in terms of its state (a generic screen: a streamed list gives a
  /// feed, a list says its item's label in a path).
  init<State: Sendable>(
    title: ForInput<Input, String>,
    state: @escaping @Sendable (Input) -> State,
    workings: ScreenWorkings<State, Output>,
    feed: (@Sendable (Input) -> FeedOfState<State>)? = nil,
    shape: Shape
  ) {
    var shape = shape
    // A title the same for every input names the screen on its map.
    if let name = title.fixed { shape.name = name }
    self.shape = shape
    let mark = shape.mark
    self.start = { input, yield in
      var workings = workings
      if let feed { workings = workings.fed(by: feed(input)) }
      return RunningScreen(title: title(input), state: state(input), workings: workings, mark: mark, yield: yield)
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
  public func map<NewOutput>(_ transform: @escaping @Sendable (Output) -> NewOutput) -> Screen<Input, NewOutput> {
    let start = self.start
    return Screen<Input, NewOutput>(
      start: { input, yield in start(input) { yield(transform($0)) } }, shape: Screen<Input, NewOutput>.Shape(shape))
  }

  /// The same screen, started from a different input adapted to the one it takes.
  ///
  /// ```swift
  /// let chooseAlbumOfArtist: Screen<Artist, Album> = chooseAlbum.pullback { $0.albums }
  /// ```
  public func pullback<Source>(_ adapt: @escaping @Sendable (Source) -> Input) -> Screen<Source, Output> {
    let start = self.start
    return Screen<Source, Output>(
      start: { input, yield in start(adapt(input), yield) }, shape: Screen<Source, Output>.Shape(shape))
  }

  /// The same screen, yielding its input along with what it yields, so a value chosen on an
  /// earlier screen travels on with the next choice.
  ///
  /// ```swift
  /// root(chooseCountry) >>> chooseCity.carryingInput().map { Trip(country: $0.input.name, city: $0.output) }
  /// ```
  public func carryingInput() -> Screen<Input, (input: Input, output: Output)> where Input: Sendable {
    let start = self.start
    return Screen<Input, (input: Input, output: Output)>(
      start: { input, yield in start(input) { yield((input: input, output: $0)) } }, shape: .init(shape))
  }

  // MARK: - Its place on a map

  /// The same screen, called `name` on a map of its flow (``Navigation/flowMap``); screens whose
  /// title is a function of their input have no name of their own.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(title: .from { $0[0].artist }, rows: .input, label: { $0.title }).named("Albums")
  /// ```
  public func named(_ name: String) -> Screen {
    var screen = self
    screen.shape.name = name
    return screen
  }

  /// The same screen, noting on its map that it presents `modal` (a reaction's `.present` is
  /// decided at run time, so the map is told).
  ///
  /// ```swift
  /// let addDream = Modal("add", root(askTitle))
  /// let journal = journalScreen.presenting(addDream)
  /// ```
  public func presenting<Start, Result>(_ modal: Modal<Start, Result>) -> Screen {
    var screen = self
    screen.shape.presentations.append((modal.label, modal.navigation.flowMap))
    return screen
  }
}

extension Screen {
  /// The same screen with its place on a map set: a generic screen's kind and its yield in words.
  func shaped(name: String, yields: String?) -> Screen {
    var screen = self
    screen.shape.name = name
    screen.shape.yields = yields
    return screen
  }
}

extension Screen.Shape {
  /// The shape of the same screen with other types.
  init<OtherA, OtherB>(_ other: Screen<OtherA, OtherB>.Shape) {
    self.init(name: other.name, yields: other.yields, presentations: other.presentations, mark: other.mark)
  }
}
