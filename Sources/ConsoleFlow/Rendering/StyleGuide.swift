/// The look of every page as adaptive values: symbols, colours and the list layout vary with the
/// terminal, are combined with ordinary functions here, and are run only when a page is drawn.
///
/// A list's layout follows the width class: one column with labels cut and no details
/// (compact), a detail column (regular), or columns like `ls -C` (wide).
package struct StyleGuide: Sendable {
  /// The blank cells around list rows.
  package struct Spacing: Equatable, Sendable {
    /// Before each row's number.
    package let margin: Int
    /// Between a number and its label, and between a label and its detail.
    package let gutter: Int
    /// Between the columns of the wide layout.
    let columnGap: Int
    /// The fewest cells a label keeps before the detail column is left out.
    package let labelRoom: Int
    /// The most cells a label takes in the wide layout's columns: one long name would otherwise
    /// leave the whole page in one column.
    let columnLabel: Int

    /// The cells a label may take in the wide layout's columns, after the margin, a number of
    /// `numberWidth` digits and the gutter: what the renderer cuts to and paging counts with.
    func columnLabelRoom(numberWidth: Int, width: Int) -> Int {
      max(1, min(columnLabel, width - margin - numberWidth - gutter))
    }

    /// The cells one entry "number  label" takes in the wide layout's columns, its label cut to
    /// ``columnLabelRoom(numberWidth:width:)``: the one sum the renderer draws with and paging
    /// counts with, so a page never holds more than its columns show.
    func columnEntryWidth(numberWidth: Int, labelWidth: Int, width: Int) -> Int {
      numberWidth + gutter + min(labelWidth, columnLabelRoom(numberWidth: numberWidth, width: width))
    }
  }

  let separator: String
  let ellipsis: String
  let dash: String
  let layout: Traits.WidthClass
  let spacing: Spacing
  /// The style's colours when colour is on, else nil.
  let colors: [Page.Tone: [Style.Attribute]]?
  /// Whether colour is on.
  var colored: Bool { colors != nil }

  /// Wraps `text` in the style's attributes for `tone` when colour is on and it has some.
  func paint(_ text: String, _ tone: Page.Tone) -> String {
    guard let colors, !text.isEmpty, let attributes = colors[tone], !attributes.isEmpty else { return text }
    return "\u{1B}[\(attributes.map(\.parameters).joined(separator: ";"))m\(text)\u{1B}[0m"
  }

  /// How many cells the prompt gives the screen's title before it is cut: a third of the width,
  /// at least 12.
  static let promptRoom = Adaptive { max(12, $0.width / 3) }

  /// The breadcrumb separator, the ellipsis that marks a cut and the dash of a range: the style's
  /// Unicode or ASCII symbols, escaped.
  static let symbols = Adaptive { traits in
    let symbols = traits.drawnSymbols
    return (separator: symbols.separator, ellipsis: symbols.ellipsis, dash: symbols.dash)
  }
  static let layout = Adaptive { $0.widthClass }
  /// Narrow terminals spend fewer cells on margins; wide ones more between columns.
  static let spacing = Adaptive { $0.widthClass }.map(spacing(for:))

  /// The spacing of rows `width` cells wide (a terminal's, or a pane's), in every layout.
  package static func spacing(width: Int) -> Spacing { spacing(for: Traits.WidthClass(width: width)) }

  private static func spacing(for widthClass: Traits.WidthClass) -> Spacing {
    switch widthClass {
    case .compact: Spacing(margin: 1, gutter: 1, columnGap: 2, labelRoom: 12, columnLabel: 40)
    case .regular: Spacing(margin: 2, gutter: 2, columnGap: 3, labelRoom: 12, columnLabel: 40)
    case .wide: Spacing(margin: 2, gutter: 2, columnGap: 4, labelRoom: 12, columnLabel: 40)
    }
  }
  static let colors = Adaptive { $0.color ? $0.style.colors : nil }

  /// The whole guide for given traits.
  static let adaptive = Adaptive.zip(Adaptive.zip(symbols, layout), Adaptive.zip(spacing, colors)).map { look, rows in
    let ((separator, ellipsis, dash), layout) = look
    return StyleGuide(
      separator: separator, ellipsis: ellipsis, dash: dash, layout: layout, spacing: rows.0, colors: rows.1)
  }
}
