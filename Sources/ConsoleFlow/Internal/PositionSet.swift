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

/// A filter's matches in their ranking, read by place: by rank (``Rank``), and in their order
/// for each rank. Matches found later (in later positions) append to their rank.
struct RankedMatches: Sendable {
  /// The matches, a set for each rank found, in the order the ranks were first found: only the
  /// ranks found take room, and each set keeps its positions in order.
  private var sets: [(rank: Rank, positions: PositionSet)] = []
  /// The sets' numbers, best rank first: a new rank moves numbers, not sets.
  private var order: [Int32] = []
  /// How many matches there are.
  private(set) var count = 0

  init() {}

  /// Adds a match of rank `rank`, after every one there is.
  mutating func append(_ position: Int, rank: Rank) {
    // The first set whose rank is not better: this one's, or where it goes.
    var (low, high) = (0, order.count)
    while low < high {
      let middle = (low + high) / 2
      if sets[Int(order[middle])].rank < rank { low = middle + 1 } else { high = middle }
    }
    if low == order.count || sets[Int(order[low])].rank != rank {
      order.insert(Int32(sets.count), at: low)
      sets.append((rank, PositionSet()))
    }
    sets[Int(order[low])].positions.append(position)
    count += 1
  }

  /// The position of the match at `place` in the ranking, best first.
  subscript(place: Int) -> Int {
    var left = place
    for number in order {
      let set = sets[Int(number)].positions
      if left < set.count { return set[left] }
      left -= set.count
    }
    preconditionFailure("place out of range")
  }

  /// Calls `body` with each match's place and position, best first, until it answers false.
  func forEach(_ body: (_ place: Int, _ position: Int) -> Bool) {
    var place = 0
    for number in order {
      let finished = sets[Int(number)].positions.forEach { position in
        defer { place += 1 }
        return body(place, position)
      }
      guard finished else { return }
    }
  }

  /// Every match's position, best first.
  var positions: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    forEach { _, position in
      result.append(position)
      return true
    }
    return result
  }
}

/// Elements in chunks of a fixed size, each after the first taking its whole room at once (the
/// first grows as an array does, so that a few elements take a few bytes): a copy shares the
/// chunks, and a change copies only the chunk it is in.
struct Chunks<Element: Sendable>: RandomAccessCollection, Sendable {
  private var chunks: [[Element]] = []
  private(set) var endIndex = 0
  var startIndex: Int { 0 }

  private static var chunkSize: Int { 1_024 }

  init() {}

  subscript(index: Int) -> Element {
    get { chunks[index / Self.chunkSize][index % Self.chunkSize] }
    set { chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue }
  }

  mutating func append(_ element: Element) {
    if endIndex % Self.chunkSize == 0 {
      var chunk: [Element] = []
      if endIndex > 0 { chunk.reserveCapacity(Self.chunkSize) }
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    endIndex += 1
  }

  /// The bytes the chunks hold, with their room.
  var bytes: Int {
    chunks.reduce(chunks.capacity * MemoryLayout<[Element]>.stride) {
      $0 + $1.capacity * MemoryLayout<Element>.stride
    }
  }
}
