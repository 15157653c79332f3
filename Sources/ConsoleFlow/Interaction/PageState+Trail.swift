extension PageState {
  /// The states of the pages on the way back from the one shown, by breadcrumb: back on a page
  /// (`:back`, a field edited from a form's review) the cursor is where it was left, on the item
  /// it was on, not on the first item.
  ///
  /// ```swift
  /// var trail = PageState.Trail()
  /// var state = PageState()
  /// trail.show(artists, state: &state) // a new page: the cursor on its first item
  /// state.apply(.move(3), in: PageState.Extent(items: 275, rows: 20))
  /// trail.show(albums, state: &state) // on albums' first item
  /// trail.show(artists, state: &state) // back on item 4
  /// ```
  package struct Trail: Equatable, Sendable {
    /// The breadcrumb of the page shown.
    package private(set) var shown: [String]?
    /// The states of the pages left, by breadcrumb.
    private var left: [[String]: PageState] = [:]

    /// No page shown yet.
    package init() {}

    /// Shows `page` with `state`, the state of the page shown until now: kept while the page is
    /// the same screen's (a list whose items came after its page gets its cursor now); at another
    /// screen, the state that page was left in when it is come back to (a list, not a page that
    /// says which item it holds), else the state it starts in. Only the pages on the way back
    /// are kept: those under the new one are never returned to. Whether the page is another.
    @discardableResult
    package mutating func show(_ page: Page, state: inout PageState) -> Bool {
      guard shown != page.breadcrumb else {
        if state.cursor == nil, let first = page.items.first?.number { state.cursor = first }
        return false
      }
      if let leaving = shown {
        left = left.filter { $0.key.count < leaving.count && leaving.starts(with: $0.key) }
        var kept = state
        kept.awaited = nil
        left[leaving] = kept
      }
      shown = page.breadcrumb
      if let back = left.removeValue(forKey: page.breadcrumb), !page.items.isEmpty, page.current == nil {
        state = back
      } else {
        state = PageState(startingOn: page)
      }
      return true
    }
  }
}
