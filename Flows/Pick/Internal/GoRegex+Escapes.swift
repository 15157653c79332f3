// Escapes and character classes as Go's `regexp/syntax` reads them (`parseEscape`,
// `parseClass`, `parseNamedClass`, `parseUnicodeClass`, `parsePerlClassEscape`).
extension GoRegexReader {
  /// Go's Perl classes, ASCII: `\d`, `\s`, `\w` (their capitals the rest).
  static let perlClasses: [Unicode.Scalar: [ClosedRange<UInt32>]] = [
    "d": [0x30...0x39], "s": [0x09...0x0A, 0x0C...0x0D, 0x20...0x20], "w": GoScalarSet.wordRanges,
  ]

  /// Go's POSIX classes, ASCII, as `[:name:]` inside brackets.
  static let posixClasses: [String: [ClosedRange<UInt32>]] = [
    "alnum": [0x30...0x39, 0x41...0x5A, 0x61...0x7A], "alpha": [0x41...0x5A, 0x61...0x7A], "ascii": [0...0x7F],
    "blank": [0x09...0x09, 0x20...0x20], "cntrl": [0...0x1F, 0x7F...0x7F], "digit": [0x30...0x39],
    "graph": [0x21...0x7E], "lower": [0x61...0x7A], "print": [0x20...0x7E],
    "punct": [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E], "space": [0x09...0x0D, 0x20...0x20],
    "upper": [0x41...0x5A], "word": GoScalarSet.wordRanges, "xdigit": [0x30...0x39, 0x41...0x46, 0x61...0x66],
  ]

  /// An escape outside brackets: an assertion, `\Q…\E`, a class, or one character; what Go
  /// refuses (`\Z`, `\1`, `\C`, a trailing backslash) throws.
  mutating func escape(_ flags: Flags) throws(Refused) -> [GoNode] {
    guard let kind = scalar(at: 1) else { throw Refused() }
    let assertions: [Unicode.Scalar: GoAssertion] = [
      "A": .textStart, "z": .textEnd, "b": .wordBoundary, "B": .notWordBoundary,
    ]
    if let assertion = assertions[kind] {
      index += 2
      return [.assertion(assertion)]
    }
    switch kind {
    case "C":
      // Any byte: Go's parser refuses it.
      throw Refused()
    case "Q":
      index += 2
      var pieces: [GoNode] = []
      while let scalar = next {
        if scalar == "\\" && self.scalar(at: 1) == "E" {
          index += 2
          break
        }
        pieces.append(.scalar(scalar, folds: flags.ignoresCase))
        index += 1
      }
      return pieces
    case "p", "P":
      return [.set(GoScalarSet(members: [try unicodeClass()], folds: flags.ignoresCase))]
    default:
      if let perl = perlClass() { return [.set(GoScalarSet(members: [perl], folds: false))] }
      return [.scalar(try escapedScalar(), folds: flags.ignoresCase)]
    }
  }

  /// `[…]`: a class; refused when not closed, with a range backwards, or a POSIX name Go does
  /// not know.
  mutating func characterClass(_ flags: Flags) throws(Refused) -> GoScalarSet {
    index += 1
    var set = GoScalarSet(members: [], folds: flags.ignoresCase)
    if next == "^" {
      index += 1
      set.negated = true
    }
    var first = true
    while first || next != "]" {
      guard next != nil else { throw Refused() }
      first = false
      if next == "[", scalar(at: 1) == ":", let named = try posixClass() {
        set.members.append(named)
        continue
      }
      if next == "\\", scalar(at: 1) == "p" || scalar(at: 1) == "P" {
        set.members.append(try unicodeClass())
        continue
      }
      if let perl = perlClass() {
        set.members.append(perl)
        continue
      }
      let low = try classScalar()
      var high = low
      if next == "-", let after = scalar(at: 1), after != "]" {
        index += 1
        high = try classScalar()
        guard low.value <= high.value else { throw Refused() }
      }
      set.members.append(.ranges([low.value...high.value], negated: false))
    }
    index += 1
    return set
  }

  /// One character in brackets: itself, or an escape.
  private mutating func classScalar() throws(Refused) -> Unicode.Scalar {
    guard let scalar = next else { throw Refused() }
    if scalar == "\\" { return try escapedScalar() }
    index += 1
    return scalar
  }

  /// `[:name:]` or `[:^name:]` at the reader; nil when no `:]` follows (the `[` is a character
  /// then).
  private mutating func posixClass() throws(Refused) -> GoScalarSet.Member? {
    var end = index + 2
    while end + 1 < scalars.count && !(scalars[end] == ":" && scalars[end + 1] == "]") { end += 1 }
    guard end + 1 < scalars.count else { return nil }
    var name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
    let negated = name.hasPrefix("^")
    if negated { name.removeFirst() }
    guard let ranges = Self.posixClasses[name] else { throw Refused() }
    index = end + 2
    return .ranges(ranges, negated: negated)
  }

  /// `\d` `\D` `\s` `\S` `\w` `\W` at the reader; nil for another escape.
  private mutating func perlClass() -> GoScalarSet.Member? {
    guard next == "\\", let kind = scalar(at: 1), kind.isASCII else { return nil }
    let lower = Unicode.Scalar(kind.value | 0x20) ?? kind
    guard let ranges = Self.perlClasses[lower] else { return nil }
    index += 2
    return .ranges(ranges, negated: kind != lower)
  }

  /// `\pL`, `\p{Greek}`, `\p{^Greek}`, `\PL` at the reader, for a general category, one of its
  /// long names, a script or `Any`, as Go knows them (letter case aside); refused otherwise.
  private mutating func unicodeClass() throws(Refused) -> GoScalarSet.Member {
    var negated = scalar(at: 1) == "P"
    index += 2
    guard let first = next else { throw Refused() }
    var name: String
    if first == "{" {
      guard let close = scalars[index...].firstIndex(of: "}") else { throw Refused() }
      name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      index = close + 1
    } else {
      name = String(first)
      index += 1
    }
    if name.hasPrefix("^") {
      negated.toggle()
      name.removeFirst()
    }
    guard let known = GoUnicodeNames.class(named: name) else { throw Refused() }
    return .unicode(known, negated: negated)
  }

  /// A character escape at the reader (`\n`, `\x41`, `\x{1F600}`, `\012`, `\.`), as Go reads it:
  /// punctuation stands for itself, a lone digit (a backreference) and an unknown letter are refused.
  private mutating func escapedScalar() throws(Refused) -> Unicode.Scalar {
    index += 1
    guard let kind = next else { throw Refused() }
    index += 1
    if kind.isASCII && !kind.properties.isAlphabetic && !("0"..."9").contains(kind) { return kind }
    func octal(_ scalar: Unicode.Scalar?) -> UInt32? {
      guard let scalar, ("0"..."7").contains(scalar) else { return nil }
      return scalar.value - 0x30
    }
    switch kind {
    case "1"..."7", "0":
      if kind != "0" && octal(next) == nil { throw Refused() }
      var value = kind.value - 0x30
      for _ in 0..<2 {
        guard let digit = octal(next) else { break }
        value = value * 8 + digit
        index += 1
      }
      return Unicode.Scalar(value) ?? "\0"
    case "x":
      var digits = ""
      if next == "{" {
        guard let close = scalars[index...].firstIndex(of: "}") else { throw Refused() }
        digits = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        index = close + 1
      } else {
        guard let high = next, let low = scalar(at: 1) else { throw Refused() }
        digits = String(high) + String(low)
        index += 2
      }
      guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit),
        let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
      else { throw Refused() }
      return scalar
    case "a": return "\u{7}"
    case "f": return "\u{c}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "v": return "\u{b}"
    default: throw Refused()
    }
  }
}
