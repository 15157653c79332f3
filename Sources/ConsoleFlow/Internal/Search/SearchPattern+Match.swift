// MARK: - Matching a line

extension SearchPattern {
  /// The rank of the line whose UTF-8 bytes are `line`, smaller first, or nil when it does not
  /// match. Lines match as fzf matches them; the rank is the list's own (``Rank``). Invalid UTF-8
  /// is matched as the replacement character.
  func rank(_ line: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard !isEmpty else { return 0 }
    if Self.isASCII(line) { return rank(units: line) }
    let scalars = Array(String(decoding: line, as: UTF8.self).unicodeScalars.map(\.value))
    return scalars.withUnsafeBufferPointer { rank(units: $0) }
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

  /// The rank of a line of scalars (bytes, for an ASCII line).
  private func rank<Unit: FixedWidthInteger & UnsignedInteger>(units: UnsafeBufferPointer<Unit>) -> Int32? {
    let line = Line(units: units)
    var found: [Found] = []
    for set in sets {
      var satisfied = false
      var positive: Found?
      for term in set {
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
        found.append(positive)
      } else if !satisfied {
        return nil
      }
    }
    return Rank(found, line: line).value
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
  let value: Int32

  init<Unit>(_ found: [Found], line: Line<Unit>) {
    let length = min(line.units.count, 1023)
    guard let first = found.first else {
      // Only terms that must not match: the lines keep their order.
      value = 0
      return
    }
    let (leading, trailing) = (line.leadingSpaces, line.trailingSpaces)
    let tier: Int
    if found.count == 1, first.isTogether, first.start == leading, first.end == line.units.count - trailing {
      tier = 0
    } else if first.isTogether && first.start == leading {
      tier = 1
    } else if found.allSatisfy({ $0.isTogether && $0.atWordStart }) {
      tier = 2
    } else if found.allSatisfy(\.isTogether) {
      tier = 3
    } else {
      tier = 4
    }
    let breaks = min(found.reduce(0) { $0 + $1.breaks }, 15)
    let slack = min(found.reduce(0) { $0 + ($1.end - $1.start - $1.length) }, 63)
    value = Int32(((tier * 16 + breaks) * 64 + slack) * 1024 + length)
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
  private func folded(_ index: Int, _ term: SearchPattern.Term) -> UInt32 {
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
  func match(_ term: SearchPattern.Term) -> Found? {
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

  private func equals(_ term: SearchPattern.Term, at start: Int) -> Bool {
    for (offset, scalar) in term.scalars.enumerated() where folded(start + offset, term) != scalar { return false }
    return true
  }

  /// Whether the term's scalars all stand in the line in order: most lines fail here, so ASCII
  /// terms on ASCII lines skip from one scalar to the next with memchr.
  private func holdsInOrder(_ term: SearchPattern.Term) -> Bool {
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

  private static func bytesHoldInOrder(_ wanted: [UInt8], in line: UnsafeBufferPointer<UInt8>, ignoringCase: Bool)
    -> Bool
  {
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
  private func together(_ term: SearchPattern.Term, boundary: Bool) -> Found? {
    let count = term.scalars.count
    guard units.count >= count else { return nil }
    var first: Int?
    for start in 0...(units.count - count) where equals(term, at: start) {
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

  /// The best of the term's in-order stretches from its first few possible starts: fewest
  /// breaks, then shortest.
  private func inOrder(_ term: SearchPattern.Term) -> Found? {
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
