// The list screens whose rows are still arriving (the words every list takes are in
// `Screen+List.swift`), and how a list or a table takes what arrives.

extension Screen {
  /// The list screen on lines still arriving that a chooser holds as bytes (`flows pick`): as
  /// ``list(title:heading:rows:label:detail:search:prompt:preview:)`` on rows arriving, with the
  /// labels read in place and matched as fzf's options say. SPI: `labelBytes` hands out pointers
  /// the caller keeps valid, and `matching` is fzf's command line.
  ///
  /// - Parameters:
  ///   - labelBytes: The label as the UTF-8 bytes it is made from, for elements held as bytes
  ///     (a million lines read by a chooser): filters and names read them in place, and no folded
  ///     copy of every label is kept. They must stay valid while the screen runs; nil reads the
  ///     labels.
  ///   - matching: How a filter's query matches (case, `--exact`, the fields searched).
  /// - Returns: A list screen that fills as its elements arrive.
  @_spi(Flows)
  public static func list(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    labelBytes: (@Sendable (Output) -> UnsafeBufferPointer<UInt8>)?,
    matching: ListFilter.Options = ListFilter.Options(),
    preview: Preview<Output>? = nil
  ) -> Screen where Input == ElementStream<Output>, Output: Sendable {
    streamedList(
      ListWords(
        title: ForInput(title), heading: heading, label: label, detail: detail, search: search, prompt: prompt,
        preview: preview),
      elements: { $0 }, labelBytes: labelBytes, matching: matching)
  }

  /// The list screen on rows still arriving; the public one reads labels and matches by default.
  static func streamedList(
    _ words: ListWords<Input, Output>,
    elements: @escaping @Sendable (Input) -> ElementStream<Output>,
    labelBytes: (@Sendable (Output) -> UnsafeBufferPointer<UInt8>)? = nil,
    matching: ListFilter.Options = .forgiving
  ) -> Screen where Input: Sendable, Output: Sendable {
    let (title, searched, searchesLabels) = (words.title, words.searched, words.search == nil)
    return Screen(
      title: title,
      state: { input in
        let list = ListState(
          elements: ArrivingElements<Output>(), arrival: .loading, searchesLabels: searchesLabels,
          labelBytes: labelBytes, options: matching)
        return HeldList(input: input, list: list)
      },
      // Narrowed as typed while the elements arrive, it catches up with them.
      workings: words.workings().catchingUp(list: \.list),
      feed: { input in
        elements(input).feed(list: \HeldList<Input, ArrivingElements<Output>>.list, search: { _ in searched })
      },
      shape: Shape(name: "List of \(TypeName.of(Output.self))", yields: "choose"))
  }
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
      isReady: { state, traits in Self.isReady(state[keyPath: list], traits) },
      more: { state, toTheEnd in
        // Rows arrive only in the order read (a table sorts them once all are here).
        let list = state[keyPath: list]
        guard list.arrival.readsWhenAsked else { return nil }
        return work(after: list.elements.last, arrived: list.elements.count, toTheEnd: toTheEnd)
      },
      reread: { state, reread in rereading(state, reread, list: list, search: search) })
  }

  /// Whether a list has enough to show: all there is, more than a page, or the rows it held
  /// when it started reading again from an end, or back.
  private static func isReady<Elements>(_ list: ListState<Elements>, _ traits: Traits) -> Bool {
    list.isComplete || list.elements.count > traits.pageRows || list.rereading != nil || list.before != .none
  }

  /// The state whose list is read again as `reread` says, and the feed that reads it: from the
  /// start on, as at first; from the end back (the rows between never read); or back from its
  /// first row. Nil where the source reads only onward, or nothing is there to read.
  private func rereading<State, Elements: GrowingElements>(
    _ state: State, _ reread: Reread, list: WritableKeyPath<State, ListState<Elements>> & Sendable,
    search: @escaping @Sendable (State) -> @Sendable (Element) -> String
  ) -> (state: State, feed: FeedOfState<State>)? where Elements.Element == Element {
    let held = state[keyPath: list]
    var next = state
    switch reread {
    case .fromTheStart:
      // From the end, or about to be: Home reads the first rows again (End's read is cancelled).
      guard held.before != .none || held.rereading == .fromTheEnd else { return nil }
      next[keyPath: list].rereading = .fromTheStart
      return (next, feed(list: list, search: search))
    case .fromTheEnd:
      // Its last rows are the view's last only in the source's order: a list a filter ranks
      // reads on to rank them all. Read on, or about to be (Home's read), it reads from the end.
      let readsOn = held.arrival.readsWhenAsked || held.arrival == .readingOn || held.rereading == .fromTheStart
      guard readsOn, held.query.isEmpty, let work = workBack(before: nil, arrived: 0) else { return nil }
      next[keyPath: list].rereading = .fromTheEnd
      return (next, feedBack(work, list: list, search: search))
    case .back:
      guard held.before.readsWhenAsked, let first = held.elements.first,
        let work = workBack(before: first, arrived: held.elements.count)
      else { return nil }
      next[keyPath: list].before = .arriving
      return (next, feedBack(work, list: list, search: search))
    }
  }

  /// The feed of `work`, which reads back: each batch goes before the elements held.
  private func feedBack<State, Elements: GrowingElements>(
    _ work: Load.Work, list: WritableKeyPath<State, ListState<Elements>> & Sendable,
    search: @escaping @Sendable (State) -> @Sendable (Element) -> String
  ) -> FeedOfState<State> where Elements.Element == Element {
    FeedOfState(
      title: title, work: work,
      arrive: { state, event in
        var next = state
        next[keyPath: list] = arrivedBefore(event, in: state[keyPath: list], search: search(state))
        return next
      },
      isReady: { state, traits in Self.isReady(state[keyPath: list], traits) },
      reread: { state, reread in rereading(state, reread, list: list, search: search) })
  }
}

/// A list read back from its end after one event of the load reading it: the elements go
/// before those held; once a part is read, the rest before it is read when asked; at the first
/// element, none is left.
func arrivedBefore<Elements: GrowingElements>(
  _ event: Load.Event, in held: ListState<Elements>, search: (Elements.Element) -> String
) -> ListState<Elements> {
  // Read again from the end: the first rows that come replace those held; a read that failed
  // or was cancelled leaves them as they were, and End reads again.
  var state = held
  if held.rereading != nil {
    switch event.kind {
    case .elements, .paused, .finished, .value:
      state = held.holding(Elements(), arrival: .complete, before: .arriving, searching: search)
      state.rereads = held.rereads + 1
    case .failed, .cancelled:
      state.rereading = nil
      // The part it read on in, if any, was given up for End's read.
      if state.arrival.readsWhenAsked || state.arrival == .readingOn {
        state.arrival = .interrupted(event.failure.map { "loading failed: \($0)" } ?? "loading cancelled")
      }
      return state
    }
  }
  switch event.kind {
  case .elements(let batch, _), .paused(let batch, _):
    guard let elements = batch as? [Elements.Element] else {
      var next = state
      next.arrival = .stopped("loading failed: a batch of \(type(of: batch)), not of \(Elements.Element.self)")
      return next
    }
    let before: ListState<Elements>.Before
    if case .paused = event.kind { before = .unread } else { before = .arriving }
    return state.prepending(elements, before: before, searching: search)
  case .finished, .value:
    var next = state
    next.before = .none
    return next
  case .failed(let why):
    // Paging up again reads the part again.
    var next = state
    next.before = .failed("loading failed: \(why)")
    return next
  case .cancelled:
    var next = state
    next.before = .unread
    return next
  }
}

/// A streamed list's state after one event of its load; a list read as asked (`resumes`) whose
/// part failed or was cancelled reads on when asked again.
func arrived<Elements: GrowingElements>(
  _ event: Load.Event, in held: ListState<Elements>, search: (Elements.Element) -> String, resumes: Bool = false
) -> ListState<Elements> {
  // Read again from the start: the first rows that come replace those held; a read that failed
  // or was cancelled leaves them as they were, and Home reads again.
  var state = held
  if held.rereading != nil {
    switch event.kind {
    case .elements, .paused, .finished, .value:
      state = held.holding(Elements(), arrival: .loading, before: .none, searching: search)
      state.rereads = held.rereads + 1
    case .failed(let why):
      state.rereading = nil
      if state.before != .none { state.before = .failed("loading failed: \(why)") }
      return state
    case .cancelled:
      state.rereading = nil
      return state
    }
  }
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
      // A list read as asked reads on, a part asked for.
      next.arrival = .readingOn
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
