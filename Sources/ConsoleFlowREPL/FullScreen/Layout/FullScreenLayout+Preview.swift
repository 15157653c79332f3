@_spi(Interpreter) import ConsoleFlow

// The preview of the item under the cursor: a bar apart from the list when it stands beside
// it, a title rule (which lines show, when they do not all), then its lines from the view's
// first; or what it is loading, or why there is none.

extension FullScreenLayout.Canvas {
  /// The preview in its area, when the page has one and the screen room for it.
  mutating func drawPreview() {
    guard let area = plan.geometry.preview, let preview = plan.page.preview, !area.rows.isEmpty else { return }
    let unicode = plan.traits.unicode
    let quiet = plan.style(.quiet)
    if area.columns.lowerBound > 0 {
      for row in area.rows {
        frame.write(unicode ? " │ " : " | ", style: quiet, row: row, column: area.columns.lowerBound - 3)
      }
    }
    let width = area.columns.count
    let start = area.columns.lowerBound
    let rows = area.rows.count - 1
    let ellipsis = plan.symbols.ellipsis
    let lines = preview.lines
    let first = min(max(0, plan.view.firstPreviewLine), max(0, lines.count - rows))
    let dash = plan.symbols.dash
    let range =
      preview.state == .shown && lines.count > rows && rows > 0
      ? " (\(first + 1)\(dash)\(min(lines.count, first + rows)) of \(lines.count))" : ""
    let rule = unicode ? "─" : "-"
    let head = rule + rule + " " + TerminalText.escaped(preview.title) + range + " "
    let fill = String(repeating: rule, count: max(0, width - DisplayWidth.of(head)))
    // The pane the arrows move stands out.
    let titleStyle = plan.view.focus == .preview ? plan.style(.title).adding(.reverse) : quiet
    frame.write(
      DisplayWidth.cut(head + fill, to: width, ellipsis: ellipsis), style: titleStyle, row: area.rows.lowerBound,
      column: start, upTo: area.columns.upperBound)
    guard rows > 0 else { return }
    let shown: [(text: String, tone: Page.Tone)] =
      switch preview.state {
      case .loading(let what): [("Loading \(what)\(ellipsis)", .quiet)]
      case .failed(let why): [("No preview: \(why)", .message)]
      case .shown where lines.isEmpty: [("Nothing to preview.", .quiet)]
      case .shown: lines.dropFirst(first).prefix(rows).map { ($0.text, $0.tone) }
      }
    for (offset, line) in shown.enumerated() {
      // The line's own colours (SGR, as fzf draws them) where colour is on; any other escape is text.
      var runs = PreviewColors.runs(line.text, base: plan.style(line.tone))
      if !plan.traits.color { runs = runs.map { ($0.text, plan.style(line.tone)) } }
      var left = DisplayWidth.cut(runs.map { TerminalText.escaped($0.text) }.joined(), to: width, ellipsis: ellipsis)
      var column = start
      for run in runs where !left.isEmpty {
        let text = TerminalText.escaped(run.text)
        // The run whole while the cut line holds it; the rest of the cut line (the ellipsis) in its style.
        let part = left.hasPrefix(text) ? text : left
        left.removeFirst(part.count)
        column = frame.write(
          part, style: run.style, row: area.rows.lowerBound + 1 + offset, column: column,
          upTo: area.columns.upperBound)
      }
    }
  }
}
