@_spi(Flows) extension ListFilter {
  /// The matches of a query that forgives one typo: the lines that match as typed, best first;
  /// then, when a plain term of three letters or more matches no line at all, the lines that
  /// match with that term one letter off (a letter changed, missing, added, or two swapped),
  /// best first, below them. fzf's extended-syntax terms (`'exact`, `^start`, `end$`, `!not`)
  /// and `--exact` terms are never loosened.
  ///
  /// ```swift
  /// let found = ListFilter.matchesForgivingTypos("porjects", in: ["projects", "readme"])
  /// // positions [0], exact 0, loosened ["porjects"]
  /// ```
  public struct Forgiving: Sendable, Equatable {
    /// The matches as typed, best first, then those one letter off, best first.
    public var positions: [Int]
    /// How many of `positions` match as typed: the rest are one letter off.
    public var exact: Int
    /// The terms that matched no line and were loosened, as typed.
    public var loosened: [String]

    /// Matches of which the first `exact` match as typed.
    public init(positions: [Int], exact: Int, loosened: [String]) {
      (self.positions, self.exact, self.loosened) = (positions, exact, loosened)
    }

    /// Whether the match at `place` in ``positions`` is one letter off.
    public func isForgiven(at place: Int) -> Bool { place >= exact }
  }

  /// The positions of the lines that match `query`, forgiving a typo (``Forgiving``), matched
  /// on their bytes over every core, as ``matches(_:lineCount:options:line:)`` matches them.
  public static func matchesForgivingTypos(
    _ query: String, lineCount: Int, options: Options = Options(), line: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> Forgiving {
    let scan = LineScan(query: query, options: options)
    // Under --exact every term says exactly what it means, a quoted one too.
    guard !options.exact else {
      let matches = scan.matches(count: lineCount, line: line)
      return Forgiving(positions: matches, exact: matches.count, loosened: [])
    }
    return scan.matchesForgivingTypos(count: lineCount, line: line)
  }

  /// The positions of the labels that match `query`, forgiving a typo (``Forgiving``).
  public static func matchesForgivingTypos(
    _ query: String, in labels: [String], options: Options = Options()
  ) -> Forgiving {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    for label in labels {
      starts.append(bytes.count)
      bytes.append(contentsOf: label.utf8)
    }
    starts.append(bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      matchesForgivingTypos(query, lineCount: labels.count, options: options) { index in
        UnsafeBufferPointer(rebasing: buffer[starts[index]..<starts[index + 1]])
      }
    }
  }
}
