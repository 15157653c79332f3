/// Where one term stands in a matching line, and the points it earned there (``Ranking``).
struct Placement {
  /// The first scalar the term took, and one past its last, in the text ``LineWords`` reads.
  var start: Int32
  var end: Int32
  /// What the term earned where it stands.
  var points: Int32
  /// Scalars between the term's first and last that it did not take.
  var slack: Int32
  /// The words of its first and last letters, and how many words its letters start.
  var firstWord: Int32
  var lastWord: Int32
  var wordsNamed: Int32
  /// Whether its first letter starts a word.
  var startsWord: Bool
  /// The parts of its first and last letters.
  var firstPart: UInt16
  var lastPart: UInt16

  /// Whether `self` is better than `other`: more points, then the earlier.
  func isBetter(than other: Placement?) -> Bool {
    guard let other else { return true }
    return points > other.points || points == other.points && start < other.start
  }
}

/// A term's letters taken one at a time, in order, summed up as fzf's algorithm sums them: each
/// letter earns ``Ranking/letter``, plus its word start's bonus (twice for the first letter); a
/// letter right after the one before carries on the bonus of its run; a gap costs. Between two
/// runs that both start words the gap is counted in words.
struct PlacementScore {
  private let words: LineWords
  private var points: Int32 = 0
  private var count: Int32 = 0
  private var first = -1
  private var last = -1
  /// The bonus the current run started with, and whether it started a word.
  private var runBonus: Int32 = 0
  private var runStartsWord = false
  private var wordsNamed: Int32 = 0
  private var lastWordTouched: Int32 = -1
  private var runs = 0

  init(_ words: LineWords) {
    self.words = words
  }

  /// Takes the letter at `index`, after every one taken.
  @inline(__always)
  mutating func take(_ index: Int) {
    let spot = words.spots[index]
    let bonus = Int32(spot.bonus)
    if count == 0 {
      points += Ranking.letter + bonus * Ranking.firstLetterTimes
      (runBonus, runStartsWord, runs) = (bonus, words.startsWord(index), 1)
    } else if index == last + 1 {
      // A word start inside a run that is stronger than the run's own starts a run of its own.
      if bonus >= Ranking.startAfterPunctuation && bonus > runBonus { runBonus = bonus }
      points += Ranking.letter + max(bonus, runBonus, Ranking.together)
    } else {
      let startsWord = words.startsWord(index)
      if startsWord && runStartsWord {
        let skipped = spot.word - words.spots[last].word - 1
        points += Ranking.gapOpening + Ranking.gapWord * max(0, skipped)
      } else {
        points += Ranking.gapOpening + Ranking.gapLetter * Int32(index - last - 2)
      }
      points += Ranking.letter + bonus
      (runBonus, runStartsWord, runs) = (bonus, startsWord, runs + 1)
    }
    // A word a letter starts is one the term names; a letter inside a word names none.
    if words.startsWord(index) && spot.word != lastWordTouched {
      wordsNamed += 1
      lastWordTouched = spot.word
    }
    if first < 0 { first = index }
    last = index
    count += 1
  }

  /// Takes the `length` letters from `start` on, a run of them.
  mutating func take(run start: Int, length: Int) {
    for index in start..<start + length { take(index) }
  }

  /// The placement of the letters taken (at least one), with what the term earns for where it
  /// stands as a whole.
  func placement() -> Placement {
    let (firstSpot, lastSpot) = (words.spots[first], words.spots[last])
    var points = points
    if runs == 1 && words.startsWord(first) {
      points += Ranking.wordStart
      if words.endsWord(last) { points += Ranking.wholeWord }
    }
    if words.startsPart(first) { points += Ranking.partStart }
    if Int(firstSpot.part) == words.namePart { points += Ranking.name }
    if firstSpot.part != lastSpot.part { points += Ranking.crossing }
    return Placement(
      start: Int32(first), end: Int32(last + 1), points: points, slack: Int32(last + 1 - first) - count,
      firstWord: firstSpot.word, lastWord: lastSpot.word, wordsNamed: wordsNamed,
      startsWord: words.startsWord(first), firstPart: firstSpot.part, lastPart: lastSpot.part)
  }
}
