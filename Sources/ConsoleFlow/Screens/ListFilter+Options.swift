@_spi(Flows) extension ListFilter {
  /// How a query matches, beyond its own syntax: fzf's `-i`/`+i`, `--exact`, and the fields
  /// searched (as `--nth` names them).
  ///
  /// ```swift
  /// let exact = ListFilter.Options(exact: true)
  /// ListFilter.matches("zep", in: ["Led Zeppelin", "Zebra pen"], options: exact)  // [0]
  /// ```
  public struct Options: Sendable, Equatable {
    /// How letters' case counts.
    public enum CaseMatching: Sendable, Equatable {
      /// A term with an upper-case letter matches case exactly; others ignore it (the default).
      case smart
      /// Case never counts (fzf's `-i`).
      case ignore
      /// Case always counts (fzf's `+i`).
      case respect
    }

    /// How letters' case counts; smart by default.
    public var caseMatching: CaseMatching
    /// Plain terms match as exact substrings, and `'term` in order (fzf's `--exact`).
    public var exact: Bool
    /// Only these fields of a line are searched, each on its own (as fzf's `--nth`); nil: all of it.
    public var fields: (any FieldSplitting)?
    /// Matches best first; false keeps them in the lines' order (fzf's `+s`).
    public var ranked: Bool
    /// A table's rows: searched cell by cell (their cells a tab apart), each term within one
    /// cell, the cell at this index naming the row; nil: lines.
    var cellName: Int?
    /// When the query matches nothing because a plain term matches no line, a list shows the
    /// lines one letter off it, said so in its count line (``ListFilter/Forgiving``). On in a
    /// flow's lists and tables; off here, as fzf (`flows pick` turns it on with `--typos`).
    public var forgivesTypos = false

    /// Options; the defaults are fzf's: smart case, terms in order, the whole line, best first.
    public init(
      caseMatching: CaseMatching = .smart, exact: Bool = false, fields: (any FieldSplitting)? = nil, ranked: Bool = true
    ) {
      self.caseMatching = caseMatching
      self.exact = exact
      self.fields = fields
      self.ranked = ranked
    }

    /// The options of a flow's lists and tables: fzf's, forgiving a typo.
    static var forgiving: Options {
      var options = Options()
      options.forgivesTypos = true
      return options
    }

    /// Whether two options match alike: the same case, exactness, order and field splitter.
    public static func == (left: Options, right: Options) -> Bool {
      left.caseMatching == right.caseMatching && left.exact == right.exact && left.ranked == right.ranked
        && left.forgivesTypos == right.forgivesTypos && left.cellName == right.cellName
        && left.fields?.splitsAlike(right.fields) ?? (right.fields == nil)
    }
  }
}

@_spi(Flows) extension ListFilter {
  /// How a line splits into the fields a query searches, before it is matched: each term matches
  /// within one field, `^` and `$` at a field's ends, and the fields are ranked as one text, one
  /// after the other. The list asks for each line it judges, from several threads at once; the
  /// stretches answered may come in any order, repeat or be empty (fzf's `--nth` is one).
  ///
  /// ```swift
  /// struct FirstWord: ListFilter.FieldSplitting {
  ///   func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
  ///     [0..<(line.firstIndex(of: UInt8(ascii: " ")) ?? line.count)]
  ///   }
  /// }
  /// ListFilter.matches("zep", in: ["Led Zeppelin", "Zeppelin IV"], options: .init(fields: FirstWord()))  // [1]
  /// ```
  public protocol FieldSplitting: Sendable, Equatable {
    /// Where the fields searched stand in the UTF-8 bytes of `line`, as offsets within it.
    func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>]
  }
}

extension ListFilter.FieldSplitting {
  /// Whether `other` splits lines as this does: the same type, equal.
  func splitsAlike(_ other: (any ListFilter.FieldSplitting)?) -> Bool {
    (other as? Self) == self
  }
}
