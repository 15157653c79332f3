import PropertyBased
import Testing

@testable import ConsoleFlow

/// Gaps between positions: runs of neighbours (a dense set), long jumps (a sparse one), and mixes.
private let gaps = Gen.int(in: 0...3).array(of: 0...20).map { kinds in
  kinds.map { kind in [1, 2, 70, 5_000][kind] }
}

/// Increasing positions made from `gaps`, each repeated to make long runs.
private func positions(_ gaps: [Int], repeats: Int) -> [Int] {
  var result: [Int] = []
  var position = -1
  for gap in gaps {
    for _ in 0..<repeats {
      position += gap
      result.append(position)
    }
  }
  return result
}

@Suite("Position sets: a filter's matches, few bytes for each")
struct PositionSetTests {
  @Test("a set reads back by rank, one rank or a run of them, what was appended, dense or sparse")
  func readsBack() async {
    await propertyCheck(input: gaps, Gen.int(in: 1...300)) { gaps, repeats in
      let appended = positions(gaps, repeats: repeats)
      var set = PositionSet()
      for position in appended { set.append(position) }
      #expect(set.count == appended.count)
      #expect(set.last == (appended.last ?? -1))
      #expect(appended.indices.allSatisfy { set[$0] == appended[$0] })
      #expect(set.positions(ranks: 0..<set.count) == appended)
      let middle = appended.count / 3..<appended.count * 2 / 3
      #expect(set.positions(ranks: middle) == Array(appended[middle]))
      var walked: [Int] = []
      #expect(
        set.forEach {
          walked.append($0); return true
        })
      #expect(walked == appended)
      var firstFew: [Int] = []
      let finished = set.forEach {
        firstFew.append($0); return firstFew.count < 3
      }
      #expect(firstFew == Array(appended.prefix(3)))
      #expect(finished == (appended.count < 3))
    }
  }

  @Test("a set of most of a million positions takes about a bit each")
  func denseIsSmall() {
    var set = PositionSet()
    for position in 0..<1_000_000 where position % 5 != 0 { set.append(position) }
    #expect(set.count == 800_000)
    #expect(set[0] == 1 && set[799_999] == 999_999 && set[4] == 6)
    // A bit a position, twice that with the room an array grows by: not the 4 bytes of a number.
    #expect(set.bytes < 1_000_000 / 4 + 20_000, "\(set.bytes) bytes")
  }

  @Test("a few positions past 32 bits are kept as they are, in a few bytes")
  func largePositions() {
    var set = PositionSet()
    for position in [3, 1 << 33, (1 << 33) + 64] { set.append(position) }
    #expect(set.positions(ranks: 0..<3) == [3, 1 << 33, (1 << 33) + 64])
    #expect(set[1] == 1 << 33)
    #expect(set.bytes < 1_000)
  }

  @Test("ranked matches: by rank, and in their order for each rank")
  func ranking() {
    var matches = RankedMatches()
    // The fewer points, the later; ties by spread, then length.
    func rank(_ points: Int32, spread: Int32 = 0) -> Rank { Rank(points: points, spread: spread, length: 0) }
    matches.append(1, rank: rank(10))
    matches.append(2, rank: rank(20, spread: 1))
    matches.append(4, rank: rank(20))
    matches.append(7, rank: rank(10))
    matches.append(9, rank: rank(20))
    matches.append(10, rank: rank(20, spread: 1))
    matches.append(12, rank: rank(20))
    #expect(matches.count == 7)
    #expect(matches.positions == [4, 9, 12, 2, 10, 1, 7])
    #expect((0..<7).map { matches[$0] } == matches.positions)
    var walked: [(place: Int, position: Int)] = []
    matches.forEach { place, position in
      walked.append((place, position))
      return place < 4
    }
    #expect(walked.map(\.place) == [0, 1, 2, 3, 4] && walked.map(\.position) == [4, 9, 12, 2, 10])
  }
}
