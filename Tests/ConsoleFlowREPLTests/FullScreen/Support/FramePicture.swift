@_spi(Interpreter) import ConsoleFlow

@testable import ConsoleFlowREPL

/// A frame as a person reads it, for golden files: its rows framed by `│` (so trailing spaces
/// show), the cursor, and a map of the looks under every row that has any, one letter a look,
/// its legend last.
func picture(_ frame: Frame) -> String {
  var lines = (0..<frame.height).map { row in
    "│" + frame.row(row).map(\.grapheme).joined() + "│"
  }
  let cursor = frame.cursor.map { "cursor at row \($0.row), column \($0.column)" } ?? "cursor hidden"
  lines.append("── \(frame.width)x\(frame.height), \(cursor)")
  var letters: [CellStyle: Character] = [:]
  var legend: [String] = []
  for row in 0..<frame.height where frame.row(row).contains(where: { $0.style != .plain }) {
    var map = ""
    for cell in frame.row(row) {
      guard cell.style != .plain else {
        map.append(" ")
        continue
      }
      if letters[cell.style] == nil {
        let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(letters.count % 26)))
        letters[cell.style] = letter
        legend.append("\(letter) = \(describe(cell.style))")
      }
      map.append(letters[cell.style] ?? "?")
    }
    while map.last == " " { map.removeLast() }
    lines.append(String(format: "%3d ", row) + map)
  }
  return (lines + legend).joined(separator: "\n") + "\n"
}

/// A look in words: `bold reverse fg(cyan)`.
func describe(_ style: CellStyle) -> String {
  let names: [(CellStyle.Attributes, String)] = [
    (.bold, "bold"), (.faint, "faint"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
  ]
  var words = names.filter { style.attributes.contains($0.0) }.map(\.1)
  if let foreground = style.foreground { words.append("fg(\(foreground))") }
  if let background = style.background { words.append("bg(\(background))") }
  return words.joined(separator: " ")
}
