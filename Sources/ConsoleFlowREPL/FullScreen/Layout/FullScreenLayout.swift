@_spi(Interpreter) import ConsoleFlow

/// A page drawn full screen, as a pure function from the core's ``Page``, a ``FullScreenView``
/// and the terminal's ``Traits`` to a ``Frame``: where the user is on the first row (the
/// breadcrumb) and what the screen shows on the second (the heading); the list or the table
/// filling the rows, the cursor's row in reverse video, a table scrolled sideways a column at a
/// time with its key column kept at the left; the preview beside the list from 120 columns and
/// below it under that; the page's text, its message and a dead end's way out under the list,
/// or filling the screen for a page of text (notices, details, questions); a status line with
/// the counts, the page's status and a load's progress; the line being typed on the last row,
/// the cursor in it. Every text from the page is escaped here.
///
/// ```swift
/// let frame = FullScreenLayout.frame(for: flow.page, view: view, traits: Traits(width: 80, height: 24))
/// let rows = FullScreenLayout.geometry(for: flow.page, view: view, traits: traits).listRows.count
/// ```
package enum FullScreenLayout {
  /// Where each part of a page goes on the screen: what the interpreter needs to ask the core
  /// for as many items as show, to take a click, and to scroll.
  package struct Geometry: Equatable, Sendable {
    /// A rectangle of cells.
    package struct Area: Equatable, Sendable {
      /// Its rows.
      package var rows: Range<Int>
      /// Its columns.
      package var columns: Range<Int>

      /// Whether the cell at `row` and `column` is inside.
      package func contains(row: Int, column: Int) -> Bool { rows.contains(row) && columns.contains(column) }
    }

    /// The breadcrumb's row.
    package var titleRow = 0
    /// The heading's first row, when the page has one and the screen room for it.
    package var headingRow: Int?
    /// How many rows the heading's lines take (`flows pick --header` of several lines).
    package var headingRowCount = 0
    /// A table's header row.
    package var headerRow: Int?
    /// The rows of the list's or the table's items: as many items as it has show.
    package var listRows: Range<Int>
    /// The cells the list takes across.
    package var listWidth: Int
    /// The preview, its title's row first.
    package var preview: Area?
    /// The rows of a page's text (under the list, or the whole page of a notice or a question).
    package var textRows: Range<Int>
    /// The status line's row.
    package var statusRow: Int
    /// The row of the line being typed.
    package var entryRow: Int
    /// How many of a table's columns scroll sideways: all but the key and the kept ones.
    package var scrollingColumns = 0
    /// The furthest a table scrolls sideways: the first scrolling column from which the rest
    /// all show (``PageState/apply(_:in:)``); 0 when every column fits.
    package var furthestFirstColumn = 0
    /// How many lines the page's text takes, wrapped (``PageState/scrollText(by:in:preview:)``).
    package var textLineCount = 0
    /// How many of them show at once: the text rows less the message's.
    package var textLineRows = 0

    /// The number of the item on screen row `row` in `view`, if that row holds one (the page may
    /// have fewer items than rows: the interpreter checks the number against the count).
    package func item(atRow row: Int, view: FullScreenView) -> Int? {
      listRows.contains(row) ? view.firstItem + row - listRows.lowerBound : nil
    }
  }

  /// The frame of `page` in `view` on a terminal of `traits` (its size, colour and symbols).
  package static func frame(for page: Page, view: FullScreenView, traits: Traits) -> Frame {
    var canvas = Canvas(plan: Plan(page: page, view: view, traits: traits))
    canvas.drawTitle()
    if canvas.plan.isList {
      if page.columns.isEmpty { canvas.drawList() } else { canvas.drawTable() }
    }
    canvas.drawPreview()
    canvas.drawText()
    canvas.drawStatus()
    canvas.drawEntry()
    return canvas.frame
  }

  /// Where the parts of `page` go in `view` on a terminal of `traits`.
  package static func geometry(for page: Page, view: FullScreenView, traits: Traits) -> Geometry {
    Plan(page: page, view: view, traits: traits).geometry
  }

  /// The geometry and the lines of text a page needs, worked out once for drawing.
  struct Plan {
    let page: Page
    let view: FullScreenView
    let traits: Traits
    /// Whether the page shows items (a list, a table, a menu) rather than only text.
    let isList: Bool
    /// The page's text wrapped to the screen, with each line's tone; under a list, or the page.
    let textLines: [(text: String, tone: Page.Tone)]
    /// The message's lines, wrapped: kept at the bottom of the text rows.
    let messageLines: [String]
    var geometry: Geometry
    /// A table's columns, laid out for the rows shown.
    var table: TableColumns?

    init(page: Page, view: FullScreenView, traits: Traits) {
      self.page = page
      self.view = view
      self.traits = traits
      let (width, height) = (traits.width, traits.height)
      isList = !page.items.isEmpty
      var text = page.bodyRows(width: width)
      if page.isDeadEnd { text.append((page.canGoBack ? ":back goes back." : traits.howToLeave, .plain)) }
      textLines = text
      messageLines = (page.message?.split(separator: "\n", omittingEmptySubsequences: false) ?? []).flatMap {
        DisplayWidth.wrapped(TerminalText.escaped(String($0)), width: width).map(String.init)
      }
      let statusRow = height - 2
      var top = 1
      var headingRow: Int?
      var headingRowCount = 0
      // A heading is worth its rows only where the list keeps a few: each of its lines a row,
      // as many as leave the list half of what is left.
      if page.heading != nil, height >= 8 {
        headingRow = 1
        headingRowCount = min(page.headingLines.count, max(1, (height - 4) / 2))
        top = 1 + headingRowCount
      }
      let content = top..<max(top, statusRow)
      geometry = Geometry(
        headingRow: headingRow, headingRowCount: headingRowCount, listRows: content.lowerBound..<content.lowerBound,
        listWidth: width, preview: nil,
        textRows: content, statusRow: statusRow, entryRow: height - 1)
      defer {
        // The text rows hold the page's text, then its message: the message keeps half of them,
        // or what the text leaves.
        let rows = geometry.textRows.count
        geometry.textLineCount = textLines.count
        geometry.textLineRows = rows - min(messageLines.count, max(rows - textLines.count, (rows + 1) / 2))
      }
      guard isList else { return }
      // Under a list, its text and message take at most half the rows.
      let under = min(textLines.count + messageLines.count, content.count / 2)
      geometry.textRows = (content.upperBound - under)..<content.upperBound
      placeList(in: content.lowerBound..<(content.upperBound - under))
    }

    /// Places the list, its preview and a table's header in `rows`, and lays out a table's
    /// columns for the items shown there.
    private mutating func placeList(in rows: Range<Int>) {
      var list = rows
      let width = traits.width
      if page.preview != nil {
        if Page.PreviewPane.standsBeside(for: traits) {
          geometry.listWidth = (width - 3) / 2
          geometry.preview = Geometry.Area(rows: list, columns: (geometry.listWidth + 3)..<width)
        } else if list.count >= 6 {
          let rows = max(3, list.count / 2)
          geometry.preview = Geometry.Area(rows: (list.upperBound - rows)..<list.upperBound, columns: 0..<width)
          list = list.lowerBound..<(list.upperBound - rows)
        }
      }
      if !page.columns.isEmpty, !list.isEmpty {
        geometry.headerRow = list.lowerBound
        list = (list.lowerBound + 1)..<list.upperBound
      }
      geometry.listRows = list
      guard !page.columns.isEmpty, let last = shownItems.last else { return }
      let columns = TableColumns(
        page: page, items: shownItems, width: geometry.listWidth,
        numberWidth: FullScreenLayout.numberWidth(of: page, last: last.number))
      table = columns
      geometry.scrollingColumns = columns.scrolling.count
      geometry.furthestFirstColumn = columns.furthestFirst
    }

    /// The first line of the page's text shown: the view's, kept within the text. Text under a
    /// list does not scroll.
    var firstTextLine: Int {
      isList ? 0 : min(max(0, view.firstLine), max(0, textLines.count - geometry.textLineRows))
    }

    /// The item marked by the cursor: the view's, or the page's own.
    var cursor: Int? { view.cursor ?? page.highlighted }

    /// The items shown: from the view's first, as many as rows (the page's last ones when it
    /// holds none from there).
    var shownItems: ArraySlice<Page.Item> {
      let rows = geometry.listRows.count
      let start = page.items.firstIndex { $0.number >= view.firstItem } ?? max(0, page.items.count - rows)
      return page.items[start...].prefix(rows)
    }

    /// The style of text of `tone`: the flow's colours when colour is on.
    func style(_ tone: Page.Tone) -> CellStyle {
      CellStyle(tone, colors: traits.color ? traits.style.colors : nil)
    }

    /// The symbols the terminal shows: the style's Unicode or ASCII ones, escaped.
    var symbols: Style.Symbols { traits.drawnSymbols }
  }

  /// A frame being drawn from a plan.
  struct Canvas {
    let plan: Plan
    var frame: Frame
    /// Which of a table's scrolling columns show, of how many: for the status line.
    var shownColumns: (shown: Range<Int>, total: Int)?

    init(plan: Plan) {
      self.plan = plan
      frame = Frame(width: plan.traits.width, height: plan.traits.height)
    }
  }
}
