extension Page {
  /// The page as text lines for a terminal of the given traits, without the prompt.
  ///
  /// Text from data is escaped so that it cannot drive the terminal, and no line is wider than
  /// `traits.width`.
  ///
  /// ```swift
  /// let lines = flow.page.render(for: Traits(width: 80))
  /// ```
  @_spi(Interpreter) public func render(for traits: Traits) -> [String] {
    let style = StyleGuide.adaptive.run(traits)
    let width = traits.width
    var lines = [style.paint(trail(width: width, style: style), .title)]
    // A heading of several lines shows each (`flows pick --header`).
    for line in headingLines { lines.append(style.paint(fit(TerminalText.shown(String(line)), width, style), .title)) }
    if let status { lines.append(style.paint(fit(status, width, style), .quiet)) }
    let marker = traits.unicode ? "›" : ">"
    let beside = preview != nil && PreviewPane.standsBeside(for: traits)
    let listWidth = beside ? PreviewPane.listWidth(for: width) : width
    // Beside a preview the list is laid out for its half of the width.
    var listTraits = traits
    listTraits.width = listWidth
    let listStyle = beside ? StyleGuide.adaptive.run(listTraits) : style
    var listLines =
      columns.isEmpty
      ? itemLines(width: listWidth, style: listStyle, marker: marker)
      : tableLines(width: listWidth, style: listStyle, marker: marker)
    if let preview {
      let rule = traits.unicode ? "─" : "-"
      if beside {
        let rows = max(listLines.count, min(traits.pageRows, 1 + max(1, preview.lines.count)))
        let shown = preview.lines(width: width - listWidth - 3, rows: rows, rule: rule, style: style)
        let bar = style.paint(traits.unicode ? " │ " : " | ", .quiet)
        listLines = (0..<rows).map { row in
          let left = row < listLines.count ? listLines[row] : ""
          let pad = String(repeating: " ", count: max(0, listWidth - visibleWidth(left)))
          guard row < shown.count else { return left + pad + style.paint(traits.unicode ? " │" : " |", .quiet) }
          return left + pad + bar + shown[row]
        }
      } else {
        listLines += preview.lines(width: width, rows: PreviewPane.rowsBelow(for: traits), rule: rule, style: style)
      }
    }
    lines += listLines
    // A question or a detail is read whole: wrapped, never cut.
    for row in bodyRows(width: width) { lines.append(style.paint(trailingSpacesDropped(row.text), row.tone)) }
    if isDeadEnd {
      lines.append(fit(canGoBack ? ":back goes back." : traits.howToLeave, width, style))
    }
    if let message {
      // A message is read whole (help, a path, why a line was refused): wrapped, never cut.
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += Layout.wrapped(TerminalText.escaped(String(line)), width: width).map { style.paint($0, .message) }
      }
    }
    return lines
  }

  /// The page's text as it is read (a question, a detail, a diff), in every layout: each line as
  /// data is shown (``TerminalText/shown(_:)``), wrapped to `width`, never cut, with its tone.
  package func bodyRows(width: Int) -> [(text: String, tone: Tone)] {
    body.flatMap { line in
      DisplayWidth.wrapped(TerminalText.shown(line.text), width: width).map { (String($0), line.tone) }
    }
  }

  /// How many lines ``render(for:)`` makes for `traits`, counted without drawing a list's rows
  /// (but in the wide layout, whose rows depend on the labels' widths).
  package func lineCount(for traits: Traits) -> Int {
    guard (items.isEmpty || StyleGuide.layout.run(traits) != .wide) && preview == nil else {
      return render(for: traits).count
    }
    var count = 1 + headingLines.count + (status == nil ? 0 : 1) + items.count
    count += bodyRows(width: traits.width).count
    // A table's header row.
    if !columns.isEmpty && !items.isEmpty { count += 1 }
    if isDeadEnd { count += 1 }
    for line in message?.split(separator: "\n", omittingEmptySubsequences: false) ?? [] {
      count += Layout.wrapped(TerminalText.escaped(String(line)), width: traits.width).count
    }
    return count
  }

  /// The heading's lines: none, one, or as many as it has newlines and one.
  package var headingLines: [Substring] {
    heading?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
  }

  /// The line that opens a page in plain mode, for a screen reader: where the user is and how
  /// many items there are, in words, without symbols: `Artists > AC/DC: 2 items, 1 to 2 shown.`
  /// A list still arriving says so: `Pick: 1864 items so far, still loading, 1 to 20 shown.`
  package var summaryLine: String {
    let place = TerminalText.escaped(breadcrumb.isEmpty ? title : breadcrumb.joined(separator: " > "))
    let count = itemCount ?? items.count
    let toCome =
      switch itemsToCome {
      case .arriving?, .readingOn?: ", still loading"
      case .asYouPage?: ", more as you page"
      case nil: ""
      }
    guard let first = items.first?.number, let last = items.last?.number, count > 0 else {
      return "\(place): no items\(toCome.isEmpty ? "" : " yet" + toCome)."
    }
    let items = "\(count) \(count == 1 ? "item" : "items")" + (toCome.isEmpty ? "" : " so far" + toCome)
    let shown = first == 1 && last == count && toCome.isEmpty ? "all shown" : "\(first) to \(last) shown"
    guard !columns.isEmpty else { return "\(place): \(items), \(shown)." }
    let titles = columns.map { TerminalText.escaped($0.title) }.joined(separator: ", ")
    return "\(place): \(items), \(shown). Columns: \(titles)."
  }

  /// Where the user is, fitted to `width`: the whole breadcrumb, or as many of its last parts as
  /// fit after an ellipsis (the screen the user is on is the part kept), or that screen's title
  /// cut.
  private func trail(width: Int, style: StyleGuide) -> String {
    let parts = (breadcrumb.isEmpty ? [title] : breadcrumb).map(TerminalText.escaped)
    return Self.trail(parts, width: width, separator: style.separator, ellipsis: style.ellipsis)
  }

  /// Where the user is, in `width` cells, in every layout: the whole breadcrumb (`parts`,
  /// escaped), or as many of its last parts as fit after an ellipsis, or the last part cut.
  package static func trail(_ parts: [String], width: Int, separator: String, ellipsis: String) -> String {
    let whole = parts.joined(separator: separator)
    guard DisplayWidth.of(whole) > width, let last = parts.last else { return whole }
    for first in parts.indices.dropFirst() {
      let shorter = ellipsis + separator + parts[first...].joined(separator: separator)
      if DisplayWidth.of(shorter) <= width { return shorter }
    }
    return DisplayWidth.cut(last, to: width, ellipsis: ellipsis)
  }

  /// The list rows in the layout the style guide picks for the width: compact (one column, labels
  /// cut), regular (labels, then details in a second column while labels keep 12 cells) or wide
  /// (entries in columns like `ls -C`).
  private func itemLines(width: Int, style: StyleGuide, marker: String) -> [String] {
    guard let last = items.last else { return [] }
    let numberWidth = LineAssembly.decimalDigits(last.number)
    var labels: [String] = []
    var labelLengths: [Int] = []
    var details: [String?] = []
    var detailWidth = 0
    labels.reserveCapacity(items.count)
    labelLengths.reserveCapacity(items.count)
    details.reserveCapacity(items.count)
    for item in items {
      let label = TerminalText.shownWithLength(item.label)
      labels.append(label.text)
      labelLengths.append(label.length)
      if let detail = item.detail.map(TerminalText.shownWithLength) {
        details.append(detail.text)
        detailWidth = max(detailWidth, detail.length)
      } else {
        details.append(nil)
      }
    }
    let spacing = style.spacing
    let indent = spacing.margin + numberWidth + spacing.gutter
    if style.layout == .wide, itemLayout == .list {
      return columnLines(
        labels: labels, lengths: labelLengths, numberWidth: numberWidth, width: width, style: style, marker: marker)
    }
    let detailRoom = width - indent - spacing.gutter - detailWidth
    let showDetails =
      style.layout != .compact && detailWidth > 0 && detailRoom >= spacing.labelRoom
      && (style.layout == .regular || itemLayout == .fields)
    let labelRoom = showDetails ? detailRoom : width - indent
    let labelWidth = min(labelLengths.max() ?? 0, labelRoom)
    return items.indices.flatMap { index -> [String] in
      let (numberText, numberPad) = number(index, width: numberWidth, style: style)
      let label = labelLengths[index] > labelWidth ? cut(labels[index], labelWidth, style) : labels[index]
      var detailText: String?
      var detailPad = 0
      if showDetails, let detail = details[index] {
        detailText = style.paint(detail, .quiet)
        detailPad = labelWidth - min(labelLengths[index], labelWidth) + spacing.gutter
      }
      let line = LineAssembly.line(
        spaces: spacing.margin + numberPad, numberText, spaces: spacing.gutter, label, spaces: detailPad,
        detailText ?? "")
      // The cursor's marker takes the margin's last cell, which is always a space.
      let marked =
        items[index].number == highlighted
        ? String(repeating: " ", count: spacing.margin - 1) + marker + line.dropFirst(spacing.margin) : line
      // A field's value too long to stand beside its name is read on the rows under it.
      guard itemLayout == .fields, !showDetails, let detail = details[index] else { return [marked] }
      let under = String(repeating: " ", count: indent + spacing.gutter)
      let rows = DisplayWidth.wrapped(detail, width: max(1, width - indent - spacing.gutter))
      return [marked] + rows.map { under + style.paint(String($0), .quiet) }
    }
  }

  /// Entries "number  label" placed in columns by ``Layout/columns(widths:width:gap:)``.
  private func columnLines(
    labels: [String], lengths: [Int], numberWidth: Int, width: Int, style: StyleGuide, marker: String
  ) -> [String] {
    let (margin, gutter) = (style.spacing.margin, style.spacing.gutter)
    let entryRoom = style.spacing.columnLabelRoom(numberWidth: numberWidth, width: width)
    let cutLabels = labels.indices.map { lengths[$0] > entryRoom ? cut(labels[$0], entryRoom, style) : labels[$0] }
    let entryWidths = lengths.map {
      style.spacing.columnEntryWidth(numberWidth: numberWidth, labelWidth: $0, width: width)
    }
    let (_, positions) = Layout.columns(widths: entryWidths, width: width - margin, gap: style.spacing.columnGap)
    var lines = Array(repeating: "", count: (positions.map(\.line).max() ?? -1) + 1)
    var used = Array(repeating: 0, count: lines.count)
    for index in labels.indices {
      let position = positions[index]
      let (numberText, numberPad) = number(index, width: numberWidth, style: style)
      var lead = margin + position.column - used[position.line] + numberPad
      if items[index].number == highlighted {
        // The cursor's marker stands in the cell before the entry, a margin's or a gap's.
        lines[position.line] +=
          String(repeating: " ", count: margin + position.column - 1 - used[position.line]) + marker
        lead = numberPad
      }
      lines[position.line] += LineAssembly.line(
        spaces: lead, numberText, spaces: gutter, cutLabels[index], spaces: 0, "")
      used[position.line] = margin + position.column + entryWidths[index]
    }
    return lines
  }

  /// An item's number, right-aligned in `width` cells: how it is written and the spaces before it.
  func number(_ index: Int, width: Int, style: StyleGuide) -> (text: LineAssembly.Number, pad: Int) {
    let number = items[index].number
    let pad = width - LineAssembly.decimalDigits(number)
    guard style.colored else { return (.digits(number), pad) }
    // Colour wraps the padded number; without it the padding is written as plain spaces.
    return (.painted(style.paint(String(repeating: " ", count: pad) + String(number), .number)), 0)
  }
}
