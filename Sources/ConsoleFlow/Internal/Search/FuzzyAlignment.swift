// A term in order whose letters do not stand together at a word start: the runs they may stand
// in. fzf weighs every way with a table (Smith-Waterman); a person types a name's word starts
// ("ledzep", "potd" for "Princess of the Dawn"), so a few ways from a few starts find the best
// the ranking tells apart, at a fraction of the cost.

extension FieldText {
  /// How a term's next letter is looked for from the one before.
  private enum Way {
    /// The next scalar if it is the letter; else the next word start with it; else the next one.
    case runs
    /// The start of the next word if it is the letter; then as ``runs``: a name's initials.
    case initials
    /// The next scalar with the letter: always found when the letters stand in order.
    case nearest
  }

  /// How many starts at word starts, and elsewhere, the term is tried from: where a term
  /// starts matters most (its first letter counts twice), and a person's term starts at one of
  /// the first few word starts that have its letter.
  private static var wordStartsTried: Int { 4 }
  private static var otherStartsTried: Int { 2 }

  /// The best placement of the term's letters in runs: from its first letter's word starts
  /// (the first few), each the ways ``Way`` says; from its first other places only when none
  /// of those placed it (a start inside a word forgoes the most a letter earns). A term whose
  /// letters stand in order is always placed: its first place is tried.
  func scattered(_ term: TermView, words: LineWords) -> Placement? {
    let first = term.scalars[0]
    var best: Placement?
    func consider(_ start: Int, _ way: Way) {
      guard let placement = align(term, from: start, way, words) ?? align(term, from: start, .nearest, words)
      else { return }
      if placement.isBetter(than: best) { best = placement }
    }
    // Two letters are taken the same way either way, but for a run and a next word that both
    // have the second: the runs way alone.
    let initialsToo = term.scalars.count > 2
    var tried = 0
    var wordStart = words.startsWord(offset) ? offset : words.wordStart(after: offset, before: offset + count)
    while tried < Self.wordStartsTried, let start = wordStart {
      if folded(start - offset, term) == first {
        consider(start - offset, .runs)
        if initialsToo { consider(start - offset, .initials) }
        tried += 1
      }
      wordStart = words.wordStart(after: start, before: offset + count)
    }
    guard best == nil else { return best }
    tried = 0
    var start = 0
    while tried < Self.otherStartsTried && start < count {
      if folded(start, term) == first && !words.startsWord(offset + start) {
        consider(start, .runs)
        tried += 1
      }
      start += 1
    }
    return best
  }

  /// The term's letters from `start`, each next one looked for the way `way` says; nil when
  /// they run out.
  private func align(_ term: TermView, from start: Int, _ way: Way, _ words: LineWords) -> Placement? {
    var score = PlacementScore(words)
    score.take(offset + start)
    var position = start
    for index in 1..<term.scalars.count {
      let letter = term.scalars[index]
      guard let next = next(letter, after: position, way, term, words) else { return nil }
      score.take(offset + next)
      position = next
    }
    return score.placement()
  }

  /// How many words after a letter the start of one with the next letter is looked for: one
  /// farther costs more in words skipped than a place inside a nearer word.
  private static var wordsLookedAhead: Int { 4 }

  /// Where `letter` is taken after `position`, the way `way` looks for it.
  private func next(_ letter: UInt32, after position: Int, _ way: Way, _ term: TermView, _ words: LineWords)
    -> Int?
  {
    let end = offset + count
    if way == .initials, let start = words.wordStart(after: offset + position, before: end),
      folded(start - offset, term) == letter
    {
      return start - offset
    }
    if position + 1 < count && folded(position + 1, term) == letter { return position + 1 }
    if way != .nearest {
      var wordStart = words.wordStart(after: offset + position, before: end)
      var looked = 0
      while let start = wordStart, looked < Self.wordsLookedAhead {
        if folded(start - offset, term) == letter { return start - offset }
        wordStart = words.wordStart(after: start, before: end)
        looked += 1
      }
    }
    return nearest(letter, after: position, term)
  }

  /// The first place after `position` with `letter`: with memchr when the term and the field
  /// are ASCII.
  private func nearest(_ letter: UInt32, after position: Int, _ term: TermView) -> Int? {
    let from = position + 1
    guard from < count else { return nil }
    if Unit.self == UInt8.self, term.ascii != nil, let base = units.baseAddress {
      let bytes = UnsafeRawPointer(base + from).assumingMemoryBound(to: UInt8.self)
      let byte = UInt8(truncatingIfNeeded: letter)
      var found = Platform.firstIndex(of: byte, in: bytes, count: count - from)
      if !term.caseSensitive && byte &- 0x61 < 26,
        let upper = Platform.firstIndex(of: byte - 0x20, in: bytes, count: found ?? (count - from))
      {
        found = upper
      }
      return found.map { from + $0 }
    }
    var index = from
    while index < count {
      if folded(index, term) == letter { return index }
      index += 1
    }
    return nil
  }
}
