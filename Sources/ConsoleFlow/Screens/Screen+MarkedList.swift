// A list that chooses several items (`flows pick -m`): the list screen's paging, filter and live
// narrowing, with a mark on each item chosen that outlives the filter.

extension Screen {
  /// A list of lines a chooser holds as bytes, of which any number are marked (`flows pick -m`):
  /// numbers and ranges (`1,3-5`) mark or unmark items of the view, `all` marks every item the
  /// filter shows and `none` clears every mark; any other text filters the list. `done` yields
  /// the marked elements in the order of the input, or the first item of the view when none is
  /// marked (`done N`: item N), as fzf takes the line under its cursor. SPI: `labelBytes` hands
  /// out pointers the caller keeps valid, and `matching` is fzf's command line.
  ///
  /// - Parameters:
  ///   - title: The screen's title, and its name on the map.
  ///   - heading: An optional line under the title, from the input and how many elements it has.
  ///   - label: An element's name: what the list shows.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - labelBytes: The label as the UTF-8 bytes it is made from, read in place by filters.
  ///   - matching: How a filter's query matches (case, `--exact`, the fields searched).
  /// - Returns: A list screen that yields the marked elements.
  @_spi(Flows)
  public static func markedList<Element: Sendable>(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    label: @escaping @Sendable (Element) -> String,
    prompt: String? = nil,
    labelBytes: (@Sendable (Element) -> UnsafeBufferPointer<UInt8>)? = nil,
    matching: ListFilter.Options = ListFilter.Options()
  ) -> Screen where Input == [Element], Output == [Element] {
    markedList(
      ListWords(
        title: ForInput(title), heading: heading, label: label, detail: nil, search: nil, prompt: prompt, preview: nil),
      state: { input in
        HeldList(input: input, list: ListState(elements: input, labelBytes: labelBytes, options: matching))
      },
      list: { $0 }, feed: nil)
  }

  /// The same on lines still arriving (`tail -f | flows pick -m`): it shows what arrived and
  /// fills on, and marks and `done` work meanwhile, in the order the lines came.
  @_spi(Flows)
  public static func markedList<Element: Sendable>(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    label: @escaping @Sendable (Element) -> String,
    prompt: String? = nil,
    labelBytes: (@Sendable (Element) -> UnsafeBufferPointer<UInt8>)? = nil,
    matching: ListFilter.Options = ListFilter.Options()
  ) -> Screen where Input == ElementStream<Element>, Output == [Element] {
    let words = ListWords<Input, Element>(
      title: ForInput(title), heading: heading, label: label, detail: nil, search: nil, prompt: prompt, preview: nil)
    let searched = words.searched
    return markedList(
      words,
      state: { input in
        let list = ListState(
          elements: ArrivingElements<Element>(), arrival: .loading, searchesLabels: true, labelBytes: labelBytes,
          options: matching)
        return HeldList(input: input, list: list)
      },
      // Narrowed as typed while the lines arrive, it catches up with them.
      list: { $0.catchingUp(list: \.list) },
      feed: { input in
        input.feed(list: \MarkedList<Input, ArrivingElements<Element>>.held.list, search: { _ in searched })
      })
  }

  /// A list that chooses several, its list held as `state` makes it from the input, working
  /// as `list` makes the list's workings, fed by `feed` where its elements arrive while it is
  /// shown.
  private static func markedList<Elements: RandomAccessCollection & Sendable>(
    _ words: ListWords<Input, Elements.Element>, state: @escaping @Sendable (Input) -> HeldList<Input, Elements>,
    list: (ScreenWorkings<HeldList<Input, Elements>, Elements.Element>) -> ScreenWorkings<
      HeldList<Input, Elements>, Elements.Element
    >,
    feed: (@Sendable (Input) -> FeedOfState<MarkedList<Input, Elements>>)?
  ) -> Screen where Output == [Elements.Element], Elements.Index == Int, Elements.Element: Sendable {
    let list = list(words.workings())
    let prompt = words.prompt
    return Screen(
      title: words.title,
      state: { MarkedList(held: state($0)) },
      workings: ScreenWorkings(
        page: { state, traits in state.page(list.page(state.held, traits)) },
        receive: { state, command, traits in state.receive(command, traits: traits, list: list) },
        labels: { state, traits in list.labels(state.held, traits) }, unsavedChanges: nil, feed: nil,
        // The marks a path would replay are not in its lines: no part of a path.
        pathPart: .none,
        offer: { state, traits in list.offer(state.held, traits) },
        narrow: { state, narrowing, traits in state.narrowed(narrowing, traits: traits, list: list) },
        isSearching: { list.isSearching($0.held) }, prompt: prompt, marks: { $0.marked },
        catchesUp: list.catchesUp),
      feed: feed,
      shape: Shape(name: "Choose several of \(TypeName.of(Elements.Element.self))", yields: "done"))
  }
}
