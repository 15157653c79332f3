@_spi(Interpreter) import ConsoleFlow

/// What the whole screen shows at one moment, as a grid of cells, each a grapheme and its
/// ``CellStyle``, and where the cursor stands: built from lines of text written at a row and
/// column, and turned into bytes by ``FrameDiff``. Wide characters take two cells (the core's
/// ``DisplayWidth`` measures them), the second a continuation that holds no text.
///
/// Text must come escaped (``TerminalText/escaped(_:)``); a control character that slipped
/// through is escaped here all the same, so a frame never holds one.
///
/// ```swift
/// var frame = Frame(width: 80, height: 24)
/// frame.write("Artists", style: CellStyle(.title, colors: Style.standard.colors), row: 0, column: 0)
/// frame.restyle(row: 3, columns: 0..<80) { $0.adding(.reverse) }
/// ```
package struct Frame: Equatable, Sendable, CustomStringConvertible {
  /// One cell: a grapheme and its look.
  package struct Cell: Hashable, Sendable {
    /// The grapheme shown, or "" in the cell a wide character's right half covers.
    package var grapheme: String
    /// Its look.
    package var style: CellStyle

    /// A blank: a space, plain.
    package static let blank = Cell(grapheme: " ", style: .plain)

    /// Whether the cell is the right half of a wide character.
    package var isContinuation: Bool { grapheme.isEmpty }
  }

  /// A cell's place, from 0 at the top left.
  package struct Position: Hashable, Sendable {
    /// The row.
    package var row: Int
    /// The column.
    package var column: Int

    /// The place at `row` and `column`.
    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// Columns.
  package let width: Int
  /// Rows.
  package let height: Int
  /// The cells, row by row.
  package private(set) var cells: [Cell]
  /// Where the terminal's cursor is shown (where a line is being typed); nil keeps it hidden.
  package var cursor: Position?

  /// A blank frame of `width` columns and `height` rows, at least one of each.
  package init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at `row` and `column`.
  package subscript(row: Int, column: Int) -> Cell {
    cells[row * width + column]
  }

  /// The cells of `row`.
  package func row(_ row: Int) -> ArraySlice<Cell> {
    cells[(row * width)..<((row + 1) * width)]
  }

  // MARK: - Writing

  /// Writes `text` on `row` from `column`, in `style`, up to the column `end` (the frame's
  /// width when nil), and answers the column after the last cell written. A wide character
  /// that does not fit before `end` leaves a blank; a zero-width one joins the character
  /// before it. Outside the frame nothing is written.
  @discardableResult
  package mutating func write(
    _ text: some StringProtocol, style: CellStyle, row: Int, column: Int, upTo end: Int? = nil
  ) -> Int {
    let end = min(end ?? width, width)
    guard (0..<height).contains(row), column < end else { return column }
    var at = max(0, column)
    // Printable ASCII, most of what a page shows, takes a cell a byte: no grapheme to find.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      for byte in text.utf8 {
        guard at < end else { return end }
        put(Cell(grapheme: String(UnicodeScalar(byte)), style: style), row: row, column: at)
        at += 1
      }
      return at
    }
    let safe = Self.hasControls(text) ? TerminalText.escaped(String(text)) : String(text)
    var last: Int?
    for character in safe {
      let cells = Self.cells(character)
      if cells == 0 {
        // A mark alone joins what stands before it, or goes when nothing does.
        if let last { self.cells[row * width + last].grapheme.append(character) }
        continue
      }
      guard at + cells <= end else {
        if at < end { put(Cell.blank, row: row, column: at) }
        return end
      }
      put(Cell(grapheme: String(character), style: style), row: row, column: at)
      if cells == 2 { put(Cell(grapheme: "", style: style), row: row, column: at + 1) }
      last = at
      at += cells
    }
    return at
  }

  /// Blanks `columns` of `row` in `style` (its background or reverse shows).
  package mutating func clear(row: Int, columns: Range<Int>, style: CellStyle = .plain) {
    guard (0..<height).contains(row) else { return }
    for column in columns.clamped(to: 0..<width) { put(Cell(grapheme: " ", style: style), row: row, column: column) }
  }

  /// Changes the look of `columns` of `row` by `change`, keeping their text; a wide character
  /// half inside changes whole.
  package mutating func restyle(row: Int, columns: Range<Int>, _ change: (CellStyle) -> CellStyle) {
    guard (0..<height).contains(row) else { return }
    var range = columns.clamped(to: 0..<width)
    guard !range.isEmpty else { return }
    if self[row, range.lowerBound].isContinuation, range.lowerBound > 0 {
      range = (range.lowerBound - 1)..<range.upperBound
    }
    if range.upperBound < width, self[row, range.upperBound].isContinuation {
      range = range.lowerBound..<(range.upperBound + 1)
    }
    for column in range { cells[row * width + column].style = change(cells[row * width + column].style) }
  }

  /// Makes `row` hold `cells`, one row's worth: what a scroll moved there.
  mutating func replaceRow(_ row: Int, with cells: ArraySlice<Cell>) {
    self.cells.replaceSubrange((row * width)..<((row + 1) * width), with: cells)
  }

  /// Puts `cell` at `row` and `column`, blanking the other half of a wide character it breaks.
  private mutating func put(_ cell: Cell, row: Int, column: Int) {
    let index = row * width + column
    if cells[index].isContinuation, !cell.isContinuation, column > 0 {
      cells[index - 1] = Cell(grapheme: " ", style: cells[index - 1].style)
    }
    if column + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(grapheme: " ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  // MARK: - Reading

  /// The text of `row`, wide characters once, without the spaces at its end.
  package func text(ofRow row: Int) -> String {
    var text = self.row(row).map(\.grapheme).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The text of every row.
  package var lines: [String] { (0..<height).map(text(ofRow:)) }

  /// The rows' text between bars, and the cursor: for a failing test's message.
  package var description: String {
    let rows = (0..<height).map { "│" + row($0).map(\.grapheme).joined() + "│" }
    return (rows + ["cursor \(cursor.map { "\($0.row),\($0.column)" } ?? "hidden")"]).joined(separator: "\n")
  }

  /// A hash of `row`'s cells, cheap to make (FNV-1a over their bytes and looks): rows with
  /// different hashes differ, rows with the same one are compared to be sure.
  func rowHash(_ row: Int) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01B3 }
    for cell in self.row(row) {
      for byte in cell.grapheme.utf8 { mix(UInt64(byte)) }
      mix(UInt64(cell.style.attributes.rawValue) | 0x100)
      if let color = cell.style.foreground { mix(UInt64(truncatingIfNeeded: color.hashValue)) }
      if let color = cell.style.background { mix(UInt64(truncatingIfNeeded: color.hashValue) ^ 1) }
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// The cells `character` takes: one for ASCII at a glance, else as ``DisplayWidth`` says.
  static func cells(_ character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(String(character))
  }

  /// Whether `text` holds a character that must not reach the terminal raw.
  private static func hasControls(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains(where: TerminalText.isUnsafe)
  }
}
