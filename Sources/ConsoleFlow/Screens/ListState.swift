/// The local state of the list screen: all elements, the filter and its matches, and the first
/// visible row. Showing a page reads only that page's elements.
struct ListState<Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element
  /// Any random-access collection: an array, or a lazy one that reads its rows when asked.
  private(set) var elements: Elements
  /// The folded labels names are looked up by (``SearchKey``), shared by every state of this screen.
  let keys = TextTable()
  /// The texts a filter searches (the labels, or the text the screen was given), shared too.
  let searchTexts = TextTable()
  /// Each element's label as UTF-8 bytes held in place, for lists of a million lines and more:
  /// filters and names read them where they are, and no folded copy of every label is kept.
  let labelBytes: (@Sendable (Element) -> UnsafeBufferPointer<UInt8>)?
  /// How a query matches (case, `--exact`, the fields searched).
  let options: ListFilter.Options
  /// The filter as typed, and as parsed and compiled once for every part searched.
  private(set) var query = ""
  private(set) var pattern = SearchPattern("")
  /// The query whose rows the elements already are, for a table whose source selected them (a
  /// database's WHERE on the whole text): that filter keeps every element, in the source's order,
  /// rather than judge them again by the shorter text the list shows.
  var selectedBySource: String?
  /// The terms that matched nothing, when the matches are the lines one letter off them.
  var forgiven: [String] = []
  /// The weights of the items chosen before for the filter typed (``ChoiceRecall``): those
  /// come first.
  private(set) var lifts: [String: Double] = [:]
  /// Positions in `elements` that the filter keeps, best first; nil when no filter is set.
  var matches: RankedMatches? = nil
  /// The page shown: its first position in the view, and where the pages before it started.
  var paging = Paging()
  /// Whether more elements are coming, for a list whose elements arrive while it is shown.
  var arrival = Arrival.complete
  /// Whether elements before the first held are still to be read (a list read from its end).
  var before = Before.none
  /// The end the list is being read again from (``Reread``): the elements held are shown until
  /// the first new ones arrive, which replace them. Nil when it is not.
  var rereading: Reread?
  /// How many times its elements were replaced by those read again from either end.
  var rereads = 0
  /// The preview shown of one item of the view (`:preview`, or the cursor's item at a terminal).
  var preview: ShownPreview?
  /// The positions the filter matched, in increasing order: a query that narrows this one
  /// (``SearchPattern/narrows(_:)``) can only match among them, so it searches only these. The
  /// same positions as `matches` holds by rank; kept in order as well, since merging the ranks
  /// again at every key would cost more than these bits.
  private var candidates = PositionSet()
  /// What a filter made in parts (live narrowing) has still to search, in increasing order: the
  /// positions of these sets from the rank given (the candidates of the filters typed before,
  /// shared, not copied), then every position from `from` on (all the elements that arrive too).
  private var unsearched: (sets: [(set: PositionSet, next: Int)], from: Int?) = ([], nil)

  /// Filters searched to their end whose queries start the one now set, shortest first, with how
  /// many elements there were: a backspace back to one of them shows its matches at once, final,
  /// rather than searching again (fzf keeps its earlier results the same way).
  private var earlier: [Finished] = []

  /// A filter searched to its end.
  private struct Finished: Sendable {
    let query: String
    let pattern: SearchPattern
    let elementCount: Int
    let matches: RankedMatches
    let candidates: PositionSet
    let forgiven: [String]
  }

  /// How many positions a filter made in parts searches for a key at most: a few milliseconds'
  /// work even where each line costs the most.
  static var part: Int { 16_384 }
  /// How many it searches at a time between keys (a key waits at most that long), and the most
  /// any filter searches in one part: what a part holds while it is searched stays small.
  static var laterPart: Int { 16_384 }

  /// Whether a filter made in parts has positions left to search: its matches so far lead the
  /// ranking once they fill a page, but their count is not final.
  var isSearching: Bool {
    !unsearched.sets.isEmpty || unsearched.from.map { $0 < elements.count } ?? false
  }

  /// A list of `elements`; `searchesLabels` false when a filter searches other text than labels;
  /// `labelBytes` when the labels are bytes held in place (and filters search them).
  init(
    elements: Elements, arrival: Arrival = .complete, searchesLabels: Bool = true,
    labelBytes: (@Sendable (Element) -> UnsafeBufferPointer<UInt8>)? = nil,
    options: ListFilter.Options = ListFilter.Options()
  ) {
    self.elements = elements
    self.options = options
    self.arrival = arrival
    self.labelBytes = searchesLabels ? labelBytes : nil
  }

  /// Runs `body` with each element's folded label, by position in `elements`: the keys the list
  /// keeps, or for label bytes each folded as it is read.
  func withFoldedLabels(
    label: (Element) -> String, _ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let labelBytes else {
      return keys.withTexts(of: elements, write: { SearchKey.append(keyOf: label($0), to: &$1) }, body)
    }
    let folded = FoldedLabel()
    let elements = self.elements
    body { position in folded.fold(labelBytes(elements[elements.startIndex + position])) }
  }

  /// Keeps the elements that match the query (``SearchPattern``, parsed and compiled here once
  /// for every part searched), best first (``Rank``); an empty query clears the filter. With
  /// `firstMatches`, the search stops once that many elements match, or after ``part``
  /// positions: the matches so far make a first page, and ``searchingOn(searching:)`` goes on
  /// with the rest.
  func filtered(by query: String, searching text: (Element) -> String, firstMatches: Int? = nil) -> ListState {
    var next = self
    next.paging = Paging()
    next.query = query
    // The view's positions change: a preview shown of one no longer says which item it is.
    next.preview = nil
    next.candidates = PositionSet()
    next.forgiven = []
    guard !query.isEmpty else {
      next.pattern = SearchPattern("")
      next.matches = nil
      next.unsearched = ([], nil)
      return next
    }
    // Only the filters this query could be backspaced to are kept. Queries are compared scalar by
    // scalar, as they are searched: `ö` and `o` with a combining diaeresis are equal Strings but
    // not the same query.
    next.earlier = earlier.filter {
      query.unicodeScalars.starts(with: $0.query.unicodeScalars) && $0.elementCount == elements.count
    }
    if let kept = next.earlier.last(where: { $0.query.unicodeScalars.elementsEqual(query.unicodeScalars) }) {
      next.pattern = kept.pattern
      next.matches = kept.matches
      next.candidates = kept.candidates
      next.forgiven = kept.forgiven
      next.unsearched = ([], nil)
      return next
    }
    next.pattern = SearchPattern(query, options: options)
    next.lifts = ChoiceRecall.current.weights(for: query)
    next.matches = RankedMatches()
    // A narrower query searches the last one's matches only, and what the last one had still to
    // search: every match comes before that.
    if matches != nil, !pattern.isEmpty, next.pattern.narrows(pattern) {
      let searched = candidates.isEmpty ? [] : [(set: candidates, next: 0)]
      next.unsearched = (searched + unsearched.sets, unsearched.from)
    } else {
      next.unsearched = ([], 0)
    }
    next.search(budget: firstMatches == nil ? nil : Self.part, firstPart: 2_048, until: firstMatches, searching: text)
    return next
  }

  /// The cells of the element at `position` (its text a tab between cells) in which the filter's
  /// terms match; none without a filter.
  func matchedCells(at position: Int, searching text: (Element) -> String) -> [Int] {
    guard !query.isEmpty else { return [] }
    var line = text(element(at: position))
    return line.withUTF8(pattern.compiled.matchedCells)
  }

  /// The list with the texts a filter searches gathered, once, ahead of the first filter; a list
  /// of label bytes gathers none.
  func preparedForSearch(searching text: (Element) -> String) -> ListState {
    if labelBytes == nil { searchTexts.gather(elements) { $1.append(contentsOf: text($0).utf8) } }
    return self
  }

  /// The list with one more part of a filter made in parts searched.
  func searchingOn(searching text: (Element) -> String) -> ListState {
    var next = self
    next.search(budget: Self.laterPart, firstPart: Self.laterPart, until: nil, searching: text)
    return next
  }

  /// Searches at most `budget` positions of what is left (all when nil), in parts that double
  /// from `firstPart`, stopping once `wanted` elements contain the query.
  private mutating func search(
    budget: Int?, firstPart: Int, until wanted: Int?, searching text: (Element) -> String
  ) {
    var left = budget ?? Int.max
    // A common text fills a page in the first few thousand lines: the first part is small.
    var part = budget == nil ? Self.laterPart : firstPart
    repeat {
      let size = min(part, left)
      if let (set, next) = unsearched.sets.first {
        let taken = set.positions(ranks: next..<min(set.count, next + size))
        if next + taken.count == set.count {
          unsearched.sets.removeFirst()
        } else {
          unsearched.sets[0].next += taken.count
        }
        left -= taken.count
        match(taken, searching: text)
      } else if let from = unsearched.from, from < elements.count {
        let end = from + min(size, elements.count - from)
        unsearched.from = end
        left -= end - from
        match(from..<end, searching: text)
      }
      part = min(part * 2, Self.laterPart)
    } while isSearching && left > 0 && (matches?.count ?? 0) < (wanted ?? Int.max)
    if !isSearching {
      unsearched = ([], nil)
      forgiveATypo(searching: text)
      if let matches, !earlier.contains(where: { $0.query.unicodeScalars.elementsEqual(query.unicodeScalars) }) {
        earlier.append(
          Finished(
            query: query, pattern: pattern, elementCount: elements.count, matches: matches, candidates: candidates,
            forgiven: forgiven))
      }
    }
  }

  /// Adds the matches of the elements at `positions` (in increasing order, after every earlier
  /// one) to the filter's.
  private mutating func match<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, searching text: (Element) -> String
  ) where Positions.Index == Int {
    guard matches != nil, !positions.isEmpty else { return }
    let scan = LineScan(pattern, ranked: options.ranked)
    // Positions come in increasing order, after every earlier one: the candidates and the
    // matches append, in place.
    func found(_ position: Int, _ rank: Rank) {
      candidates.append(position)
      let rank = lifts.isEmpty ? rank : lifted(position, rank, searching: text)
      matches?.append(position, rank: rank)
    }
    let elements = self.elements
    // Rows the source selected by their whole text are kept though the text shown misses: last.
    let trusted = selectedBySource.map { $0.unicodeScalars.elementsEqual(query.unicodeScalars) } ?? false
    var ranked = Set<Int>()
    func judged(_ position: Int, _ rank: Rank) {
      if trusted { ranked.insert(position) }
      found(position, rank)
    }
    if let labelBytes {
      scan.scan(positions, line: { labelBytes(elements[elements.startIndex + $0]) }, found: judged)
    } else {
      searchTexts.withTexts(of: elements, write: { $1.append(contentsOf: text($0).utf8) }) { line in
        scan.scan(positions, line: line, found: judged)
      }
    }
    guard trusted else { return }
    for position in positions where !ranked.contains(position) {
      matches?.append(position, rank: Rank(points: .min, spread: .max, length: .max))
    }
  }
}

extension ListState where Elements: GrowingElements {
  /// The list with more elements arrived; the filter, if any, takes them in too.
  func appending(_ batch: [Element], searching text: (Element) -> String) -> ListState {
    var next = self
    let start = elements.count
    next.elements = elements.appending(batch)
    // A filter still searching takes the new elements after what it has left.
    if isSearching {
      if next.unsearched.from == nil { next.unsearched.from = start }
    } else {
      next.match(start..<next.elements.count, searching: text)
    }
    return next
  }

  /// This list, narrowed, with the elements that arrived in `later` (the same list further on,
  /// not narrowed): its matches so far and its page kept, the new elements left for the search
  /// made in parts between keys. Nil where `later` is not this list grown (a sort, a list read
  /// again), or its matches are a typo's: it is narrowed afresh then.
  func caughtUp(with later: ListState) -> ListState? {
    guard elements.grows(into: later.elements), forgiven.isEmpty else { return nil }
    var next = self
    let start = elements.count
    next.elements = later.elements
    next.arrival = later.arrival
    if matches != nil, start < later.elements.count, next.unsearched.from == nil { next.unsearched.from = start }
    return next
  }
}
