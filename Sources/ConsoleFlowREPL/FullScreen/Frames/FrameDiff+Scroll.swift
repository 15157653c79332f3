extension FrameDiff {
  /// Rows that moved up or down together between two frames (a list scrolled by a row, or by
  /// the wheel's three), scrolled in place by the terminal instead of written again: a scroll
  /// region (DECSTBM, `CSI top ; bottom r`), index or reverse index at its edge (`ESC D`,
  /// `ESC M`, which every VT100 descendant has) once per row, and the region reset.
  struct Scroll: Equatable {
    /// The first row of the region, from 0.
    let top: Int
    /// Its last row.
    let bottom: Int
    /// How many rows its content moves up; down when negative.
    let shift: Int

    /// The bytes a scroll costs beyond the rows it saves, about: the region set and reset and
    /// a cursor move.
    private static let overhead = 16

    /// The scroll that saves the most bytes from `old` to `new`, when it saves more than it
    /// costs: each changed row that some old row shows already votes for the shift between them,
    /// and the best-voted shifts are weighed whole.
    static func best(from old: Frame, to new: Frame) -> Scroll? {
      guard old.height > 2 else { return nil }
      let (oldHashes, newHashes) = ((0..<old.height).map(old.rowHash), (0..<new.height).map(new.rowHash))
      var oldPlaces: [Int: [Int]] = [:]
      for row in 0..<old.height where old.row(row).contains(where: { $0 != .blank }) {
        oldPlaces[oldHashes[row], default: []].append(row)
      }
      var votes: [Int: Int] = [:]
      for row in 0..<new.height where newHashes[row] != oldHashes[row] || !old.row(row).elementsEqual(new.row(row)) {
        for place in oldPlaces[newHashes[row]] ?? [] where place != row && old.row(place).elementsEqual(new.row(row)) {
          votes[place - row, default: 0] += weight(new.row(row))
        }
      }
      let candidates = votes.sorted { ($0.value, -abs($0.key)) > ($1.value, -abs($1.key)) }.prefix(3)
      var best: (scroll: Scroll, saving: Int)?
      for (shift, _) in candidates {
        guard let (scroll, saving) = region(shift: shift, old: old, new: new) else { continue }
        if saving > best?.saving ?? overhead { best = (scroll, saving) }
      }
      return best?.scroll
    }

    /// The longest run of rows that `shift` brings to their new place, as a region, and the
    /// bytes it saves: the changed rows it brings, less the unchanged rows it blanks.
    private static func region(shift: Int, old: Frame, new: Frame) -> (Scroll, Int)? {
      let height = new.height
      let rows = max(0, -shift)..<min(height, height - shift)
      var bestRun: Range<Int>?
      var start: Int?
      for row in rows.lowerBound...rows.upperBound {
        let matches = row < rows.upperBound && new.row(row).elementsEqual(old.row(row + shift))
        if matches, start == nil { start = row }
        if !matches, let first = start {
          if row - first > bestRun?.count ?? 0 { bestRun = first..<row }
          start = nil
        }
      }
      guard let run = bestRun else { return nil }
      let scroll =
        shift > 0
        ? Scroll(top: run.lowerBound, bottom: run.upperBound - 1 + shift, shift: shift)
        : Scroll(top: run.lowerBound + shift, bottom: run.upperBound - 1, shift: shift)
      let blanked = shift > 0 ? (scroll.bottom - shift + 1)...scroll.bottom : scroll.top...(scroll.top - shift - 1)
      let same = { (row: Int) in new.row(row).elementsEqual(old.row(row)) }
      let brought = run.filter { !same($0) }.reduce(0) { $0 + weight(new.row($1)) }
      let broken = blanked.filter(same).reduce(0) { $0 + weight(new.row($1)) }
      return (scroll, brought - broken - abs(shift) * 2)
    }

    /// About the bytes a row costs to write: its cells that are not blank.
    private static func weight(_ cells: ArraySlice<Frame.Cell>) -> Int {
      cells.reduce(0) { $0 + ($1 == .blank ? 0 : $1.grapheme.utf8.count) }
    }

    /// `frame` as the terminal shows it after the scroll: the region's rows moved, the rows
    /// that came in blank.
    func applied(to frame: Frame) -> Frame {
      var moved = frame
      for row in top...bottom {
        let from = row + shift
        if (top...bottom).contains(from) {
          moved.replaceRow(row, with: frame.row(from))
        } else {
          moved.clear(row: row, columns: 0..<frame.width)
        }
      }
      return moved
    }
  }
}

extension FrameDiff.Output {
  /// Scrolls the rows of `scroll` on a screen of `height` rows; the cursor ends at the top left.
  mutating func scroll(_ scroll: FrameDiff.Scroll, height: Int) {
    // The rows that come in take the pen's background: plain.
    pen(.plain)
    let whole = scroll.top == 0 && scroll.bottom == height - 1
    if !whole { bytes += "\u{1B}[\(scroll.top + 1);\(scroll.bottom + 1)r" }
    // Setting the region puts the cursor at the top left.
    cursor = whole ? cursor : Frame.Position(row: 0, column: 0)
    move(to: Frame.Position(row: scroll.shift > 0 ? scroll.bottom : scroll.top, column: 0))
    bytes += String(repeating: scroll.shift > 0 ? "\u{1B}D" : "\u{1B}M", count: abs(scroll.shift))
    if !whole {
      bytes += "\u{1B}[r"
      cursor = Frame.Position(row: 0, column: 0)
    }
  }
}
