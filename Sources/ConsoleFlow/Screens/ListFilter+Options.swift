@_spi(Flows) extension ListFilter {
  /// How a query matches, beyond its own syntax: fzf's `-i`/`+i`, `--exact` and `--nth`.
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
    /// Only these fields of a line are searched, each on its own (fzf's `--nth`); nil: all of it.
    public var fields: Fields?
    /// Matches best first; false keeps them in the lines' order (fzf's `+s`).
    public var ranked: Bool
    /// A table's rows: searched cell by cell (their cells a tab apart), each term within one
    /// cell, the cell at this index naming the row; nil: lines.
    var cellName: Int?

    /// Options; the defaults are fzf's: smart case, terms in order, the whole line, best first.
    public init(caseMatching: CaseMatching = .smart, exact: Bool = false, fields: Fields? = nil, ranked: Bool = true) {
      self.caseMatching = caseMatching
      self.exact = exact
      self.fields = fields
      self.ranked = ranked
    }
  }
}

@_spi(Flows) extension ListFilter {
  /// Fields of a line, as fzf's `--nth` and `--with-nth` name them: field numbers from 1 (from
  /// the end when negative) and ranges `2..`, `..3`, `2..-2`, `..`, separated by commas. Fields
  /// are split at runs of white space, each keeping the white space after it (`awk`'s fields),
  /// or after each `delimiter`: a text, or a regular expression when it reads as one; `\t` is a
  /// tab.
  ///
  /// ```swift
  /// let names = try ListFilter.Fields("2..", delimiter: ":")
  /// names.shown("17:Led Zeppelin:IV")  // "Led Zeppelin:IV"
  /// ```
  public struct Fields: Sendable, Equatable {
    /// The ranges, in the order given.
    let ranges: [FieldRange]
    let delimiter: FieldDelimiter

    /// The fields `expression` names, split at `delimiter` (white space when nil).
    ///
    /// - Throws: ``InvalidFields`` when the expression names no field the way fzf reads them.
    public init(_ expression: String, delimiter: String? = nil) throws(InvalidFields) {
      guard let ranges = FieldRange.list(expression) else { throw InvalidFields(expression: expression) }
      self.ranges = ranges
      self.delimiter = delimiter.map(FieldDelimiter.init) ?? .whitespace
    }

    /// Whether the fields are the whole line: one range `..` (or `1..`), which fzf ignores.
    var isWholeLine: Bool { ranges.count == 1 && ranges[0].isWhole }

    /// The line as the fields show it (fzf's `--with-nth`): the fields named, one after the
    /// other, each with the delimiter after it, white space at the end dropped; with
    /// `droppingLastDelimiter`, the delimiter that ends them dropped instead (as a `{2..3}` of a
    /// `--with-nth` template shows them).
    public func shown(_ line: String, droppingLastDelimiter: Bool = false) -> String {
      String(decoding: shown(Array(line.utf8), droppingLastDelimiter: droppingLastDelimiter), as: UTF8.self)
    }

    /// The bytes of `line` as the fields show it, as the text form shows them.
    public func shown(_ line: [UInt8], droppingLastDelimiter: Bool = false) -> [UInt8] {
      var result = line.withUnsafeBufferPointer { bytes in
        parts(of: bytes, strippingLastDelimiter: false).flatMap { bytes[$0] }
      }
      if droppingLastDelimiter {
        let kept = result.withUnsafeBufferPointer { delimiter.droppingLast(in: $0, from: 0..<$0.count) }
        result.removeSubrange(kept.upperBound...)
        // White space stays where a delimiter other than white space ended the fields.
        guard delimiter == .whitespace else { return result }
      }
      // White space at the end, Unicode's (a no-break space too), as fzf trims it.
      while let start = result.lastIndex(where: { $0 & 0xC0 != 0x80 }),
        let last = String(decoding: result[start...], as: UTF8.self).unicodeScalars.last,
        ScalarClass.isSpace(last.value)
      {
        result.removeSubrange(start...)
      }
      return result
    }

    /// Where each range's fields stand in `line`, one stretch a range (empty when it names no
    /// field there). With `strippingLastDelimiter`, the last stretch ends before a delimiter that
    /// ends it, as fzf's `--nth` reads it so that `term$` can match.
    func parts(of line: UnsafeBufferPointer<UInt8>, strippingLastDelimiter: Bool) -> [Range<Int>] {
      let fields = delimiter.fields(of: line)
      var parts: [Range<Int>] = []
      parts.reserveCapacity(ranges.count)
      for range in ranges { parts.append(range.stretch(in: fields)) }
      if strippingLastDelimiter, let last = parts.last {
        parts[parts.count - 1] = delimiter.droppingLast(in: line, from: last)
      }
      return parts
    }
  }

  /// A field expression fzf would refuse.
  public struct InvalidFields: Error, Equatable, CustomStringConvertible {
    /// The expression as given.
    public let expression: String
    /// What is wrong, and what fields look like.
    public var description: String {
      "\"\(expression)\" names no fields: give numbers from 1 (negative from the end) and ranges "
        + "such as 2.., ..3 or 1..-2, separated by commas"
    }
  }
}
