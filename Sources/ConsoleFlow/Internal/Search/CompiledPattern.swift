/// A pattern laid out for matching millions of lines: every term's scalars in one buffer held
/// for the pattern's life, each term a plain value pointing into it, so that matching a line
/// copies no array and counts no reference.
final class CompiledPattern: @unchecked Sendable {
  /// Every term, its scalars pointing into `scalars` and `bytes`.
  private let terms: UnsafeMutableBufferPointer<TermView>
  /// Where each `|`-joined set ends in `terms`.
  private let setEnds: UnsafeMutableBufferPointer<Int>
  private let scalars: UnsafeMutableBufferPointer<UInt32>
  /// The scalars as bytes where a term is ASCII.
  private let bytes: UnsafeMutableBufferPointer<UInt8>

  init(_ sets: [[SearchPattern.Term]]) {
    let all = sets.flatMap { $0 }
    let total = all.reduce(0) { $0 + $1.scalars.count }
    scalars = .allocate(capacity: total)
    bytes = .allocate(capacity: total)
    terms = .allocate(capacity: all.count)
    setEnds = .allocate(capacity: sets.count)
    var offset = 0
    for (index, term) in all.enumerated() {
      let range = offset..<offset + term.scalars.count
      for scalar in term.scalars {
        scalars[offset] = scalar
        bytes[offset] = UInt8(truncatingIfNeeded: scalar)
        offset += 1
      }
      let isASCII = term.scalars.allSatisfy { $0 < 0x80 }
      terms[index] = TermView(
        kind: term.kind, isInverse: term.isInverse, caseSensitive: term.caseSensitive, foldsAccents: term.foldsAccents,
        scalars: UnsafeBufferPointer(rebasing: scalars[range]),
        ascii: isASCII ? UnsafeBufferPointer(rebasing: bytes[range]) : nil)
    }
    var end = 0
    for (index, set) in sets.enumerated() {
      end += set.count
      setEnds[index] = end
    }
  }

  deinit {
    terms.deallocate()
    setEnds.deallocate()
    scalars.deallocate()
    bytes.deallocate()
  }

  /// The rank of the line whose UTF-8 bytes are `line`, or nil when it does not match.
  func rank(_ line: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard setEnds.count > 0 else { return 0 }
    if SearchPattern.isASCII(line) { return rank(units: line) }
    // Decoded into scalars on the stack when the line is short enough, as most are.
    let decoded = String(decoding: line, as: UTF8.self).unicodeScalars
    let count = decoded.count
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { buffer in
      for (index, scalar) in decoded.enumerated() { buffer[index] = scalar.value }
      return rank(units: UnsafeBufferPointer(buffer))
    }
  }

  private func rank<Unit: FixedWidthInteger & UnsignedInteger>(units: UnsafeBufferPointer<Unit>) -> Int32? {
    let line = Line(units: units)
    var rank = Rank.Builder()
    var first = 0
    for end in setEnds {
      defer { first = end }
      var satisfied = false
      var positive: Found?
      for index in first..<end {
        let term = terms[index]
        let match = line.match(term)
        if term.isInverse {
          if match == nil { satisfied = true }
          continue
        }
        if let match {
          positive = match
          break
        }
      }
      if let positive {
        rank.add(positive)
      } else if !satisfied {
        return nil
      }
    }
    return rank.value(line: line)
  }
}

/// One term as a line is matched against it: its flags, and its scalars where the compiled
/// pattern holds them (valid for the pattern's life).
struct TermView {
  var kind: SearchPattern.Kind
  var isInverse: Bool
  var caseSensitive: Bool
  var foldsAccents: Bool
  var scalars: UnsafeBufferPointer<UInt32>
  /// The scalars as bytes, when they are all ASCII.
  var ascii: UnsafeBufferPointer<UInt8>?
}
