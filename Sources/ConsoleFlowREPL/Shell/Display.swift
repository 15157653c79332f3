@_spi(Interpreter) import ConsoleFlow

/// What is on the terminal below the last thing that scrolled away, and the one place that says
/// how to write over it: the page above the prompt, the line being typed after the prompt, a
/// load's progress line. It knows the terminal's size, so a redraw in place moves the cursor up
/// exactly over what it replaces, never further (a redraw never climbs), and a page that does not
/// fit above the prompt is drawn again from the terminal's first row. A value: the shell keeps it
/// and asks it for the bytes to write.
///
/// Rows are counted as a terminal that reflows its lines on a resize (tmux, VTE, kitty) lays
/// them out: a line written wider than the terminal is now takes as many rows as it needs.
struct Display: Equatable {
  /// The terminal's size.
  private(set) var size: Size
  /// Whether the terminal moves its cursor and erases on request (not `TERM=dumb`, not plain mode).
  let canErase: Bool
  /// The page written last, while it is where the display knows it is: above the line being
  /// typed, nothing written between. Nil once something moved it out of reach (the line was
  /// entered, Ctrl-C, a completion listing, a stop).
  private(set) var page: Written?
  /// The prompt and the line typed after it, while one is read.
  private(set) var input: Input?
  /// The progress line, while one shows.
  private(set) var progress: Int?

  /// A terminal's size in cells.
  struct Size: Equatable, Sendable {
    var rows: Int
    var columns: Int
  }

  /// Lines written, by their width in cells: how many rows they take at a width.
  struct Written: Equatable {
    /// The lines as written (with their colour codes): a redraw of the same lines writes nothing.
    var lines: [String]
    /// The cells each line takes.
    var widths: [Int]
    /// The rows the page has taken since it was first written: a shorter redraw is padded to
    /// them, so the prompt stays where it is.
    var rows: Int

    init(_ lines: [String]) {
      self.lines = lines
      widths = lines.map(Display.cells)
      rows = lines.count
    }

    /// The rows the lines take at `columns`.
    func rowCount(columns: Int) -> Int {
      widths.reduce(0) { $0 + Display.rows(cells: $1, columns: columns) }
    }
  }

  /// The prompt and the line after it, with the cursor's place in it.
  struct Input: Equatable {
    var promptCells: Int
    var lineCells = 0
    var cursorCells = 0

    /// How many rows the prompt and the line take at `columns`.
    func rowCount(columns: Int) -> Int { (promptCells + lineCells) / max(1, columns) + 1 }
    /// The row of the cursor, from the prompt's row.
    func cursorRow(columns: Int) -> Int { (promptCells + cursorCells) / max(1, columns) }
  }

  init(size: Size, canErase: Bool) {
    self.size = size
    self.canErase = canErase
  }

  // MARK: - Pages

  /// The bytes that write `lines` as a new page, below what is on the terminal; the prompt comes
  /// next, under it. A page taller than the room above the prompt scrolls, as any output does:
  /// its top is gone, and a redraw starts at the terminal's first row.
  mutating func writePage(_ lines: [String]) -> String {
    page = Written(lines)
    input = nil
    return lines.map { $0 + "\n" }.joined()
  }

  /// Whether the page on the terminal can be drawn again in place.
  var pageIsInReach: Bool { canErase && page != nil }

  /// Whether `lines` are the lines of the page on the terminal.
  func shows(_ lines: [String]) -> Bool { page?.lines == lines }

  /// The bytes that write `lines` over the page on the terminal, from its first row (or the
  /// terminal's first, when the page's top scrolled away), with the prompt and the line to be
  /// drawn again below them (the line editor draws them); nil when the page is out of reach.
  /// `padded` keeps the prompt where it is: a shorter page is padded to the rows the page took.
  mutating func redrawPage(_ lines: [String], padded: Bool) -> String? {
    guard canErase, let page, let input else { return nil }
    let inputRows = input.rowCount(columns: size.columns)
    let cursorRow = input.cursorRow(columns: size.columns)
    let unpadded = lines
    var lines = lines
    let room = max(0, size.rows - inputRows)
    if padded, case let rows = min(page.rows, room), lines.count < rows {
      lines += Array(repeating: "", count: rows - lines.count)
    }
    // Up over the rows of the line above the cursor, then over the page, never past the top of
    // the terminal: a page taller than the room above the line fills every row above it.
    let up = min(page.rowCount(columns: size.columns), room) + cursorRow
    var written = Written(lines)
    written.rows = max(page.rows, lines.count)
    // A redraw of the same lines writes nothing: they are compared as drawn, before padding.
    written.lines = unpadded
    self.page = written
    return (up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J" + lines.map { $0 + "\n" }.joined()
  }

  /// The bytes that write `lines` as a new page below the line being typed (whose end the cursor
  /// is at), for the prompt and the line to be drawn again under it: where the page above is out
  /// of reach. Nil where the terminal cannot redraw at all.
  mutating func drawPageBelow(_ lines: [String]) -> String? {
    guard canErase, input != nil else { return nil }
    page = Written(lines)
    return "\n" + lines.map { $0 + "\n" }.joined()
  }

  /// The page is no longer where the display knows it is (Ctrl-C's `^C` line, a completion
  /// listing, a stop): it is not redrawn in place until a new page is written.
  mutating func loseThePage() {
    page = nil
  }

  // MARK: - The line being typed

  /// A line is read after `prompt`, drawn below the page.
  mutating func promptShown(_ prompt: String) {
    input = Input(promptCells: Self.cells(prompt))
  }

  /// The bytes that erase the prompt and the line typed after it, from the row the cursor is on
  /// as the terminal reflowed them, leaving the cursor where the prompt began; nil where the
  /// terminal cannot erase or no line is read.
  func eraseInput() -> String? {
    guard canErase, let input else { return nil }
    let up = input.cursorRow(columns: size.columns)
    return (up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J"
  }

  /// The line typed is now `line`, the cursor `beforeCursor` into it.
  mutating func lineEdited(_ line: String, beforeCursor: String) {
    guard input != nil else { return }
    input?.lineCells = DisplayWidth.of(line)
    input?.cursorCells = DisplayWidth.of(beforeCursor)
  }

  /// The line was entered (or dropped): it and the page above scroll on with what comes next.
  mutating func lineEnded() {
    input = nil
    page = nil
  }

  // MARK: - The terminal's size

  /// The terminal is now `size`: what is on it takes the rows it reflows into.
  mutating func resized(to size: Size) {
    self.size = size
    // What the terminal shows of the page moved (its top may have scrolled away): a redraw
    // writes it whole, even where its lines are the same.
    page?.lines = []
  }

  // MARK: - The progress line

  /// The bytes that draw the progress line `text` (`cells` wide) in place of the one showing, if
  /// any. The cursor stays at the end of the line. Without erasing (`TERM=dumb`) spaces cover the
  /// old line.
  mutating func showProgress(_ text: String, cells: Int) -> String {
    defer { progress = cells }
    return eraseProgressBytes() + text
  }

  /// The bytes that erase the progress line, if one shows.
  mutating func eraseProgress() -> String {
    guard progress != nil else { return "" }
    defer { progress = nil }
    return eraseProgressBytes()
  }

  private func eraseProgressBytes() -> String {
    guard let progress else { return "\r" }
    guard canErase else { return "\r" + String(repeating: " ", count: progress) + "\r" }
    // The rows the line takes now: one, unless the terminal narrowed below its width.
    let rows = Self.rows(cells: progress, columns: size.columns)
    return rows > 1 ? "\u{1B}[\(rows - 1)A\r\u{1B}[J" : "\r\u{1B}[K"
  }

  // MARK: - Measures

  /// The rows a line of `cells` takes at `columns`: one at least, more once it wraps.
  static func rows(cells: Int, columns: Int) -> Int {
    max(1, (cells + max(1, columns) - 1) / max(1, columns))
  }

  /// The cells a written line takes: its text without the colour codes pages paint it with.
  static func cells(_ line: String) -> Int {
    guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
    var visible = ""
    var inSequence = false
    for scalar in line.unicodeScalars {
      if inSequence {
        // A control sequence ends with its final byte, @ to ~.
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inSequence = false }
      } else if scalar == "\u{1B}" {
        inSequence = true
      } else {
        visible.unicodeScalars.append(scalar)
      }
    }
    return DisplayWidth.of(visible)
  }
}
