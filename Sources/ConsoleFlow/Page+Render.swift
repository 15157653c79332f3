extension Page {
  /// The page as text lines for a terminal of the given traits, without the prompt.
  ///
  /// Text from data is escaped so that it cannot drive the terminal, and no line is wider than
  /// `traits.width`.
  ///
  /// ```swift
  /// flow.page.render(for: Traits(width: 80)).forEach { print($0) }
  /// ```
  public func render(for traits: Traits) -> [String] {
    let width = traits.width
    let separator = traits.unicode ? " › " : " > "
    var lines = [fit(breadcrumb.isEmpty ? title : breadcrumb.joined(separator: separator), width, traits)]
    if let heading { lines.append(fit(heading, width, traits)) }
    if let status { lines.append(fit(status, width, traits)) }
    lines += itemLines(width: width, traits: traits)
    lines += body.map { fit($0, width, traits) }
    if items.isEmpty && body.first == "Nothing here." {
      lines.append(canGoBack ? ":back goes back." : ":quit leaves.")
    }
    if let message {
      lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { fit(String($0), width, traits) }
    }
    return lines
  }

  private func itemLines(width: Int, traits: Traits) -> [String] {
    guard let last = items.last else { return [] }
    let numberWidth = String(last.number).count
    let labels = items.map { TerminalText.escaped($0.label) }
    let labelWidth = labels.map(\.count).max() ?? 0
    return zip(items, labels).map { item, label in
      let number = String(repeating: " ", count: numberWidth - String(item.number).count) + String(item.number)
      var line = "  \(number)  \(label)"
      if let detail = item.detail {
        line += String(repeating: " ", count: labelWidth - label.count) + "  " + TerminalText.escaped(detail)
      }
      return fit(line, width, traits)
    }
  }
}

/// Escapes `text` and cuts it to `width` characters, marking the cut with an ellipsis.
private func fit(_ text: String, _ width: Int, _ traits: Traits) -> String {
  let safe = TerminalText.escaped(text)
  guard safe.count > width else { return safe }
  let ellipsis = traits.unicode ? "…" : "..."
  return String(safe.prefix(width - ellipsis.count)) + ellipsis
}
