@_spi(Interpreter) import ConsoleFlow

// The core has these rules private or internal (`cut` and `trail` in Page+Render.swift,
// `DisplayWidth.wrapped`): these copies go once it shares them as `package`.

/// Text fitted to cells, the way the line interpreter's pages fit it: cut with an ellipsis,
/// wrapped after a space, the breadcrumb shortened from its start. Text here is escaped
/// already.
enum FullScreenText {
  /// `text` cut to `width` cells, the cut marked with `ellipsis` (left out when even it does
  /// not fit); text that fits comes back whole.
  static func cut(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    let mark = ellipsisWidth <= width ? ellipsis : ""
    let room = width - (mark.isEmpty ? 0 : ellipsisWidth)
    return String(DisplayWidth.prefix(text, fitting: max(0, room))) + mark
  }

  /// The rows `text` takes at `width` cells: each cut after its last space when that keeps at
  /// least half the row, else where the width ends. An empty text is one empty row.
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0, DisplayWidth.of(text) > width else { return [text] }
    var rows: [String] = []
    var row = ""
    var used = 0
    var lastSpace: (end: String.Index, used: Int)?
    for character in text {
      let cells = Frame.cells(character)
      if used + cells > width, !row.isEmpty {
        if let space = lastSpace, space.used * 2 >= width {
          rows.append(String(row[..<space.end]))
          row = String(row[space.end...])
          used -= space.used
        } else {
          rows.append(row)
          row = ""
          used = 0
        }
        lastSpace = nil
      }
      row.append(character)
      used += cells
      if character == " " { lastSpace = (row.endIndex, used) }
    }
    rows.append(row)
    return rows
  }

  /// Where the user is, in `width` cells: the whole breadcrumb, or as many of its last parts as
  /// fit after an ellipsis, or the last part cut.
  static func trail(_ parts: [String], width: Int, separator: String, ellipsis: String) -> String {
    let whole = parts.joined(separator: separator)
    guard DisplayWidth.of(whole) > width, let last = parts.last else { return whole }
    for first in parts.indices.dropFirst() {
      let shorter = ellipsis + separator + parts[first...].joined(separator: separator)
      if DisplayWidth.of(shorter) <= width { return shorter }
    }
    return cut(last, to: width, ellipsis: ellipsis)
  }

  /// How many digits `number` takes in decimal.
  static func digits(_ number: Int) -> Int {
    var (count, rest) = (1, abs(number))
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
