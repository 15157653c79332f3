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
  /// The fields each term is matched in, one at a time; nil: the whole line.
  private let fields: ListFilter.Fields?
  /// Whether there are `fields`: asked for every line, without copying them out of their optional.
  private let hasFields: Bool
  /// The sets in the order they are tried: a set of one term that only matches at a line's
  /// ends (`^term`, `term$`) first, as it is cheap and lets most lines go at once; the others in
  /// the query's order. The rank still reads them in the query's order.
  private let order: [Int]
  /// The terms that stand alone in their set and can only match where their scalars stand in
  /// order (fuzzy and exact ones): a line lacking any of them is refused before a term is placed,
  /// since placing a fuzzy term (the best of its spots) costs far more than that check.
  private let required: [Int]

  init(_ sets: [[SearchPattern.Term]], fields: ListFilter.Fields?) {
    self.fields = fields
    hasFields = fields != nil
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
    func isAnchored(_ set: [SearchPattern.Term]) -> Bool {
      set.count == 1 && !set[0].isInverse && [.prefix, .suffix, .equal].contains(set[0].kind)
    }
    order = sets.indices.filter { isAnchored(sets[$0]) } + sets.indices.filter { !isAnchored(sets[$0]) }
    let ends = setEnds
    required = sets.indices.filter { set in
      sets[set].count == 1 && !sets[set][0].isInverse && [.fuzzy, .exact].contains(sets[set][0].kind)
    }.map { ends[$0] - 1 }
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
    if hasFields, let fields { return rank(line, fields: fields) }
    if SearchPattern.isASCII(line) { return rank(in: CollectionOfOne(Line(units: line)), length: line.count) }
    // Decoded into scalars on the stack when the line is short enough, as most are: never more
    // scalars than bytes.
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: line.count) { buffer in
      let count = Self.decode(line, into: buffer)
      return rank(in: CollectionOfOne(Line(units: UnsafeBufferPointer(rebasing: buffer[..<count]))), length: count)
    }
  }

  /// Decodes the UTF-8 `line` into `scalars` (as many as it has bytes), answering how many
  /// there are: well-formed sequences at once, anything else as Swift decodes it (U+FFFD for
  /// each maximal invalid part).
  static func decode(_ line: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>)
    -> Int
  {
    var count = 0
    var index = 0
    while index < line.count {
      let lead = UInt32(line[index])
      var value = lead
      var length = 1
      if lead >= 0x80 {
        length = lead >= 0xF5 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, index + length <= line.count else { return slowDecode(line, into: scalars) }
        value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
          let byte = UInt32(line[index + offset])
          guard byte & 0xC0 == 0x80 else { return slowDecode(line, into: scalars) }
          value = value << 6 | byte & 0x3F
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let least: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= least, value <= 0x10FFFF, value & 0xFFFFF800 != 0xD800 else {
          return slowDecode(line, into: scalars)
        }
      }
      scalars[count] = value
      count += 1
      index += length
    }
    return count
  }

  private static func slowDecode(
    _ line: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>
  ) -> Int {
    var count = 0
    for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
      scalars[count] = scalar.value
      count += 1
    }
    return count
  }

  /// The rank of `line` when each term is matched in each of the fields in turn, as fzf's
  /// `--nth` does: a term matches when it matches in one of them.
  private func rank(_ line: UnsafeBufferPointer<UInt8>, fields: ListFilter.Fields) -> Int32? {
    let parts = fields.parts(of: line, strippingLastDelimiter: true)
    if SearchPattern.isASCII(line) {
      return rank(
        in: parts.lazy.map { Line(units: UnsafeBufferPointer(rebasing: line[$0])) }, length: Self.scalarCount(line))
    }
    // Each part decoded on its own, one after the other in one buffer (never more scalars
    // than bytes).
    let room = parts.reduce(0) { $0 + $1.count }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: room) { buffer in
      var ranges: [Range<Int>] = []
      var start = 0
      for part in parts {
        let count = Self.decode(
          UnsafeBufferPointer(rebasing: line[part]), into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        ranges.append(start..<start + count)
        start += count
      }
      let scalars = UnsafeBufferPointer(buffer)
      return rank(
        in: ranges.lazy.map { Line(units: UnsafeBufferPointer(rebasing: scalars[$0])) }, length: Self.scalarCount(line))
    }
  }

  /// How many scalars the UTF-8 `line` holds: a byte that does not continue a sequence starts one.
  private static func scalarCount(_ line: UnsafeBufferPointer<UInt8>) -> Int {
    line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  /// The rank of a line whose parts are `lines`, `length` scalars long in all (counted only for
  /// a line that matches): each term's match is its first in the parts.
  private func rank<Unit: FixedWidthInteger & UnsignedInteger, Lines: Collection<Line<Unit>>>(
    in lines: Lines, length: @autoclosure () -> Int
  ) -> Int32? {
    for index in required where !lines.contains(where: { $0.holdsInOrder(terms[index]) }) { return nil }
    // What each set found, in the query's order, tried in the order `order` gives.
    return withUnsafeTemporaryAllocation(of: (Found, Line<Unit>)?.self, capacity: setEnds.count) { found in
      for set in order {
        var satisfied = false
        var positive: (Found, Line<Unit>)?
        for index in (set == 0 ? 0 : setEnds[set - 1])..<setEnds[set] {
          let term = terms[index]
          var match: (Found, Line<Unit>)?
          for line in lines {
            if let found = line.match(term) {
              match = (found, line)
              break
            }
          }
          if term.isInverse {
            if match == nil { satisfied = true }
            continue
          }
          if let match {
            positive = match
            break
          }
        }
        guard positive != nil || satisfied else { return nil }
        found.initializeElement(at: set, to: positive)
      }
      var rank = Rank.Builder()
      for case (let match, let line)? in found { rank.add(match, in: line) }
      return rank.value(length: length())
    }
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
