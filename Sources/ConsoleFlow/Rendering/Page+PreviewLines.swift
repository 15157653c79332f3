extension Page.PreviewPane {
  /// Whether a preview stands beside the list (from 120 columns) rather than below it.
  package static func standsBeside(for traits: Traits) -> Bool { traits.width >= 120 }

  /// The cells the list keeps beside a preview: half the width, less the bar between them.
  static func listWidth(for width: Int) -> Int { (width - 3) / 2 }

  /// The rows a preview takes below a list, its title's among them: half the list's room, at
  /// least three.
  package static func rowsBelow(for traits: Traits) -> Int { max(3, traits.pageRows / 2) }

  /// The preview's title rule and at most `rows - 1` lines, each escaped and cut to `width`.
  func lines(width: Int, rows: Int, rule: String, style: StyleGuide) -> [String] {
    let width = max(1, width)
    let head = rule + rule + " " + TerminalText.escaped(title) + " "
    let fill = String(repeating: rule, count: max(0, width - DisplayWidth.of(head)))
    var shown = [style.paint(cut(head + fill, width, style), .quiet)]
    let room = max(0, rows - 1)
    switch state {
    case .loading(let what):
      shown.append(style.paint(fit("\(what)\(style.ellipsis)", width, style), .quiet))
    case .failed(let why):
      shown.append(style.paint(fit("No preview: \(why)", width, style), .message))
    case .shown where lines.isEmpty:
      shown.append(style.paint(fit("Nothing to preview.", width, style), .quiet))
    case .shown:
      for line in lines.prefix(room) { shown.append(style.paint(fit(line.text, width, style), line.tone)) }
      if lines.count > room, room > 0 {
        let more = "\(style.ellipsis) \(lines.count - room + 1) more lines"
        shown[shown.count - 1] = style.paint(fit(more, width, style), .quiet)
      }
    }
    return Array(shown.prefix(max(1, rows)))
  }
}
