/// One range of a field expression, as fzf reads it: field numbers count from 1, negative ones
/// from the end; nil stands for an open end (`2..`, `..3`, `..`).
struct FieldRange: Sendable, Equatable {
  var first: Int?
  var last: Int?

  /// Every field: `..`, or a range from the first field to the last.
  var isWhole: Bool { first == nil && last == nil }

  /// The ranges of `expression` (`1,3..`, `-1`, `2..-2`), or nil when fzf would refuse it.
  static func list(_ expression: String) -> [FieldRange]? {
    let allowed = Set("0123456789,-.")
    guard !expression.isEmpty, expression.allSatisfy(allowed.contains) else { return nil }
    var ranges: [FieldRange] = []
    for item in expression.split(separator: ",", omittingEmptySubsequences: false) {
      guard let range = FieldRange(String(item)) else { return nil }
      ranges.append(range)
    }
    return ranges
  }

  private init(first: Int?, last: Int?) {
    // `1..` and `..-1` are open ends, as fzf takes them (and so `1..-1` is the whole line).
    self.first = first == 1 && last != 1 ? nil : first
    self.last = last == -1 ? nil : last
  }

  private init?(_ text: String) {
    if text == ".." {
      self.init(first: nil, last: nil)
    } else if text.hasPrefix("..") {
      guard let last = Self.number(text.dropFirst(2)) else { return nil }
      self.init(first: nil, last: last)
    } else if text.hasSuffix("..") {
      guard let first = Self.number(text.dropLast(2)) else { return nil }
      self.init(first: first, last: nil)
    } else if let dots = text.firstRange(of: "..") {
      guard let first = Self.number(text[..<dots.lowerBound]), let last = Self.number(text[dots.upperBound...]),
        !(first < 0 && last > 0)
      else { return nil }
      self.init(first: first, last: last)
    } else {
      guard let field = Self.number(Substring(text)) else { return nil }
      self.init(first: field, last: field)
    }
  }

  /// A field number: an integer, not 0.
  private static func number(_ text: Substring) -> Int? {
    guard let value = Int(text), value != 0 else { return nil }
    return value
  }

  /// The stretch of the line these fields cover, given where each field stands (each followed
  /// by its delimiter); empty when none of them is there.
  func stretch(in fields: [Range<Int>]) -> Range<Int> {
    let count = fields.count
    func resolved(_ field: Int) -> Int { field < 0 ? field + count + 1 : field }
    let from = first.map(resolved) ?? 1
    let to = last.map(resolved) ?? count
    let low = max(from, 1)
    let high = min(to, count)
    guard low <= high else { return 0..<0 }
    return fields[low - 1].lowerBound..<fields[high - 1].upperBound
  }
}

/// Where a line splits into fields: runs of white space (each field keeps the white space after
/// it, leading white space belongs to none), each occurrence of a text, or each match of a
/// regular expression (each field keeps the delimiter after it).
enum FieldDelimiter: Sendable, Equatable {
  case whitespace
  case text([UInt8])
  case pattern(FieldPattern)

  /// The delimiter fzf makes of `given`: `\t` is a tab; one character, a text without any of
  /// the characters a regular expression treats specially, or an expression Go's `regexp`
  /// refuses (a lookahead, a backreference) is a text.
  init(_ given: String) {
    let text = given.replacing("\\t", with: "\t")
    let special = Set("\\.+*?()|[]{}^$")
    if text.unicodeScalars.count == 1 || !text.contains(where: special.contains) {
      self = .text(Array(text.utf8))
    } else if let pattern = FieldPattern(text) {
      self = .pattern(pattern)
    } else {
      self = .text(Array(text.utf8))
    }
  }

  /// Where each field of `line` stands, its delimiter included.
  func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    switch self {
    case .whitespace: return Self.whitespaceFields(line)
    case .text(let separator): return Self.textFields(line, separator: separator)
    case .pattern(let pattern): return Self.ends(pattern.delimiterEnds(in: line), count: line.count)
    }
  }

  /// `stretch` of `line` without the delimiter that ends it, if one does (white space is left:
  /// an end match skips it anyway).
  func droppingLast(in line: UnsafeBufferPointer<UInt8>, from stretch: Range<Int>) -> Range<Int> {
    switch self {
    case .whitespace:
      return stretch
    case .text(let separator):
      let bytes = line[stretch]
      guard !separator.isEmpty, bytes.count >= separator.count, bytes.suffix(separator.count).elementsEqual(separator)
      else { return stretch }
      return stretch.lowerBound..<stretch.upperBound - separator.count
    case .pattern(let pattern):
      let part = UnsafeBufferPointer(rebasing: line[stretch])
      guard let last = pattern.matches(in: part).last, last.upperBound == part.count else { return stretch }
      return stretch.lowerBound..<stretch.lowerBound + last.lowerBound
    }
  }

  private static func isWhite(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

  /// `awk`'s fields: a run of other bytes and the white space after it.
  private static func whitespaceFields(_ line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var index = 0
    while index < line.count && isWhite(line[index]) { index += 1 }
    while index < line.count {
      let start = index
      while index < line.count && !isWhite(line[index]) { index += 1 }
      while index < line.count && isWhite(line[index]) { index += 1 }
      fields.append(start..<index)
    }
    return fields
  }

  /// The fields after each occurrence of `separator`: every occurrence ends one, and what
  /// follows the last makes one more (an empty one when the line ends with it).
  private static func textFields(_ line: UnsafeBufferPointer<UInt8>, separator: [UInt8]) -> [Range<Int>] {
    guard !separator.isEmpty else { return line.indices.map { $0..<$0 + 1 } }
    guard let base = line.baseAddress else { return [0..<0] }
    var fields: [Range<Int>] = []
    var start = 0
    var index = 0
    let first = separator[0]
    // memchr to each place the separator's first byte stands, then the rest compared.
    while index + separator.count <= line.count,
      let found = Platform.firstIndex(of: first, in: base + index, count: line.count - separator.count + 1 - index)
    {
      index += found
      var matched = 1
      while matched < separator.count && line[index + matched] == separator[matched] { matched += 1 }
      if matched == separator.count {
        index += separator.count
        fields.append(start..<index)
        start = index
      } else {
        index += 1
      }
    }
    fields.append(start..<line.count)
    return fields
  }

  /// The fields ending at each of `ends`, and what follows the last one when it is not empty.
  private static func ends(_ ends: [Int], count: Int) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var start = 0
    for end in ends {
      fields.append(start..<end)
      start = end
    }
    if start < count { fields.append(start..<count) }
    return fields
  }
}
