// Every list screen takes the same words: `title`, `heading` (from the input and how many
// elements there are), `elements` where the input holds them, `label`, `detail`, `search`,
// `prompt` and `preview`. This file has the lists whose elements are in memory;
// `Screen+StreamedList.swift` those whose elements are still arriving, and the `flows` tool's
// own list (SPI) that reads labels as bytes in place and matches as fzf's options say.

extension Screen {
  /// The generic list screen: numbered items, selection by number or by name, filtering and
  /// paging. It needs only how to label an element. The input is the elements: any random-access
  /// collection, a lazy one read only where it is shown.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", label: { $0.title })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title, and its name on the map.
  ///   - heading: An optional line under the title, from the input and how many elements it has.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in an element (by default its label).
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that yields the chosen element.
  public static func list(
    title: String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    list(
      title: { _ in title }, heading: heading, elements: { $0 }, label: label, detail: detail, search: search,
      prompt: prompt, preview: preview
    ).named(title)
  }

  /// The generic list screen titled from its input, the elements.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<[Album], Album>.list(
  ///   title: { $0.first?.artist ?? "Albums" }, heading: { _, count in "\(count) albums" }, label: { $0.title })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many elements it has.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in an element (by default its label).
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that yields the chosen element.
  public static func list(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen
  where Input: RandomAccessCollection & Sendable, Input.Element == Output, Input.Index == Int, Output: Sendable {
    list(
      title: title, heading: heading, elements: { $0 }, label: label, detail: detail, search: search, prompt: prompt,
      preview: preview)
  }

  /// The list screen on the elements an input holds, in memory: an author and their books, the
  /// title and heading made from the author, the list from the books.
  ///
  /// ```swift
  /// let chooseAlbum = Screen<Artist, Album>.list(
  ///   title: { $0.name }, heading: { artist, count in "\(artist.name): \(count) albums" },
  ///   elements: { $0.albums }, label: { $0.title })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - heading: An optional line under the title, from the input and how many elements it has.
  ///   - elements: The elements the input holds: any random-access collection.
  ///   - label: An element's name: what the list shows, and what a typed name selects.
  ///   - detail: An optional second column.
  ///   - search: What a filter searches in an element (by default its label).
  ///   - prompt: The prompt to read a line after (by default, the screen's title and `> `).
  ///   - preview: An optional look at an item before it is chosen (``Preview``).
  /// - Returns: A list screen that yields the chosen element.
  public static func list<Elements: RandomAccessCollection & Sendable>(
    title: @escaping @Sendable (Input) -> String,
    heading: (@Sendable (Input, Int) -> String)? = nil,
    elements: @escaping @Sendable (Input) -> Elements,
    label: @escaping @Sendable (Output) -> String,
    detail: (@Sendable (Output) -> String?)? = nil,
    search: (@Sendable (Output) -> String)? = nil,
    prompt: String? = nil,
    preview: Preview<Output>? = nil
  ) -> Screen where Input: Sendable, Output: Sendable, Elements.Element == Output, Elements.Index == Int {
    let words = ListWords(
      title: title, heading: heading, label: label, detail: detail, search: search, prompt: prompt, preview: preview)
    return Screen(
      title: title,
      state: { input in
        var list = ListState(elements: elements(input), searchesLabels: search == nil, options: .forgiving)
        list.choiceList = title(input)
        return HeldList(input: input, list: list)
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
  let title: @Sendable (Input) -> String
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
        if case .yield(let element) = reaction { state.list.rememberChoice(of: element, searching: searched) }
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
      prompt: prompt)
  }
}
