/// How one kind of screen works, in terms of its own state: what the generic screens and an
/// author's ``Screen/init(title:state:page:receive:labels:unsavedChanges:)`` give, and what a
/// running screen is started from.
struct ScreenWorkings<State: Sendable, Output>: Sendable {
  let page: @Sendable (State, Traits) -> Page
  let receive: @Sendable (State, ScreenCommand, Traits) -> Reaction<State, Output>
  let labels: @Sendable (State, Traits) -> [String]
  let unsavedChanges: (@Sendable (State) -> String?)?
  let feed: FeedOfState<State>?
  let pathPart: PathPart<Output>
  /// What a state offers to be answered with.
  var offer: @Sendable (State, Traits) -> ScreenOffer = { _, _ in .custom }
  /// A list's state as live narrowing at a terminal asks (``Narrowing``). Nil for screens that
  /// are no list.
  var narrow: (@Sendable (State, Narrowing, Traits) -> State)? = nil
  /// Whether a narrowed state has more to search.
  var isSearching: @Sendable (State) -> Bool = { _ in false }
  /// Whether a line starting with `/` is text like any other (a prompt's answer may be a path),
  /// not a filter: the screen has no list to filter.
  var takesSlashAsText = false
  /// Whether the screen sorts its rows (`:sort`): a table's.
  var sorts = false
  /// The titles of its columns, for Tab after `:sort` and `:columns`: a table's.
  var columnTitles: (@Sendable (State) -> [String])? = nil
  /// Whether the screen previews its items (`:preview`): a list's or a table's given a preview.
  var previews = false
  /// Whether every command reaches the screen, `:sort` and `:preview` too: an author's screen
  /// decides what it makes of them; the others refuse those they do not take.
  var takesEveryCommand = false
  /// The work of a preview that loads, for the item at a view's position.
  var previewWork: (@Sendable (State, Int) -> PreviewWork?)? = nil
  /// A command the screen answers by starting again on a new feed (a table whose source sorts
  /// its rows): the state it starts in and its feed; nil for a command it takes as usual.
  var refeed: (@Sendable (State, ScreenCommand) -> (state: State, feed: FeedOfState<State>)?)? = nil
  /// The prompt its pages read a line after, in place of the one made from where the user is
  /// (a chooser's `>`); nil for that one.
  var prompt: String? = nil
  /// The positions of the elements marked, on a list that chooses several; nil on other screens.
  var marks: (@Sendable (State) -> Set<Int>)? = nil
  /// Whether the screen is one of a form's (a field or its review): a save after the form takes
  /// all of them off the stack.
  var isFormPart = false
  /// Whether a narrowed state catches up with a later one whose list grew
  /// (``Narrowing/caughtUp(with:)``): a list whose elements arrive.
  var catchesUp = false
  /// A list's labels looked up one at a time; nil: from ``labels``, made whole.
  var labelLookup: LabelLookup<State>? = nil
}

extension ScreenWorkings {
  /// The same workings, the screen fed by `feed` while it is shown.
  func fed(by feed: FeedOfState<State>) -> ScreenWorkings {
    ScreenWorkings(
      page: page, receive: receive, labels: labels, unsavedChanges: unsavedChanges, feed: feed, pathPart: pathPart,
      offer: offer, narrow: narrow, isSearching: isSearching, takesSlashAsText: takesSlashAsText, sorts: sorts,
      columnTitles: columnTitles, previews: previews, takesEveryCommand: takesEveryCommand, previewWork: previewWork,
      refeed: refeed, prompt: prompt, marks: marks, isFormPart: isFormPart, catchesUp: catchesUp,
      labelLookup: labelLookup)
  }
}

/// How a screen whose elements arrive while it is shown takes them, in terms of its state.
struct FeedOfState<State>: Sendable {
  let title: String
  let work: Load.Work
  let arrive: @Sendable (State, Load.Event) -> State
  let isReady: @Sendable (State, Traits) -> Bool
  /// The work that reads on from a state read as far as it was asked (a part, or `toTheEnd` as
  /// far as a reading on may); nil when nothing more is to be read (or the feed reads all on
  /// its own).
  var more: @Sendable (State, _ toTheEnd: Bool) -> Load.Work? = { _, _ in nil }
  /// The state read again as `Reread` says (from either end, or back from its first row) and the
  /// feed that reads it; nil where the source cannot, or there is nothing to read there.
  var reread: @Sendable (State, Reread) -> (state: State, feed: FeedOfState<State>)? = { _, _ in nil }
}
