/// A look at a list's or a table's item before it is chosen: lines made from the element, at
/// once or by slow work. At a terminal the preview follows the cursor while the list narrows (a
/// preview still loading is cancelled when the cursor moves on); `:preview 3` shows item 3's in
/// every mode, so transcripts hold it. It stands below the list, or beside it from 120 columns.
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(
///   title: "Artists", label: { $0.name },
///   preview: .lines { artist in artist.albums.map { Page.Line($0.title) } })
/// ```
public struct Preview<Element>: Sendable {
  enum Making: Sendable {
    case lines(@Sendable (Element) -> [Page.Line])
    case load(title: String, @Sendable (Element) async throws -> [Page.Line])
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
    Preview(making: .load(title: what, make))
  }
}

/// The preview a list's state shows: of which item, and what there is of it so far.
struct ShownPreview: Sendable, Equatable {
  /// The item's position in the list's view.
  var position: Int
  /// The item's label, the preview's title.
  var title: String
  var content: Content

  enum Content: Sendable, Equatable {
    case lines([Page.Line])
    /// Slow work is making it.
    case loading(String)
    /// The work failed, for this reason.
    case failed(String)
  }
}

extension ShownPreview {
  /// Whether it is the preview of the item at `position` labelled `title`: the same place in the
  /// view and the same item there (a list that narrowed or grew may hold another at that place).
  func isOf(position: Int, title: String) -> Bool {
    self.position == position && self.title == title
  }

  /// The preview as a page holds it.
  var page: Page.Preview {
    switch content {
    case .lines(let lines): Page.Preview(title: title, lines: lines)
    case .loading(let what): Page.Preview(title: title, lines: [], state: .loading(what))
    case .failed(let why): Page.Preview(title: title, lines: [], state: .failed(why))
    }
  }
}
