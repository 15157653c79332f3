/// What the terminal shows, and the bytes that turn it into the next ``Frame``: only the cells
/// that changed, reached by the shortest cursor moves, rows that only moved up or down scrolled
/// in place (``FrameDiff/Scroll``), the rest of a row erased at once when it went blank, the
/// attributes reset at the end. Inside synchronized output (`CSI ? 2026 h` … `l`) when the
/// terminal has it, so no frame shows half drawn; the whole screen cleared and drawn when it is
/// not known (the first frame, after a resize, after Ctrl-Z and `fg`: ``forget()``).
///
/// A pure value: it writes nothing itself; the loop writes the bytes it answers.
///
/// ```swift
/// var diff = FrameDiff(synchronizedOutput: probe.verdict == .supported)
/// write(diff.bytes(toShow: frame)) // the whole frame
/// write(diff.bytes(toShow: next)) // only what changed
/// ```
package struct FrameDiff: Sendable {
  /// Whether each update is wrapped in synchronized output (``SynchronizedOutputProbe``).
  package var synchronizedOutput: Bool
  /// Whether rows that moved together are scrolled in place (a scroll region, VT100's own):
  /// off, they are written again.
  package var scrollsInPlace = true
  /// The frame on the terminal; nil when not known.
  package private(set) var shown: Frame?
  /// Where the terminal's cursor is; nil when not known (at the right edge, a wrap pending).
  private var cursor: Frame.Position?
  /// Whether the terminal's cursor is shown; nil when not known.
  private var cursorShown: Bool?

  /// The bytes that begin synchronized output.
  static let beginUpdate = "\u{1B}[?2026h"
  /// The bytes that end it.
  static let endUpdate = "\u{1B}[?2026l"
  /// The bytes that show the cursor.
  static let showCursor = "\u{1B}[?25h"
  /// The bytes that hide it.
  static let hideCursor = "\u{1B}[?25l"

  /// A diff that knows nothing of the screen yet: its first frame is drawn whole. Entering
  /// full screen hides the cursor (``FullScreenModes``), which the diff takes as known.
  package init(synchronizedOutput: Bool = false) {
    self.synchronizedOutput = synchronizedOutput
    cursorShown = false
  }

  /// Forgets what the screen shows, so the next frame is drawn whole: after a resize, after
  /// the program was stopped and continued, after anything else wrote on the terminal.
  package mutating func forget() {
    shown = nil
    cursor = nil
    cursorShown = nil
  }

  /// The bytes that make the terminal show `next`, and takes `next` as shown; "" when it shows
  /// it already.
  package mutating func bytes(toShow next: Frame) -> String {
    var output = Output(width: next.width, cursor: cursor)
    let old: Frame
    if let shown, shown.width == next.width, shown.height == next.height {
      if scrollsInPlace, let scroll = Scroll.best(from: shown, to: next) {
        old = scroll.applied(to: shown)
        output.scroll(scroll, height: next.height)
      } else {
        old = shown
      }
    } else {
      // Erasing fills with the pen's background: the pen is reset first.
      output.bytes += "\u{1B}[m\u{1B}[H\u{1B}[2J"
      output.cursor = Frame.Position(row: 0, column: 0)
      old = Frame(width: next.width, height: next.height)
    }
    for row in 0..<next.height { output.draw(row: row, from: old, to: next) }
    output.pen(.plain)
    // Drawn with the cursor shown and no synchronized output, the cursor would be seen jumping.
    let hiddenWhileDrawing = !output.bytes.isEmpty && cursorShown == true && !synchronizedOutput
    let shownBefore = hiddenWhileDrawing ? false : cursorShown
    if let place = next.cursor { output.move(to: place) }
    var bytes = (hiddenWhileDrawing ? Self.hideCursor : "") + output.bytes
    if next.cursor != nil, shownBefore != true {
      bytes += Self.showCursor
    } else if next.cursor == nil, shownBefore != false {
      bytes += Self.hideCursor
    }
    shown = next
    cursor = output.cursor
    cursorShown = next.cursor != nil
    guard !bytes.isEmpty else { return "" }
    return synchronizedOutput ? Self.beginUpdate + bytes + Self.endUpdate : bytes
  }

  // MARK: - Writing

  /// The bytes of one update as they are made, with the pen and the cursor they leave.
  struct Output {
    let width: Int
    var bytes = ""
    /// The attributes the terminal writes with now.
    var pen = CellStyle.plain
    /// Where the terminal's cursor is; nil when not known.
    var cursor: Frame.Position?

    init(width: Int, cursor: Frame.Position?) {
      self.width = width
      self.cursor = cursor
    }

    /// Sets the pen to `style`.
    mutating func pen(_ style: CellStyle) {
      bytes += style.transition(from: pen)
      pen = style
    }

    /// Moves the cursor to `place` by the shortest sequence.
    mutating func move(to place: Frame.Position) {
      guard cursor != place else { return }
      bytes += CursorMove.shortest(from: cursor, to: place)
      cursor = place
    }

    /// Writes `cell` where the cursor is.
    mutating func put(_ cell: Frame.Cell) {
      pen(cell.style)
      bytes += cell.grapheme
      guard var place = cursor else { return }
      place.column += Frame.cells(cell.grapheme.first ?? " ")
      // At the right edge the terminal waits to wrap: where it stands is not known.
      cursor = place.column < width ? place : nil
    }

    /// Draws `row` where it shows `old`'s so that it shows `new`'s: each changed run of cells,
    /// runs close together as one, a blank end of the row erased at once.
    mutating func draw(row: Int, from old: Frame, to new: Frame) {
      guard !old.row(row).elementsEqual(new.row(row)) else { return }
      let runs = RowRuns(row: row, old: old, new: new)
      for run in runs.merged(jump: { CursorMove.forward($0).utf8.count }) {
        let blankFrom = max(run.lowerBound, runs.blankEnd)
        if run.upperBound > blankFrom && runs.erasing(from: blankFrom) {
          draw(row: row, columns: run.lowerBound..<blankFrom, of: new)
          move(to: Frame.Position(row: row, column: blankFrom))
          pen(.plain)
          bytes += "\u{1B}[K"
          return
        }
        draw(row: row, columns: run, of: new)
      }
    }

    private mutating func draw(row: Int, columns: Range<Int>, of frame: Frame) {
      guard !columns.isEmpty else { return }
      move(to: Frame.Position(row: row, column: columns.lowerBound))
      for column in columns where !frame[row, column].isContinuation {
        if cursor == nil { move(to: Frame.Position(row: row, column: column)) }
        put(frame[row, column])
      }
    }
  }
}

/// The changed cells of one row, as runs, and where the row goes blank to its end.
struct RowRuns {
  /// The runs of changed cells, a wide character's halves together.
  let runs: [Range<Int>]
  /// The first column from which the new row is blank to its end.
  let blankEnd: Int
  private let row: Int
  private let old: Frame
  private let new: Frame

  init(row: Int, old: Frame, new: Frame) {
    (self.row, self.old, self.new) = (row, old, new)
    let width = new.width
    var changed = (0..<width).map { old[row, $0] != new[row, $0] }
    for column in 0..<width where changed[column] {
      // A wide character is written whole, from its first half.
      if new[row, column].isContinuation || old[row, column].isContinuation, column > 0 { changed[column - 1] = true }
      if column + 1 < width, new[row, column + 1].isContinuation || old[row, column + 1].isContinuation {
        changed[column + 1] = true
      }
    }
    var runs: [Range<Int>] = []
    var start: Int?
    for column in 0...width {
      let isChanged = column < width && changed[column]
      if isChanged, start == nil { start = column }
      if !isChanged, let first = start {
        runs.append(first..<column)
        start = nil
      }
    }
    self.runs = runs
    blankEnd = ((0..<width).last { new[row, $0] != .blank } ?? -1) + 1
  }

  /// The runs, each joined to the next when writing the unchanged cells between them costs no
  /// more than the cursor move over them (`jump` of a count of columns).
  func merged(jump: (Int) -> Int) -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for run in runs {
      guard let last = merged.last else {
        merged.append(run)
        continue
      }
      let gap = last.upperBound..<run.lowerBound
      var cost = 0
      var style = new[row, last.upperBound - 1].style
      for column in gap {
        let cell = new[row, column]
        cost += cell.grapheme.utf8.count + (cell.style == style ? 0 : 8)
        style = cell.style
      }
      if cost <= jump(gap.count) {
        merged[merged.count - 1] = last.lowerBound..<run.upperBound
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Whether erasing from `column` to the row's end (`CSI K`, three bytes) is cheaper than
  /// writing the blanks that changed there.
  func erasing(from column: Int) -> Bool {
    guard column < new.width else { return false }
    return (column..<new.width).filter { old[row, $0] != new[row, $0] }.count > 3
  }
}
