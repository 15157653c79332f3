/// A look at a list's or a table's item before it is chosen: lines made from the element, at
/// once or by slow work. At a terminal the preview follows the cursor while the list narrows (a
/// preview still loading is cancelled when the cursor moves on); `:preview 3` shows item 3's in
/// every mode, so transcripts hold it. It stands below the list, or beside it from 120 columns.
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(
///   title: "Artists", rows: .input, label: { $0.name },
///   preview: .lines { artist in artist.albums.map { Page.Line($0.title) } })
/// ```
public struct Preview<Element>: Sendable {
  enum Making: Sendable {
    case lines(@Sendable (Element) -> [Page.Line])
    /// Slow work that hands its lines to `deliver`: once, or as they come when it `streams`;
    /// given the list's query too, when it `readsQuery` (a query typed on makes it again).
    case load(
      title: String, streams: Bool, readsQuery: Bool,
      @Sendable (Element, _ query: String, _ deliver: @escaping Delivery) async throws -> Void)
  }

  /// Where slow work hands the lines it made.
  typealias Delivery = @Sendable ([Page.Line]) -> Void

  /// Every line slow work `make` hands on for `element`, once it is done (`:preview N` waits).
  static func allLines(
    of element: Element, query: String,
    made make: @Sendable (Element, String, @escaping Delivery) async throws -> Void
  ) async throws -> [Page.Line] {
    let made = Locked<[Page.Line]>([])
    try await make(element, query) { lines in made.withLock { $0 += lines } }
    return made.withLock { $0 }
  }

  let making: Making

  /// A preview made at once from the element: what is at hand.
  public static func lines(_ make: @escaping @Sendable (Element) -> [Page.Line]) -> Preview {
    Preview(making: .lines(make))
  }

  /// A preview made by slow work (a query, a subprocess), run by the interpreter: it should stop
  /// when its task is cancelled. What it throws is shown in the preview's place.
  ///
  /// ```swift
  /// let albums: Preview<Artist> = .load("Loading albums") { artist in
  ///   try await Task.sleep(for: .milliseconds(1))
  ///   return artist.albums.map { Page.Line($0.title) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - what: The words shown while it loads, as they are ("Loading albums"), in the preview's
  ///     place and on the progress line.
  ///   - make: The slow work, from the element to the preview's lines.
  /// - Returns: A preview that loads.
  public static func load(
    _ what: String, _ make: @escaping @Sendable (Element) async throws -> [Page.Line]
  ) -> Preview {
    Preview(
      making: .load(title: what, streams: false, readsQuery: false) { element, _, deliver in
        deliver(try await make(element))
      })
  }

  /// A preview made by slow work that hands its lines on as they come (a command's output):
  /// at a terminal the page shows them as they arrive, as fzf's `--preview` does; `:preview N`
  /// shows them once the work is done. What it throws is shown in the preview's place.
  ///
  /// - Parameters:
  ///   - what: What is loading, in words.
  ///   - readsQuery: Whether the preview depends on the list's query (fzf's `{q}`): it is made
  ///     again as the query changes, the cursor on the same item.
  ///   - make: The slow work: from the element and the list's query, each new batch of lines
  ///     handed to `deliver`.
  /// - Returns: A preview that streams.
  @_spi(Flows)
  public static func streaming(
    _ what: String, readsQuery: Bool = false,
    _ make:
      @escaping @Sendable (Element, _ query: String, _ deliver: @escaping @Sendable ([Page.Line]) -> Void)
      async throws -> Void
  ) -> Preview {
    Preview(making: .load(title: what, streams: true, readsQuery: readsQuery, make))
  }
}

/// The preview a list's state shows: of which item, and what there is of it so far.
struct ShownPreview: Sendable, Equatable {
  /// The item's position in the list's view.
  var position: Int
  /// The item's label, the preview's title.
  var title: String
  var content: Content
  /// The query it was made for, when it depends on the list's query.
  var query: String? = nil

  enum Content: Sendable, Equatable {
    case lines([Page.Line])
    /// What slow work made so far; more is coming.
    case arriving([Page.Line])
    /// Slow work is making it.
    case loading(String)
    /// The work failed, for this reason.
    case failed(String)
  }
}

extension ShownPreview.Content {
  /// Whether more of it is coming.
  var isArriving: Bool {
    if case .arriving = self { return true }
    return false
  }
}

extension ShownPreview {
  /// Whether it is the preview of the item at `position` labelled `title`: the same place in the
  /// view and the same item there (a list that narrowed or grew may hold another at that place).
  func isOf(position: Int, title: String) -> Bool {
    self.position == position && self.title == title
  }

  /// The preview as a page holds it.
  var page: Page.PreviewPane {
    switch content {
    case .lines(let lines), .arriving(let lines):
      // A command's output shows its tabs as a terminal does, in every layout.
      Page.PreviewPane(
        title: title,
        lines: lines.map { line in
          var shown = line
          shown.text = TerminalText.tabsExpanded(inColoredLine: line.text)
          return shown
        })
    case .loading(let what): Page.PreviewPane(title: title, lines: [], state: .loading(what))
    case .failed(let why): Page.PreviewPane(title: title, lines: [], state: .failed(why))
    }
  }
}
