/// One field of a searched text (the whole line, a field fzf's `--nth` names, a table's cell):
/// its scalars (its bytes when the text is ASCII), where it stands in the text the ranking reads
/// (``LineWords``), and the tests a term's letters are put to there: as fzf compares them.
struct FieldText<Unit: FixedWidthInteger & UnsignedInteger> {
  let units: UnsafeBufferPointer<Unit>
  /// Where the field's first scalar stands in the text (the index ``LineWords`` reads it at).
  let offset: Int

  var count: Int { units.count }

  var leadingSpaces: Int {
    var count = 0
    while count < units.count && ScalarClass.isSpace(UInt32(units[count])) { count += 1 }
    return count
  }

  var trailingSpaces: Int {
    var count = 0
    while count < units.count && ScalarClass.isSpace(UInt32(units[units.count - 1 - count])) { count += 1 }
    return count
  }

  /// The scalar at `index` as `term` compares it: lower case when the term ignores case (the
  /// in-order match lowers upper-case letters only, as fzf's does), accents folded when it folds.
  @inline(__always)
  func folded(_ index: Int, _ term: TermView) -> UInt32 {
    let value = UInt32(units[index])
    if value < 0x80 { return term.caseSensitive || value &- 0x41 >= 26 ? value : value + 0x20 }
    var folded = value
    if !term.caseSensitive && (term.kind != .fuzzy || CaseFold.isUpper(value)) { folded = CaseFold.lowered(value) }
    return term.foldsAccents ? AccentFold.folded(folded) : folded
  }

  /// Whether the term's scalars stand together at `start`.
  func equals(_ term: TermView, at start: Int) -> Bool {
    let scalars = term.scalars
    var offset = 0
    while offset < scalars.count {
      guard folded(start + offset, term) == scalars[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Whether no letter or digit stands right before `start` nor right after `end`.
  func standsApart(_ start: Int, _ end: Int) -> Bool {
    let before = start == 0 || ScalarClass.of(UInt32(units[start - 1])).isBoundary
    return before && (end == units.count || ScalarClass.of(UInt32(units[end])).isBoundary)
  }

  /// Whether the term's scalars all stand in the field in order: most lines fail here, so ASCII
  /// terms on ASCII lines skip from one scalar to the next with memchr.
  func holdsInOrder(_ term: TermView) -> Bool {
    if Unit.self == UInt8.self, let ascii = term.ascii {
      return units.withMemoryRebound(to: UInt8.self) {
        Self.bytesHoldInOrder(ascii, in: $0, ignoringCase: !term.caseSensitive)
      }
    }
    var next = 0
    let scalars = term.scalars
    for index in 0..<units.count where folded(index, term) == scalars[next] {
      next += 1
      if next == scalars.count { return true }
    }
    return false
  }

  private static func bytesHoldInOrder(
    _ wanted: UnsafeBufferPointer<UInt8>, in line: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
  ) -> Bool {
    guard var cursor = line.baseAddress else { return wanted.isEmpty }
    let end = cursor + line.count
    for byte in wanted {
      guard cursor < end else { return false }
      var found = Platform.firstIndex(of: byte, in: cursor, count: end - cursor)
      if ignoringCase && byte &- 0x61 < 26 {
        // The upper-case letter, before the lower-case one if it comes first.
        let limit = found ?? (end - cursor)
        if let upper = Platform.firstIndex(of: byte - 0x20, in: cursor, count: limit) { found = upper }
      }
      guard let found else { return false }
      cursor += found + 1
    }
    return true
  }

  /// The first place at or after `from` where the term's scalars stand together: ASCII terms on
  /// ASCII lines jump to each possible first byte with memchr.
  func nextStart(of term: TermView, from: Int) -> Int? {
    let count = term.scalars.count
    guard from + count <= units.count else { return nil }
    guard Unit.self == UInt8.self, let ascii = term.ascii else {
      // The first scalar first: most places fail there.
      let first = term.scalars[0]
      var start = from
      while start <= units.count - count {
        if folded(start, term) == first && equals(term, at: start) { return start }
        start += 1
      }
      return nil
    }
    return units.withMemoryRebound(to: UInt8.self) { line in
      Self.nextStart(of: ascii, in: line, from: from, ignoringCase: !term.caseSensitive)
    }
  }

  private static func nextStart(
    of wanted: UnsafeBufferPointer<UInt8>, in line: UnsafeBufferPointer<UInt8>, from: Int, ignoringCase: Bool
  ) -> Int? {
    guard let base = line.baseAddress else { return nil }
    let first = wanted[0]
    let upper: UInt8? = ignoringCase && first &- 0x61 < 26 ? first - 0x20 : nil
    var start = from
    let last = line.count - wanted.count
    while start <= last {
      // The next place the first byte stands, in either case.
      let room = last - start + 1
      var found = Platform.firstIndex(of: first, in: base + start, count: room)
      if let upper, let other = Platform.firstIndex(of: upper, in: base + start, count: found ?? room) {
        found = other
      }
      guard let found else { return nil }
      start += found
      var offset = 1
      while offset < wanted.count {
        let byte = line[start + offset]
        let folded = ignoringCase && byte &- 0x41 < 26 ? byte + 0x20 : byte
        guard folded == wanted[offset] else { break }
        offset += 1
      }
      if offset == wanted.count { return start }
      start += 1
    }
    return nil
  }

  /// Whether every byte is ASCII, read eight bytes at a time.
  static func isASCII(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
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
}

/// The fields of a text, each read as a ``FieldText`` when it is asked for: a collection that
/// keeps no closure (a lazy map's would be allocated for every line).
struct FieldTexts<Unit: FixedWidthInteger & UnsignedInteger, Ranges: Collection<Range<Int>>>: Collection {
  let text: UnsafeBufferPointer<Unit>
  /// Where each field stands in `text`, in increasing order.
  let ranges: Ranges

  var startIndex: Ranges.Index { ranges.startIndex }
  var endIndex: Ranges.Index { ranges.endIndex }

  func index(after index: Ranges.Index) -> Ranges.Index { ranges.index(after: index) }

  subscript(index: Ranges.Index) -> FieldText<Unit> {
    let range = ranges[index]
    return FieldText(units: UnsafeBufferPointer(rebasing: text[range]), offset: range.lowerBound)
  }
}
