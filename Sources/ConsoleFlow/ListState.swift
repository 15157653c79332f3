/// The local state of the list screen: all elements, the filter and its matches, and the first
/// visible row. Showing a page reads only that page's elements.
struct ListState<Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element
  /// Any random-access collection: an array, or a lazy one that reads its rows when asked.
  let elements: Elements
  /// The folded labels, shared by every state of this screen.
  let keys = FoldedKeys()
  var query = ""
  /// Positions in `elements` that the filter keeps, best first; nil when no filter is set.
  var matches: [Int]? = nil
  /// The position in the view of the first visible row.
  var offset = 0

  init(elements: Elements) {
    self.elements = elements
  }

  /// How many elements the current view holds.
  var count: Int { matches?.count ?? elements.count }

  /// The element at a position of the current view.
  func element(at position: Int) -> Element {
    elements[elements.startIndex + (matches?[position] ?? position)]
  }

  /// The positions of the view visible on one page, `offset` clamped so the page is never empty.
  func visible(rows: Int) -> Range<Int> {
    let start = count == 0 ? 0 : min(offset, (count - 1) / rows * rows)
    return start..<min(start + rows, count)
  }

  /// Keeps the elements whose folded label contains the query, then those that hold its
  /// characters in order within a short stretch (a fuzzy match, closest first); an empty query
  /// clears the filter.
  func filtered(by query: String, label: (Element) -> String) -> ListState {
    var next = self
    next.offset = 0
    next.query = query
    guard !query.isEmpty else {
      next.matches = nil
      return next
    }
    let wanted = Folding.key(query)
    let keys = keys.all(elements, label: label)
    var containing: [Int] = []
    var fuzzy: [(position: Int, span: Int)] = []
    // Letters scattered across a long label are no match: the stretch may be at most twice the query.
    let scalars = Array(wanted.unicodeScalars)
    let widest = scalars.count * 2
    var query = wanted
    query.withUTF8 { needle in
      for (position, key) in keys.enumerated() {
        if Folding.firstOffset(of: needle, in: key) != nil {
          containing.append(position)
        } else if let span = Folding.subsequenceSpan(scalars, in: key), span <= widest {
          fuzzy.append((position, span))
        }
      }
    }
    next.matches = containing + fuzzy.sorted { ($0.span, $0.position) < ($1.span, $1.position) }.map(\.position)
    return next
  }
}
