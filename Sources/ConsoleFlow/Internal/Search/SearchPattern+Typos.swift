// One typo forgiven (fzf declines it: fzf#2272, #3648, #4654): a term in order that matches no
// line is loosened into the terms one letter off it, Damerau's distance 1, as a set of
// alternatives, each matched together (a typo is made in a word; scattered letters one off the
// term would match nearly anything). A letter added is the term without it; two swapped, the
// term with them swapped back; one changed, the term with another letter there. A letter missing
// needs nothing: the term's letters still stand in order in the word. fzf's extended-syntax
// terms (`'exact`, `^start`, `end$`, `!not`) and `--exact` say exactly what they mean: never
// loosened.

extension SearchPattern {
  /// The shortest term loosened: a term of two letters without one is a single letter, which
  /// nearly every line holds.
  static var typoShortest: Int { 3 }

  /// Whether the term may be forgiven a typo: a plain term in order, long enough.
  static func isForgivable(_ term: Term) -> Bool {
    term.kind == .fuzzy && !term.isInverse && term.scalars.count >= typoShortest
  }

  /// A term by its set and its place in the set.
  struct TermPlace: Hashable, Sendable {
    var set: Int
    var term: Int
  }

  /// The terms that may be forgiven a typo.
  var forgivableTerms: [TermPlace] {
    sets.indices.flatMap { set in
      sets[set].indices.filter { Self.isForgivable(sets[set][$0]) }.map { TermPlace(set: set, term: $0) }
    }
  }

  /// The pattern of one term alone: whether any line matches it.
  func alone(_ place: TermPlace) -> SearchPattern {
    SearchPattern(sets: [[sets[place.set][place.term]]], scope: scope)
  }

  /// The pattern with the terms `loosened` each replaced by its variants one letter off, as
  /// alternatives in its set; the other terms as they are.
  func loosened(_ loosened: Set<TermPlace>, into variants: (Term) -> [Term] = variants(of:)) -> SearchPattern {
    var looser: [[Term]] = []
    for (set, terms) in sets.enumerated() {
      var alternatives: [Term] = []
      for (index, term) in terms.enumerated() {
        let place = TermPlace(set: set, term: index)
        alternatives += loosened.contains(place) ? variants(term) : [term]
      }
      looser.append(alternatives)
    }
    return SearchPattern(sets: looser, scope: scope)
  }

  /// What every line a variant of `term` matches holds (``variants(of:)``): its letters before
  /// its middle one, or those after, together. One typo changes one side at most (a swap with
  /// the middle letter, that side only), so a scan looks for the variants only in those lines.
  static func halves(of term: Term) -> [Term] {
    let middle = term.scalars.count / 2
    var (before, after) = (term, term)
    (before.kind, after.kind) = (.exact, .exact)
    before.scalars = Array(term.scalars[..<middle])
    after.scalars = Array(term.scalars[(middle + 1)...])
    return [before, after].filter { !$0.scalars.isEmpty }
  }

  /// The letters a changed letter is tried as: an ASCII term's typos are ASCII ones.
  private static let alphabet: [UInt32] = Array(0x61...0x7A) + Array(0x30...0x39)

  /// The terms one letter off `term`, each to stand together in a line (a typo is in a word, so
  /// its letters must not scatter): without one of its letters (one added), with two side by
  /// side swapped, or, for an ASCII term, with one changed to another letter or digit. A letter
  /// missing needs none: the term's letters still stand in order in the word. Each once.
  static func variants(of term: Term) -> [Term] {
    // The term itself matches no line: it is left out.
    var seen: Set<[UInt32]> = [term.scalars]
    var variants: [Term] = []
    func add(_ scalars: [UInt32]) {
      guard seen.insert(scalars).inserted else { return }
      var variant = term
      variant.kind = .exact
      variant.scalars = scalars
      variants.append(variant)
    }
    let letters = term.scalars
    for index in letters.indices {
      var without = letters
      without.remove(at: index)
      add(without)
    }
    for index in letters.indices.dropLast() where letters[index] != letters[index + 1] {
      var swapped = letters
      swapped.swapAt(index, index + 1)
      add(swapped)
    }
    if letters.allSatisfy({ $0 < 0x80 }) {
      for index in letters.indices {
        for letter in alphabet where letter != letters[index] {
          var changed = letters
          changed[index] = letter
          add(changed)
        }
      }
    }
    return variants
  }
}
