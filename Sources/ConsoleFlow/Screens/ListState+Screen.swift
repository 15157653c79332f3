// How the list screen draws a list's state: its page, the room its rows have, its narrowing
// for live typing and its preview's work, for every list screen (on a collection or on elements
// still arriving). How it takes a line is in ListState+Reaction.swift.

/// What a list's status counts as its whole, beside the filter's matches.
enum ListWhole {
  /// Its elements: "(93 in all)".
  case items
  /// A table's rows: "(93 rows in all)".
  case rows
  /// A table whose source selected the rows for the filter: the list holds only those, and the
  /// table had `inAll` rows when that was known.
  case selectedRows(inAll: Int?)
}

/// The list screen's page for its state: the visible items, and a status that says where they
/// are, what arrived and what the filter matches, apart from the whole (`whole`).
func listPage<Elements>(
  _ state: ListState<Elements>, title: String, traits: Traits,
  label: (Elements.Element) -> String, detail: ((Elements.Element) -> String?)?, inRows: Bool = false,
  whole: ListWhole = .items
) -> Page {
  let traits = roomForTheList(state, traits)
  var page = Page(title: title)
  page.preview = state.preview?.page
  let total = state.elements.count
  page.elementsRead = total
  page.rereads = state.rereads
  let ellipsis = StyleGuide.symbols.run(traits).ellipsis
  var arrived: String
  switch state.arrival {
  case .complete: arrived = ""
  case .loading, .readingOn:
    arrived = " so far, loading\(ellipsis)"
    page.itemsToCome = state.arrival == .loading ? .arriving : .readingOn
  case .paused:
    arrived = " so far, more as you page"
    page.itemsToCome = .asYouPage
  case .stopped(let why): arrived = ", incomplete (\(why))"
  case .interrupted(let why):
    arrived = ", incomplete (\(why)); asked again, it reads on"
    page.itemsToCome = .asYouPage
  }
  switch state.before {
  case .none: break
  case .unread:
    // A filter searches the rows read: the earlier ones come as the whole list pages up.
    arrived += state.matches == nil ? "; earlier ones as you page up" : "; earlier ones not searched"
    page.itemsBefore = .asYouPage
  case .arriving:
    arrived += "; earlier ones loading\(ellipsis)"
    page.itemsBefore = .readingOn
  case .failed(let why):
    arrived += "; earlier ones not read (\(why)), paged up they are read again"
    page.itemsBefore = .asYouPage
  }
  // Read from the end, the rows held are the last ones: numbered among them.
  let held = state.before == .none ? "\(total)" : "the last \(total)"
  switch state.rereading {
  case .fromTheEnd?:
    arrived += ", reading the last ones\(ellipsis)"
    // About to hold the last rows: Home reads the first again.
    page.itemsBefore = .readingOn
  case .fromTheStart?:
    arrived += ", reading the first ones\(ellipsis)"
    // About to hold the first rows, more after them: End reads the last again.
    page.itemsToCome = .readingOn
  case .back?, nil: break
  }
  if total == 0 {
    page.body = [state.isComplete ? "Nothing here." : "Nothing here yet."]
    page.isDeadEnd = state.isComplete
    if !arrived.isEmpty { page.status = "0\(arrived)" }
    return page
  }
  let visible = visibleRange(state, traits: traits, label: label, inRows: inRows)
  page.itemCount = state.count
  // Read out of the generic state once: inside the loop each access would look its type up again.
  let (elements, matches) = (state.elements, state.matches)
  page.items = visible.map { position in
    let element = viewElement(elements, matches, at: position)
    return Page.Item(number: position + 1, label: label(element), detail: detail?(element))
  }
  let dash = StyleGuide.symbols.run(traits).dash
  let range = visible.isEmpty ? "0" : "\(visible.lowerBound + 1)\(dash)\(visible.upperBound)"
  // Every status below that has items to show opens with their range.
  page.statusRangeLength = visible.isEmpty ? nil : range.utf8.count
  if state.matches == nil {
    page.status = "\(range) of \(held)\(arrived)"
    return page
  }
  /// "93 in all", or what a list read from its end holds: "the last 93".
  func inAll(_ held: String) -> String { state.before == .none ? held + " in all" : held }
  // Live narrowing shows its first page before it has counted every match.
  let (plus, searching) = state.isSearching ? ("+", ", searching\(StyleGuide.symbols.run(traits).ellipsis)") : ("", "")
  let query = "\"\(state.query)\""
  switch whole {
  case .items:
    page.status =
      state.count == 0
      ? "0 of \(held) match \(query)\(arrived)"
      : "\(range) of \(state.count)\(plus) matching \(query) (\(inAll(held))\(arrived)\(searching))"
  case .rows:
    page.status =
      state.count == 0
      ? "0 of \(held) rows match \(query)\(arrived)"
      : "\(range) of \(state.count)\(plus) matching \(query) (\(inAll(held + " rows"))\(arrived)\(searching))"
  case .selectedRows(let rows):
    // The list holds only what matches: its count is no whole; the table's, when known, is.
    let inAll = rows.map { " (\($0) rows in all)" } ?? ""
    page.status =
      state.count == 0
      ? "0 rows match \(query)\(arrived)\(inAll)"
      : "\(range) of \(state.count)\(plus) matching \(query)\(arrived)\(searching)\(inAll)"
  }
  if !state.forgiven.isEmpty {
    // Nothing matches as typed: what is shown is one letter off, and said so.
    let terms = state.forgiven.map { "\"\($0)\"" }.joined(separator: ", ")
    page.status =
      "\(range) of \(state.count) one letter off \(terms): nothing matches \(query) (\(inAll(held))\(arrived))"
  }
  if state.count == 0 {
    // Where a line is only a query, erasing it widens the list: `/` is a query character there.
    let clearing = traits.typing == .query ? "" : " / alone clears the filter."
    // Said of what was looked at: on a list read as you page, only the part read so far.
    let within =
      state.isComplete ? "" : state.before == .none ? " in the \(total) read so far" : " in \(held) rows read"
    page.body = ["No items match \"\(state.query)\"\(within).\(clearing)"]
  }
  return page
}

/// The traits a list's rows are counted for: fewer rows while a preview stands below them, half
/// the width while it stands beside them.
func roomForTheList<Elements>(_ state: ListState<Elements>, _ traits: Traits) -> Traits {
  guard state.preview != nil else { return traits }
  var room = traits
  if Page.PreviewPane.standsBeside(for: traits) {
    room.width = Page.PreviewPane.listWidth(for: traits.width)
  } else {
    room.height = max(5, traits.height - Page.PreviewPane.rowsBelow(for: traits))
  }
  return room
}

/// The positions shown on the current page: a page of rows, or in the wide layout as many
/// entries as the columns hold (never for a table's rows, `inRows`).
func visibleRange<Elements>(
  _ state: ListState<Elements>, traits: Traits, label: (Elements.Element) -> String, inRows: Bool
) -> Range<Int> {
  guard StyleGuide.layout.run(traits) == .wide, !inRows else { return state.visible(rows: traits.pageRows) }
  let spacing = StyleGuide.spacing.run(traits)
  return state.visibleInColumns(rows: traits.pageRows, width: traits.width, spacing: spacing) {
    TerminalText.shownWithLength(label($0)).length
  }
}

/// The list as live narrowing asks: narrowed by a text as far as its first page (its first
/// matches fill the largest page the terminal shows), searched on by one more part, or with its
/// labels folded for the first key.
func listNarrowed<Elements>(
  _ state: ListState<Elements>, _ narrowing: Narrowing, traits: Traits, search: (Elements.Element) -> String,
  label: (Elements.Element) -> String, preview: Preview<Elements.Element>?
) -> ListState<Elements> {
  switch narrowing {
  case .by(let query):
    return state.filtered(by: query, searching: search, firstMatches: traits.height * max(1, traits.width / 8))
  case .searchingOn: return state.searchingOn(searching: search)
  case .preparing: return state.preparedForSearch(searching: search)
  // A list whose elements grow catches up in its screen's workings (``ScreenWorkings/catchingUp(list:)``).
  case .toggling, .marking, .caughtUp: return state
  case .showing(let position):
    var next = state
    next.paging = Paging(offset: max(0, min(position, state.count - 1)))
    return next
  case .previewing(let position, let loaded):
    var next = state
    next.preview = nil
    guard let preview, let position, position < state.count else { return next }
    let element = state.element(at: position)
    let title = label(element)
    switch preview.making {
    case .lines(let make):
      // The cursor's item unchanged (a search went on, elements arrived): its lines are kept.
      if let shown = state.preview, shown.isOf(position: position, title: title) {
        next.preview = shown
      } else {
        next.preview = ShownPreview(position: position, title: title, content: .lines(make(element)))
      }
    case .load(let what, _, _, _):
      let mine = loaded.flatMap { $0.isOf(position: position, title: title) ? $0 : nil }
      next.preview = mine ?? ShownPreview(position: position, title: title, content: .loading(what))
    }
    return next
  }
}

/// The work that makes the preview of the item at `position`, for a list whose previews load.
func listPreviewWork<Elements>(
  _ state: ListState<Elements>, at position: Int, label: (Elements.Element) -> String,
  preview: Preview<Elements.Element>?
) -> PreviewWork? {
  guard case .load(let what, let streams, let readsQuery, let make)? = preview?.making, position < state.count
  else { return nil }
  let element = state.element(at: position)
  let query = state.query
  return PreviewWork(
    position: position, title: label(element), what: what, streams: streams, query: readsQuery ? query : nil
  ) { deliver in try await make(element, query, deliver) }
}
