/// The local state of the list screen: all elements, the filter and its matches, and the first
/// visible row. Showing a page reads only that page's elements.
struct ListState<Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element
  /// Any random-access collection: an array, or a lazy one that reads its rows when asked.
  let elements: Elements
  /// The folded labels, shared by every state of this screen.
  let keys = SearchKeyCache()
  var query = ""
  /// Positions in `elements` that the filter keeps, best first; nil when no filter is set.
  var matches: [Int]? = nil
  /// The position in the view of the first visible row.
  var offset = 0
  /// Where the pages before this one started, so that :prev returns to them exactly when pages
  /// hold different numbers of entries (the wide layout).
  var earlierStarts: [Int] = []

  init(elements: Elements) {
    self.elements = elements
  }

  /// How many elements the current view holds.
  var count: Int { matches?.count ?? elements.count }

  /// The element at a position of the current view.
  func element(at position: Int) -> Element {
    viewElement(elements, matches, at: position)
  }

  /// The positions of the view visible on one page of `rows` entries, `offset` clamped so the page
  /// is never empty.
  func visible(rows: Int) -> Range<Int> {
    let start = count == 0 ? 0 : min(offset, (count - 1) / rows * rows)
    return start..<min(start + rows, count)
  }

  /// The positions visible when entries stand in columns like `ls -C`: from `offset`, as many as
  /// fit in `rows` lines, the column count set by the widest entry. Reads at most the labels
  /// that fit on the screen.
  func visibleInColumns(
    rows: Int, width: Int, spacing: StyleGuide.Spacing, labelWidth: (Element) -> Int
  ) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let start = min(offset, count - 1)
    let room = width - spacing.margin
    var shown = 0
    var widestLabel = 0
    while start + shown < count {
      let numberWidth = decimalDigits(start + shown + 1)
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

  /// Keeps the elements whose folded label contains the query, then those that hold its
  /// characters in order within a short stretch (a fuzzy match, closest first); an empty query
  /// clears the filter.
  func filtered(by query: String, label: (Element) -> String) -> ListState {
    var next = self
    next.offset = 0
    next.earlierStarts = []
    next.query = query
    guard !query.isEmpty else {
      next.matches = nil
      return next
    }
    let wanted = SearchKey.of(query)
    let keys = keys.all(elements, label: label)
    var containing: [Int] = []
    var fuzzy: [(position: Int, span: Int)] = []
    // Letters scattered across a long label are no match: the stretch may be at most twice the query.
    let scalars = Array(wanted.unicodeScalars)
    let widest = scalars.count * 2
    var query = wanted
    query.withUTF8 { needle in
      for (position, key) in keys.enumerated() {
        if SearchKey.firstOffset(of: needle, in: key) != nil {
          containing.append(position)
        } else if let span = SearchKey.subsequenceSpan(scalars, in: key), span <= widest {
          fuzzy.append((position, span))
        }
      }
    }
    next.matches = containing + fuzzy.sorted { ($0.span, $0.position) < ($1.span, $1.position) }.map(\.position)
    return next
  }
}

/// The element at a position of the view that `matches` (nil: all elements) makes of `elements`.
/// A free function, so that hot loops can call it without the generic state's type at hand.
func viewElement<Elements: RandomAccessCollection>(
  _ elements: Elements, _ matches: [Int]?, at position: Int
) -> Elements.Element where Elements.Index == Int {
  elements[elements.startIndex + (matches?[position] ?? position)]
}
