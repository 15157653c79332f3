extension Screen {
  /// The generic list screen: numbered items, selection by number or by name, filtering and
  /// paging. It needs only how to label an element, and optionally a heading and a detail column.
  /// The input may be any random-access collection: a lazy one is read only where it is shown.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(
  ///   title: { $0.first?.artist ?? "Albums" }, heading: { "\($0.count) albums" }, label: { $0.title })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that yields the chosen element.
  public static func list(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input) -> String)? = nil,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    Screen(
      title: title,
      state: { ListState(elements: $0) },
      workings: ScreenWorkings(
        page: { state, traits in
          var page = listPage(state, title: title(state.elements), traits: traits, label: label, detail: detail)
          page.heading = heading?(state.elements)
          return page
        },
        receive: { state, command, traits in
          listReaction(state, command, traits: traits, label: label, search: label, preview: preview)
        },
        labels: { state, _ in state.mapView(label) },
        unsavedChanges: nil, feed: nil, pathPart: .label(label),
        offer: { state, _ in .items(count: state.count, filters: true) },
        narrow: { state, narrowing, traits in
          listNarrowed(state, narrowing, traits: traits, search: label, label: label, preview: preview)
        },
        isSearching: { $0.isSearching }, previews: preview != nil,
        previewWork: { state, position in listPreviewWork(state, at: position, label: label, preview: preview) }),
      shape: Shape(name: "List of \(TypeName.of(Output.self))", yields: "choose"))
  }

  /// The generic list screen with a fixed title.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", label: { $0.title })
  /// ```
  public static func list(
    title: String,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    list(title: { _ in title }, heading: nil, label: label, detail: detail, preview: preview).named(title)
  }
}

extension Screen {
  /// The generic list screen on elements that are still arriving: it shows as soon as its first
  /// page is full, and its status says how many arrived so far. A filter applies to what arrived
  /// and to what arrives after; `:next` past the last arrived element, or a name typed before all
  /// are in, waits for them (with progress at a terminal, and Ctrl-C to stop waiting).
  ///
  /// ```swift
  /// let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(
  ///   title: "Commits", label: { $0.subject }, detail: { $0.shortHash })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - heading: An optional line under the title, made from how many elements arrived so far.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in an element (by default its label): a commit's
  ///     subject, author and hash, say.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - labelBytes: The label as the UTF-8 bytes it is made from, for elements held as bytes
  ///     (a million lines read by a chooser): filters and names read them in place, and no folded
  ///     copy of every label is kept. They must stay valid while the screen runs.
  ///   - matching: How a filter's query matches (case, `--exact`, the fields searched).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that fills as its elements arrive.
  public static func list(
    title: String,
    heading: (@Sendable (Int) -> String)? = nil,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    labelBytes: (@Sendable (Output) -> UnsafeBufferPointer<UInt8>)? = nil,
    matching: ListFilter.Options = ListFilter.Options(),
    preview: Preview<Output>? = nil
  ) -> Screen where Input == ElementStream<Output>, Output: Sendable {
    var headingOfInput: (@Sendable (Input, Int) -> String)?
    if let heading { headingOfInput = { _, count in heading(count) } }
    let screen: Screen = list(
      title: { _ in title }, heading: headingOfInput, elements: { $0 }, label: label, detail: detail, search: search,
      prompt: prompt, labelBytes: labelBytes, matching: matching, preview: preview)
    return screen.named(title)
  }

  /// The list screen on elements that are still arriving, for an input that holds them and says
  /// more: a folder and its entries as they are read, an artist and their albums as they come.
  ///
  /// ```swift
  /// let openListing = Screen<Listing, Entry>.list(
  ///   title: { $0.folderName }, heading: { listing, count in "\(listing.path): \(count) entries" },
  ///   elements: { $0.entries }, label: { $0.name })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, made from the input and how many elements
  ///     arrived so far.
  ///   - elements: The elements the input holds, still arriving.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in an element (by default its label).
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - labelBytes: The label as the UTF-8 bytes it is made from, read in place by filters and
  ///     names (no folded copy of every label is kept); valid while the screen runs.
  ///   - matching: How a filter's query matches (case, `--exact`, the fields searched).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that fills as its elements arrive.
  public static func list(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    elements: @escaping @Sendable (Input) -> ElementStream<Output>,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    labelBytes: (@Sendable (Output) -> UnsafeBufferPointer<UInt8>)? = nil,
    matching: ListFilter.Options = ListFilter.Options(),
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    let searched = search ?? label
    // A heading of several lines takes rows from the list, on every page and page turn alike.
    let room: @Sendable (StreamedList<Input, Output>, Traits) -> Traits = { state, traits in
      guard let heading, case let lines = heading(state.input, state.list.elements.count).count(where: { $0 == "\n" }),
        lines > 0
      else { return traits }
      var room = traits
      room.height = max(min(traits.height, 6), traits.height - lines)
      return room
    }
    return Screen(
      title: title,
      state: { input in
        StreamedList(
          input: input,
          list: ListState(
            elements: ArrivingElements<Output>(), arrival: .loading, searchesLabels: search == nil,
            labelBytes: labelBytes, options: matching))
      },
      workings: ScreenWorkings(
        page: { state, traits in
          var page = listPage(
            state.list, title: title(state.input), traits: room(state, traits), label: label, detail: detail)
          page.heading = heading?(state.input, state.list.elements.count)
          page.prompt = prompt ?? ""
          return page
        },
        receive: { state, command, traits in
          listReaction(
            state.list, command, traits: room(state, traits), label: label, search: searched, preview: preview
          )
          .held(in: state, at: \.list)
        },
        labels: { state, _ in state.list.mapView(label) },
        unsavedChanges: nil, feed: nil, pathPart: .label(label),
        // A search of its own may not hold a label's text: no filter by a label is expected to match.
        offer: { state, _ in .items(count: state.list.count, filters: search == nil) },
        narrow: { state, narrowing, traits in
          StreamedList(
            input: state.input,
            list: listNarrowed(
              state.list, narrowing, traits: room(state, traits), search: searched, label: label, preview: preview))
        },
        isSearching: { $0.list.isSearching }, previews: preview != nil,
        previewWork: { state, position in
          listPreviewWork(state.list, at: position, label: label, preview: preview)
        }),
      feed: { input in
        elements(input).feed(list: \StreamedList<Input, Output>.list, search: { _ in searched })
      },
      shape: Shape(name: "List of \(TypeName.of(Output.self))", yields: "choose"))
  }
}

/// A streamed list's state beside the input it was started with (its title and heading read it).
private struct StreamedList<Input: Sendable, Element: Sendable>: Sendable {
  let input: Input
  var list: ListState<ArrivingElements<Element>>
}

extension ElementStream {
  /// The feed of a screen whose list, at `list` in its state, holds these elements as they
  /// arrive; `search` says what a filter searches of an element in a state.
  func feed<State, Elements: GrowingElements>(
    list: WritableKeyPath<State, ListState<Elements>> & Sendable,
    search: @escaping @Sendable (State) -> @Sendable (Element) -> String
  ) -> FeedOfState<State> where Elements.Element == Element {
    FeedOfState(
      title: title, work: work(after: nil, arrived: 0),
      arrive: { state, event in
        var next = state
        next[keyPath: list] = arrived(event, in: state[keyPath: list], search: search(state), resumes: readsAsAsked)
        return next
      },
      isReady: { state, traits in
        let list = state[keyPath: list]
        return list.isComplete || list.elements.count > traits.pageRows
      },
      more: { state in
        // Rows arrive only in the order read (a table sorts them once all are here).
        let list = state[keyPath: list]
        guard list.arrival.readsWhenAsked else { return nil }
        return work(after: list.elements.last, arrived: list.elements.count)
      })
  }
}

/// A streamed list's state after one event of its load; a list read as asked (`resumes`) whose
/// part failed or was cancelled reads on when asked again.
func arrived<Elements: GrowingElements>(
  _ event: Load.Event, in state: ListState<Elements>, search: (Elements.Element) -> String, resumes: Bool = false
) -> ListState<Elements> {
  var next = state
  switch event.kind {
  case .elements(let batch, _), .paused(let batch, _):
    // A list's feed delivers arrays of its elements; a load's events hold them erased.
    guard let elements = batch as? [Elements.Element] else {
      next.arrival = .stopped("loading failed: a batch of \(type(of: batch)), not of \(Elements.Element.self)")
      break
    }
    next = state.appending(elements, searching: search)
    if case .paused = event.kind {
      next.arrival = .paused
    } else if next.arrival.readsWhenAsked {
      // A list read as asked reads on.
      next.arrival = .loading
    }
  case .finished, .value:
    next.arrival = .complete
  case .failed(let why):
    next.arrival = resumes ? .interrupted("loading failed: \(why)") : .stopped("loading failed: \(why)")
  case .cancelled:
    next.arrival = resumes ? .interrupted("loading cancelled") : .stopped("loading cancelled")
  }
  return next
}
