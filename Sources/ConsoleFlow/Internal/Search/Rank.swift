/// How well a line matches a query, compared best first: what every term earned where it
/// stands and what the line earned as a whole (``Ranking``); then the tighter; then the shorter,
/// as fzf breaks ties. Lines of equal rank keep their order.
struct Rank: Comparable, Hashable, Sendable {
  /// The terms' points where they stand, and the line's for covering its parts and for terms
  /// side by side: more first.
  var points: Int32
  /// Scalars within the terms' stretches that no term took: fewer first.
  var spread: Int32
  /// The scalars of the fields the terms stand in (the line, a table's cells): fewer first.
  var length: Int32

  /// The rank of every line when nothing ranks them (a query of terms that must not match): the
  /// lines keep their order.
  static let unranked = Rank(points: 0, spread: 0, length: 0)

  static func < (left: Rank, right: Rank) -> Bool {
    (right.points, left.spread, left.length) < (left.points, right.spread, right.length)
  }

  /// The rank as one integer, smaller first, for a database to order rows by: the points, then
  /// the spread, then the length, each in bits of its own (a spread or length past its bits
  /// counts as the largest there is).
  var ordinal: Int64 {
    let clampedSpread = min(Int64(spread), (1 << Self.spreadBits) - 1)
    let clampedLength = min(Int64(length), (1 << Self.lengthBits) - 1)
    return -Int64(points) << (Self.spreadBits + Self.lengthBits) + clampedSpread << Self.lengthBits + clampedLength
  }

  /// The bits of ``ordinal`` that hold the spread: a million scalars no term took, far past what
  /// a row's cells hold, and with ``lengthBits`` it leaves 23 bits above for the points (a term
  /// earns a few hundred), so the points keep their order over both.
  private static let spreadBits: Int64 = 20
  /// The bits of ``ordinal`` that hold the length: a million scalars, more than any cell shows.
  private static let lengthBits: Int64 = 20
}

/// A line's rank made from its terms' placements, given in the query's order (one for each set
/// of terms that placed one; terms that must not match place none).
struct RankBuilder {
  private let words: LineWords
  private var points: Int32 = 0
  private var spread: Int32 = 0
  private var wordsNamed: Int32 = 0
  private var previous: Placement?
  /// The parts the terms stand in, as bits (parts from 63 on share the last).
  private var parts: UInt64 = 0
  private var placed = 0

  init(_ words: LineWords) {
    self.words = words
  }

  mutating func add(_ placement: Placement) {
    points += placement.points
    spread += placement.slack
    wordsNamed += placement.wordsNamed
    for part in placement.firstPart...placement.lastPart { parts |= 1 << UInt64(min(part, 63)) }
    if let previous { points += Self.neighbouring(previous, placement) }
    previous = placement
    placed += 1
  }

  /// What two terms placed one after the other in the query earn for standing side by side:
  /// in the next word of the same part.
  private static func neighbouring(_ first: Placement, _ second: Placement) -> Int32 {
    if second.startsWord && second.firstWord == first.lastWord + 1 && second.firstPart == first.lastPart {
      return Ranking.neighbours + Ranking.phrase
    }
    if first.startsWord && first.firstWord == second.lastWord + 1 && first.firstPart == second.lastPart {
      return Ranking.neighbours
    }
    return 0
  }

  /// The rank, for terms that stand in fields `length` scalars long in all.
  func rank(length: Int) -> Rank {
    guard placed > 0 else { return .unranked }
    var partsWords: Int32 = 0
    var bits = parts
    while bits != 0 {
      let part = bits.trailingZeroBitCount
      if part < words.partCount { partsWords += words.partWords[part] }
      bits &= bits - 1
    }
    let covered = partsWords == 0 ? 0 : Ranking.coverage * min(wordsNamed, partsWords) / partsWords
    return Rank(points: points + covered, spread: spread, length: Int32(clamping: length))
  }
}
