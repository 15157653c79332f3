/// A started screen: its current state closed over, a view of it, and its pure transition.
///
/// This is the store of a comonadic UI: the state is hidden, `page` reads it and `answer` says
/// what comes next. It is a value; old values stay valid, which is what makes back exact. The
/// screen knows what follows it only as the continuation it was started with, so it answers in
/// the stack machine's words (``Next``).
struct RunningScreen: Sendable {
  let title: String
  let page: @Sendable (Traits) -> Page
  /// What the screen does with a command.
  var answer: @Sendable (ScreenCommand, Traits) -> Next
  /// The labels an interpreter may offer for completion in the current view.
  let labels: @Sendable (Traits) -> [String]
  /// What the screen holds that is not saved yet, in words; nil for screens that never hold any
  /// (most), so no closure is made for them on every step.
  let unsavedChanges: (@Sendable () -> String?)?
  /// The load that feeds the screen while it is shown (the elements of a streamed list); nil for
  /// screens that have all they show from the start.
  let feed: Feed?
  /// The screen's mark on its navigation's map (nil for one made inside a closure at run time).
  let mark: ScreenMark?
  /// The branch's case that pushed it, when one did: where a screen two cases start is on the map.
  var branchCase: String? = nil
  /// What the screen offers to be answered with now.
  let offer: @Sendable (Traits) -> ScreenOffer
  /// A list narrowed as a line is typed (``ScreenWorkings/narrow``); nil for other screens.
  let narrow: (@Sendable (Narrowing, Traits) -> RunningScreen)?
  /// Whether a list's filter made in parts has more to search.
  let isSearching: Bool
  /// Whether the screen sorts its rows (a table).
  let sorts: Bool
  /// The titles of a table's columns, which Tab completes after `:sort` and `:columns`; empty
  /// for other screens.
  let columnTitles: @Sendable () -> [String]
  /// Whether the screen previews its items (a list or table given a preview).
  let previews: Bool
  /// The slow work that makes the preview of the item at a position of the view, for a list
  /// whose previews load: what an interpreter runs as the cursor moves. Nil for other screens.
  let previewWork: (@Sendable (Int) -> PreviewWork?)?

  /// A load that feeds a running screen, and how the screen takes what it delivers.
  struct Feed: Sendable {
    let title: String
    let work: Load.Work
    /// The screen with the event applied.
    let arrive: @Sendable (Load.Event) -> RunningScreen
    /// Whether the screen has enough to be shown (a full first page, or all there is).
    let isReady: @Sendable (Traits) -> Bool
    /// The work that reads on, for a screen whose elements are read as asked and stopped where
    /// they were asked to; nil when none is to be read.
    let more: Load.Work?
  }
}

/// What live narrowing asks of a list.
enum Narrowing: Sendable {
  /// Narrowed by a text as far as its first page (its first matches fill the largest page).
  case by(String)
  /// A narrowed list searched on by one more part.
  case searchingOn
  /// The labels a filter searches folded ahead of the first key (a second for a million).
  case preparing
  /// The preview of the item at a position of the view under the cursor (none when nil); a
  /// preview that loads shows `loaded` when it is that item's, else that it is loading.
  case previewing(Int?, loaded: ShownPreview?)
}

/// What a screen's yield adds to a path, the choices that built the stack.
enum PathPart<Output>: Sendable {
  /// The chosen item's label (lists and menus): a path's part is chosen by label again.
  case label(@Sendable (Output) -> String)
  /// The text typed, when there is any: a prompt's answer, a custom screen's entry.
  case typedText
  /// Nothing (an Enter on a detail, a confirm's answer, a set of choices): a path ends before
  /// the screen such a yield leads to.
  case none

  /// The label of `value`, chosen with `command`.
  func label(of value: Output, chosenWith command: ScreenCommand) -> String? {
    switch self {
    case .label(let label): label(value)
    case .typedText: command.text.isEmpty ? nil : command.text
    case .none: nil
    }
  }

  var choosesByLabel: Bool {
    if case .label = self { return true }
    return false
  }
}

extension ScreenCommand {
  /// A path's part as typed text, for screens that have no items to choose by label.
  var asEntry: ScreenCommand {
    if case .choose(let label) = self { return .entry(label) }
    return self
  }

  /// The text of an entry or a choice; empty for the other commands.
  var text: String {
    switch self {
    case .entry(let text), .choose(let text): text
    case .filter, .nextPage, .previousPage, .sort, .columns, .preview: ""
    }
  }
}

/// How a screen whose elements arrive while it is shown takes them, in terms of its state.
struct FeedOfState<State>: Sendable {
  let title: String
  let work: Load.Work
  let arrive: @Sendable (State, Load.Event) -> State
  let isReady: @Sendable (State, Traits) -> Bool
  /// The work that reads on from a state read as far as it was asked; nil when nothing more is
  /// to be read (or the feed reads all on its own).
  var more: @Sendable (State) -> Load.Work? = { _ in nil }
}

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
}

extension ScreenWorkings {
  /// The same workings, the screen fed by `feed` while it is shown.
  func fed(by feed: FeedOfState<State>) -> ScreenWorkings {
    ScreenWorkings(
      page: page, receive: receive, labels: labels, unsavedChanges: unsavedChanges, feed: feed, pathPart: pathPart,
      offer: offer, narrow: narrow, isSearching: isSearching, takesSlashAsText: takesSlashAsText, sorts: sorts,
      columnTitles: columnTitles, previews: previews, takesEveryCommand: takesEveryCommand, previewWork: previewWork,
      refeed: refeed, prompt: prompt)
  }
}

extension RunningScreen {
  /// The screen of `workings` in `state`, its yields handed to `yield`.
  init<State: Sendable, Output>(
    title: String, state: State, workings: ScreenWorkings<State, Output>, mark: ScreenMark?,
    yield: @escaping @Sendable (Output) -> Next
  ) {
    /// The same screen in another state.
    @Sendable func running(_ state: State) -> RunningScreen {
      RunningScreen(title: title, state: state, workings: workings, mark: mark, yield: yield)
    }
    self.title = title
    self.mark = mark
    self.offer = { traits in workings.offer(state, traits) }
    if let narrow = workings.narrow {
      self.narrow = { @Sendable narrowing, traits in running(narrow(state, narrowing, traits)) }
    } else {
      self.narrow = nil
    }
    self.isSearching = workings.isSearching(state)
    self.sorts = workings.sorts
    if let columnTitles = workings.columnTitles {
      self.columnTitles = { @Sendable in columnTitles(state) }
    } else {
      self.columnTitles = { [] }
    }
    self.previews = workings.previews
    if let previewWork = workings.previewWork {
      self.previewWork = { @Sendable position in previewWork(state, position) }
    } else {
      self.previewWork = nil
    }
    // A state never changes, so its page is drawn once per size: back, home and rejected lines reuse it.
    let drawn = PageCache()
    let prompt = workings.prompt
    self.page = { traits in
      drawn.page(for: traits) {
        var page = workings.page(state, traits)
        if let prompt { page.prompt = prompt }
        return page
      }
    }
    self.labels = { traits in workings.labels(state, traits) }
    if let unsavedChanges = workings.unsavedChanges {
      self.unsavedChanges = { @Sendable in unsavedChanges(state) }
    } else {
      self.unsavedChanges = nil
    }
    self.feed = workings.feed.map { feed in
      Feed(
        title: feed.title, work: feed.work, arrive: { event in running(feed.arrive(state, event)) },
        isReady: { traits in feed.isReady(state, traits) }, more: feed.more(state))
    }
    self.answer = { command, traits in
      // A screen that does not choose by label takes a path's part as typed text.
      var command = workings.pathPart.choosesByLabel ? command : command.asEntry
      if workings.takesSlashAsText, case .filter(let text) = command { command = .entry("/" + text) }
      if !workings.sorts, !workings.takesEveryCommand, case .sort = command {
        return .reject(Rejection.nothingToSort)
      }
      if !workings.sorts, !workings.takesEveryCommand, case .columns = command {
        return .reject(Rejection.noColumnsToShow)
      }
      if !workings.previews, !workings.takesEveryCommand, case .preview = command {
        return .reject(Rejection.nothingToPreview)
      }
      if let refeed = workings.refeed, let (restarted, feed) = refeed(state, command) {
        return .refed(
          RunningScreen(title: title, state: restarted, workings: workings.fed(by: feed), mark: mark, yield: yield))
      }
      return Next(workings.receive(state, command, traits), from: state, running: running) { value in
        yield(value).labelled(workings.pathPart.label(of: value, chosenWith: command))
      }
    }
  }
}

extension Next {
  /// An author's reaction, in the machine's words: a state becomes the screen in that state
  /// (`running`), slow work goes on with the state it makes, a presented sub-flow's result comes
  /// back as the presenter's own reaction, a yield goes to `yield`.
  init<State: Sendable, Output>(
    _ reaction: Reaction<State, Output>, from state: State,
    running: @escaping @Sendable (State) -> RunningScreen, yield: (Output) -> Next
  ) {
    switch reaction {
    case .stay(let next, let message):
      self = .stay(running(next), message: message)
    case .reject(let rejection):
      self = .reject(rejection)
    case .present(let presentation):
      self = .present { finish in
        presentation.start { reaction in finish(Next(reaction(state), from: state, running: running, yield: absurd)) }
      }
    case .load(let load):
      self = .load(
        title: load.title,
        work: {
          let made = try await load.work()
          return Arrival { .stay(running(made(state)), message: nil) }
        },
        stopped: { stop in
          // The work's reason stays on the screen, which keeps what the user would lose.
          .stay(running(load.failed(state, stop.words)), message: stop == .cancelled ? "Cancelled." : nil)
        })
    case .awaitMore:
      self = .awaitMore
    case .yield(let value):
      self = yield(value)
    }
  }
}
