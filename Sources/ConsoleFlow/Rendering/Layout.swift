/// Pure layout algorithms: from sizes in cells to positions, tested without a terminal.
///
/// ```swift
/// Layout.flow(widths: [5, 3, 8], width: 10)
/// // [Position(line: 0, column: 0), Position(line: 0, column: 6), Position(line: 1, column: 0)]
/// ```
enum Layout {
  /// Where an item starts: its line and its column, in cells.
  struct Position: Equatable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// Items left to right with `gap` cells between them, wrapping to a new line when the next
  /// one would pass `width`. An item wider than the line gets a line of its own.
  static func flow(widths: [Int], width: Int, gap: Int = 1) -> [Position] {
    lines(widths: widths, width: width, gap: gap).enumerated().flatMap { line, items in
      var column = 0
      return items.map { index in
        defer { column += widths[index] + gap }
        return Position(line: line, column: column)
      }
    }
  }

  /// The flow layout with every line but the last filled to both margins: the spare cells of a
  /// line are shared among its gaps, the leftmost gaps taking one more when they do not divide.
  static func justified(widths: [Int], width: Int, gap: Int = 1) -> [Position] {
    let lines = lines(widths: widths, width: width, gap: gap)
    return lines.enumerated().flatMap { line, items in
      let used = items.map { widths[$0] }.reduce(0, +)
      let gaps = items.count - 1
      let isLast = line == lines.count - 1
      let spare = isLast || gaps == 0 ? gap * gaps : max(width - used, gap * gaps)
      var column = 0
      return items.enumerated().map { offset, index in
        defer {
          if offset < gaps {
            column += widths[index] + spare / gaps + (offset < spare % gaps ? 1 : 0)
          }
        }
        return Position(line: line, column: column)
      }
    }
  }

  /// Columns like `ls -C`: as many columns of the widest item as fit, filled top to bottom.
  /// Answers the number of columns and each item's position.
  static func columns(widths: [Int], width: Int, gap: Int = 2) -> (columns: Int, positions: [Position]) {
    guard let widest = widths.max() else { return (0, []) }
    let columns = min(widths.count, columnCount(widest: widest, width: width, gap: gap))
    let rows = (widths.count + columns - 1) / columns
    let positions = widths.indices.map { index in
      Position(line: index % rows, column: index / rows * (widest + gap))
    }
    return (columns, positions)
  }

  /// How many columns of `widest` cells, `gap` apart, fit in `width`: at least one.
  static func columnCount(widest: Int, width: Int, gap: Int) -> Int {
    max(1, (width + gap) / (widest + gap))
  }

  /// `line` wrapped to `width` cells at spaces, as a message is shown whole rather than cut. A
  /// line laid out in two columns (`  :next :prev     page through…`) continues under its second
  /// column; any other continues under its own indentation. A word wider than the room is cut
  /// where it must be.
  ///
  /// ```swift
  /// Layout.wrapped("  :home   go to the first screen", width: 20)
  /// // ["  :home   go to the", "          first", "          screen"]
  /// ```
  static func wrapped(_ line: String, width: Int) -> [String] {
    let width = max(1, width)
    guard DisplayWidth.of(line) > width else { return [line] }
    let characters = Array(line)
    let cells = characters.map(DisplayWidth.of)
    var lines: [String] = []
    var lead = 0
    var start = 0
    let hanging = hangingIndent(of: characters, cells: cells, width: width)
    while start < characters.count {
      let room = width - lead
      // As many characters as fit in the room.
      var end = start
      var used = 0
      while end < characters.count && used + cells[end] <= room {
        used += cells[end]
        end += 1
      }
      if end < characters.count {
        // Break after the last space that follows some text, never inside leading spaces.
        let text = characters[start..<end].firstIndex { $0 != " " } ?? end
        if let space = characters[text..<end].lastIndex(of: " ") { end = space + 1 }
      }
      guard end > start else {
        // Not one character fits beside the indentation: the rest goes without it.
        if lead == 0 { break }
        lead = 0
        continue
      }
      var piece = characters[start..<end]
      while piece.last == " " { piece = piece.dropLast() }
      lines.append(String(repeating: " ", count: lead) + String(piece))
      start = end
      while start < characters.count && characters[start] == " " { start += 1 }
      lead = hanging
    }
    return lines
  }

  /// Where a wrapped line's continuation starts: under the second column of a line laid out in
  /// two (text after a gap of two spaces or more, in the first half), else under its indentation.
  private static func hangingIndent(of characters: [Character], cells: [Int], width: Int) -> Int {
    let indentation = characters.prefix { $0 == " " }.count
    var column = indentation
    var index = indentation
    while index + 1 < characters.count {
      if characters[index] == " " && characters[index + 1] == " " {
        while index < characters.count && characters[index] == " " {
          column += 1
          index += 1
        }
        return index < characters.count && column <= width / 2 ? column : indentation < width / 2 ? indentation : 0
      }
      column += cells[index]
      index += 1
    }
    return indentation < width / 2 ? indentation : 0
  }

  /// A table's column widths in `width` cells, `gap` apart. A column is cut only when the page
  /// has no room for it whole: the columns show whole from the left, as many as fit, the `kept`
  /// ones (the key, the column sorted by) always. A column that may be cut (`cuttable`) counts
  /// at most half the width while they are chosen, so one long text does not push out the rest,
  /// and is given back what room is left. The first that has no room whole, if it may be cut,
  /// takes what the columns after it leave (at least its `minimum`), and those after it that fit
  /// whole show too. Columns left out are nil, and `marker` cells after a gap (if any) say so.
  /// Kept columns too wide together are cut down to their minimum; one column alone takes what
  /// there is.
  ///
  /// ```swift
  /// Layout.tableWidths(natural: [30, 4, 20], minimum: [10, 4, 10], cuttable: [true, false, true],
  ///                    kept: [0], width: 40, gap: 2, marker: 7)
  /// // [25, 4, nil]: the name cut to what the count leaves; the third column left out
  /// ```
  static func tableWidths(
    natural: [Int], minimum: [Int], cuttable: [Bool], kept: [Int], width: Int, gap: Int, marker: Int
  ) -> [Int?] {
    guard !natural.isEmpty else { return [] }
    let kept = kept.filter(natural.indices.contains)
    let half = max(1, width / 2)
    var widths = natural.indices.map { cuttable[$0] ? min(natural[$0], max(minimum[$0], half)) : natural[$0] }
    /// The room the columns `shown` take, with the marker when some are left out.
    func used(_ shown: [Int]) -> Int {
      let leftOut = shown.count < natural.count && marker > 0 ? gap + marker : 0
      return shown.map { widths[$0] }.reduce(0, +) + gap * max(0, shown.count - 1) + leftOut
    }
    // The kept columns first, then the others from the left while they fit whole; the first
    // that does not may be cut, counted at its least until the rest are placed.
    var shown = kept.isEmpty ? [0] : kept
    var cut: Int? = nil
    for column in natural.indices where !shown.contains(column) {
      if used(shown + [column]) <= width {
        shown.append(column)
        continue
      }
      guard cut == nil, cuttable[column], minimum[column] < widths[column] else { break }
      let whole = widths[column]
      widths[column] = minimum[column]
      guard used(shown + [column]) <= width else {
        widths[column] = whole
        break
      }
      shown.append(column)
      cut = column
    }
    shown.sort()
    // Kept columns too wide together: the widest that may be cut give cells, down to their
    // minimum; then kept columns go from the right, the first of them last.
    while used(shown) > width {
      let excess = used(shown) - width
      let candidates = shown.filter { cuttable[$0] && widths[$0] > minimum[$0] }
      if let widest = candidates.max(by: { widths[$0] < widths[$1] }) {
        widths[widest] -= min(excess, widths[widest] - minimum[widest])
        continue
      }
      guard shown.count > 1 else {
        let marked = natural.count > 1 && marker > 0 ? gap + marker : 0
        widths[shown[0]] = min(natural[shown[0]], max(1, width - marked))
        break
      }
      let keptFirst = kept.first ?? shown[0]
      guard let last = shown.lastIndex(where: { $0 != keptFirst }) else { break }
      shown.remove(at: last)
    }
    // What is left goes to the column that had no room whole, then to those counted short.
    var left = width - used(shown)
    for column in (cut.map { [$0] } ?? []) + shown where left > 0 && widths[column] < natural[column] {
      let given = min(left, natural[column] - widths[column])
      widths[column] += given
      left -= given
    }
    return natural.indices.map { shown.contains($0) ? widths[$0] : nil }
  }

  /// Which items go on which line in the flow layout.
  private static func lines(widths: [Int], width: Int, gap: Int) -> [[Int]] {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used = 0
    for (index, itemWidth) in widths.enumerated() {
      if !current.isEmpty && used + gap + itemWidth > width {
        lines.append(current)
        current = []
        used = 0
      }
      used += (current.isEmpty ? 0 : gap) + itemWidth
      current.append(index)
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
