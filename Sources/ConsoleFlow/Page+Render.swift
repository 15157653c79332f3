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
    var lines = [Style.bold.apply(fit(breadcrumb.isEmpty ? title : breadcrumb.joined(separator: separator), width, traits), traits)]
    if let heading { lines.append(Style.bold.apply(fit(heading, width, traits), traits)) }
    if let status { lines.append(Style.dim.apply(fit(status, width, traits), traits)) }
    lines += itemLines(width: width, traits: traits)
    lines += body.map { fit($0, width, traits) }
    if items.isEmpty && body.first == "Nothing here." {
      lines.append(canGoBack ? ":back goes back." : ":quit leaves.")
    }
    if let message {
      lines += message.split(separator: "\n", omittingEmptySubsequences: false).map {
        Style.yellow.apply(fit(String($0), width, traits), traits)
      }
    }
    return lines
  }

  /// Numbers right-aligned, labels in one column, details in a second one. When the page is too
  /// narrow for both, labels are cut first; below 12 cells for labels the details are left out.
  private func itemLines(width: Int, traits: Traits) -> [String] {
    guard let last = items.last else { return [] }
    let numberWidth = String(last.number).count
    let labels = items.map { TerminalText.escaped($0.label) }
    let details = items.map { $0.detail.map(TerminalText.escaped) }
    let detailWidth = details.map { $0.map(TerminalText.length) ?? 0 }.max() ?? 0
    let indent = 2 + numberWidth + 2
    let showDetails = detailWidth > 0 && width - indent - 2 - detailWidth >= 12
    let labelRoom = showDetails ? width - indent - 2 - detailWidth : width - indent
    let labelLengths = labels.map(TerminalText.length)
    let labelWidth = min(labelLengths.max() ?? 0, labelRoom)
    return items.indices.map { index in
      let number = String(items[index].number)
      let paddedNumber = traits.color ? String(repeating: " ", count: numberWidth - number.utf8.count) + number : ""
      let label = labelLengths[index] > labelWidth ? cut(labels[index], labelWidth, traits) : labels[index]
      // Built as bytes: on a hot path this is several times faster than appending strings.
      var line: [UInt8] = []
      line.reserveCapacity(width * 2)
      line += [0x20, 0x20]
      if traits.color {
        line += Style.cyan.apply(paddedNumber, traits).utf8
      } else {
        line += repeatElement(0x20, count: numberWidth - number.utf8.count)
        line += number.utf8
      }
      line += [0x20, 0x20]
      line += label.utf8
      if showDetails, let detail = details[index] {
        let length = labelLengths[index] > labelWidth ? labelWidth : labelLengths[index]
        line += repeatElement(0x20, count: labelWidth - length + 2)
        line += Style.dim.apply(detail, traits).utf8
      }
      return String(decoding: line, as: UTF8.self)
    }
  }
}

/// Cuts already escaped `text` to `width` characters, marking the cut with an ellipsis.
private func cut(_ text: String, _ width: Int, _ traits: Traits) -> String {
  guard TerminalText.length(text) > width else { return text }
  let ellipsis = traits.unicode ? "…" : "..."
  return String(text.prefix(max(0, width - ellipsis.count))) + ellipsis
}

/// Escapes `text` and cuts it to `width` characters, marking the cut with an ellipsis.
private func fit(_ text: String, _ width: Int, _ traits: Traits) -> String {
  cut(TerminalText.escaped(text), width, traits)
}

/// The few text styles pages use, sent only when the traits allow colour.
private enum Style: String {
  case bold = "1", dim = "2", yellow = "33", cyan = "36"

  func apply(_ text: String, _ traits: Traits) -> String {
    traits.color && !text.isEmpty ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
  }
}
