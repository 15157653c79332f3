/// Positions in increasing order, appended at the end and read by rank: what a list's filter
/// keeps (its matches, its candidates), a few bytes for every match at most, whatever the list.
///
/// Few positions are kept as 32-bit numbers. Once those would take more room than one bit for
/// every position up to the last, the set is kept as those bits, with the count before each block
/// of bits: a filter that keeps most of a million lines holds some 130 KB, not 8 MB, and a rank
/// is found in a binary search and a few words. Both are kept in chunks: a copy of the set (each
/// state of a list has its own) shares them, and an append copies the last chunk alone.
struct PositionSet: Sendable {
  /// The positions, while they are few: those that fit in 32 bits, then those past them.
  private var numbers = Chunks<UInt32>()
  private var largeNumbers: [Int] = []
  /// Bit `p % 64` of word `p / 64` is set for each position `p`, once the set is dense.
  private var words = Chunks<UInt64>()
  /// How many positions come before each block of ``wordsPerBlock`` words, once dense.
  private var countsBefore = Chunks<Int>()
  private var isDense = false
  /// How many positions the set holds.
  private(set) var count = 0
  /// The greatest position, -1 when there is none.
  private(set) var last = -1

  private static var wordsPerBlock: Int { 8 }

  init() {}

  var isEmpty: Bool { count == 0 }

  /// The bytes the set holds, with the room its storage has grown to.
  var bytes: Int {
    numbers.bytes + largeNumbers.capacity * MemoryLayout<Int>.stride + words.bytes + countsBefore.bytes
  }

  /// Adds `position`, greater than every position in the set.
  mutating func append(_ position: Int) {
    precondition(position > last, "positions are appended in increasing order")
    if !isDense && count >= 64 && count * 32 > position { makeDense() }
    if isDense {
      let word = position >> 6
      while words.count <= word {
        if words.count % Self.wordsPerBlock == 0 { countsBefore.append(count) }
        words.append(0)
      }
      words[word] |= 1 << UInt64(position & 63)
    } else if let number = UInt32(exactly: position) {
      numbers.append(number)
    } else {
      largeNumbers.append(position)
    }
    count += 1
    last = position
  }

  /// The position of rank `rank`: the set's `rank`th position from 0, in increasing order.
  subscript(rank: Int) -> Int {
    precondition(rank >= 0 && rank < count, "rank out of range")
    guard isDense else { return rank < numbers.count ? Int(numbers[rank]) : largeNumbers[rank - numbers.count] }
    // The last block with no more than `rank` positions before it holds the one wanted.
    var (low, high) = (0, countsBefore.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if countsBefore[middle] <= rank { low = middle } else { high = middle - 1 }
    }
    var left = rank - countsBefore[low]
    var word = low * Self.wordsPerBlock
    while true {
      let set = words[word].nonzeroBitCount
      if left < set { return word << 6 + Self.bit(left, of: words[word]) }
      left -= set
      word += 1
    }
  }

  /// The positions of ranks `ranks`, in increasing order.
  func positions(ranks: Range<Int>) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(ranks.count)
    forEach(fromRank: ranks.lowerBound) { position in
      guard result.count < ranks.count else { return false }
      result.append(position)
      return true
    }
    return result
  }

  /// Calls `body` with each position from rank `rank` on, in increasing order, until it answers
  /// false; answers whether it went to the end. Past the first, reads bits word by word: a walk
  /// of every rank costs no lookups.
  @discardableResult
  func forEach(fromRank rank: Int = 0, _ body: (Int) -> Bool) -> Bool {
    guard rank < count else { return true }
    guard isDense else {
      for index in rank..<count where !body(self[index]) { return false }
      return true
    }
    let first = self[rank]
    var word = first >> 6
    var bits = words[word] & (~0 << UInt64(first & 63))
    while true {
      while bits != 0 {
        guard body(word << 6 + bits.trailingZeroBitCount) else { return false }
        bits &= bits - 1
      }
      word += 1
      guard word < words.count else { return true }
      bits = words[word]
    }
  }

  /// The offset of the set bit of rank `rank` in `word`.
  private static func bit(_ rank: Int, of word: UInt64) -> Int {
    var word = word
    for _ in 0..<rank { word &= word - 1 }
    return word.trailingZeroBitCount
  }

  private mutating func makeDense() {
    let (positions, large) = (numbers, largeNumbers)
    (numbers, largeNumbers) = (Chunks(), [])
    isDense = true
    (count, last) = (0, -1)
    for position in positions { append(Int(position)) }
    for position in large { append(position) }
  }
}
