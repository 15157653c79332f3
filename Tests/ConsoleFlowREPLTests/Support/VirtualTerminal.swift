@_spi(Interpreter) import ConsoleFlow

/// A terminal in memory, for tests: it takes the bytes a program writes (text, `\r`, `\n` as the
/// terminal's line discipline turns it into a return and a line feed, backspace, and the control
/// sequences the shell uses: cursor up and right, erase to the end of the line or the screen,
/// colours ignored) and keeps the screen they draw, every row and the cursor, as a person sees
/// it. A resize reflows the lines as tmux does: a line wider than the new width wraps onto more
/// rows, wrapped rows join again when it widens, rows scroll into the history when the screen
/// gets shorter (empty rows below the cursor go first) and come back when it grows.
struct VirtualTerminal {
  /// One row: its cells, and whether its text goes on in the next row (it wrapped).
  private struct Row {
    var cells: [Character] = []
    var wrapped = false

    var text: String { String(cells.filter { $0 != "\u{0}" }).replacingTrailingSpaces() }
  }

  private(set) var rows: Int
  private(set) var columns: Int
  private var screen: [Row]
  private var history: [Row] = []
  private(set) var cursorRow = 0
  private(set) var cursorColumn = 0
  /// The cursor stands past the last column: the next character goes on the next row.
  private var pendingWrap = false
  /// Bytes of an escape sequence not yet complete.
  private var sequence: String?

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    screen = Array(repeating: Row(), count: rows)
  }

  /// Every row of the screen, blank ones too, without trailing spaces.
  var lines: [String] { screen.map(\.text) }

  /// The screen as a person sees it, with the cursor's place: for a whole-screen comparison.
  var picture: String {
    lines.joined(separator: "\n") + "\n── cursor at \(cursorColumn),\(cursorRow) \(columns)x\(rows)"
  }

  /// The rows that scrolled off the top, oldest first, then the screen.
  var everything: [String] { (history + screen).map(\.text) }

  /// The last row that is not blank: where the prompt is, after a page.
  var lastLine: String { lines.last { !$0.isEmpty } ?? "" }

  /// Whether some row of the screen holds `text`.
  func shows(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  // MARK: - Writing

  mutating func write(_ text: String) {
    for character in text {
      if var sequence {
        sequence.append(character)
        self.sequence = sequence
        if sequence.count > 1, let last = sequence.unicodeScalars.last, (0x40...0x7E).contains(last.value),
          sequence != "["
        {
          perform(sequence)
          self.sequence = nil
        }
        continue
      }
      switch character {
      case "\u{1B}": sequence = ""
      case "\r": carriageReturn()
      case "\n", "\r\n":
        carriageReturn()
        lineFeed()
      case "\u{8}":
        pendingWrap = false
        cursorColumn = max(0, cursorColumn - 1)
      case "\u{7}": break
      default: put(character)
      }
    }
  }

  private mutating func carriageReturn() {
    cursorColumn = 0
    pendingWrap = false
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursorRow == rows - 1 {
      history.append(screen.removeFirst())
      screen.append(Row())
    } else {
      cursorRow += 1
    }
  }

  private mutating func put(_ character: Character) {
    let width = max(1, DisplayWidth.of(String(character)))
    if pendingWrap || cursorColumn + width > columns {
      screen[cursorRow].wrapped = true
      carriageReturn()
      lineFeed()
    }
    var row = screen[cursorRow].cells
    while row.count < cursorColumn + width { row.append(Character(" ")) }
    row[cursorColumn] = character
    if width == 2 { row[cursorColumn + 1] = "\u{0}" }
    screen[cursorRow].cells = row
    cursorColumn += width
    if cursorColumn >= columns {
      cursorColumn = columns - 1
      pendingWrap = true
    }
  }

  /// A control sequence after ESC: `[nA`, `[nC`, `[K`, `[J`, `[...m`.
  private mutating func perform(_ sequence: String) {
    guard sequence.first == "[", let final = sequence.last else { return }
    let count = Int(sequence.dropFirst().dropLast()) ?? 1
    switch final {
    case "A":
      cursorRow = max(0, cursorRow - max(1, count))
      pendingWrap = false
    case "B":
      cursorRow = min(rows - 1, cursorRow + max(1, count))
      pendingWrap = false
    case "C":
      cursorColumn = min(columns - 1, cursorColumn + max(1, count))
      pendingWrap = false
    case "D":
      cursorColumn = max(0, cursorColumn - max(1, count))
      pendingWrap = false
    case "K":
      screen[cursorRow].cells = Array(screen[cursorRow].cells.prefix(cursorColumn))
      screen[cursorRow].wrapped = false
    case "J":
      screen[cursorRow].cells = Array(screen[cursorRow].cells.prefix(cursorColumn))
      screen[cursorRow].wrapped = false
      for row in (cursorRow + 1)..<rows { screen[row] = Row() }
    default:
      break
    }
  }

  // MARK: - Resizing

  /// The window is now `rows` by `columns`: the lines reflow as tmux reflows them.
  mutating func resize(rows newRows: Int, columns newColumns: Int) {
    // Whole lines, from the history and the screen, and where the cursor is in them.
    var lines: [[Character]] = []
    var cursorLine = 0
    var cursorOffset = 0
    var current: [Character] = []
    let all = history + screen
    for (index, row) in all.enumerated() {
      if index == history.count + cursorRow {
        cursorLine = lines.count
        cursorOffset = current.count + cursorColumn
      }
      current += row.cells.filter { $0 != "\u{0}" }
      if !row.wrapped {
        lines.append(current)
        current = []
      }
    }
    if !current.isEmpty { lines.append(current) }
    // Each line split at the new width.
    var rowsOut: [Row] = []
    var newCursorRow = 0
    var newCursorColumn = 0
    for (index, line) in lines.enumerated() {
      var chunks: [[Character]] = []
      var chunk: [Character] = []
      var used = 0
      for character in line {
        let width = max(1, DisplayWidth.of(String(character)))
        if used + width > newColumns {
          chunks.append(chunk)
          chunk = []
          used = 0
        }
        chunk.append(character)
        used += width
      }
      chunks.append(chunk)
      if index == cursorLine {
        let offset = min(cursorOffset, max(0, line.count))
        newCursorRow = rowsOut.count + min(offset / max(1, newColumns), chunks.count - 1)
        newCursorColumn = min(offset - (newCursorRow - rowsOut.count) * newColumns, newColumns - 1)
      }
      for (number, cells) in chunks.enumerated() {
        rowsOut.append(Row(cells: cells, wrapped: number < chunks.count - 1))
      }
    }
    // Empty rows below the cursor go first, then rows scroll into the history.
    while rowsOut.count > newCursorRow + 1, rowsOut.last?.cells.isEmpty == true, rowsOut.count > newRows {
      rowsOut.removeLast()
    }
    var screenStart = max(0, rowsOut.count - newRows)
    // A taller screen takes rows back from the history, as far as the screen's old top.
    if rowsOut.count <= newRows { screenStart = 0 }
    screenStart = min(screenStart, newCursorRow)
    history = Array(rowsOut.prefix(screenStart))
    var visible = Array(rowsOut.dropFirst(screenStart).prefix(newRows))
    while visible.count < newRows { visible.append(Row()) }
    screen = visible
    rows = newRows
    columns = newColumns
    cursorRow = min(newRows - 1, newCursorRow - screenStart)
    cursorColumn = newCursorColumn
    pendingWrap = false
  }
}

extension String {
  fileprivate func replacingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
