// A table page's rows under their header, cut to the terminal's width: the part of
// `Page.render(for:)` that only tables take.

extension Page {
  /// The widths of a table's `columns` shown in `order` in `width` cells, `gap` apart, by
  /// ``Layout/tableWidths(natural:minimum:cuttable:kept:width:gap:marker:)``: the one policy of
  /// every layout. The key column and those kept always show; a number is never cut (it would
  /// lie), a text keeps at least a few cells, the key's more. `order` is the page's own, or,
  /// where a layout scrolls sideways, the kept columns then those from the first scrolled to.
  /// Nil for a column left out (or not in `order`).
  package static func tableWidths(
    of columns: [Column], natural: [Int], order: [Int], width: Int, gap: Int, marker: Int
  ) -> [Int?] {
    let minimum = order.map { columns[$0].isNumeric ? natural[$0] : columns[$0].isKey ? 16 : 8 }
    let key = columns.firstIndex(where: \.isKey) ?? 0
    // The key first: of the kept columns it is the last to go.
    let kept =
      order.indices.filter { order[$0] == key } + order.indices.filter { columns[order[$0]].isKept && order[$0] != key }
    let widths = Layout.tableWidths(
      natural: order.map { natural[$0] }, minimum: minimum, cuttable: order.map { !columns[$0].isNumeric },
      kept: kept, width: width, gap: gap, marker: marker)
    var byColumn = [Int?](repeating: nil, count: columns.count)
    for (position, column) in order.enumerated() { byColumn[column] = widths[position] }
    return byColumn
  }

  /// A table's rows under a header: cells fitted by ``Layout/tableWidths(natural:minimum:cuttable:kept:width:gap:marker:)``,
  /// numbers aligned to the right, a marker at the header's end when columns are left out.
  func tableLines(width: Int, style: StyleGuide, marker: String) -> [String] {
    guard let last = items.last else { return [] }
    let numberWidth = LineAssembly.decimalDigits(last.number)
    let spacing = style.spacing
    let indent = spacing.margin + numberWidth + spacing.gutter
    let titles = columns.map { TerminalText.shownWithLength($0.title) }
    var cells = items.map { item in
      columns.indices.map { TerminalText.shownWithLength($0 < item.cells.count ? item.cells[$0] : "") }
    }
    for column in columns.indices where columns[column].alignsOnPoint {
      Self.alignOnPoint(&cells, column: column)
    }
    let natural = columns.indices.map { column in
      cells.reduce(titles[column].length) { max($0, $1[column].length) }
    }
    // The marker of columns left out says "+2 more", or "+2" when the room is short, or nothing.
    let notes = [{ (count: Int) in "+\(count) more" }, { "+\($0)" }, { _ in "" }]
    let room = width - indent
    var widths: [Int?] = []
    var leftOutNote = ""
    for making in notes {
      leftOutNote = making(columns.count)
      widths = Self.tableWidths(
        of: columns, natural: natural, order: Array(columns.indices), width: room, gap: spacing.gutter,
        marker: leftOutNote.count)
      let shown = widths.compactMap { $0 }
      let note = widths.contains(nil) && !leftOutNote.isEmpty ? spacing.gutter + leftOutNote.count : 0
      if shown.reduce(0, +) + spacing.gutter * (shown.count - 1) + note <= room { break }
    }
    let leftOut = widths.filter { $0 == nil }.count
    leftOutNote = leftOutNote.isEmpty ? "" : notes[leftOutNote.hasSuffix("more") ? 0 : 1](leftOut)
    /// The shown cells of one row, each cut or padded to its width, a gutter apart.
    func row(_ texts: [(text: String, length: Int)]) -> String {
      var line = ""
      for column in columns.indices {
        guard let cellWidth = widths[column] else { continue }
        let (text, length) = texts[column]
        if !line.isEmpty { line += String(repeating: " ", count: spacing.gutter) }
        let fitted = length > cellWidth ? cut(text, cellWidth, style) : text
        let pad = String(repeating: " ", count: max(0, cellWidth - min(length, cellWidth)))
        line += columns[column].isNumeric ? pad + fitted : fitted + pad
      }
      return line
    }
    var header = String(repeating: " ", count: indent) + row(titles)
    if leftOut > 0 && !leftOutNote.isEmpty { header += String(repeating: " ", count: spacing.gutter) + leftOutNote }
    var lines = [style.paint(trailingSpacesDropped(header), .title)]
    for index in items.indices {
      let (numberText, numberPad) = number(index, width: numberWidth, style: style)
      let line = trailingSpacesDropped(
        LineAssembly.line(
          spaces: spacing.margin + numberPad, numberText, spaces: spacing.gutter, row(cells[index]), spaces: 0, ""))
      guard items[index].number == highlighted else {
        lines.append(line)
        continue
      }
      lines.append(String(repeating: " ", count: spacing.margin - 1) + marker + line.dropFirst(spacing.margin))
    }
    return lines
  }

  /// Pads the numbers of `column` on their right so that their decimal points (or where a whole
  /// number's would be) stand one above the other once the column is right-aligned.
  private static func alignOnPoint(_ cells: inout [[(text: String, length: Int)]], column: Int) {
    let pads = paddingToAlignOnPoint(cells.map { $0[column].text })
    for row in cells.indices {
      cells[row][column].text += String(repeating: " ", count: pads[row])
      cells[row][column].length += pads[row]
    }
  }

  /// The spaces each of a column's numbers needs on its right so that their decimal points (or
  /// where a whole number's would be) stand one above the other once the column is right-aligned:
  /// the one rule of every layout. None for an empty cell, nor where no number has a point.
  package static func paddingToAlignOnPoint(_ numbers: [String]) -> [Int] {
    // The characters after the point, or -1 for a number without one (a whole number, 5e-324).
    let decimals = numbers.map { text in
      text.lastIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? -1
    }
    guard let most = decimals.max(), most >= 0 else { return numbers.map { _ in 0 } }
    return numbers.indices.map { numbers[$0].isEmpty ? 0 : most - decimals[$0] }
  }
}
