// A scan that forgives one typo (``SearchPattern/loosened(_:)``): the lines that match as typed
// first; then, when some term matches no line at all, the lines that match with that term one
// letter off, ranked among themselves, below every exact match.

extension LineScan {
  /// How many lines are looked through one at a time for a term before the rest are scanned
  /// over every core: a term that matches at all mostly matches early.
  private static var firstLooked: Int { 4_096 }

  /// The positions of the lines that match, best first; then, for terms that match no line
  /// (``SearchPattern/forgivableTerms``), those that match with them one letter off.
  func matchesForgivingTypos(count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>) -> ListFilter.Forgiving {
    let exact = matches(count: count, line: line)
    let unmatched = pattern.forgivableTerms.filter { !Self.anyMatches(pattern.alone($0), count: count, line: line) }
    guard !unmatched.isEmpty else { return ListFilter.Forgiving(positions: exact, exact: exact.count, loosened: []) }
    // The lines that may hold a variant first (``SearchPattern/halves(of:)``): a few hundred
    // variants are looked for in those only.
    var candidates: [Int] = []
    LineScan(pattern.loosened(Set(unmatched), into: SearchPattern.halves), ranked: false)
      .scan(0..<count, line: line) { position, _ in candidates.append(position) }
    var loose = RankedMatches()
    LineScan(pattern.loosened(Set(unmatched)), ranked: ranked)
      .scan(candidates, line: line) { position, rank in loose.append(position, rank: rank) }
    let taken = Set(exact)
    var positions = exact
    for position in loose.positions where !taken.contains(position) {
      positions.append(position)
    }
    let words = unmatched.map { place in
      String(String.UnicodeScalarView(pattern.sets[place.set][place.term].scalars.compactMap(Unicode.Scalar.init)))
    }
    return ListFilter.Forgiving(positions: positions, exact: exact.count, loosened: words)
  }

  /// Whether any line matches `pattern`: the first lines one at a time, then the rest over
  /// every core.
  private static func anyMatches(
    _ pattern: SearchPattern, count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let compiled = pattern.compiled
    let first = min(count, firstLooked)
    for position in 0..<first where compiled.matches(line(position)) { return true }
    var found = false
    LineScan(pattern, ranked: false).scan(first..<count, line: line) { _, _ in found = true }
    return found
  }
}
