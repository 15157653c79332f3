import Dispatch

/// A search run on many lines at once: each line judged by the pattern (``SearchPattern``) on
/// its UTF-8 bytes, a round of lines at a time over every core, the matches handed on in order
/// with their rank.
struct LineScan {
  let pattern: SearchPattern
  /// Whether matches are ranked, or kept in the lines' order.
  let ranked: Bool

  init(query: String, options: ListFilter.Options = ListFilter.Options()) {
    pattern = SearchPattern(query, options: options)
    ranked = options.ranked
  }

  /// The positions of the lines that match, best first.
  func matches(count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>) -> [Int] {
    guard !pattern.isEmpty else { return Array(0..<count) }
    var ranked = RankedMatches()
    let ranks = self.ranked
    scan(0..<count, line: line) { position, rank in ranked.append(position, rank: ranks ? rank : 0) }
    return ranked.positions
  }

  /// Scans the lines at `positions`, in increasing order, read through `line` (from several
  /// threads at once): `found` is called with each match and its rank, in order.
  func scan<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, line: (Int) -> UnsafeBufferPointer<UInt8>, found: (Int, Int32) -> Void
  ) where Positions.Index == Int {
    let compiled = pattern.compiled
    scan(positions, rank: { compiled.rank(line($0)) ?? Self.noMatch }, found: found)
  }

  /// Ranks the lines at `positions` (in increasing order) a round at a time, over every core for
  /// large rounds, each rank written in place in a buffer of the round's; then hands the matches
  /// to `found` in order on the calling thread.
  private func scan<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, rank: (Int) -> Int32, found: (Int, Int32) -> Void
  ) where Positions.Index == Int {
    let codes = UnsafeMutableBufferPointer<Int32>.allocate(capacity: min(positions.count, Self.round))
    defer { codes.deallocate() }
    for start in stride(from: positions.startIndex, to: positions.endIndex, by: Self.round) {
      let end = min(positions.endIndex, start + Self.round)
      // Dispatch runs the parts on as many threads as the machine has cores; the core reads no
      // machine setting itself. Small rounds are one part.
      let workers = end - start < 8_192 ? 1 : 16
      let chunk = (end - start + workers - 1) / workers
      withoutActuallyEscaping(rank) { rank in
        let shared = UnsafeSendable((codes, rank))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          let (codes, rank) = shared.value
          let first = start + worker * chunk
          for index in first..<min(end, first + chunk) {
            codes[index - start] = rank(positions[index])
          }
        }
      }
      for index in start..<end where codes[index - start] != Self.noMatch {
        found(positions[index], codes[index - start])
      }
    }
  }

  /// How many positions one round of a scan judges: its ranks are held until they are read.
  private static var round: Int { 65_536 }

  private static var noMatch: Int32 { -1 }
}

/// A value handed to concurrent workers that each touch their own part of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
