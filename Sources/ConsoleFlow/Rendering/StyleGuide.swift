/// The look of every page as adaptive values: symbols, colours and the list layout vary with the
/// terminal, are combined with ordinary functions here, and are run only when a page is drawn.
struct StyleGuide: Sendable {
  /// How a list lays out its rows.
  enum ListLayout: Equatable, Sendable {
    /// One column, labels cut, no details.
    case compact
    /// One column and a detail column.
    case regular
    /// Several columns like `ls -C`, the count from the widest entry on the page.
    case wide
  }

  /// The blank cells around list rows.
  struct Spacing: Equatable, Sendable {
    /// Before each row's number.
    let margin: Int
    /// Between a number and its label, and between a label and its detail.
    let gutter: Int
    /// Between the columns of the wide layout.
    let columnGap: Int
    /// The fewest cells a label keeps before the detail column is left out.
    let labelRoom: Int
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

  /// What a piece of text is, for colour.
  enum Ink: String, Sendable {
    case title = "1", quiet = "2", message = "33", number = "36", added = "32", removed = "31"
  }

  let separator: String
  let ellipsis: String
  let dash: String
  let layout: ListLayout
  let spacing: Spacing
  let colored: Bool

  /// Wraps `text` in the colour of `ink` when colour is on.
  func paint(_ text: String, _ ink: Ink) -> String {
    colored && !text.isEmpty ? "\u{1B}[\(ink.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The breadcrumb separator, the ellipsis that marks a cut and the dash of a range.
  static let symbols = Adaptive { traits in
    traits.unicode
      ? (separator: " › ", ellipsis: "…", dash: "–") : (separator: " > ", ellipsis: "...", dash: "-")
  }
  static let layout = Adaptive { $0.widthClass }.map { widthClass -> ListLayout in
    switch widthClass {
    case .compact: .compact
    case .regular: .regular
    case .wide: .wide
    }
  }
  /// Narrow terminals spend fewer cells on margins; wide ones more between columns.
  static let spacing = Adaptive { $0.widthClass }.map { widthClass -> Spacing in
    switch widthClass {
    case .compact: Spacing(margin: 1, gutter: 1, columnGap: 2, labelRoom: 12, columnLabel: 40)
    case .regular: Spacing(margin: 2, gutter: 2, columnGap: 3, labelRoom: 12, columnLabel: 40)
    case .wide: Spacing(margin: 2, gutter: 2, columnGap: 4, labelRoom: 12, columnLabel: 40)
    }
  }
  static let colored = Adaptive { $0.color }

  /// The whole guide for given traits.
  static let adaptive = Adaptive.zip(Adaptive.zip(symbols, layout), Adaptive.zip(spacing, colored)).map { look, rows in
    let ((separator, ellipsis, dash), layout) = look
    return StyleGuide(
      separator: separator, ellipsis: ellipsis, dash: dash, layout: layout, spacing: rows.0, colored: rows.1)
  }
}
