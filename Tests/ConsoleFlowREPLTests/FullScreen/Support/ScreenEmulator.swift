@_spi(Interpreter) import ConsoleFlow

@testable import ConsoleFlowREPL

/// A full-screen terminal in memory, for tests of what ``FrameDiff`` writes: it takes the bytes
/// and keeps every cell with its look, the cursor, the scroll region and the modes, as xterm
/// would, and notes whatever it would not expect from the diff (a wrap past the right edge, a
/// sequence it does not know, synchronized output left open), so a test can say the bytes drew
/// exactly the frame and nothing else.
struct ScreenEmulator: CustomStringConvertible {
  private(set) var width: Int
  private(set) var height: Int
  /// The cells, row by row, as a ``Frame`` holds them.
  private(set) var cells: [[Frame.Cell]]
  private(set) var cursor = Frame.Position(row: 0, column: 0)
  /// Whether the cursor shows: not at first, as after entering full screen (`CSI ? 25 l`).
  private(set) var cursorShown = false
  /// What went wrong, in words: empty when the bytes did only what a diff may do.
  private(set) var problems: [String] = []
  /// How deep synchronized output is open: 0 between updates.
  private(set) var synchronizedDepth = 0
  private var pen = CellStyle.plain
  private var pendingWrap = false
  private var region: ClosedRange<Int>

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
    region = 0...(height - 1)
  }

  /// The rows' text, the cursor and the problems, for a failure's message.
  var description: String {
    let rows = cells.map { "│" + $0.map(\.grapheme).joined() + "│" }
    return (rows + ["cursor \(cursor) \(cursorShown ? "shown" : "hidden")"] + problems).joined(separator: "\n")
  }

  /// What the screen shows, as a frame: every cell with its look, and the cursor where it is
  /// shown. Golden files draw it with ``picture(_:)``.
  var frame: Frame {
    var frame = Frame(width: width, height: height)
    for row in 0..<height {
      for (column, cell) in cells[row].enumerated() where !cell.isContinuation {
        frame.write(cell.grapheme, style: cell.style, row: row, column: column)
      }
    }
    frame.cursor = cursorShown ? cursor : nil
    return frame
  }

  /// Whether the screen shows exactly `frame`: every cell, and the cursor where it stands.
  func shows(_ frame: Frame) -> Bool {
    guard frame.width == width, frame.height == height else { return false }
    for row in 0..<height where Array(frame.row(row)) != cells[row] { return false }
    if let place = frame.cursor { return cursorShown && cursor == place }
    return !cursorShown
  }

  // MARK: - Writing

  mutating func write(_ bytes: String) {
    var characters = Substring(bytes)
    while let character = characters.first {
      characters = characters.dropFirst()
      switch character {
      case "\u{1B}":
        guard let next = characters.first else {
          problems.append("a lone escape at the end")
          return
        }
        characters = characters.dropFirst()
        switch next {
        case "[":
          var body = ""
          while let byte = characters.first, let scalar = byte.unicodeScalars.first,
            !(0x40...0x7E).contains(scalar.value)
          {
            body.append(byte)
            characters = characters.dropFirst()
          }
          guard let final = characters.first else {
            problems.append("an unfinished sequence")
            return
          }
          characters = characters.dropFirst()
          control(body, final)
        case "D": index(by: 1)
        case "M": index(by: -1)
        default: problems.append("ESC \(next)")
        }
      case "\r":
        cursor.column = 0
        pendingWrap = false
      default:
        if character.isASCII, let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F {
          problems.append("control \(ascii)")
        } else {
          put(character)
        }
      }
    }
  }

  private mutating func put(_ character: Character) {
    if pendingWrap {
      problems.append("wrapped past the right edge")
      pendingWrap = false
      cursor.column = 0
      index(by: 1)
    }
    let cells = Frame.cells(character)
    guard cells > 0 else {
      problems.append("a zero-width character alone")
      return
    }
    set(Frame.Cell(grapheme: String(character), style: pen), at: cursor.column)
    if cells == 2, cursor.column + 1 < width { set(Frame.Cell(grapheme: "", style: pen), at: cursor.column + 1) }
    cursor.column += cells
    if cursor.column >= width {
      cursor.column = width - 1
      pendingWrap = true
    }
  }

  /// Puts a cell, blanking what is left of a wide character it breaks, as xterm does.
  private mutating func set(_ cell: Frame.Cell, at column: Int) {
    let row = cursor.row
    if cells[row][column].isContinuation, !cell.isContinuation, column > 0 {
      cells[row][column - 1] = Frame.Cell(grapheme: " ", style: cells[row][column - 1].style)
    }
    if column + 1 < width, cells[row][column + 1].isContinuation {
      cells[row][column + 1] = Frame.Cell(grapheme: " ", style: cells[row][column + 1].style)
    }
    cells[row][column] = cell
  }

  /// A cell erased with the pen: blank, its background the pen's, as xterm erases.
  private var erased: Frame.Cell {
    var style = CellStyle.plain
    style.background = pen.background
    return Frame.Cell(grapheme: " ", style: style)
  }

  /// Index (down) or reverse index (up) by one row: at the region's edge its rows scroll.
  private mutating func index(by step: Int) {
    pendingWrap = false
    let edge = step > 0 ? region.upperBound : region.lowerBound
    guard cursor.row == edge else {
      cursor.row = min(max(0, cursor.row + step), height - 1)
      return
    }
    let blank = Array(repeating: erased, count: width)
    if step > 0 {
      cells.remove(at: region.lowerBound)
      cells.insert(blank, at: region.upperBound)
    } else {
      cells.remove(at: region.upperBound)
      cells.insert(blank, at: region.lowerBound)
    }
  }

  private mutating func control(_ body: String, _ final: Character) {
    if body.hasPrefix("?") {
      mode(Int(body.dropFirst()) ?? -1, on: final == "h")
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 1
    if final != "m" { pendingWrap = false }
    switch final {
    case "H":
      let column = numbers.count > 1 ? numbers[1] ?? 1 : 1
      cursor = Frame.Position(row: min(first, height) - 1, column: min(column, width) - 1)
    case "A": cursor.row = max(0, cursor.row - first)
    case "B": cursor.row = min(height - 1, cursor.row + first)
    case "C": cursor.column = min(width - 1, cursor.column + first)
    case "D": cursor.column = max(0, cursor.column - first)
    case "G": cursor.column = min(width, first) - 1
    case "K" where body.isEmpty:
      for column in cursor.column..<width {
        cells[cursor.row][column] = erased
      }
    case "J" where body == "2":
      cells = Array(
        repeating: Array(
          repeating: erased, count: width),
        count: height)
    case "m": pen = Self.style(numbers.map { $0 ?? 0 }, from: pen)
    case "r":
      let bottom = numbers.count > 1 ? numbers[1] ?? height : height
      region = (body.isEmpty ? 0 : first - 1)...(body.isEmpty ? height - 1 : bottom - 1)
      cursor = Frame.Position(row: 0, column: 0)
    default: problems.append("CSI \(body)\(final)")
    }
  }

  private mutating func mode(_ mode: Int, on: Bool) {
    switch mode {
    case 25: cursorShown = on
    case 2026:
      synchronizedDepth += on ? 1 : -1
      if !(0...1).contains(synchronizedDepth) { problems.append("synchronized output nested or unbalanced") }
    default: problems.append("mode \(mode)")
    }
  }

  /// The pen after SGR `parameters`.
  private static func style(_ parameters: [Int], from pen: CellStyle) -> CellStyle {
    var style = pen
    var rest = parameters[...]
    while let parameter = rest.popFirst() {
      switch parameter {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.faint)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 30...37: style.foreground = .basic(UInt8(parameter - 30))
      case 90...97: style.foreground = .basic(UInt8(parameter - 90) | 8)
      case 40...47: style.background = .basic(UInt8(parameter - 40))
      case 100...107: style.background = .basic(UInt8(parameter - 100) | 8)
      case 38, 48:
        let color: CellStyle.Color?
        switch rest.popFirst() {
        case 5: color = rest.popFirst().map { .palette(UInt8($0)) }
        case 2:
          let (red, green, blue) = (rest.popFirst() ?? 0, rest.popFirst() ?? 0, rest.popFirst() ?? 0)
          color = .rgb(UInt8(red), UInt8(green), UInt8(blue))
        default: color = nil
        }
        if parameter == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
    }
    return style
  }
}
