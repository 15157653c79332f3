// The matchers: whether a term matches in a field (``FieldText/matches(_:)``, all that keeping a
// line needs), and where it stands best there (``FieldText/place(_:words:)``, for the ranking).
// The kinds are fzf's (`src/algo/algo.go`): in order, exact, a whole word, a start, an end, all.

extension FieldText {
  /// Whether `term` matches in the field, as fzf matches it.
  func matches(_ term: TermView) -> Bool {
    switch term.kind {
    case .fuzzy: return holdsInOrder(term)
    case .exact: return nextStart(of: term, from: 0) != nil
    case .exactBoundary: return firstApart(term) != nil
    case .prefix: return prefixStart(term) != nil
    case .suffix: return suffixStart(term) != nil
    case .equal: return equalStart(term) != nil
    }
  }

  /// Where `term` stands best in the field (``Ranking``), or nil when it does not match: of
  /// its places together, the best; for a term in order that stands together at no word start,
  /// the best of that and of its places in runs (``scattered(_:words:)``). `holds`: whether a
  /// term in order is known to stand in the field, as a lone term of a line's is once it matched.
  func place(_ term: TermView, words: LineWords, holds: Bool = false) -> Placement? {
    switch term.kind {
    case .fuzzy:
      guard holds || holdsInOrder(term) else { return nil }
      let together = bestTogether(term, words: words, apart: false)
      if together?.startsWord == true || term.scalars.count == 1 { return together }
      let scattered = scattered(term, words: words)
      return scattered.map { $0.isBetter(than: together) } ?? false ? scattered : together
    case .exact: return bestTogether(term, words: words, apart: false)
    case .exactBoundary: return bestTogether(term, words: words, apart: true)
    case .prefix: return prefixStart(term).map { run(at: $0, term, words) }
    case .suffix: return suffixStart(term).map { run(at: $0, term, words) }
    case .equal: return equalStart(term).map { run(at: $0, term, words) }
    }
  }

  /// The placement of the term's letters together from `start`.
  func run(at start: Int, _ term: TermView, _ words: LineWords) -> Placement {
    var score = PlacementScore(words)
    score.take(run: offset + start, length: term.scalars.count)
    return score.placement()
  }

  /// How many places together a term is weighed at, at most: enough for any line a person
  /// reads, and a bound on a line of a million repeats.
  private static var placesWeighed: Int { 64 }

  /// The best of the term's places together (with `apart`, with no letter or digit on either
  /// side).
  private func bestTogether(_ term: TermView, words: LineWords, apart: Bool) -> Placement? {
    var best: Placement?
    var from = 0
    var weighed = 0
    while weighed < Self.placesWeighed, let start = nextStart(of: term, from: from) {
      from = start + 1
      if apart && !standsApart(start, start + term.scalars.count) { continue }
      let placement = run(at: start, term, words)
      if placement.isBetter(than: best) { best = placement }
      weighed += 1
    }
    return best
  }

  private func firstApart(_ term: TermView) -> Int? {
    var from = 0
    while let start = nextStart(of: term, from: from) {
      if standsApart(start, start + term.scalars.count) { return start }
      from = start + 1
    }
    return nil
  }

  /// Where `^term` stands: at the start, spaces before it aside (unless it starts with one).
  private func prefixStart(_ term: TermView) -> Int? {
    let start = ScalarClass.isSpace(term.scalars[0]) ? 0 : leadingSpaces
    guard units.count - start >= term.scalars.count, equals(term, at: start) else { return nil }
    return start
  }

  /// Where `term$` stands: at the end, spaces after it aside (unless it ends with one).
  private func suffixStart(_ term: TermView) -> Int? {
    let count = term.scalars.count
    let end = units.count - (ScalarClass.isSpace(term.scalars[count - 1]) ? 0 : trailingSpaces)
    guard end - count >= 0, equals(term, at: end - count) else { return nil }
    return end - count
  }

  /// Where `^term$` stands: the whole field, spaces around it aside.
  private func equalStart(_ term: TermView) -> Int? {
    let count = term.scalars.count
    let start = ScalarClass.isSpace(term.scalars[0]) ? 0 : leadingSpaces
    let end = units.count - (ScalarClass.isSpace(term.scalars[count - 1]) ? 0 : trailingSpaces)
    guard end - start == count, equals(term, at: start) else { return nil }
    return start
  }
}
