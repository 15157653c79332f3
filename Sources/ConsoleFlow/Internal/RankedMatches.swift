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
