/// A query compiled for matching millions of lines, once per query: every term's scalars in
/// one buffer held for the pattern's life, each term a plain value pointing into it, so that
/// matching a line copies no array and counts no reference. It judges a line
/// (``CompiledPattern/rank(_:)``) in two steps: whether every set of terms matches, by the
/// matchers alone; then, for a line that does, where each term stands best (``Placement``) and
/// the line's ``Rank``.
final class CompiledPattern: @unchecked Sendable {
  /// Every term, its scalars pointing into `scalars` and `bytes`.
  let terms: UnsafeMutableBufferPointer<TermView>
  /// Where each `|`-joined set ends in `terms`.
  let setEnds: UnsafeMutableBufferPointer<Int>
  private let scalars: UnsafeMutableBufferPointer<UInt32>
  /// The scalars as bytes where a term is ASCII.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Where the terms are matched: the whole line, fzf's fields, a table's cells.
  let scope: SearchPattern.Scope
  /// Whether the scope is the whole line.
  let matchesWholeLines: Bool
  /// The scope's field splitter, if it has one, in a box of its own type: an existential taken
  /// out of the scope for each line would be copied, its references counted from every core.
  let splitter: FieldSplitter?
  /// The terms that stand alone in their set and can only match where their scalars stand in
  /// order (fuzzy and exact ones): a line lacking any of them is refused first, with memchr.
  let required: [Int]
  /// The sets still to try once those pass (all but the lone terms in order, which that check
  /// settles): a set of one term that only matches at a line's ends (`^term`, `term$`) first,
  /// as it is cheap and lets most lines go at once; the others in the query's order. The rank
  /// reads every set in the query's order.
  let order: [Int]

  init(_ sets: [[SearchPattern.Term]], scope: SearchPattern.Scope) {
    self.scope = scope
    matchesWholeLines = scope == .line
    if case .fields(let fields) = scope { splitter = FieldSplitter.boxing(fields) } else { splitter = nil }
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
    func isRequired(_ set: [SearchPattern.Term]) -> Bool {
      set.count == 1 && !set[0].isInverse && [.fuzzy, .exact].contains(set[0].kind)
    }
    let ends = setEnds
    required = sets.indices.filter { isRequired(sets[$0]) }.map { ends[$0] - 1 }
    let rest = sets.indices.filter { !isRequired(sets[$0]) || sets[$0][0].kind == .exact }
    order = rest.filter { isAnchored(sets[$0]) } + rest.filter { !isAnchored(sets[$0]) }
  }

  deinit {
    terms.deallocate()
    setEnds.deallocate()
    scalars.deallocate()
    bytes.deallocate()
  }

  /// The terms of set `set`.
  func termsOf(set: Int) -> Range<Int> {
    (set == 0 ? 0 : setEnds[set - 1])..<setEnds[set]
  }

  /// The rank of the line whose UTF-8 bytes are `line`, or nil when it does not match.
  func rank(_ line: UnsafeBufferPointer<UInt8>) -> Rank? {
    judge(line, ranks: true)
  }

  /// Whether the line whose UTF-8 bytes are `line` matches: the matchers alone, no rank.
  func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    judge(line, ranks: false) != nil
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

/// A list's field splitter, called where it stands for each line judged.
class FieldSplitter: @unchecked Sendable {
  /// Where the fields searched stand in `line`.
  func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] { [0..<line.count] }

  /// `splitter` boxed by its own type.
  static func boxing<Splitter: ListFilter.FieldSplitting>(_ splitter: Splitter) -> FieldSplitter {
    TypedFieldSplitter(splitter)
  }
}

/// A field splitter of a type known once the query is compiled.
final class TypedFieldSplitter<Splitter: ListFilter.FieldSplitting>: FieldSplitter, @unchecked Sendable {
  let splitter: Splitter

  init(_ splitter: Splitter) {
    self.splitter = splitter
  }

  override func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    splitter.fields(of: line)
  }
}
