/// What a list screen shows while a line is typed at a terminal that can redraw it: the text
/// narrows the list as `/text` would, ranked the same way, without a step; a cursor moves among
/// the matches; Enter sends the line as typed, or chooses the match under the cursor.
///
/// A pure value, as the flow is: an interpreter gives it each state of the line and draws
/// ``page``; the steps Enter makes are lines of the input language, so a recording replays them.
/// Read as a query (``Reading/query``), every line narrows, the empty one too (the whole list,
/// its cursor on the first item), and Enter chooses the item under the cursor (``choice``).
///
/// It keeps the flow it narrows (``base``) beside its ``State``; an interpreter that keeps the
/// flow itself keeps only the state.
package struct LiveNarrowing<Output: Sendable>: Sendable {
  /// What a line typed means to the narrowing.
  package enum Reading: Sendable {
    /// The input language: a name or `/text` narrows; numbers, commands and a blank line do not.
    case inputLanguage
    /// A query, whatever it holds: digits and commands too, and the empty line.
    case query
  }

  /// The flow as the last step (or load) left it: what Enter's lines are sent to.
  package private(set) var base: Flow<Output>
  /// Everything else: what was typed, the cursor, the narrowed list, the preview.
  package private(set) var state: State

  package init(_ flow: Flow<Output>, reading: Reading = .inputLanguage) {
    base = flow
    state = State(reading: reading)
  }

  /// What a line typed means.
  package var reading: Reading { state.reading }
  /// The text that narrows the list now; nil when the line narrows nothing.
  package var query: String? { state.query }
  /// Where the cursor is among the matches, from 0.
  package var cursor: Int { state.cursor }
  /// The page to draw: the base page, or the list narrowed by the typed text with its cursor marked.
  package var page: Page { state.page(on: base) }
  /// How many items the narrowed list holds (the base list's count when nothing narrows it).
  package var count: Int { state.count(on: base) }
  /// Whether the narrowed list has more to search.
  package var isSearching: Bool { state.isSearching }
  /// The slow work the preview of the cursor's item still needs.
  package var previewWanted: PreviewWork? { state.previewWanted }
  /// What Enter chooses when the line is read as a query.
  package var choice: (flow: Flow<Output>, line: String)? { state.choice }
  /// The flow whose list is on screen, narrowed or not: what Tab completes from.
  package var completionFlow: Flow<Output> { state.completionFlow(on: base) }

  /// Takes the line as it stands now; answers whether the page changed.
  package mutating func typed(_ line: String) -> Bool { state.typed(line, on: base) }

  /// Searches the narrowed list on by one part; answers whether the search is over.
  @discardableResult
  package mutating func searchOn() -> Bool { state.searchOn() }

  /// Moves the cursor `offset` matches down (up when negative); false when nothing narrows.
  package mutating func moveCursor(by offset: Int) -> Bool { state.moveCursor(by: offset) }

  /// What a preview's work made.
  package mutating func previewArrived(_ work: PreviewWork, lines: Result<[Page.Line], Load.Failure>) {
    state.previewArrived(work, lines: lines)
  }

  /// A preview's work ended.
  package mutating func previewEnded(_ work: PreviewWork) { state.previewEnded(work) }

  /// The flow moved on without a step: the filter is made again on it, the cursor kept.
  package mutating func rebase(_ flow: Flow<Output>) {
    base = flow
    state.refilter(on: flow)
  }

  /// What Tab offers for `text`: the names in the list on screen, narrowed or not.
  package func tabCompletions(for text: String) -> [String] {
    completionFlow.tabCompletions(for: text)
  }

  /// The lines Enter sends for `line`.
  package func lines(forEnter line: String) -> [String] { state.lines(forEnter: line, on: base) }
}

extension Flow {
  /// The top screen's labels folded for its filter, ahead of the first key that narrows it:
  /// what an interpreter may run on another thread once a long list is shown.
  package func preparedForNarrowing() -> Flow {
    narrowed(.preparing) ?? self
  }

  /// The top screen, a list, as live narrowing asks; nil when the top screen is no list.
  func narrowed(_ narrowing: Narrowing) -> Flow? {
    guard let narrow = stack[stack.count - 1].screen.narrow else { return nil }
    var next = self
    next.clearLastAnswer()
    next.stack[next.stack.count - 1].screen = environment.bound { narrow(narrowing, traits) }
    return next
  }

  /// Whether the top screen is a list that narrows as a line is typed.
  package var narrows: Bool { stack[stack.count - 1].screen.narrow != nil }

  /// Whether the top screen shows previews of its items (`:preview`).
  package var previews: Bool { stack[stack.count - 1].screen.previews }

  /// The slow work that makes the preview of the item at a position of the top screen's view,
  /// when its previews load.
  func previewWork(at position: Int) -> PreviewWork? {
    var work = environment.bound { stack[stack.count - 1].screen.previewWork?(position) }
    work?.environment = environment
    return work
  }

  /// Whether the top screen's list, narrowed, has more to search.
  package var isSearching: Bool { stack[stack.count - 1].screen.isSearching }
}
