extension ListState {
  /// Where a list's elements stand.
  enum Arrival: Sendable, Equatable {
    case complete
    case loading
    /// Read as asked, and the part a page, a command or End asked for is arriving.
    case readingOn
    /// Read as far as the screen asked (``ElementStream/init(_:after:before:)``): more is there, read
    /// when a page or a command needs it.
    case paused
    /// Loading stopped early (failed or cancelled) for this reason: the list is incomplete.
    case stopped(String)
    /// A part read as asked stopped early (failed or cancelled) for this reason: asked again (a
    /// page past what arrived, a name further on, Enter), it reads on after the last element.
    case interrupted(String)

    /// Whether more is read only when asked for: paused, or interrupted.
    var readsWhenAsked: Bool {
      switch self {
      case .paused, .interrupted: true
      case .complete, .loading, .readingOn, .stopped: false
      }
    }
  }

  /// What comes before a list's first element held.
  enum Before: Sendable, Equatable {
    /// Nothing: the list holds its elements from the first.
    case none
    /// Elements not read yet: the list was read from its end (End), and the elements before it
    /// are read a part at a time as the user pages up.
    case unread
    /// A part before the first held is arriving.
    case arriving
    /// Reading them failed, for this reason: paging up (or Home) reads them again.
    case failed(String)

    /// Whether the elements before are read when the user pages up: none arriving, some left.
    var readsWhenAsked: Bool {
      switch self {
      case .unread, .failed: true
      case .none, .arriving: false
      }
    }
  }

  /// The same list (how it matches, what it searches, its filter) holding
  /// `elements` instead, `arrival` and `before` as given: a list read again from either end, or
  /// grown at its start. Nothing found among the old elements is kept: a filter set searches
  /// the new ones (`text`, what it searches of an element).
  func holding(
    _ elements: Elements, arrival: Arrival, before: Before, searching text: (Element) -> String
  ) -> ListState {
    var next = ListState(elements: elements, arrival: arrival, labelBytes: labelBytes, options: options)
    next.before = before
    next.rereads = rereads
    next.selectedBySource = selectedBySource
    return query.isEmpty ? next : next.filtered(by: query, searching: text)
  }
}

extension ListState where Elements: GrowingElements {
  /// The list with `batch` arrived before its first element (read back from its end), `before`
  /// saying what is still before them; a filter set searches the whole list again.
  func prepending(_ batch: [Element], before: Before, searching text: (Element) -> String) -> ListState {
    holding(Elements().appending(batch).appending(Array(elements)), arrival: arrival, before: before, searching: text)
  }
}
