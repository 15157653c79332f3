@_spi(Flows) import ConsoleFlow

/// Fields of a line, as fzf's `--nth` and `--with-nth` name them: field numbers from 1 (from the
/// end when negative) and ranges `2..`, `..3`, `2..-2`, `..`, separated by commas. Fields are
/// split at runs of white space, each keeping the white space after it (`awk`'s fields), or after
/// each `delimiter`: a text, or a regular expression in Go's syntax when it reads as one (`-d`);
/// `\t` is a tab. As the list's field splitter, they are what a query searches (`--nth`).
///
/// ```swift
/// let names = try Fields("2..", delimiter: ":")
/// names.shown("17:Led Zeppelin:IV")  // "Led Zeppelin:IV"
/// ```
package struct Fields: ListFilter.FieldSplitting {
  /// A field expression fzf would refuse.
  package struct Invalid: Error, Equatable, CustomStringConvertible {
    /// The expression as given.
    package let expression: String
    /// What is wrong, and what fields look like.
    package var description: String {
      "\"\(expression)\" names no fields: give numbers from 1 (negative from the end) and ranges "
        + "such as 2.., ..3 or 1..-2, separated by commas"
    }
  }

  /// The ranges, in the order given.
  let ranges: [FieldRange]
  let delimiter: FieldDelimiter

  /// The fields `expression` names, split at `delimiter` (white space when nil).
  ///
  /// - Throws: ``Invalid`` when the expression names no field the way fzf reads them.
  package init(_ expression: String, delimiter: String? = nil) throws(Invalid) {
    guard let ranges = FieldRange.list(expression) else { throw Invalid(expression: expression) }
    self.ranges = ranges
    self.delimiter = delimiter.map(FieldDelimiter.init) ?? .whitespace
  }

  /// The fields a query searches (`--nth`): nil when they are the whole line (`..`, `1..`),
  /// which fzf ignores.
  package var searched: Fields? {
    ranges.count == 1 && ranges[0].isWhole ? nil : self
  }

  /// Where the fields stand in `line`, one stretch a range, the last without a delimiter that
  /// ends it, as fzf's `--nth` reads them so that `term$` can match.
  package func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    parts(of: line, strippingLastDelimiter: true)
  }

  /// The line as the fields show it (fzf's `--with-nth`): the fields named, one after the other,
  /// each with the delimiter after it, white space at the end dropped; with
  /// `droppingLastDelimiter`, the delimiter that ends them dropped instead (as a `{2..3}` of a
  /// `--with-nth` template shows them).
  package func shown(_ line: String, droppingLastDelimiter: Bool = false) -> String {
    String(decoding: shown(Array(line.utf8), droppingLastDelimiter: droppingLastDelimiter), as: UTF8.self)
  }

  /// The bytes of `line` as the fields show it, as the text form shows them.
  package func shown(_ line: [UInt8], droppingLastDelimiter: Bool = false) -> [UInt8] {
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
      Self.isSpace(last)
    {
      result.removeSubrange(start...)
    }
    return result
  }

  /// Where each range's fields stand in `line`, one stretch a range (empty when it names no
  /// field there). With `strippingLastDelimiter`, the last stretch ends before a delimiter that
  /// ends it.
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

  /// White space as Go's `unicode.IsSpace` sees it, as fzf trims a field.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0: true
    case 0..<0x100: false
    default: scalar.properties.isWhitespace
    }
  }
}
