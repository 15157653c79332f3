// Fitting rendered text to a number of cells, shared by the page's parts (items, tables, previews).

/// The cells a rendered line takes on screen: its colour's escape sequences take none.
func visibleWidth(_ line: String) -> Int {
  guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
  return DisplayWidth.of(line.replacing(/\x1B\[[0-9;]*m/, with: ""))
}

/// Cuts already escaped `text` to `width` cells, marking the cut with the guide's ellipsis.
func cut(_ text: String, _ width: Int, _ style: StyleGuide) -> String {
  guard DisplayWidth.of(text) > width else { return text }
  let kept = DisplayWidth.cut(text, to: max(0, width), ellipsis: style.ellipsis)
  // A wide character that does not fit leaves a cell free; a space fills it so columns align.
  return kept + String(repeating: " ", count: max(0, width - DisplayWidth.of(kept)))
}

/// `text` without the spaces at its end.
func trailingSpacesDropped(_ text: String) -> String {
  var text = Substring(text)
  while text.last == " " { text = text.dropLast() }
  return String(text)
}

/// Escapes `text` and cuts it to `width` cells.
func fit(_ text: String, _ width: Int, _ style: StyleGuide) -> String {
  cut(TerminalText.escaped(text), width, style)
}
