import Foundation

/// The list screen's filter as a function, for tools that filter without a screen (`flows pick
/// --filter`). A query is fzf's extended search syntax: terms separated by spaces must all
/// match, `|` joins alternatives, `'term` is exact, `'term'` a whole word, `^term` a start,
/// `term$` an end, `!term` must not match; a term with an upper-case letter matches case
/// exactly, accents fold. The lines kept are the ones fzf keeps.
///
/// The best come first, every term counting: each term where it stands best, a letter at a
/// word's start (camelCase humps too) earning more than one inside a word and letters together
/// more than scattered ones, as fzf weighs them; then a whole word or a word's start before the
/// same letters split over words, a name's initials counted in words, a term in the line's name
/// (its last part after `/`, a table's key cell) before one in the parts that describe it. A
/// line earns more for the share of its words the terms name and for terms side by side; then
/// the tighter, then the shorter; ties keep their order.
///
/// ```swift
/// ListFilter.matches("zep", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [0, 2]
/// ListFilter.matches("^dread | queen", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [1, 2]
/// ListFilter.matches("maiden iron", in: ["maiden of iron", "iron maiden"]) // [1, 0]
/// ```
@_spi(Flows) public enum ListFilter {
  /// The positions of the labels that match `query`, best first; every position for an empty
  /// query. `options` are fzf's `-i`, `+i`, `--exact` and the fields searched.
  public static func matches(_ query: String, in labels: [String], options: Options = Options()) -> [Int] {
    let state = ListState(elements: labels, options: options).filtered(by: query, searching: { $0 })
    return state.matches?.positions ?? Array(labels.indices)
  }
}

@_spi(Flows) extension ListFilter {
  /// The positions of the lines that match `query`, best first, in the same ranking as the
  /// labels version, matched on their bytes over every core: for a million lines and more, held
  /// as bytes rather than a string each. A line's bytes are read through `line`, which is called
  /// from several threads at once; invalid UTF-8 is matched as the replacement character.
  ///
  /// ```swift
  /// let bytes = Array("Led Zeppelin\nQueen\n".utf8)
  /// let ends = [12, 18]  // where each line ends; the next starts one past it
  /// let found = bytes.withUnsafeBufferPointer { buffer in
  ///   ListFilter.matches("led zep", lineCount: ends.count) { index in
  ///     UnsafeBufferPointer(rebasing: buffer[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
  ///   }
  /// }  // [0]
  /// ```
  ///
  /// - Parameters:
  ///   - query: The filter, as typed after `/`.
  ///   - lineCount: How many lines there are.
  ///   - options: How the query matches (case, `--exact`, the fields searched).
  ///   - line: The bytes of the line at a position, without its separator.
  /// - Returns: The positions of the matching lines, best first; every position for an empty query.
  public static func matches(
    _ query: String, lineCount: Int, options: Options = Options(), line: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> [Int] {
    LineScan(query: query, options: options).matches(count: lineCount, line: line)
  }
}

@_spi(Flows) extension ListFilter {
  /// Whether one line matches `query` at all, by the same rules: for a filter that prints
  /// matching lines in their order as they come (`flows pick --filter --no-sort` on endless
  /// input).
  ///
  /// ```swift
  /// let matches = ListFilter.lineMatcher("led zep")
  /// let kept = Array("Led Zeppelin".utf8).withUnsafeBufferPointer(matches) // true
  /// ```
  public static func lineMatcher(
    _ query: String, options: Options = Options()
  ) -> @Sendable (UnsafeBufferPointer<UInt8>) -> Bool {
    let pattern = SearchPattern(query, options: options)
    guard !pattern.isEmpty else { return { _ in true } }
    let compiled = pattern.compiled
    return { line in compiled.matches(line) }
  }
}
