import Dispatch

/// A search run on many lines at once: each line judged by the compiled query
/// (``SearchPattern``) on its UTF-8 bytes, a round of lines at a time over every core, the
/// matches handed on in order with their rank.
struct LineScan {
  let pattern: SearchPattern
  /// Whether matches are ranked, or kept in the lines' order.
  let ranked: Bool

  init(_ pattern: SearchPattern, ranked: Bool) {
    self.pattern = pattern
    self.ranked = ranked
  }

  init(query: String, options: ListFilter.Options = ListFilter.Options()) {
    self.init(SearchPattern(query, options: options), ranked: options.ranked)
  }

  /// The positions of the lines that match, best first.
  func matches(count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>) -> [Int] {
    guard !pattern.isEmpty else { return Array(0..<count) }
    var ranked = RankedMatches()
    scan(0..<count, line: line) { position, rank in ranked.append(position, rank: rank) }
    return ranked.positions
  }

  /// Scans the lines at `positions`, in increasing order, read through `line` (from several
  /// threads at once): `found` is called with each match and its rank (``Rank/unranked`` for
  /// all when the scan does not rank), in order.
  func scan<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, line: (Int) -> UnsafeBufferPointer<UInt8>, found: (Int, Rank) -> Void
  ) where Positions.Index == Int {
    let compiled = pattern.compiled
    let ranks = ranked
    scan(positions, judge: { compiled.judge(line($0), ranks: ranks) }, found: found)
  }

  /// Judges the lines at `positions` (in increasing order) a round at a time, over every core
  /// for large rounds, each rank written in place in a buffer of the round's; then hands the
  /// matches to `found` in order on the calling thread.
  private func scan<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, judge: (Int) -> Rank?, found: (Int, Rank) -> Void
  ) where Positions.Index == Int {
    let ranks = UnsafeMutableBufferPointer<Rank?>.allocate(capacity: min(positions.count, Self.round))
    defer { ranks.deallocate() }
    for start in stride(from: positions.startIndex, to: positions.endIndex, by: Self.round) {
      let end = min(positions.endIndex, start + Self.round)
      // Dispatch runs the parts on as many threads as the machine has cores; the core reads no
      // machine setting itself. Small rounds are one part.
      let workers = end - start < 8_192 ? 1 : 16
      let chunk = (end - start + workers - 1) / workers
      withoutActuallyEscaping(judge) { judge in
        let shared = UnsafeSendable((ranks, judge))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          let (ranks, judge) = shared.value
          let first = start + worker * chunk
          for index in first..<min(end, first + chunk) {
            ranks[index - start] = judge(positions[index])
          }
        }
      }
      for index in start..<end {
        if let rank = ranks[index - start] { found(positions[index], rank) }
      }
    }
  }

  /// How many positions one round of a scan judges: its ranks are held until they are read.
  private static var round: Int { 65_536 }
}

/// A value handed to concurrent workers that each touch their own part of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
