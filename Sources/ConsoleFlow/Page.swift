/// What a screen shows at one moment, as data: a screen of one's own draws one for its state
/// (only the title is required), and a test reads the one shown (`FlowDriver.page`). An
/// interpreter draws it for its terminal.
///
/// ```swift
/// var page = Page(title: "Dreams", heading: "2 dreams")
/// page.items = [Page.Item(number: 1, label: "Flying"), Page.Item(number: 2, label: "Falling")]
/// ```
public struct Page: Equatable, Sendable {
  /// One numbered row of a list.
  public struct Item: Equatable, Sendable {
    /// The number that selects it in the current view.
    public var number: Int
    /// Its label, raw (rendering makes it safe for a terminal).
    public var label: String
    /// An optional second column.
    public var detail: String?
    /// A table's row: its cells as they show, raw, one for each of the table's columns.
    public var cells: [String]

    /// A row numbered `number`, with its label and an optional detail, or a table's cells.
    public init(number: Int, label: String, detail: String? = nil, cells: [String] = []) {
      self.number = number
      self.label = label
      self.detail = detail
      self.cells = cells
    }
  }

  /// A column of a table's page: its title, and whether its cells align to the right.
  @_spi(Interpreter) public struct Column: Equatable, Sendable {
    /// The title the header row shows.
    public var title: String
    /// Whether the column holds numbers, aligned to the right.
    public var isNumeric: Bool
    /// Whether the column names its rows: the one kept when others cannot fit.
    public var isKey: Bool
    /// Whether its numbers line up on their decimal point (numbers written shortest, whose
    /// decimals vary from row to row), not only on their right edge.
    public var alignsOnPoint: Bool
    /// Whether the column shows whatever the width, like the key: the rows are sorted or
    /// searched by it.
    public var isKept: Bool

    /// A column titled `title`.
    public init(
      title: String, isNumeric: Bool = false, isKey: Bool = false, alignsOnPoint: Bool = false, isKept: Bool = false
    ) {
      self.title = title
      self.isNumeric = isNumeric
      self.isKey = isKey
      self.alignsOnPoint = alignsOnPoint
      self.isKept = isKept
    }
  }

  /// One line of a page's text, and what it is, for colour.
  ///
  /// ```swift
  /// let lines: [Page.Line] = ["Composer: Angus Young", Page.Line("+ added", tone: .added)]
  /// ```
  public struct Line: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text, raw (rendering makes it safe for a terminal).
    public var text: String
    /// How it is coloured when colour is on.
    public var tone: Tone

    /// A line of `text`, coloured as `tone` says when colour is on.
    public init(_ text: String, tone: Tone = .plain) {
      self.text = text
      self.tone = tone
    }

    /// A plain line.
    public init(stringLiteral text: String) {
      self.init(text)
    }
  }

  /// The pane that shows one item of a list or a table before it is chosen: what a
  /// ``Preview`` made of the item under the cursor.
  public struct PreviewPane: Equatable, Sendable {
    /// The item's label.
    public var title: String
    /// The preview's lines, raw (rendering makes them safe and cuts them to the room).
    public var lines: [Line]
    /// Whether the lines are there, still loading, or could not be made.
    @_spi(Interpreter) public var state: State

    /// Where a preview stands.
    @_spi(Interpreter) public enum State: Equatable, Sendable {
      /// Its lines are there.
      case shown
      /// Slow work is making it: what it loads, in words.
      case loading(String)
      /// It could not be made, for this reason.
      case failed(String)
    }

    /// The preview of the item `title`.
    @_spi(Interpreter) public init(title: String, lines: [Line], state: State = .shown) {
      self.title = title
      self.lines = lines
      self.state = state
    }
  }

  /// The screen's title.
  public var title: String
  /// Titles from the root screen to this one, this one last.
  public var breadcrumb: [String]
  /// A line under the breadcrumb that says what the screen shows, such as "Iron Maiden: 21 albums".
  public var heading: String?
  /// A summary line such as "21–40 of 275".
  public var status: String?
  /// The line that ends the page with what it holds, on a page where an item's number toggles
  /// or edits it rather than choosing it (a multi-select's `done`, a form review's empty line):
  /// a full-screen Enter with nothing typed sends it, and Space the number under the cursor.
  /// The page takes an empty line as it too, so a blank Enter means the same in every layout.
  package var submitLine: String?
  /// Whether the submit line takes the number of the item under a cursor (`done 3`): a page
  /// that yields that item when nothing is marked.
  package var submitNamesTheCursor = false
  /// The line that turns the mark of item N on or off on such a page (Space on it full screen).
  package var toggling: Toggling = .byNumber
  /// What the page holds now (a choice field's value), which Enter alone keeps: a cursor starts
  /// on its item, or on none where the value is not among the items (a newer version's), so
  /// that Enter keeps it as the page says.
  package var current: Held?

  /// The value a page holds, among its items or not.
  package enum Held: Equatable, Sendable {
    /// The item of this number.
    case item(Int)
    /// None of the items.
    case unlisted
  }

  /// How a page's line turns an item's mark on or off.
  package enum Toggling: Sendable {
    /// Its number (a multi-select toggles it; a form's review edits the field).
    case byNumber
    /// `+` and its number (a form's field of several choices, where a number alone sets them all).
    case byPlusNumber

    /// The line that toggles item `number`.
    package func line(for number: Int) -> String {
      switch self {
      case .byNumber: "\(number)"
      case .byPlusNumber: "+\(number)"
      }
    }
  }
  /// The line that chooses item N, as an interpreter sends it for the item under its cursor.
  package var choosing: Choosing = .byNumber

  /// How a page's line chooses an item by its place.
  package enum Choosing: Sendable {
    /// Its number (a list, a menu).
    case byNumber
    /// `#` and its number (a table, whose typed digits name a row's key).
    case byPosition

    /// The line that chooses item `number`.
    package func line(for number: Int) -> String {
      switch self {
      case .byNumber: "\(number)"
      case .byPosition: "#\(number)"
      }
    }

    /// The number of the item `line` chooses by its place, if it is such a line.
    package func number(in line: String) -> Int? {
      let text = line.trimmingWhitespace()
      let digits = self == .byPosition && text.first == "#" ? text.dropFirst() : Substring(text)
      guard self == .byNumber || text.first == "#", !digits.isEmpty,
        digits.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return Int(digits)
    }
  }
  /// How many UTF-8 bytes of ``status`` are the range of the items shown ("21–40"), when it
  /// opens with one: an interpreter that shows other rows of the list puts its own range there.
  package var statusRangeLength: Int?
  /// The visible list rows.
  public var items: [Item]
  /// A table's columns, whose cells each item holds; empty for a list.
  @_spi(Interpreter) public var columns: [Column] = []
  /// The preview of one item (``Preview``), below the list or beside it.
  public var preview: PreviewPane? = nil
  /// Lines of text, each with its tone, for screens that show a value rather than a list; from
  /// strings, `texts.map { Page.Line($0) }`.
  public var body: [Line]
  /// The prompt an interpreter shows before reading a line.
  public var prompt: String
  /// A message about the last input (an error, the candidates of an ambiguous name, help).
  public var message: String?
  /// Whether `:back` leads anywhere from here.
  @_spi(Interpreter) public var canGoBack: Bool
  /// Whether the page offers nothing to do (an empty list): it then says how to leave it, with
  /// `:back` or `:quit`.
  @_spi(Interpreter) public var isDeadEnd = false
  /// The number of the item a cursor is on, marked when the page is drawn: live narrowing at a
  /// terminal moves it among the matches.
  package var highlighted: Int? = nil
  /// How many items the list's current view holds, when the page shows a part of a list.
  package var itemCount: Int? = nil
  /// Whether more of the list's items are to come, so ``itemCount`` is a count so far: nil
  /// when all are here.
  package var itemsToCome: ItemsToCome? = nil
  /// How the items before the first held come, for a list read from its end (End on a list read
  /// as you page, ``Reread``); nil when it holds its items from the first.
  package var itemsBefore: ItemsToCome? = nil
  /// How many times the list's items were replaced by those read again from either end: a
  /// cursor does not look for its item among items read again.
  package var rereads = 0
  /// How many of the list's elements were read, all of them, whatever filter the view holds.
  package var elementsRead = 0
  /// What an item's detail is: a second column a narrow terminal may leave out, or the value of
  /// a field (a form's review), shown at every width.
  package var itemLayout: ItemLayout = .list

  /// What the items' details are to the layout.
  package enum ItemLayout: Sendable {
    /// A list's: the detail stands in a second column where one fits, and is left out elsewhere.
    case list
    /// A form's fields: the detail is the field's value, beside its name where it fits, else
    /// on the rows under it, wrapped; never left out.
    case fields
  }

  /// How more of a list's items come.
  package enum ItemsToCome: Sendable {
    /// They are arriving.
    case arriving
    /// They are read as the user pages on (``ElementStream/init(_:after:before:)``).
    case asYouPage
    /// They are read as the user pages on, and the part a page or End asked for is arriving: a
    /// move past the rows read waits for that part, then asks for its own.
    case readingOn

    /// Whether items are arriving now, streamed or a part asked for.
    package var areArriving: Bool { self == .arriving || self == .readingOn }
    /// Whether the items are read as the user pages on, a part arriving now or not.
    package var areReadAsYouPage: Bool { self == .asYouPage || self == .readingOn }
  }

  /// What a piece of text is, for colour: each tone but `plain` takes the style's colour of the
  /// same name (``Style/colors``) when colour is on.
  public enum Tone: Equatable, Sendable {
    /// No colour.
    case plain
    /// A title (bold).
    case title
    /// Something in the background (faint), as a list's details and status.
    case quiet
    /// A message to the user (yellow).
    case message
    /// An item's number (cyan), or a marker between parts, as a diff's `@@` hunk headers.
    case number
    /// Something added (green), as a diff's `+` lines.
    case added
    /// Something removed (red), as a diff's `-` lines.
    case removed
  }

  /// A page with the given parts; only the title is required.
  public init(
    title: String, breadcrumb: [String] = [], heading: String? = nil, status: String? = nil, items: [Item] = [],
    body: [Line] = [], prompt: String = "", message: String? = nil, canGoBack: Bool = false
  ) {
    self.title = title
    self.breadcrumb = breadcrumb
    self.heading = heading
    self.status = status
    self.items = items
    self.body = body
    self.prompt = prompt
    self.message = message
    self.canGoBack = canGoBack
  }
}
