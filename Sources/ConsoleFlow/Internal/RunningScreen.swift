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
  /// Whether it is one of a form's screens (a field or its review).
  let isFormPart: Bool
  /// Whether it is the first screen its form pushed: where the form's screens start on the stack.
  var startsForm = false
  /// What the screen offers to be answered with now.
  let offer: @Sendable (Traits) -> ScreenOffer
  /// A list narrowed as a line is typed (``ScreenWorkings/narrow``); nil for other screens.
  let narrow: (@Sendable (Narrowing, Traits) -> RunningScreen)?
  /// Whether a list's filter made in parts has more to search.
  let isSearching: Bool
  /// Whether the screen sorts its rows (a table).
  let sorts: Bool
  /// Whether a filter is run by the screen's source (a table read from SQLite), which then holds
  /// only the rows it selected: a list narrowed as typed narrows those.
  let filtersInItsSource: Bool
  /// The titles of a table's columns, which Tab completes after `:sort` and `:columns`; empty
  /// for other screens.
  let columnTitles: @Sendable () -> [String]
  /// Whether the screen previews its items (a list or table given a preview).
  let previews: Bool
  /// The slow work that makes the preview of the item at a position of the view, for a list
  /// whose previews load: what an interpreter runs as the cursor moves. Nil for other screens.
  let previewWork: (@Sendable (Int) -> PreviewWork?)?
  /// The positions of the elements marked, on a list that chooses several; nil on other screens.
  let marks: Set<Int>?
  /// The state closed over, for a narrowed copy of the screen to catch up with
  /// (``Narrowing/caughtUp(with:)``, where it `catchesUp`); nothing else reads it.
  let state: any Sendable
  let catchesUp: Bool
  /// The label at a position of its view (from 0), made alone; nil where only ``labels`` makes them.
  let viewLabel: (@Sendable (Int) -> String?)?
  /// The first position of its view (from 0) labelled so, found without making every label; nil
  /// where only ``labels`` makes them.
  let viewPosition: (@Sendable (String) -> Int?)?

  /// A load that feeds a running screen, and how the screen takes what it delivers.
  struct Feed: Sendable {
    let title: String
    let work: Load.Work
    /// The screen with the event applied.
    let arrive: @Sendable (Load.Event) -> RunningScreen
    /// Whether the screen has enough to be shown (a full first page, or all there is).
    let isReady: @Sendable (Traits) -> Bool
    /// The work that reads on (a part, or `toTheEnd` as far as a reading on may), for a screen
    /// whose elements are read as asked and stopped where they were asked to; nil when none is
    /// to be read.
    let more: @Sendable (_ toTheEnd: Bool) -> Load.Work?
    /// The screen read again as `Reread` says, by its own feed; nil where its source cannot, or
    /// nothing is there to read.
    let reread: @Sendable (Reread) -> RunningScreen?
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
    self.state = state
    self.catchesUp = workings.catchesUp
    if let lookup = workings.labelLookup {
      self.viewLabel = { @Sendable position in lookup.label(state, position) }
      self.viewPosition = { @Sendable label in lookup.position(state, label) }
    } else {
      (self.viewLabel, self.viewPosition) = (nil, nil)
    }
    self.isFormPart = workings.isFormPart
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
    self.filtersInItsSource = workings.refeed != nil
    self.marks = workings.marks?(state)
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
        isReady: { traits in feed.isReady(state, traits) }, more: { feed.more(state, $0) },
        reread: { how in
          feed.reread(state, how).map { reread in
            RunningScreen(
              title: title, state: reread.state, workings: workings.fed(by: reread.feed), mark: mark, yield: yield)
          }
        })
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
