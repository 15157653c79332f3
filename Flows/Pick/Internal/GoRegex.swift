/// A regular expression in Go's syntax (RE2's, as fzf's `-d` reads it with `regexp.Compile`),
/// read as Go's `regexp/syntax` reads it and matched as Go's `regexp` matches it: leftmost-first,
/// scalar by scalar, `.` any character but a newline, `\w` `\d` `\s` `\b` and the POSIX classes
/// ASCII, a flag (`(?i)`, `(?s)`, `(?m)`, `(?U)`) to the end of its group, and all the matches of
/// a line as `FindAll` finds them (an empty match right after another is none). What Go refuses
/// (a lookahead, a backreference, `a**`, `\Z`, a class not closed) is nil: fzf then splits at the
/// text itself. Swift's `Regex` is no stand-in: it has lookarounds Go lacks, its `\b` is
/// Unicode's, and it finds an empty match after each match.
struct GoRegex: Sendable {
  let program: GoProgram

  init?(_ source: String) {
    var reader = GoRegexReader(Array(source.unicodeScalars))
    guard let node = try? reader.group(GoRegexReader.Flags(), closes: false) else { return nil }
    program = GoProgram(node)
  }

  /// Every match in `scalars`, as scalar offsets, one after the other, as Go's `FindAll` finds them.
  func matches(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    program.allMatches(in: scalars)
  }
}

/// What a Go expression is made of, as its parser leaves it.
indirect enum GoNode: Sendable {
  case empty
  /// One character; with `folds`, any of its cases.
  case scalar(Unicode.Scalar, folds: Bool)
  case set(GoScalarSet)
  /// Any character (`dotAll`), or any but a newline.
  case any(dotAll: Bool)
  case assertion(GoAssertion)
  case sequence([GoNode])
  case alternation([GoNode])
  /// `min` to `max` (nil: no end) times, as many as can (`greedy`) or as few.
  case repetition(GoNode, min: Int, max: Int?, greedy: Bool)
}

/// What Go's zero-width assertions ask of a place.
enum GoAssertion: Sendable {
  case textStart, textEnd, lineStart, lineEnd, wordBoundary, notWordBoundary
}

/// Go's parser, one scalar at a time.
struct GoRegexReader {
  struct Refused: Error {}

  /// The flags that change what an atom means.
  struct Flags: Equatable {
    var ignoresCase = false
    var multiline = false
    var dotAll = false
    var ungreedy = false
  }

  let scalars: [Unicode.Scalar]
  var index = 0
  var depth = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func scalar(at offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// An alternation, to its closing parenthesis when `closes`, else to the end.
  mutating func group(_ outer: Flags, closes: Bool) throws(Refused) -> GoNode {
    depth += 1
    guard depth <= 1000 else { throw Refused() }
    defer { depth -= 1 }
    var flags = outer
    var alternatives: [GoNode] = []
    var pieces: [GoNode] = []
    // Whether the last piece was a repetition: Go refuses another one after it (`a**`).
    var repeated = false
    while let scalar = next {
      var repetition = false
      switch scalar {
      case "|":
        index += 1
        alternatives.append(.sequence(pieces))
        pieces = []
      case ")":
        guard closes else { throw Refused() }
        index += 1
        return Self.alternation(alternatives + [.sequence(pieces)])
      case "(":
        if let changed = try flagsOnly(flags) {
          flags = changed
        } else {
          pieces.append(try parenthesized(flags))
        }
      case "*", "+", "?":
        index += 1
        let (low, high): (Int, Int?) = scalar == "*" ? (0, nil) : scalar == "+" ? (1, nil) : (0, 1)
        try quantify(&pieces, low, high, flags: flags, after: repeated)
        repetition = true
      case "{":
        if let (low, high) = try repeatBraces() {
          try quantify(&pieces, low, high, flags: flags, after: repeated)
          repetition = true
        } else {
          index += 1
          pieces.append(.scalar(scalar, folds: flags.ignoresCase))
        }
      case "[":
        pieces.append(.set(try characterClass(flags)))
      case "\\":
        pieces.append(contentsOf: try escape(flags))
      case ".":
        index += 1
        pieces.append(.any(dotAll: flags.dotAll))
      case "^":
        index += 1
        pieces.append(.assertion(flags.multiline ? .lineStart : .textStart))
      case "$":
        index += 1
        pieces.append(.assertion(flags.multiline ? .lineEnd : .textEnd))
      default:
        index += 1
        pieces.append(.scalar(scalar, folds: flags.ignoresCase))
      }
      repeated = repetition
    }
    guard !closes else { throw Refused() }
    return Self.alternation(alternatives + [.sequence(pieces)])
  }

  private static func alternation(_ alternatives: [GoNode]) -> GoNode {
    alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  /// `(?flags)`, which changes the flags to the end of the group: the flags it sets; nil for any
  /// other parenthesis (left unread).
  private mutating func flagsOnly(_ flags: Flags) throws(Refused) -> Flags? {
    guard scalar(at: 1) == "?", scalar(at: 2) != "P", scalar(at: 2) != "<",
      let end = scalars[index...].firstIndex(where: { $0 == ")" || $0 == ":" }), scalars[end] == ")"
    else { return nil }
    let changed = try Self.flags(scalars[(index + 2)..<end], from: flags)
    index = end + 1
    return changed
  }

  /// A group: `(…)`, `(?P<name>…)`, `(?<name>…)`, `(?:…)`, `(?flags:…)`; what Go refuses (`(?=`,
  /// `(?!`, `(?<=`, `(?>`, `(?#`, a name not made of letters, digits and `_`) throws.
  private mutating func parenthesized(_ flags: Flags) throws(Refused) -> GoNode {
    index += 1
    guard next == "?" else { return try group(flags, closes: true) }
    index += 1
    if next == "P" { index += 1 }
    if next == "<" {
      index += 1
      guard let close = scalars[index...].firstIndex(of: ">") else { throw Refused() }
      let name = scalars[index..<close]
      // Go's names are ASCII letters, digits and `_`; two groups may share one.
      guard !name.isEmpty,
        name.allSatisfy({ $0 == "_" || $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) })
      else { throw Refused() }
      index = close + 1
      return try group(flags, closes: true)
    }
    guard let colon = scalars[index...].firstIndex(where: { $0 == ":" || $0 == ")" }), scalars[colon] == ":" else {
      throw Refused()
    }
    let inner = colon == index ? flags : try Self.flags(scalars[index..<colon], from: flags)
    index = colon + 1
    return try group(inner, closes: true)
  }

  /// Go's flags `imsU`, some after a `-` that clears them; refused when empty, ending in `-`, or
  /// holding another letter.
  private static func flags(_ text: ArraySlice<Unicode.Scalar>, from flags: Flags) throws(Refused) -> Flags {
    var result = flags
    var clearing = false
    var any = false
    for scalar in text {
      let value = !clearing
      switch scalar {
      case "i": result.ignoresCase = value
      case "m": result.multiline = value
      case "s": result.dotAll = value
      case "U": result.ungreedy = value
      case "-":
        guard !clearing else { throw Refused() }
        clearing = true
        any = false
        continue
      default: throw Refused()
      }
      any = true
    }
    guard any else { throw Refused() }
    return result
  }

  /// `{n}`, `{n,}`, `{n,m}` at the reader, read as Go's `parseRepeat` reads it (no leading zeros,
  /// `{,n}` is no repeat); nil when `{` is a character there. Counts past 1000 are refused.
  private mutating func repeatBraces() throws(Refused) -> (Int, Int?)? {
    var position = index + 1
    func number() -> Int? {
      let start = position
      while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
      guard position > start, !(position - start >= 2 && scalars[start] == "0") else { return nil }
      return position - start > 8 ? Int.max : Int(String(String.UnicodeScalarView(scalars[start..<position])))
    }
    guard let low = number(), position < scalars.count else { return nil }
    var high: Int? = low
    if scalars[position] == "," {
      position += 1
      guard position < scalars.count else { return nil }
      if scalars[position] == "}" { high = nil } else if let value = number() { high = value } else { return nil }
    }
    guard position < scalars.count, scalars[position] == "}" else { return nil }
    guard low <= 1000, (high ?? 0) <= 1000, high.map({ low <= $0 }) ?? true else { throw Refused() }
    index = position + 1
    return (low, high)
  }

  /// Applies a repetition to the last piece; Go refuses one with nothing before it, and one
  /// after another (`a**`, `a{2}*`). `?` after it makes it lazy, `(?U)` the other way round.
  private mutating func quantify(
    _ pieces: inout [GoNode], _ low: Int, _ high: Int?, flags: Flags, after repeated: Bool
  ) throws(Refused) {
    var lazy = false
    if next == "?" {
      index += 1
      lazy = true
    }
    guard !repeated, let last = pieces.popLast() else { throw Refused() }
    pieces.append(.repetition(last, min: low, max: high, greedy: lazy == flags.ungreedy))
  }
}
