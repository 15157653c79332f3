/// What a matching line is made of, as the ranking reads it: for each scalar, what a letter of a
/// term earns there (``Ranking``), whether it starts or ends a word, and the word and the part it
/// is in; where each word starts; how many words each part has, and which part is the line's
/// name. Made in one pass once a line is known to match, in buffers its caller holds for the
/// line: the ranking asks of it again and again (worked out where asked, it costs more).
///
/// Words start as fzf's bonuses say (after white space, punctuation or a delimiter, at a
/// camelCase hump, digits after letters) and at the last capital of a run before lower case
/// (`End` in `REPLEnd`). Parts are the text's fields (a table's cells), split further at `/`, `|`
/// and tabs unless the fields are cells: a path's folders and file, "Artist / Album / Track".
struct LineWords {
  /// One scalar of the text.
  struct Spot {
    /// The word it is in (-1 before the first).
    var word: Int32
    var part: UInt16
    /// What a letter of a term earns here for standing at a word start (0 inside a word).
    var bonus: UInt8
    var flags: UInt8
  }

  private static let startsWordFlag: UInt8 = 1
  private static let endsWordFlag: UInt8 = 2
  private static let inWordFlag: UInt8 = 4

  let spots: UnsafeMutableBufferPointer<Spot>
  /// Where each word starts, by its number.
  let wordStarts: UnsafeMutableBufferPointer<Int32>
  /// How many words each part has, by its number.
  let partWords: UnsafeMutableBufferPointer<Int32>
  private(set) var wordCount = 0
  private(set) var partCount = 0
  /// The part that names the line: its last with a word, or a table's key cell.
  private(set) var namePart = 0

  /// Reads `units`, whose fields start at `fieldStarts` (in increasing order), into buffers
  /// of `units.count` spots, and `units.count + 1` words and parts.
  init<Unit: FixedWidthInteger & UnsignedInteger>(
    _ units: UnsafeBufferPointer<Unit>, fieldStarts: some Sequence<Int>, parts: LineParts,
    spots: UnsafeMutableBufferPointer<Spot>, wordStarts: UnsafeMutableBufferPointer<Int32>,
    partWords: UnsafeMutableBufferPointer<Int32>
  ) {
    (self.spots, self.wordStarts, self.partWords) = (spots, wordStarts, partWords)
    var starts = fieldStarts.makeIterator()
    var nextField = starts.next() ?? Int.max
    let splitsAtDelimiters: Bool
    if case .delimited = parts { splitsAtDelimiters = true } else { splitsAtDelimiters = false }
    // The tables' pointers read once for the line: a global read in the loop costs a check.
    let (asciiClasses, bonuses) = (ClassTables.ascii, ClassTables.bonuses)
    @inline(__always) func classOf(_ index: Int) -> ScalarClass {
      let value = UInt32(truncatingIfNeeded: units[index])
      return value < 0x80 ? asciiClasses[Int(value)] : ScalarClass.of(value)
    }
    var previous = ScalarClass.white
    var current = units.isEmpty ? ScalarClass.white : classOf(0)
    var word: Int32 = -1
    var part = -1
    var previousInWord = false
    for index in 0..<units.count {
      let next = index + 1 < units.count ? classOf(index + 1) : .white
      if index >= nextField || part < 0
        || splitsAtDelimiters && current <= .delimiter && Self.isPartDelimiter(UInt32(truncatingIfNeeded: units[index]))
      {
        while nextField <= index { nextField = starts.next() ?? Int.max }
        // Parts past the last a spot can number are read as one.
        if part < Int(UInt16.max) {
          part += 1
          partWords[part] = 0
        }
      }
      var bonus = Int32(bonuses[Int(previous.rawValue) &* 8 &+ Int(current.rawValue)])
      // The last capital of a run before lower case starts a word: `End` in `REPLEnd`.
      if bonus == 0 && previous == .upper && current == .upper && next == .lower { bonus = Ranking.hump }
      let inWord = current >= .lower
      let startsWord = inWord && bonus > 0
      // Written without a branch, as a word start is data the processor cannot guess: a slot
      // past the last word is written over by the next one, or read by none.
      let started: Int32 = startsWord ? 1 : 0
      word &+= started
      wordStarts[Int(word &+ 1 &- started)] = Int32(truncatingIfNeeded: index)
      partWords[part] &+= started
      // The scalar before ends a word when this one does not go on with it.
      if index > 0 {
        spots[index - 1].flags |= previousInWord && (!inWord || startsWord) ? Self.endsWordFlag : 0
      }
      let flags = (startsWord ? Self.startsWordFlag : 0) | (inWord ? Self.inWordFlag : 0)
      spots[index] = Spot(
        word: word, part: UInt16(truncatingIfNeeded: part), bonus: UInt8(truncatingIfNeeded: bonus), flags: flags)
      (previous, current, previousInWord) = (current, next, inWord)
    }
    if previousInWord { spots[units.count - 1].flags |= Self.endsWordFlag }
    wordCount = Int(word) + 1
    partCount = part + 1
    switch parts {
    case .delimited:
      namePart = (0..<partCount).last { partWords[$0] > 0 } ?? 0
    case .cells(let name):
      namePart = name
    }
  }

  /// The number of the first word after `word` that starts before `end`, if any.
  func wordAfter(_ word: Int32, before end: Int) -> Int32? {
    let next = Int(word) + 1
    guard next < wordCount, Int(wordStarts[next]) < end else { return nil }
    return Int32(next)
  }

  /// Where the first word after the one `index` is in starts, before `end`, if any.
  func wordStart(after index: Int, before end: Int) -> Int? {
    wordAfter(spots[index].word, before: end).map { Int(wordStarts[Int($0)]) }
  }

  func startsWord(_ index: Int) -> Bool { spots[index].flags & Self.startsWordFlag != 0 }
  func endsWord(_ index: Int) -> Bool { spots[index].flags & Self.endsWordFlag != 0 }
  func isInWord(_ index: Int) -> Bool { spots[index].flags & Self.inWordFlag != 0 }

  /// Whether the word at `index` is the first of its part.
  func startsPart(_ index: Int) -> Bool {
    let spot = spots[index]
    guard startsWord(index) else { return false }
    return spot.word == 0 || spots[Int(wordStarts[Int(spot.word) - 1])].part != spot.part
  }

  /// `/` and `|` between a path's folders or a line's columns, and tabs.
  static func isPartDelimiter(_ value: UInt32) -> Bool {
    value == 0x2F || value == 0x7C || value == 0x09
  }
}

/// The class of each ASCII scalar, and what a letter of one class earns after one of another
/// (at `previous * 8 + current`): fzf's bonuses, but the hump at the last capital of a run
/// before lower case, which needs the scalar after. Made once, read through pointers (only ever
/// read, so shared by every thread).
private enum ClassTables {
  nonisolated(unsafe) static let ascii: UnsafePointer<ScalarClass> = {
    let table = UnsafeMutablePointer<ScalarClass>.allocate(capacity: 0x80)
    for value in 0..<0x80 { table[value] = ScalarClass.of(UInt32(value)) }
    return UnsafePointer(table)
  }()

  nonisolated(unsafe) static let bonuses: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    for code in 0..<64 {
      let (previous, current) = (ScalarClass(rawValue: UInt8(code / 8)), ScalarClass(rawValue: UInt8(code % 8)))
      table[code] = previous.flatMap { previous in current.map { UInt8(bonus($0, after: previous)) } } ?? 0
    }
    return UnsafePointer(table)
  }()

  private static func bonus(_ current: ScalarClass, after previous: ScalarClass) -> Int32 {
    if current > .white {
      switch previous {
      case .white: return Ranking.startAfterSpace
      case .delimiter: return Ranking.startAfterDelimiter
      case .nonWord: return Ranking.startAfterPunctuation
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number { return Ranking.hump }
    switch current {
    case .white: return Ranking.startAfterSpace
    case .nonWord, .delimiter: return Ranking.startAfterPunctuation
    default: return 0
    }
  }
}

/// Where a text's parts break (``LineWords``).
enum LineParts {
  /// At each field, and at `/`, `|` and tabs within: lines, fzf's fields.
  case delimited
  /// At each field only: a table's cells, the one at `name` its key.
  case cells(name: Int)
}
