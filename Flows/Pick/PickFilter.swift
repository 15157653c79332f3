@_spi(Flows) import ConsoleFlow

/// `flows pick --filter QUERY`: the lines that match, printed without asking, as `fzf --filter`
/// prints them. Every path keeps within the memory budget: a line that never ends, or more lines
/// than a ranking may keep, stop with ``PickLines/TooLarge``.
package struct PickFilter: Sendable {
  /// The order the matches are printed in.
  package enum Order: Sendable {
    /// Best first; ties in the lines' order.
    case ranked
    /// Best first; ties last line first (`--tac`, with or without `--no-sort`, as fzf's).
    case rankedLastFirst
    /// In the lines' order, each as it comes (`--no-sort`): endless input works.
    case asTheyCome
  }

  package var query: String
  package var options: ListFilter.Options
  /// What `--with-nth` makes of a line, which is what is searched; nil: the line.
  package var shown: WithNth?
  package var order: Order
  /// What ends a line read: a newline, or NUL (`--read0`).
  package var separator: UInt8
  /// What follows each line printed: a newline, or NUL (`--print0`).
  package var terminator: UInt8
  /// Whether the query is printed first (`--print-query`), as fzf prints it.
  package var printsQuery: Bool
  /// Whether a term that matches no line is forgiven one typo (`--typos`): the lines one letter
  /// off are printed below the others (``ListFilter/Forgiving``).
  package var forgivesTypos = false
  /// The choices made in this list before (`--history-key`), and the time now (seconds since
  /// 1970): the items chosen for the query come first (``ChoiceMemory``).
  package var remembered: (memory: ChoiceMemory, now: Double)?

  package init(
    query: String, options: ListFilter.Options = ListFilter.Options(), shown: WithNth? = nil, order: Order = .ranked,
    separator: UInt8 = UInt8(ascii: "\n"), terminator: UInt8 = UInt8(ascii: "\n"), printsQuery: Bool = false
  ) {
    (self.query, self.options, self.shown, self.order) = (query, options, shown, order)
    (self.separator, self.terminator, self.printsQuery) = (separator, terminator, printsQuery)
  }

  /// Reads the lines of `input` and writes those that match to `output`; answers how many.
  package func run(_ input: Int32, to output: Int32, budget: Int = MemoryBudget.bytes) throws -> Int {
    try runReporting(input, to: output, budget: budget).printed
  }

  /// Reads the lines of `input` and writes those that match to `output`; answers how many, and
  /// how many of them are one letter off (``forgivesTypos``) and for which terms.
  package func runReporting(_ input: Int32, to output: Int32, budget: Int = MemoryBudget.bytes) throws -> (
    printed: Int, forgiven: Int, loosened: [String]
  ) {
    var printed: [UInt8] = printsQuery ? Array(query.utf8) + [terminator] : []
    if order == .asTheyCome {
      let matches = ListFilter.lineMatcher(query, options: options)
      try PickLines.write(printed, to: output)
      var index = -1
      let count = try PickLines.filter(
        input, separator: separator,
        matches: { line in
          index += 1
          return shown.map { $0.shown(Array(line), index: index).withUnsafeBufferPointer(matches) } ?? matches(line)
        },
        to: output, terminator: terminator, budget: budget)
      return (count, 0, [])
    }
    // Read once, in bulk, and matched on the bytes over every core: no string a line.
    let lines = try PickLines.buffer(of: input, separator: separator, budget: budget)
    let left = budget - lines.byteCount - lines.count * PickLines.costOfALine
    let searched = try shown.map { shown in try LineBuffer.shown(lines, by: shown, budget: left) } ?? lines
    let count = lines.count
    // Last first: position p is line count - 1 - p.
    let line: (Int) -> Int = order == .rankedLastFirst ? { count - 1 - $0 } : { $0 }
    var ranking = options
    ranking.ranked = true
    let found = searched.withLines { count, bytes in
      guard forgivesTypos else {
        let matches = ListFilter.matches(query, lineCount: count, options: ranking) { bytes(line($0)) }
        return ListFilter.Forgiving(positions: matches, exact: matches.count, loosened: [])
      }
      return ListFilter.matchesForgivingTypos(query, lineCount: count, options: ranking) { bytes(line($0)) }
    }
    var matches = found.positions
    if let (memory, now) = remembered {
      let lifted = lines.withLines { _, bytes in
        memory.lifted(Array(matches[..<found.exact]), query: query, now: now) { bytes(line($0)) }
      }
      matches.replaceSubrange(..<found.exact, with: lifted)
    }
    for position in matches {
      printed.append(contentsOf: lines[line(position)])
      printed.append(terminator)
      // Written a block at a time: the matches are never copied whole.
      if printed.count >= 1 << 20 {
        try PickLines.write(printed, to: output)
        printed.removeAll(keepingCapacity: true)
      }
    }
    try PickLines.write(printed, to: output)
    return (matches.count, matches.count - found.exact, found.loosened)
  }
}
