// MARK: - Matching a line

extension SearchPattern {
  /// The rank of the line whose UTF-8 bytes are `line`, smaller first, or nil when it does not
  /// match. Lines match as fzf matches them; the rank is the list's own (``Rank``). Invalid UTF-8
  /// is matched as the replacement character.
  func rank(_ line: UnsafeBufferPointer<UInt8>) -> Int32? {
    compiled.rank(line)
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

/// Where a term stands in a line: the stretch it covers, how many of its scalars neither start
/// a word nor follow the one before (breaks), and whether it stands together at a word start.
struct Found {
  var start: Int
  var end: Int
  var breaks: Int
  var isTogether: Bool
  var atWordStart: Bool
  var length: Int
}

/// The list's ranking of a matching line, smaller first, as one number: what a person means
/// comes first. In order: the whole line is the one term (0), the first term starts the line
/// (1), every term stands together at a word start (2), every term together (3), in order only
/// (4); then fewer breaks (a scalar that neither starts a word nor follows the last); then the
/// shorter stretches; then the shorter line. Equal ranks keep the lines' order.
struct Rank {
  /// The terms found so far, in the query's order, summed up as they come: no array a line.
  struct Builder {
    /// Whether the first term found is the whole of its line (or field), and whether it starts it.
    private var first: (isWhole: Bool, startsLine: Bool)?
    private var count = 0
    private var allTogether = true
    private var allAtWordStarts = true
    private var breaks = 0
    private var slack = 0

    mutating func add<Unit>(_ found: Found, in line: Line<Unit>) {
      if first == nil {
        let startsLine = found.isTogether && found.start == line.leadingSpaces
        first = (startsLine && found.end == line.units.count - line.trailingSpaces, startsLine)
      }
      count += 1
      allTogether = allTogether && found.isTogether
      allAtWordStarts = allAtWordStarts && found.isTogether && found.atWordStart
      breaks += found.breaks
      slack += found.end - found.start - found.length
    }

    /// The rank, for a line `length` scalars long.
    func value(length: Int) -> Int32 {
      // Only terms that must not match: the lines keep their order.
      guard let first else { return 0 }
      let tier: Int
      if count == 1, first.isWhole {
        tier = 0
      } else if first.startsLine {
        tier = 1
      } else if allAtWordStarts {
        tier = 2
      } else if allTogether {
        tier = 3
      } else {
        tier = 4
      }
      return Int32(((tier * 16 + min(breaks, 15)) * 64 + min(slack, 63)) * 1024 + min(length, 1023))
    }
  }
}

/// A line's scalars (its bytes when it is ASCII), with the term matches run on them.
struct Line<Unit: FixedWidthInteger & UnsignedInteger> {
  let units: UnsafeBufferPointer<Unit>

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
  private func folded(_ index: Int, _ term: TermView) -> UInt32 {
    let value = UInt32(units[index])
    if value < 0x80 { return term.caseSensitive || value &- 0x41 >= 26 ? value : value + 0x20 }
    var folded = value
    if !term.caseSensitive && (term.kind != .fuzzy || CaseFold.isUpper(value)) { folded = CaseFold.lowered(value) }
    return term.foldsAccents ? LatinFold.folded(folded) : folded
  }

  /// Whether a word starts at `index`: the line's start, after white space or punctuation, or
  /// an upper-case letter after a lower-case one.
  func startsWord(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    let (before, here) = (ScalarClass.of(UInt32(units[index - 1])), ScalarClass.of(UInt32(units[index])))
    return before.isBoundary && !here.isBoundary || before == .lower && here == .upper
  }

  /// Where `term` stands in the line, or nil when it does not.
  func match(_ term: TermView) -> Found? {
    let count = term.scalars.count
    switch term.kind {
    case .fuzzy:
      guard holdsInOrder(term) else { return nil }
      return together(term, boundary: false) ?? inOrder(term)
    case .exact:
      return together(term, boundary: false)
    case .exactBoundary:
      return together(term, boundary: true)
    case .prefix:
      let start = ScalarClass.isSpace(term.scalars[0]) ? 0 : leadingSpaces
      guard units.count - start >= count, equals(term, at: start) else { return nil }
      return Found(start: start, end: start + count, breaks: 0, isTogether: true, atWordStart: true, length: count)
    case .suffix:
      let end = units.count - (ScalarClass.isSpace(term.scalars[count - 1]) ? 0 : trailingSpaces)
      guard end - count >= 0, equals(term, at: end - count) else { return nil }
      return Found(
        start: end - count, end: end, breaks: 0, isTogether: true, atWordStart: startsWord(end - count), length: count)
    case .equal:
      let start = ScalarClass.isSpace(term.scalars[0]) ? 0 : leadingSpaces
      let end = units.count - (ScalarClass.isSpace(term.scalars[count - 1]) ? 0 : trailingSpaces)
      guard end - start == count, equals(term, at: start) else { return nil }
      return Found(start: start, end: end, breaks: 0, isTogether: true, atWordStart: true, length: count)
    }
  }

  private func equals(_ term: TermView, at start: Int) -> Bool {
    let scalars = term.scalars
    var offset = 0
    while offset < scalars.count {
      guard folded(start + offset, term) == scalars[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Whether the term's scalars all stand in the line in order: most lines fail here, so ASCII
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

  /// The term's scalars together: the first stretch at a word start, else the first anywhere;
  /// with `boundary`, only a stretch with no letter or digit on either side.
  private func together(_ term: TermView, boundary: Bool) -> Found? {
    let count = term.scalars.count
    guard units.count >= count else { return nil }
    var first: Int?
    var from = 0
    while let start = nextStart(of: term, from: from) {
      from = start + 1
      if boundary {
        let before = start == 0 || ScalarClass.of(UInt32(units[start - 1])).isBoundary
        let after = start + count == units.count || ScalarClass.of(UInt32(units[start + count])).isBoundary
        guard before && after else { continue }
      }
      if startsWord(start) {
        return Found(start: start, end: start + count, breaks: 0, isTogether: true, atWordStart: true, length: count)
      }
      if first == nil { first = start }
    }
    return first.map {
      Found(start: $0, end: $0 + count, breaks: 0, isTogether: true, atWordStart: false, length: count)
    }
  }

  /// The first place at or after `from` where the term's scalars stand together: ASCII terms on
  /// ASCII lines jump to each possible first byte with memchr.
  private func nextStart(of term: TermView, from: Int) -> Int? {
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

  /// The best of the term's in-order stretches from its first few possible starts: fewest
  /// breaks, then shortest.
  private func inOrder(_ term: TermView) -> Found? {
    let scalars = term.scalars
    var best: Found?
    var tried = 0
    for start in 0..<units.count where folded(start, term) == scalars[0] {
      var next = 1
      var breaks = 0
      var last = start
      var index = start + 1
      while next < scalars.count && index < units.count {
        if folded(index, term) == scalars[next] {
          if index != last + 1 && !startsWord(index) { breaks += 1 }
          last = index
          next += 1
        }
        index += 1
      }
      guard next == scalars.count else { break }
      let found = Found(
        start: start, end: last + 1, breaks: breaks + (startsWord(start) ? 0 : 1), isTogether: false,
        atWordStart: startsWord(start), length: scalars.count)
      if best.map({ ($0.breaks, $0.end - $0.start) > (found.breaks, found.end - found.start) }) ?? true {
        best = found
      }
      tried += 1
      if tried == 16 { break }
    }
    return best
  }
}
