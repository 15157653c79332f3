import Dispatch
import Foundation

/// The list filter's ranking run on raw lines, for large inputs: ASCII lines are
/// matched on their bytes, folded on the fly, across every core; other lines take the same path
/// as the list screen (``SearchKey``). It answers what `ListFilter.matches(_:in:)` answers for the
/// same labels.
struct ByteMatcher {
  /// The query as the list screen folds it.
  let wanted: [UInt8]
  let wantedScalars: [Unicode.Scalar]
  let wantedIsASCII: Bool

  init(query: String) {
    let key = SearchKey.of(query)
    wanted = Array(key.utf8)
    wantedScalars = Array(key.unicodeScalars)
    wantedIsASCII = wanted.allSatisfy { $0 < 0x80 }
  }

  /// Where a line stands: it holds the query, holds its letters in order within a short stretch
  /// (with the stretch's length), holds them in order but scattered too far, or neither.
  enum Verdict {
    case contains
    case near(Int)
    case scattered
    case none
  }

  /// The positions of the lines that match, best first.
  func matches(count: Int, line: (Int) -> UnsafeBufferPointer<UInt8>) -> [Int] {
    guard !wanted.isEmpty else { return Array(0..<count) }
    // The list's own ranking: containing first in order, then near ones closest first.
    var ranked = RankedMatches()
    scan(0..<count, verdict: { position in verdict(line(position)) }) { position, verdict in
      ranked.append(position, verdict: verdict)
    }
    return ranked.positions
  }

  /// Scans the keys (folded labels) at `positions`, in increasing order: `found` is called with
  /// each position that holds the query's letters in order (a candidate) and its verdict, in order.
  func scan<Positions: RandomAccessCollection<Int>>(
    _ positions: Positions, of keys: FoldedKeys, found: (Int, Verdict) -> Void
  ) where Positions.Index == Int, Positions: Sendable {
    keys.withASCIIKeys { key in
      let verdict = { (position: Int) -> Verdict in
        let (bytes, ascii) = key(position)
        // A folded ASCII key is already lower case: matched as it is.
        return ascii ? (wantedIsASCII ? asciiVerdict(bytes, folded: true) : .none) : self.verdict(bytes)
      }
      scan(positions, verdict: verdict, found: found)
    }
  }

  /// Scans the lines at `positions`, in increasing order, read through `line` (from several
  /// threads at once): `found` is called with each candidate and its verdict, in order.
  func scan<Positions: RandomAccessCollection<Int>>(
    _ positions: Positions, line: (Int) -> UnsafeBufferPointer<UInt8>, found: (Int, Verdict) -> Void
  ) where Positions.Index == Int, Positions: Sendable {
    scan(positions, verdict: { position in verdict(line(position)) }, found: found)
  }

  /// How many positions one round of a scan judges: its verdicts are held until they are read.
  private static var round: Int { 65_536 }

  /// Judges the lines at `positions` (in increasing order) a round at a time, over every core for
  /// large rounds, each verdict written in place in a buffer of the round's; then hands the
  /// candidates to `found` in order on the calling thread. The workers allocate nothing: what a
  /// scan keeps is kept once, by the caller.
  private func scan<Positions: RandomAccessCollection<Int> & Sendable>(
    _ positions: Positions, verdict: (Int) -> Verdict, found: (Int, Verdict) -> Void
  ) where Positions.Index == Int {
    let codes = UnsafeMutableBufferPointer<Int32>.allocate(capacity: min(positions.count, Self.round))
    defer { codes.deallocate() }
    for start in stride(from: positions.startIndex, to: positions.endIndex, by: Self.round) {
      let end = min(positions.endIndex, start + Self.round)
      // Dispatch runs the parts on as many threads as the machine has cores; the core reads no
      // machine setting itself. Small rounds are one part.
      let workers = end - start < 8_192 ? 1 : 16
      let chunk = (end - start + workers - 1) / workers
      withoutActuallyEscaping(verdict) { verdict in
        let shared = UnsafeSendable((codes, verdict))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          let (codes, verdict) = shared.value
          let first = start + worker * chunk
          for index in first..<min(end, first + chunk) {
            codes[index - start] = Self.code(verdict(positions[index]))
          }
        }
      }
      for index in start..<end where codes[index - start] != Self.noneCode {
        found(positions[index], Self.verdict(code: codes[index - start]))
      }
    }
  }

  /// A verdict in four bytes, as a round holds it: a stretch's length past 0, or one of three codes.
  private static func code(_ verdict: Verdict) -> Int32 {
    switch verdict {
    case .contains: 0
    case .near(let span): Int32(clamping: max(0, span) + 1)
    case .scattered: -1
    case .none: noneCode
    }
  }

  private static var noneCode: Int32 { -2 }

  private static func verdict(code: Int32) -> Verdict {
    switch code {
    case 0: .contains
    case -1: .scattered
    case noneCode: .none
    default: .near(Int(code) - 1)
    }
  }

  /// The verdict on one line's bytes.
  func verdict(_ line: UnsafeBufferPointer<UInt8>) -> Verdict {
    if Self.isASCII(line) {
      // An ASCII line folds to its lower case: a query that folds to other letters cannot match.
      guard wantedIsASCII else { return .none }
      return asciiVerdict(line, folded: false)
    }
    // Latin letters with accents fold, one by one, to ASCII letters: such a line is folded here
    // without Foundation; any other script takes the list screen's own path.
    if wantedIsASCII, let folded = LatinFolding.folded(line) {
      return folded.withUnsafeBufferPointer { asciiVerdict($0, folded: true) }
    }
    return foldedVerdict(String(decoding: line, as: UTF8.self))
  }

  /// The verdict on an ASCII line; `folded` when it is lower case already.
  private func asciiVerdict(_ line: UnsafeBufferPointer<UInt8>, folded: Bool) -> Verdict {
    // Most lines do not even hold the query's letters in order: one pass settles those.
    guard folded ? holdsInOrderFolded(line) : holdsInOrder(line) else { return .none }
    if containsFolded(line) { return .contains }
    guard let span = spanFolded(line) else { return .none }
    return span <= wanted.count * 2 ? .near(span) : .scattered
  }

  /// Whether a lower-case line holds the query's bytes in order, jumping from one to the next
  /// with memchr, which reads many bytes at a time.
  private func holdsInOrderFolded(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard var cursor = line.baseAddress else { return false }
    let end = cursor + line.count
    for byte in wanted {
      guard cursor < end, let found = Platform.firstIndex(of: byte, in: cursor, count: end - cursor) else {
        return false
      }
      cursor += found + 1
    }
    return true
  }

  /// Whether the lower-cased line holds the query's bytes in order, at any distance.
  private func holdsInOrder(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    wanted.withUnsafeBufferPointer { needle in
      Self.lower.withUnsafeBufferPointer { lower in
        var next = 0
        for byte in line where lower[Int(byte)] == needle[next] {
          next += 1
          if next == needle.count { return true }
        }
        return false
      }
    }
  }

  /// Whether every byte is ASCII, read eight bytes at a time.
  private static func isASCII(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress else { return true }
    var index = 0
    let raw = UnsafeRawPointer(base)
    while index + 8 <= line.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      index += 8
    }
    while index < line.count {
      if line[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// The list screen's own path, for a line that is not ASCII.
  private func foldedVerdict(_ label: String) -> Verdict {
    let key = SearchKey.of(label)
    if wanted.withUnsafeBufferPointer({ SearchKey.firstOffset(of: $0, in: key) != nil }) { return .contains }
    guard let span = SearchKey.subsequenceSpan(wantedScalars, in: key) else { return .none }
    return span <= wantedScalars.count * 2 ? .near(span) : .scattered
  }

  private static let lower: [UInt8] = (0..<256).map { byte in
    (0x41...0x5A).contains(byte) ? UInt8(byte + 0x20) : UInt8(byte)
  }

  /// Whether the line, in lower case, holds the query's bytes.
  private func containsFolded(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = wanted.count
    guard line.count >= count else { return false }
    return wanted.withUnsafeBufferPointer { needle in
      Self.lower.withUnsafeBufferPointer { lower in
        let first = needle[0]
        var start = 0
        let last = line.count - count
        while start <= last {
          if lower[Int(line[start])] == first {
            var offset = 1
            while offset < count && lower[Int(line[start + offset])] == needle[offset] { offset += 1 }
            if offset == count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }

  /// The shortest stretch of the lower-cased line holding the query's bytes in order, as
  /// ``SearchKey/subsequenceSpan(_:in:)`` measures it for scalars.
  private func spanFolded(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    wanted.withUnsafeBufferPointer { needle in
      Self.lower.withUnsafeBufferPointer { lower in
        let first = needle[0]
        var best: Int?
        var start = 0
        while start < line.count {
          defer { start += 1 }
          guard lower[Int(line[start])] == first else { continue }
          var next = 1
          var position = start
          var span = 1
          while next < needle.count {
            position += 1
            guard position < line.count else { return best }
            span += 1
            if lower[Int(line[position])] == needle[next] { next += 1 }
          }
          if best.map({ span < $0 }) ?? true { best = span }
          if span == needle.count { break }
        }
        return best
      }
    }
  }
}

/// Folding for the Latin letters most names hold, scalar by scalar: each letter from U+00C0 to
/// U+024F and each combining mark from U+0300 to U+036F, folded once by ``SearchKey`` itself,
/// whose answers are kept when they are ASCII. A line with any other non-ASCII scalar is left to
/// ``SearchKey`` whole.
enum LatinFolding {
  /// The ASCII folding of each scalar below U+0370, nil where it is not ASCII.
  private static let table: [[UInt8]?] = (0..<0x370).map { value in
    guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return nil }
    let isLetter = (0xC0...0x24F).contains(value) && value != 0xD7 && value != 0xF7
    guard isLetter || (0x300...0x36F).contains(value) else { return nil }
    let folded = Array(SearchKey.of(String(scalar)).utf8)
    return folded.allSatisfy { $0 < 0x80 } ? folded : nil
  }

  /// The line folded to lower-case ASCII, or nil when it holds a scalar the table does not fold.
  static func folded(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    result.reserveCapacity(line.count)
    var index = 0
    while index < line.count {
      let byte = line[index]
      if byte < 0x80 {
        result.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        index += 1
        continue
      }
      // Two-byte UTF-8 covers U+0080 to U+07FF: anything longer, or malformed, is not folded here.
      guard byte & 0xE0 == 0xC0, index + 1 < line.count, line[index + 1] & 0xC0 == 0x80 else { return nil }
      let value = Int(byte & 0x1F) << 6 | Int(line[index + 1] & 0x3F)
      guard value < table.count, let folded = table[value] else { return nil }
      result += folded
      index += 2
    }
    return result
  }
}

/// A value handed to concurrent workers that each touch their own part of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
