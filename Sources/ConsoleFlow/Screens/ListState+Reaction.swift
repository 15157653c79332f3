// How the list screen takes a line, for every list screen (on a collection or on elements
// still arriving): paging, filtering, choosing by number, name or path, previewing.

/// How the list screen takes a line: paging, a filter, a number or a name, a path's part; a
/// table's rows (`inRows`) page by rows whatever the width, and its labels are its rows' keys
/// (`keyed`): digits typed name a key before a position.
func listReaction<Elements>(
  _ state: ListState<Elements>, _ command: ScreenCommand, traits: Traits, label: (Elements.Element) -> String,
  search: (Elements.Element) -> String, inRows: Bool = false, keyed: Bool = false,
  preview: Preview<Elements.Element>? = nil
) -> Reaction<ListState<Elements>, Elements.Element> {
  // Pages turn as they were counted, a preview below them or not; the next line clears it.
  let traits = roomForTheList(state, traits)
  var state = state
  if case .preview(let item) = command { return previewed(item, in: state, label: label, preview: preview) }
  state.preview = nil
  switch command {
  case .nextPage:
    let visible = visibleRange(state, traits: traits, label: label, inRows: inRows)
    return state.paging.next(from: visible, count: state.count, complete: state.isComplete)
      .reaction(state, paging: \.paging)
  case .previousPage:
    let visible = visibleRange(state, traits: traits, label: label, inRows: inRows)
    return state.paging.previous(from: visible, pageSize: visible.count).reaction(state, paging: \.paging)
  case .filter(let query):
    return .stay(state.filtered(by: query, searching: search))
  case .entry(let text):
    let visible = visibleRange(state, traits: traits, label: label, inRows: inRows)
    return select(
      text, in: state, label: label, visible: visible, keyed: keyed, ellipsis: StyleGuide.symbols.run(traits).ellipsis)
  case .choose(let wanted):
    return choose(wanted, in: state, label: label)
  case .sort:
    // A table takes it before its list does.
    return .reject(Rejection.nothingToSort)
  case .columns:
    return .reject(Rejection.noColumnsToShow)
  case .preview:
    return .stay(state)
  }
}

/// `:preview N`: item N's preview on the page, made at once or by a load the flow waits for.
private func previewed<Elements>(
  _ item: String, in state: ListState<Elements>, label: (Elements.Element) -> String,
  preview: Preview<Elements.Element>?
) -> Reaction<ListState<Elements>, Elements.Element> {
  guard let preview else { return .reject(Rejection.nothingToPreview) }
  guard let number = Int(item), number >= 1 else {
    return .reject(Rejection(.noSuchItem, "Type :preview and an item's number: :preview 1 previews the first."))
  }
  if number > state.count {
    if !state.isComplete { return .awaitMore }
    let range = state.count == 0 ? "there are no items" : "the items are numbered 1 to \(state.count)"
    return .reject(Rejection(.noSuchItem, "There is no item \(number) to preview: \(range)."))
  }
  let position = number - 1
  let element = state.element(at: position)
  let title = label(element)
  var next = state
  switch preview.making {
  case .lines(let make):
    next.preview = ShownPreview(position: position, title: title, content: .lines(make(element)))
    return .stay(next)
  case .load(let what, _, _, let make):
    // The page waits with the progress line; the preview shows once the work is done.
    let query = state.query
    return .load(
      StateLoad(
        what, { try await Preview.allLines(of: element, query: query, made: make) },
        done: { state, lines in
          var shown = state
          shown.preview = ShownPreview(position: position, title: title, content: .lines(lines))
          return shown
        },
        failed: { state, why in
          var shown = state
          shown.preview = ShownPreview(position: position, title: title, content: .failed(why))
          return shown
        }))
  }
}

/// The item labelled exactly `wanted` (a path's part), else the one whose folded label is; while
/// elements still arrive and none matches, waits for more.
private func choose<Elements>(
  _ wanted: String, in state: ListState<Elements>, label: (Elements.Element) -> String
) -> Reaction<ListState<Elements>, Elements.Element> {
  let elements = state.elements
  var exact: Elements.Element?
  state.forEachInView { _, index in
    let element = elements[elements.startIndex + index]
    if label(element) == wanted { exact = element }
    return exact == nil
  }
  if let exact { return .yield(exact) }
  guard state.isComplete else { return .awaitMore }
  // The folded labels the list keeps for names and filters, not each label folded again.
  var key = SearchKey.of(wanted)
  var folded: [Int] = []
  state.withFoldedLabels(label: label) { keys in
    key.withUTF8 { wanted in
      state.forEachInView { position, index in
        if keys(index).elementsEqual(wanted) { folded.append(position) }
        return true
      }
    }
  }
  if folded.count == 1 { return .yield(state.element(at: folded[0])) }
  return .reject(Rejection(.noSuchName, "Nothing here is called \"\(wanted)\"."))
}

/// A typed number or name: the item, a wait for more, or why there is none.
private func select<Elements>(
  _ text: String, in state: ListState<Elements>, label: (Elements.Element) -> String, visible: Range<Int>,
  keyed: Bool, ellipsis: String
) -> Reaction<ListState<Elements>, Elements.Element> {
  if text.isEmpty {
    // Enter on a list whose reading was interrupted reads on: it is asked again.
    if case .interrupted = state.arrival { return .awaitMore }
    return .stay(state)
  }
  if let position = ItemPosition(text) { return select(position, of: text, in: state) }
  let isNumber = text.utf8.allSatisfy { (0x30...0x39).contains($0) }
  if isNumber, keyed { return selectKeyed(text, in: state, label: label, visible: visible) }
  if isNumber { return selectNumbered(text, in: state, label: label, visible: visible) }
  guard state.count > 0 || !state.isComplete else { return .reject(nothingToChoose(in: state)) }
  let withKeys = { body in state.withFoldedLabels(label: label, body) }
  var match = LabelMatch.find(text, withKeys: withKeys, view: state.forEachInView)
  // A name typed as the page spells it, its control characters escaped (as Tab completes it).
  if match == .none, text.contains("\\"), case let raw = TerminalText.unescaped(text), raw != text {
    match = LabelMatch.find(raw, withKeys: withKeys, view: state.forEachInView)
  }
  if !state.isComplete {
    // A label the name is whole, among the elements read, is chosen at once; a start or a part
    // of one may be shared by elements still to come, which are read on for, to a limit.
    if case .selected(let position) = match, SearchKey.of(label(state.element(at: position))) == SearchKey.of(text) {
      return .yield(state.element(at: position))
    }
    if match == .none || state.elements.count < readingOnLimit { return readingOn(for: text, in: state) }
  }
  switch match {
  case .selected(let position):
    return .yield(state.element(at: position))
  case .ambiguous(let positions):
    let shown = positions.prefix(10).map { "  \($0 + 1)  \(label(state.element(at: $0)))" }
    let more = positions.count > 10 ? ["  \(ellipsis) and \(positions.count - 10) more; type more of the name"] : []
    let lines = ["\"\(text)\" matches \(positions.count) items; type more of the name or a number:"] + shown + more
    return .reject(Rejection(.ambiguousName, lines.joined(separator: "\n")))
  case .none:
    return .reject(
      Rejection(.noSuchName, "Nothing is called \"\(text)\". Type a number, a name, or /\(text) to filter."))
  }
}

/// Digits typed: the item of that number on the page shown; else the item whose label they are
/// (a row's key, `10643`, wherever it stands); else the item of that number beyond the page.
/// Never part of a longer name: an off-by-one in a script fails.
private func selectNumbered<Elements>(
  _ text: String, in state: ListState<Elements>, label: (Elements.Element) -> String, visible: Range<Int>
) -> Reaction<ListState<Elements>, Elements.Element> {
  let number = Int(text)
  if let number, visible.contains(number - 1), number - 1 < state.count {
    return .yield(state.element(at: number - 1))
  }
  var labelled: Int?
  let elements = state.elements
  state.forEachInView { position, index in
    guard label(elements[elements.startIndex + index]) == text else { return true }
    labelled = position
    return false
  }
  if let labelled { return .yield(state.element(at: labelled)) }
  if let number, (1...max(1, state.count)).contains(number), number <= state.count {
    return .yield(state.element(at: number - 1))
  }
  // A number past the items here, or a key, may be among the elements still to come.
  if !state.isComplete { return readingOn(for: text, in: state) }
  guard state.count > 0 else { return .reject(nothingToChoose(in: state)) }
  return .reject(
    Rejection(
      .noSuchItem, "There is no item \(text): the items are numbered 1 to \(state.count)."))
}

/// `#N`: the item at position N of the list as it stands (filtered, sorted), on any page: the
/// one way to say a position where digits name a key.
struct ItemPosition {
  let number: Int?

  /// `#` and digits, or nil for any other text.
  init?(_ text: String) {
    guard text.first == "#", text.count > 1, text.utf8.dropFirst().allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    number = Int(text.dropFirst())
  }
}

/// The item at `position`, a wait while it may still arrive, or why there is none.
private func select<Elements>(
  _ position: ItemPosition, of text: String, in state: ListState<Elements>
) -> Reaction<ListState<Elements>, Elements.Element> {
  if let number = position.number, number >= 1, number <= state.count {
    return .yield(state.element(at: number - 1))
  }
  if !state.isComplete { return readingOn(for: text, in: state) }
  guard state.count > 0 else { return .reject(nothingToChoose(in: state)) }
  return .reject(Rejection(.noSuchItem, "There is no item \(text): the items are numbered #1 to #\(state.count)."))
}

/// Digits typed on a table: the row whose key they are, wherever it stands, read on for while
/// rows still arrive. Where the keys are numbers, never a position: a key mistyped opens no
/// other row (`#N` is the position). Where the keys are names, the row of that number.
private func selectKeyed<Elements>(
  _ text: String, in state: ListState<Elements>, label: (Elements.Element) -> String, visible: Range<Int>
) -> Reaction<ListState<Elements>, Elements.Element> {
  var keyed: Int?
  var keysAreNumbers = false
  let elements = state.elements
  state.forEachInView { position, index in
    let key = label(elements[elements.startIndex + index])
    if key == text {
      keyed = position
      return false
    }
    if !keysAreNumbers, !key.isEmpty, key.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2D }) {
      keysAreNumbers = true
    }
    return true
  }
  if let keyed { return .yield(state.element(at: keyed)) }
  if !state.isComplete { return readingOn(for: text, in: state) }
  guard keysAreNumbers else { return selectNumbered(text, in: state, label: label, visible: visible) }
  return .reject(
    Rejection(
      .noSuchItem, "No row has the key \(text). #\(text) chooses row \(text) as the rows stand."))
}

/// How many elements a typed name, key or number reads a list on to, at most, looking for its
/// item: a word that names nothing must not read (and keep) a table of millions of rows, nor an
/// endless source. Past it the user filters, which a source may do by itself (SQLite does).
let readingOnLimit = 100_000

/// A wait for more elements, where the item typed may be among them, until the list holds
/// ``readingOnLimit`` elements; then what was looked at, and how to look further.
private func readingOn<Elements>(
  for text: String, in state: ListState<Elements>
) -> Reaction<ListState<Elements>, Elements.Element> {
  let read = state.elements.count
  if read < readingOnLimit { return .awaitMore }
  return .reject(
    Rejection(
      .noSuchName,
      "Nothing is called \"\(text)\" in the first \(read) read; more are to come: /\(text) filters them all."))
}

/// Why a list without items in view chooses nothing.
private func nothingToChoose<Elements>(in state: ListState<Elements>) -> Rejection {
  let why = state.elements.isEmpty ? "Nothing here to choose." : "No items match the filter; / alone clears it."
  return Rejection(.nothingToChoose, why)
}

extension Reaction {
  /// The same reaction of a list, for the screen state that holds it at `list` (a streamed list,
  /// a table): a state the list stays in is put back in `holder`; a preview's load reaches it there.
  func held<Holder: Sendable>(in holder: Holder, at list: WritableKeyPath<Holder, State> & Sendable) -> Reaction<
    Holder, Output
  > where State: Sendable {
    switch self {
    case .stay(let state, let message):
      var next = holder
      next[keyPath: list] = state
      return .stay(next, message: message)
    case .reject(let why): return .reject(why)
    case .awaitMore: return .awaitMore
    case .yield(let value): return .yield(value)
    case .load(let load):
      return .load(
        load.within(
          get: { $0[keyPath: list] },
          set: { holder, state in
            var next = holder
            next[keyPath: list] = state
            return next
          }))
    // A list presents nothing.
    case .present: return .awaitMore
    }
  }
}
