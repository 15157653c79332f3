/// A started screen: its current state closed over, a view of it, and its pure transition.
///
/// This is the store of a comonadic UI: the state is hidden, `page` reads it and `receive`
/// answers the next store. It is a value; old values stay valid, which is what makes back exact.
struct RunningScreen<Output>: Sendable {
  let title: String
  let page: @Sendable (Traits) -> Page
  let receive: @Sendable (ScreenCommand, Traits) -> Transition
  /// The labels an interpreter may offer for completion in the current view.
  let labels: @Sendable (Traits) -> [String]
  /// What the screen holds that is not saved yet, in words; nil for screens that never hold any
  /// (most), so no closure is made for them on every step.
  let unsavedChanges: (@Sendable () -> String?)?
  /// The load that feeds the screen while it is shown (the elements of a streamed list); nil for
  /// screens that have all they show from the start.
  let feed: Feed?

  /// What a running screen answers to one command.
  enum Transition {
    case stay(RunningScreen<Output>, message: String?)
    case reject(String)
    /// Run a sub-flow on top; `resume` answers what this screen does with the sub-flow's result.
    case present(
      start: @Sendable (@escaping @Sendable (any Sendable) -> StackChange) -> RunningScreen<StackChange>,
      resume: @Sendable (any Sendable) -> Transition)
    /// Run slow work, then become `done` of its value, or `failed` of the reason.
    case load(
      title: String, work: @Sendable () async throws -> any Sendable,
      done: @Sendable (any Sendable) -> RunningScreen<Output>, failed: @Sendable (String) -> RunningScreen<Output>)
    /// The command needs what the feed has not delivered yet: ask again as it arrives.
    case awaitMore
    /// The screen yields a value; `label` names the choice in a path (the item's label, or the
    /// text typed), nil when the yield is no choice (an Enter on a detail, a confirm's answer).
    case yield(Output, label: String?)
  }

  /// A load that feeds a running screen, and how the screen takes what it delivers.
  struct Feed: Sendable {
    let title: String
    let work: Load.Work
    /// The screen with the event applied.
    let arrive: @Sendable (Load.Event) -> RunningScreen
    /// Whether the screen has enough to be shown (a full first page, or all there is).
    let isReady: @Sendable (Traits) -> Bool
  }
}

extension RunningScreen.Transition {
  /// The same answer from the screen mapped with `transform`.
  func map<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> RunningScreen<NewOutput>.Transition {
    switch self {
    case .stay(let next, let message): .stay(next.map(transform), message: message)
    case .reject(let why): .reject(why)
    case .present(let start, let resume): .present(start: start) { resume($0).map(transform) }
    case .load(let title, let work, let done, let failed):
      .load(title: title, work: work, done: { done($0).map(transform) }, failed: { failed($0).map(transform) })
    case .awaitMore: .awaitMore
    case .yield(let value, let label): .yield(transform(value), label: label)
    }
  }
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
    case .filter, .nextPage, .previousPage: ""
    }
  }
}

/// How a screen whose elements arrive while it is shown takes them, in terms of its state.
struct FeedOfState<State>: Sendable {
  let title: String
  let work: Load.Work
  let arrive: @Sendable (State, Load.Event) -> State
  let isReady: @Sendable (State, Traits) -> Bool
}

extension RunningScreen {
  init<State: Sendable>(
    title: String,
    state: State,
    page: @escaping @Sendable (State, Traits) -> Page,
    receive: @escaping @Sendable (State, ScreenCommand, Traits) -> Reaction<State, Output>,
    labels: @escaping @Sendable (State, Traits) -> [String],
    unsavedChanges: (@Sendable (State) -> String?)?,
    feed: FeedOfState<State>? = nil,
    pathPart: PathPart<Output> = .typedText
  ) {
    /// The same screen in another state.
    @Sendable func running(_ state: State) -> RunningScreen {
      RunningScreen(
        title: title, state: state, page: page, receive: receive, labels: labels, unsavedChanges: unsavedChanges,
        feed: feed, pathPart: pathPart)
    }
    self.title = title
    // A state never changes, so its page is drawn once per size: back, home and rejected lines reuse it.
    let drawn = PageCache()
    self.page = { traits in drawn.page(for: traits) { page(state, traits) } }
    self.labels = { traits in labels(state, traits) }
    if let unsavedChanges {
      self.unsavedChanges = { @Sendable in unsavedChanges(state) }
    } else {
      self.unsavedChanges = nil
    }
    self.feed = feed.map { feed in
      Feed(
        title: feed.title, work: feed.work, arrive: { event in running(feed.arrive(state, event)) },
        isReady: { traits in feed.isReady(state, traits) })
    }
    /// The transition that runs `load` from `state`.
    @Sendable func loading(_ load: StateLoad<State>, from state: State) -> Transition {
      .load(
        title: load.title, work: load.work, done: { running(load.done(state, $0)) },
        failed: { running(load.failed(state, $0)) })
    }
    self.receive = { command, traits in
      // A screen that does not choose by label takes a path's part as typed text.
      var choosesByLabel = false
      if case .label = pathPart { choosesByLabel = true }
      let command = choosesByLabel ? command : command.asEntry
      switch receive(state, command, traits) {
      case .stay(let next, let message):
        return .stay(running(next), message: message)
      case .reject(let why):
        return .reject(why)
      case .present(let presentation):
        return .present(start: presentation.start) { result in
          switch presentation.resume(state, result) {
          case .stay(let next): .stay(running(next), message: nil)
          case .load(let load): loading(load, from: state)
          }
        }
      case .load(let load):
        return loading(load, from: state)
      case .awaitMore:
        return .awaitMore
      case .yield(let value):
        switch pathPart {
        case .label(let label): return .yield(value, label: label(value))
        case .typedText: return .yield(value, label: command.text.isEmpty ? nil : command.text)
        case .none: return .yield(value, label: nil)
        }
      }
    }
  }

  /// The same screen, yielding `transform` of what it yielded.
  func map<NewOutput>(_ transform: @escaping @Sendable (Output) -> NewOutput) -> RunningScreen<NewOutput> {
    let receive = self.receive
    return RunningScreen<NewOutput>(
      title: title, page: page,
      receive: { command, traits in receive(command, traits).map(transform) },
      labels: labels, unsavedChanges: unsavedChanges,
      feed: feed.map { feed in
        RunningScreen<NewOutput>.Feed(
          title: feed.title, work: feed.work, arrive: { feed.arrive($0).map(transform) }, isReady: feed.isReady)
      })
  }
}

extension RunningScreen.Transition: Sendable where Output: Sendable {}
