import ArgumentParser
@_spi(Flows) import ConsoleFlow
import Foundation

// `flows pick --filter QUERY`: the matches printed without asking, as `fzf --filter` prints them.
extension PickCommand {
  /// `--filter`: the lines that match `query` (by the fields `shown` shows, if given), best
  /// first unless `--no-sort`; status 1 when none do. Every path keeps within the memory budget:
  /// a line that never ends, or more lines than a ranking may keep, stop in words (status 2).
  func filter(
    _ input: Int32, query: String, options: ListFilter.Options, shown: WithNth?, separator: UInt8,
    budget: Int = MemoryBudget.bytes
  ) throws {
    let terminator: UInt8 = print0 ? 0 : UInt8(ascii: "\n")
    var output: [UInt8] = []
    if printQuery { output += Array(query.utf8) + [terminator] }
    if !sort && !tac {
      // Matches go out as they come: endless input works.
      let matches = ListFilter.lineMatcher(query, options: options)
      try PickLines.write(output, to: Platform.standardOutput)
      var index = -1
      let printed = try PickLines.filter(
        input, separator: separator,
        matches: { line in
          index += 1
          return shown.map { $0.shown(Array(line), index: index).withUnsafeBufferPointer(matches) } ?? matches(line)
        },
        to: Platform.standardOutput, terminator: terminator, budget: budget)
      if printed == 0 { throw ExitCode(1) }
      return
    }
    // Read once, in bulk, and matched on the bytes over every core: no string a line.
    let lines = try PickLines.buffer(of: input, separator: separator, budget: budget)
    let left = budget - lines.byteCount - lines.count * PickLines.costOfALine
    let searched = try shown.map { shown in try LineBuffer.shown(lines, by: shown, budget: left) } ?? lines
    let count = lines.count
    // --tac: position p is line count - 1 - p.
    let line: (Int) -> Int = tac ? { count - 1 - $0 } : { $0 }
    // --no-sort with --tac ranks, as fzf's --filter does: it needs every line, so it sorts.
    var ranking = options
    ranking.ranked = true
    let matches = searched.withLines { count, bytes in
      ListFilter.matches(query, lineCount: count, options: ranking) { bytes(line($0)) }
    }
    for position in matches {
      output.append(contentsOf: lines[line(position)])
      output.append(terminator)
      // Written a block at a time: the matches are never copied whole.
      if output.count >= 1 << 20 {
        try PickLines.write(output, to: Platform.standardOutput)
        output.removeAll(keepingCapacity: true)
      }
    }
    try PickLines.write(output, to: Platform.standardOutput)
    if matches.isEmpty { throw ExitCode(1) }
  }
}
