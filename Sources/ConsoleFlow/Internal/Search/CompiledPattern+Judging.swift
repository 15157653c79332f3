// How a compiled pattern judges one line: its text read as scalars (its bytes when ASCII) and
// split into the fields its scope names; every set of terms matched by the matchers; for a line
// that matches and is ranked, each set's best placement in any field, summed into a rank.

extension CompiledPattern {
  /// The rank of the line whose UTF-8 bytes are `line` (``Rank/unranked`` unless `ranks`), or
  /// nil when it does not match. Invalid UTF-8 is matched as the replacement character.
  func judge(_ line: UnsafeBufferPointer<UInt8>, ranks: Bool) -> Rank? {
    guard setEnds.count > 0 else { return .unranked }
    let isASCII = FieldText<UInt8>.isASCII(line)
    // The common case first, without reading the scope's payload for every line.
    if matchesWholeLines {
      if isASCII { return judge(line, fields: CollectionOfOne(0..<line.count), ranks: ranks) }
      return decoded(line) { judge($0, fields: CollectionOfOne(0..<$0.count), ranks: ranks) }
    }
    switch scope {
    case .line:
      return nil
    case .cells:
      if isASCII { return judge(line, fields: Self.cells(of: line), ranks: ranks) }
      return decoded(line) { judge($0, fields: Self.cells(of: $0), ranks: ranks) }
    case .fields:
      return judge(line, fields: splitter?.fields(of: line) ?? [], isASCII: isASCII, ranks: ranks)
    }
  }

  /// `line` decoded into scalars on the stack when it is short enough, as most are (never more
  /// scalars than bytes), handed to `body`.
  private func decoded(_ line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt32>) -> Rank?) -> Rank? {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: line.count) { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[..<Self.decode(line, into: buffer)]))
    }
  }

  /// Where each cell of a table's row stands: the text between tabs.
  static func cells<Unit: FixedWidthInteger & UnsignedInteger>(of text: UnsafeBufferPointer<Unit>) -> [Range<Int>] {
    var cells: [Range<Int>] = []
    var start = 0
    for index in text.indices where text[index] == 0x09 {
      cells.append(start..<index)
      start = index + 1
    }
    cells.append(start..<text.count)
    return cells
  }

  /// The line judged on the fields its splitter names (`parts` of its bytes), each copied or
  /// decoded one after the other in one buffer: the ranking reads them as one text.
  private func judge(
    _ line: UnsafeBufferPointer<UInt8>, fields parts: [Range<Int>], isASCII: Bool, ranks: Bool
  ) -> Rank? {
    let room = parts.reduce(0) { $0 + $1.count }
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(parts.count)
    if isASCII {
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
        var start = 0
        for part in parts {
          _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<start + part.count]).initialize(from: line[part])
          ranges.append(start..<start + part.count)
          start += part.count
        }
        return judge(UnsafeBufferPointer(buffer), fields: ranges, ranks: ranks)
      }
    }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: room) { buffer in
      var start = 0
      for part in parts {
        let count = Self.decode(
          UnsafeBufferPointer(rebasing: line[part]), into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        ranges.append(start..<start + count)
        start += count
      }
      return judge(UnsafeBufferPointer(rebasing: buffer[..<start]), fields: ranges, ranks: ranks)
    }
  }

  /// The text judged on its fields, `ranges` of it in increasing order: refused at the first
  /// set that does not match; then, when it `ranks`, its rank.
  private func judge<Unit: FixedWidthInteger & UnsignedInteger, Ranges: Collection<Range<Int>>>(
    _ text: UnsafeBufferPointer<Unit>, fields ranges: Ranges, ranks: Bool
  ) -> Rank? {
    let fields = FieldTexts(text: text, ranges: ranges)
    for index in required where !fields.contains(where: { $0.holdsInOrder(terms[index]) }) { return nil }
    for set in order where !isSatisfied(set, in: fields) { return nil }
    guard ranks, !text.isEmpty else { return .unranked }
    return rank(of: text, fields: fields)
  }

  /// Whether set `set` matches: one of its terms matches in a field, or one that must not
  /// matches in none.
  private func isSatisfied<Unit, Fields: Collection<FieldText<Unit>>>(_ set: Int, in fields: Fields) -> Bool {
    for index in termsOf(set: set) {
      let term = terms[index]
      let found = fields.contains { $0.matches(term) }
      if found != term.isInverse { return true }
    }
    return false
  }

  /// The rank of a text that matches: each set's best placement (the best of its terms in the
  /// best of the fields), in the query's order, summed up with what the line earns as a whole.
  private func rank<Unit, Ranges>(of text: UnsafeBufferPointer<Unit>, fields: FieldTexts<Unit, Ranges>) -> Rank {
    let count = text.count
    let parts: LineParts
    if case .cells(let name) = scope { parts = .cells(name: name) } else { parts = .delimited }
    return withUnsafeTemporaryAllocation(of: LineWords.Spot.self, capacity: count) { spots in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (count + 1)) { numbers in
        let words = LineWords(
          text, fieldStarts: fields.ranges.lazy.map { $0.lowerBound }, parts: parts, spots: spots,
          wordStarts: UnsafeMutableBufferPointer(rebasing: numbers[..<(count + 1)]),
          partWords: UnsafeMutableBufferPointer(rebasing: numbers[(count + 1)...]))
        var builder = RankBuilder(words)
        // The fields the terms stand in, as bits (fields from 63 on share the last), and their length.
        var touched: UInt64 = 0
        var length = 0
        for set in 0..<setEnds.count {
          var best: (placement: Placement, field: Int)?
          for index in termsOf(set: set) where !terms[index].isInverse {
            // A lone term of a line's has been seen to stand in it.
            let holds = fields.count == 1 && required.contains(index)
            for (number, field) in fields.enumerated() {
              guard let placement = field.place(terms[index], words: words, holds: holds),
                placement.isBetter(than: best?.placement)
              else { continue }
              best = (placement, number)
            }
          }
          guard let best else { continue }
          builder.add(best.placement)
          let bit: UInt64 = 1 << UInt64(min(best.field, 63))
          if touched & bit == 0 {
            touched |= bit
            length += fields[fields.index(fields.startIndex, offsetBy: best.field)].count
          }
        }
        return builder.rank(length: length)
      }
    }
  }
}
