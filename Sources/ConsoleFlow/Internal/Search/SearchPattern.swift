/// A query in the search language every list shares (`/text`, live narrowing, `flows pick`,
/// ``ListFilter``), fzf's extended search syntax: terms separated by spaces must all match, `|`
/// between terms means either, `'term` is an exact substring, `^term` stands at the start,
/// `term$` at the end, `!term` must not match, `\ ` is a space inside a term. A term with an
/// upper-case letter matches case exactly (smart case); accents fold unless the term has some.
struct SearchPattern: Sendable, Equatable {
  /// How a term's letters must stand in the line.
  enum Kind: Sendable, Equatable {
    /// In order, anywhere.
    case fuzzy
    /// Together, anywhere.
    case exact
    /// Together, with no letter or digit on either side (`'term'`).
    case exactBoundary
    /// Together at the start (leading spaces aside).
    case prefix
    /// Together at the end (trailing spaces aside).
    case suffix
    /// The whole line (spaces on either side aside).
    case equal
  }

  /// One term: its scalars as the line's are compared to them (lower case when it ignores case,
  /// accents folded when it folds them).
  struct Term: Sendable, Equatable {
    var kind: Kind
    /// The line must not match it.
    var isInverse: Bool
    var scalars: [UInt32]
    var caseSensitive: Bool
    var foldsAccents: Bool
  }

  /// Where a text's terms are matched, each term within one field.
  enum Scope: Sendable, Equatable {
    /// The whole line.
    case line
    /// The fields a splitter names (fzf's `--nth`).
    case fields(any ListFilter.FieldSplitting)
    /// A table row's cells, a tab apart (as fzf's fields, without the delimiter); the cell at
    /// `name` names the row.
    case cells(name: Int)

    static func == (left: Scope, right: Scope) -> Bool {
      switch (left, right) {
      case (.line, .line): true
      case (.fields(let left), .fields(let right)): left.splitsAlike(right)
      case (.cells(let left), .cells(let right)): left == right
      default: false
      }
    }
  }

  /// The terms, a set for each `|`-joined group: every set must match, one term of a set enough.
  let sets: [[Term]]
  /// Where the terms are matched.
  let scope: Scope
  /// The terms laid out for matching, once for the query.
  let compiled: CompiledPattern

  static func == (left: SearchPattern, right: SearchPattern) -> Bool {
    left.sets == right.sets && left.scope == right.scope
  }

  /// Whether nothing is asked: every line matches.
  var isEmpty: Bool { sets.isEmpty }

  /// Reads `query` by `options` (case, `--exact`, the fields searched), and compiles it.
  init(_ query: String, options: ListFilter.Options = ListFilter.Options()) {
    sets = Self.parse(Self.trimmed(query), caseMatching: options.caseMatching, exact: options.exact)
    if let name = options.cellName {
      scope = .cells(name: name)
    } else if let fields = options.fields {
      scope = .fields(fields)
    } else {
      scope = .line
    }
    compiled = CompiledPattern(sets, scope: scope)
  }

  /// A pattern of these sets, matched in `scope`: one made from another (a typo forgiven).
  init(sets: [[Term]], scope: Scope) {
    self.sets = sets
    self.scope = scope
    compiled = CompiledPattern(sets, scope: scope)
  }

  /// The rank of the line whose UTF-8 bytes are `line`, or nil when it does not match: lines
  /// match as fzf matches them, and rank as ``Rank`` says.
  func rank(_ line: UnsafeBufferPointer<UInt8>) -> Rank? {
    compiled.rank(line)
  }

  /// Spaces before the query and after it are no terms; an escaped last space stays.
  private static func trimmed(_ query: String) -> String {
    var text = Substring(query.drop(while: { $0 == " " }))
    while text.hasSuffix(" ") && !text.hasSuffix("\\ ") { text.removeLast() }
    return String(text)
  }

  /// The terms of `query`, split at runs of spaces; `\ ` is a space in its term (a tab typed is
  /// one too, as in fzf).
  private static func parse(
    _ query: String, caseMatching: ListFilter.Options.CaseMatching, exact: Bool
  ) -> [[Term]] {
    let tokens = query.replacing("\\ ", with: "\t").split(separator: " ", omittingEmptySubsequences: true)
      .map { $0.unicodeScalars.map { $0 == "\t" ? 0x20 : $0.value } }
    var sets: [[Term]] = []
    var set: [Term] = []
    // Whether the next term starts a new set (no `|` came between).
    var startsSet = false
    var afterBar = false
    for token in tokens {
      let lowered = token.map(CaseFold.lowered)
      let caseSensitive =
        switch caseMatching {
        case .respect: true
        case .ignore: false
        case .smart: token != lowered
        }
      var text = caseSensitive ? token : lowered
      if !set.isEmpty && !afterBar && text == [bar] {
        startsSet = false
        afterBar = true
        continue
      }
      afterBar = false
      var kind: Kind = exact ? .exact : .fuzzy
      var isInverse = false
      if text.first == bang {
        isInverse = true
        kind = .exact
        text.removeFirst()
      }
      if text != [dollar] && text.last == dollar {
        kind = .suffix
        text.removeLast()
      }
      if text.count > 2 && text.first == quote && text.last == quote {
        kind = .exactBoundary
        text = Array(text.dropFirst().dropLast())
      } else if text.first == quote {
        // A quote turns an in-order term exact, and an exact one in order.
        kind = !exact && !isInverse ? .exact : .fuzzy
        text.removeFirst()
      } else if text.first == caret {
        kind = kind == .suffix ? .equal : .prefix
        text.removeFirst()
      }
      guard !text.isEmpty else { continue }
      // A term that spells an accent means it: its accents are not folded.
      let foldsAccents = !lowered.contains { AccentFold.folded($0) != $0 }
      if foldsAccents { text = text.map(AccentFold.folded) }
      let term = Term(
        kind: kind, isInverse: isInverse, scalars: text, caseSensitive: caseSensitive, foldsAccents: foldsAccents)
      if startsSet {
        sets.append(set)
        set = []
      }
      set.append(term)
      startsSet = true
    }
    if !set.isEmpty { sets.append(set) }
    return sets
  }

  private static let (bar, bang, dollar, quote, caret): (UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x7C, 0x21, 0x24, 0x27, 0x5E
  )
}

// MARK: - Narrowing

extension SearchPattern {
  /// Whether every line this pattern matches is matched by `earlier` too: typing on narrows what
  /// the last query found, so the search looks only among its matches.
  func narrows(_ earlier: SearchPattern) -> Bool {
    scope == earlier.scope && earlier.sets.allSatisfy { wide in sets.contains { Self.implies($0, wide) } }
  }

  /// Whether a line matching the set `narrow` matches the set `wide`.
  private static func implies(_ narrow: [Term], _ wide: [Term]) -> Bool {
    if narrow == wide { return true }
    guard narrow.count == 1, wide.count == 1 else { return false }
    let (tight, loose) = (narrow[0], wide[0])
    guard !tight.isInverse, !loose.isInverse, tight.caseSensitive == loose.caseSensitive,
      tight.foldsAccents == loose.foldsAccents
    else { return false }
    switch loose.kind {
    case .fuzzy: return holdsInOrder(loose.scalars, in: tight.scalars)
    case .exact:
      return tight.kind != .fuzzy && contains(loose.scalars, in: tight.scalars)
    case .prefix:
      return (tight.kind == .prefix || tight.kind == .equal) && tight.scalars.starts(with: loose.scalars)
    case .suffix:
      return (tight.kind == .suffix || tight.kind == .equal)
        && tight.scalars.reversed().starts(with: loose.scalars.reversed())
    case .exactBoundary, .equal: return false
    }
  }

  private static func holdsInOrder(_ wanted: [UInt32], in text: [UInt32]) -> Bool {
    var next = 0
    for scalar in text where next < wanted.count && scalar == wanted[next] { next += 1 }
    return next == wanted.count
  }

  private static func contains(_ wanted: [UInt32], in text: [UInt32]) -> Bool {
    guard wanted.count <= text.count else { return false }
    return (0...(text.count - wanted.count)).contains { start in
      text[start..<start + wanted.count].elementsEqual(wanted)
    }
  }
}
