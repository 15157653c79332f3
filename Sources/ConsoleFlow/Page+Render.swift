extension Page {
  /// The page as text lines for a terminal of the given traits, without the prompt.
  ///
  /// Text from data is escaped so that it cannot drive the terminal, and no line is wider than
  /// `traits.width`.
  ///
  /// ```swift
  /// let lines = flow.page.render(for: Traits(width: 80))
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
    var labels: [String] = []
    var labelLengths: [Int] = []
    var details: [String?] = []
    var detailWidth = 0
    labels.reserveCapacity(items.count)
    labelLengths.reserveCapacity(items.count)
    details.reserveCapacity(items.count)
    for item in items {
      let label = TerminalText.escapedWithLength(item.label)
      labels.append(label.text)
      labelLengths.append(label.length)
      if let detail = item.detail.map(TerminalText.escapedWithLength) {
        details.append(detail.text)
        detailWidth = max(detailWidth, detail.length)
      } else {
        details.append(nil)
      }
    }
    let indent = 2 + numberWidth + 2
    let showDetails = detailWidth > 0 && width - indent - 2 - detailWidth >= 12
    let labelRoom = showDetails ? width - indent - 2 - detailWidth : width - indent
    let labelWidth = min(labelLengths.max() ?? 0, labelRoom)
    return items.indices.map { index in
      let number = String(items[index].number)
      let numberPad = numberWidth - number.utf8.count
      // Colour wraps the padded number; without it the padding is written as plain spaces.
      let numberText = traits.color ? Style.cyan.apply(String(repeating: " ", count: numberPad) + number, traits) : number
      let label = labelLengths[index] > labelWidth ? cut(labels[index], labelWidth, traits) : labels[index]
      var detailText: String?
      var detailPad = 0
      if showDetails, let detail = details[index] {
        detailText = Style.dim.apply(detail, traits)
        detailPad = labelWidth - min(labelLengths[index], labelWidth) + 2
      }
      return assemble(
        spaces: 2 + (traits.color ? 0 : numberPad), numberText, spaces: 2, label, spaces: detailPad, detailText ?? "")
    }
  }
}

/// One line from spaces and texts, written straight into the new string's storage: this runs for
/// every row of every page, and appending strings piece by piece costs several allocations.
private func assemble(
  spaces first: Int, _ number: String, spaces second: Int, _ label: String, spaces third: Int, _ detail: String
) -> String {
  let total = first + number.utf8.count + second + label.utf8.count + third + detail.utf8.count
  return String(unsafeUninitializedCapacity: total) { buffer in
    guard var cursor = buffer.baseAddress else { return 0 }
    cursor = writeSpaces(first, at: cursor)
    cursor = write(number, at: cursor)
    cursor = writeSpaces(second, at: cursor)
    cursor = write(label, at: cursor)
    if !detail.isEmpty {
      cursor = writeSpaces(third, at: cursor)
      cursor = write(detail, at: cursor)
    }
    return cursor - buffer.baseAddress!
  }
}

private func writeSpaces(_ count: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
  cursor.initialize(repeating: 0x20, count: count)
  return cursor + count
}

private func write(_ text: String, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
  var text = text
  return text.withUTF8 { bytes in
    guard let source = bytes.baseAddress else { return cursor }
    cursor.initialize(from: source, count: bytes.count)
    return cursor + bytes.count
  }
}

/// Cuts already escaped `text` to `width` characters, marking the cut with an ellipsis.
private func cut(_ text: String, _ width: Int, _ traits: Traits) -> String {
  guard DisplayWidth.of(text) > width else { return text }
  let ellipsis = traits.unicode ? "…" : "..."
  let kept = DisplayWidth.prefix(text, fitting: max(0, width - ellipsis.count))
  // A wide character that does not fit leaves a cell free; a space fills it so columns align.
  let gap = width - ellipsis.count - DisplayWidth.of(String(kept))
  return kept + ellipsis + String(repeating: " ", count: max(0, gap))
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
