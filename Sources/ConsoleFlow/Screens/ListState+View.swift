/// The view a list shows: all its elements, or the matches of its filter best first, and the
/// part of it one page holds.
extension ListState {
  /// Whether all the elements are here (or none more will come).
  var isComplete: Bool {
    arrival != .loading && arrival != .readingOn && !arrival.readsWhenAsked && before == .none
  }

  /// How many elements the current view holds.
  var count: Int { matches?.count ?? elements.count }

  /// The element at a position of the current view.
  func element(at position: Int) -> Element {
    viewElement(elements, matches, at: position)
  }

  /// The position in `elements` of the element at a position of the current view.
  func elementIndex(at position: Int) -> Int {
    matches?[position] ?? position
  }

  /// Calls `body` with each position of the current view and the position of its element in
  /// `elements`, in order, until it answers false: a walk of the whole view without a lookup each.
  func forEachInView(_ body: (_ position: Int, _ index: Int) -> Bool) {
    guard let matches else {
      for position in 0..<elements.count where !body(position, position) { return }
      return
    }
    matches.forEach(body)
  }

  /// Every element of the current view, in order, through `transform`.
  func mapView<T>(_ transform: (Element) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    let elements = self.elements
    forEachInView { _, index in
      result.append(transform(elements[elements.startIndex + index]))
      return true
    }
    return result
  }

  /// The label of the element at `position` of the current view, nil past its end: one label
  /// made, not the view's every one.
  func viewLabel(at position: Int, label: (Element) -> String) -> String? {
    guard position >= 0, position < count else { return nil }
    return label(element(at: position))
  }

  /// The first position of the current view whose element is labelled `wanted`: a walk that
  /// stops there, holding no labels.
  func viewPosition(ofLabel wanted: String, label: (Element) -> String) -> Int? {
    var found: Int?
    let elements = self.elements
    forEachInView { position, index in
      guard label(elements[elements.startIndex + index]) == wanted else { return true }
      found = position
      return false
    }
    return found
  }

  /// The positions of the view visible on one page of `rows` entries, `offset` clamped so the page
  /// is never empty.
  func visible(rows: Int) -> Range<Int> {
    let start = count == 0 ? 0 : min(paging.offset, (count - 1) / rows * rows)
    return start..<min(start + rows, count)
  }

  /// The positions visible when entries stand in columns like `ls -C`: from `offset`, as many as
  /// fit in `rows` lines, the column count set by the widest entry. Reads at most the labels
  /// that fit on the screen.
  func visibleInColumns(
    rows: Int, width: Int, spacing: StyleGuide.Spacing, labelWidth: (Element) -> Int
  ) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let start = min(paging.offset, count - 1)
    let room = width - spacing.margin
    var shown = 0
    var widestLabel = 0
    while start + shown < count {
      let numberWidth = LineAssembly.decimalDigits(start + shown + 1)
      let widerLabel = max(widestLabel, labelWidth(element(at: start + shown)))
      let widest = spacing.columnEntryWidth(numberWidth: numberWidth, labelWidth: widerLabel, width: width)
      let columns = Layout.columnCount(widest: widest, width: room, gap: spacing.columnGap)
      // Wider entries only lower the column count: the first entry that does not fit ends the page.
      guard shown + 1 <= rows * columns else { break }
      widestLabel = widerLabel
      shown += 1
    }
    return start..<start + max(shown, min(rows, count - start))
  }
}

/// The element at a position of the view that `matches` (nil: all elements) makes of `elements`.
/// A free function, so that hot loops can call it without the generic state's type at hand.
func viewElement<Elements: RandomAccessCollection>(
  _ elements: Elements, _ matches: RankedMatches?, at position: Int
) -> Elements.Element where Elements.Index == Int {
  elements[elements.startIndex + (matches?[position] ?? position)]
}
