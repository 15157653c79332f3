// The one list screen and the words every list takes: `title`, `heading` (from the input and how
// many rows there are), `rows` (``Rows``), `label`, `detail`, `search`, `prompt` and `preview`.
// This file makes the lists whose rows are in memory; `Screen+StreamedList.swift` those whose
// rows are still arriving, and the `flows` tool's own list (SPI) that reads labels as bytes in
// place and matches as fzf's options say.

extension Screen {
  /// The generic list screen: numbered items, selection by number or by name, filtering and
  /// paging. It needs only where its rows come from and how to label one.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: { $0.title })
  /// let chooseTrack = Screen<Album, Track>.list(
  ///   title: .from { $0.title }, heading: { album, count in "\(album.artist): \(count) tracks" },
  ///   rows: .held { $0.tracks }, label: { $0.name })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title: a text, which also names the screen on its flow's map, or
  ///     one made from the input (``ForInput/from(_:)``).
  ///   - heading: An optional line under the title, from the input and how many rows it has
  ///     (so far, while they arrive).
  ///   - rows: Where the rows come from: the input, something it holds, or rows still arriving
  ///     (``Rows``).
  ///   - label: A row's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in a row (by default its label): a commit's subject,
  ///     author and hash, say.
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that yields the chosen row.
  public static func list(
    title: ForInput<Input, String>,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    rows: Rows<Input, Output>,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable {
    rows.list(
      ListWords(
        title: title, heading: heading, label: label, detail: detail, search: search, prompt: prompt,
        preview: preview))
  }

  /// The list screen on rows an input holds in memory.
  static func heldList<Elements: RandomAccessCollection & Sendable>(
    _ words: ListWords<Input, Output>, elements: @escaping @Sendable (Input) -> Elements
  ) -> Screen where Input: Sendable, Output: Sendable, Elements.Element == Output, Elements.Index == Int {
    let (title, searchesLabels) = (words.title, words.search == nil)
    return Screen(
      title: title,
      state: { input in
        HeldList(
          input: input, list: ListState(elements: elements(input), searchesLabels: searchesLabels, options: .forgiving))
      },
      workings: words.workings(), shape: Shape(name: "List of \(TypeName.of(Output.self))", yields: "choose"))
  }
}

/// A list's state beside the input it was started with (its title and heading read it).
struct HeldList<Input: Sendable, Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  let input: Input
  var list: ListState<Elements>
}

/// What every list screen is told: its words for the input and for an element.
struct ListWords<Input: Sendable, Element: Sendable>: Sendable {
  let title: ForInput<Input, String>
  let heading: (@Sendable (Input, Int) -> String)?
  let label: @Sendable (Element) -> String
  let detail: (@Sendable (Element) -> String?)?
  let search: (@Sendable (Element) -> String)?
  let prompt: String?
  let preview: Preview<Element>?

  /// What a filter searches in an element.
  var searched: @Sendable (Element) -> String { search ?? label }

  /// How a list of these words works on its state.
  func workings<Elements>() -> ScreenWorkings<HeldList<Input, Elements>, Element> where Elements.Element == Element {
    let (label, searched, preview) = (self.label, self.searched, self.preview)
    let (title, heading, detail) = (self.title, self.heading, self.detail)
    let filtersByLabel = search == nil
    // Made once here: a key path into a generic type is built at run time wherever it is written.
    let atList: WritableKeyPath<HeldList<Input, Elements>, ListState<Elements>> & Sendable = \.list
    // A heading of several lines takes rows from the list, on every page and page turn alike.
    let room: @Sendable (HeldList<Input, Elements>, Traits) -> Traits = { state, traits in
      guard let heading, case let lines = heading(state.input, state.list.elements.count).count(where: { $0 == "\n" }),
        lines > 0
      else { return traits }
      var room = traits
      room.height = max(min(traits.height, 6), traits.height - lines)
      return room
    }
    return ScreenWorkings(
      page: { state, traits in
        var page = listPage(
          state.list, title: title(state.input), traits: room(state, traits), label: label, detail: detail)
        page.heading = heading?(state.input, state.list.elements.count)
        return page
      },
      receive: { state, command, traits in
        let reaction = listReaction(
          state.list, command, traits: room(state, traits), label: label, search: searched, preview: preview)
        return reaction.held(in: state, at: atList)
      },
      labels: { state, _ in state.list.mapView(label) },
      unsavedChanges: nil, feed: nil, pathPart: .label(label),
      // A search of its own may not hold a label's text: no filter by a label is expected to match.
      offer: { state, _ in .items(count: state.list.count, filters: filtersByLabel) },
      narrow: { state, narrowing, traits in
        HeldList(
          input: state.input,
          list: listNarrowed(
            state.list, narrowing, traits: room(state, traits), search: searched, label: label, preview: preview))
      },
      isSearching: { $0.list.isSearching }, previews: preview != nil,
      previewWork: { state, position in listPreviewWork(state.list, at: position, label: label, preview: preview) },
      prompt: prompt, labelLookup: .of(atList, label: label))
  }
}
