@_spi(Interpreter) import ConsoleFlow

extension FullScreenRun {
  /// What was last drawn: the page as laid out and where its parts went, for the keys and the
  /// mouse to act on.
  struct Shown {
    var page: Page
    var geometry: FullScreenLayout.Geometry
    /// Whether the list is narrowed by what is typed: the shell's cursor moves, not the view's.
    var narrowed: Bool
    /// How many items the list holds (narrowed or not).
    var count: Int
    /// Whether the top screen is a list that narrows as the user types.
    var narrows: Bool
    /// What the keys mean on this page (a chooser's where a line is only a query).
    var keyMap = KeyMap.pages
    /// What Tab offers for a line typed so far: the shell's completions on this page.
    var completions: (String) -> [String] = { _ in [] }
  }

  /// The line as the keys typed during a wait will make it, shown meanwhile (fzf shows a query as
  /// it is typed): the kept keys that edit the line, up to the first that acts on the page, taken
  /// by a copy of the run; the run takes them all once the page shows. Nil when none was kept.
  func lineAhead(on shown: Shown) -> EditedLine? {
    guard !keysAhead.isEmpty, !isCommand else { return nil }
    var copy = self
    for event in keysAhead {
      switch event {
      case .key(let key) where shown.keyMap.intent(for: key.mapName) != nil: return copy.typed
      case .mouse: return copy.typed
      case .key, .text, .paste, .modeReport, .deviceAttributes: _ = copy.take(event, shown: shown, at: .zero)
      }
    }
    return copy.typed
  }

  /// The shell as full screen will draw it: the page laid out, the view on it, and what the keys
  /// and the mouse act on. Made as often as the turn's state changes; drawn once
  /// (``frame(of:)``).
  struct Prepared {
    var page: Page
    var view: FullScreenView
    var traits: Traits
    var shown: Shown
  }

  /// The frame of `prepared`: the one a turn draws. Counted (``framesBuilt``).
  mutating func frame(of prepared: Prepared) -> Frame {
    framesBuilt += 1
    return FullScreenLayout.frame(for: prepared.page, view: prepared.view, traits: prepared.traits)
  }

  /// The shell as it stands at `now`, ready to draw: its page (narrowed as typed, a window of a
  /// long list turned to the view's rows, a question before leaving), the view kept on it, a
  /// load's progress on the status line. Builds no frame.
  mutating func prepare(for shell: Shell<Output>, at now: Duration) -> Prepared {
    let flow = shell.session.flow
    let traits = shell.traits
    var page = flow.page
    var narrowed = false
    var progress: String?
    switch shell.phase {
    case .reading(let live):
      if let narrowing = live.narrowing, narrowing.query != nil {
        page = narrowing.page(on: flow)
        narrowed = true
        // Its count is not final while the search goes on: more matches are to come.
        if narrowing.isSearching, page.itemsToCome == nil { page.itemsToCome = .arriving }
      } else {
        // The preview of the item under the view's cursor (``browsed``).
        page.preview = live.narrowing?.browsedPreview
      }
    case .askingToLeave(let question):
      (page.message, page.prompt) = (question.message, question.prompt)
    case .waiting(let wait):
      if let load = flow.awaitedLoad ?? flow.loads.first {
        var plain = traits
        plain.color = false
        progress = ProgressLine(title: load.title, elapsed: now - wait.start, count: shell.counts[load.id])
          .text(for: plain)
      }
    case .finished:
      break
    }
    if !helping, let left = helpLeft {
      if page.message == left { page.message = nil } else { helpLeft = nil }
    }
    if helping {
      helpLeft = page.message
      // `:help`'s answer and the keys, a page of text of its own that scrolls.
      let keys = Self.keysHelp(KeyMap.forPages(typing: traits.typing))
      let text = [page.message, keys].compactMap { $0 }.joined(separator: "\n")
      var help = Page(title: page.title)
      // The page's own breadcrumb: its view (the cursor, the line typed) is kept under the help.
      help.breadcrumb = page.breadcrumb
      help.body = text.split(separator: "\n", omittingEmptySubsequences: false).map { Page.Line(String($0)) }
      help.status = "Help. Esc or Enter: back to the page"
      help.prompt = page.prompt
      page = help
    }
    if let listed = completionsListed {
      page.message = [page.message, listed.joined(separator: "  ")].compactMap { $0 }.joined(separator: "\n")
    }
    follow(page)
    var view = self.view
    view.progress = progress
    // A list with previews has its pane from its first frame, before the shell is told where the
    // cursor is: the rows a page key turns are the rows shown, and they stay as the preview comes.
    if !narrowed, page.preview == nil, !page.items.isEmpty {
      page.preview = flow.previewAsItStarts(at: (self.view.cursor ?? 1) - 1)
    }
    let rows = FullScreenLayout.geometry(for: page, view: view, traits: traits).listRows.count
    if narrowed {
      // The shell's cursor, on the page of matches that holds it.
      view.cursor = nil
      view.firstItem = page.items.first?.number ?? 1
      if let cursor = page.highlighted, cursor >= view.firstItem + rows { view.firstItem = cursor - rows + 1 }
    } else if !page.items.isEmpty {
      // Rows the cursor asked for arrived, or the list was read to its end: the cursor goes on;
      // it stays shown whatever the rows now (a resize, a list that grew or shrank).
      let count = page.itemCount ?? page.items.last?.number ?? 1
      let (arriving, complete) = (page.itemsToCome?.areArriving == true, page.itemsToCome == nil)
      if let request = self.view.state.rowsArrived(
        items: count, rows: rows, arriving: arriving, complete: complete, before: page.itemsBefore,
        rereads: page.rereads)
      {
        requested = request
      }
      page.highlighted = nil
      var window = window(of: flow, from: self.view.firstItem, rows: rows, page: page)
      // The cursor follows its item where the rows moved (a sort, an edit, a page come back to).
      let before = self.view.cursor
      let label = window.items.first { $0.number == before }?.label
      if let request = self.view.state.follow(
        label: label, more: page.itemsToCome, items: count, position: flow.viewPosition(ofLabel:))
      {
        requested = request
      }
      if self.view.cursor != before {
        self.view.state.rowsArrived(
          items: count, rows: rows, arriving: arriving, complete: complete, before: page.itemsBefore,
          rereads: page.rereads)
        window = self.window(of: flow, from: self.view.firstItem, rows: rows, page: page)
      }
      view.cursor = self.view.cursor
      view.firstItem = self.view.firstItem
      page = window
    }
    let count = page.itemCount ?? page.items.last?.number ?? 0
    let geometry = FullScreenLayout.geometry(for: page, view: view, traits: traits)
    let shown = Shown(
      page: page, geometry: geometry, narrowed: narrowed, count: count, narrows: flow.narrows,
      keyMap: KeyMap.forPages(typing: traits.typing), completions: { shell.tabCompletions(for: $0) })
    if case .waiting = shell.phase, let line = lineAhead(on: shown) { view.entry = .typing(line) }
    return Prepared(page: page, view: view, traits: traits, shown: shown)
  }

  /// The item under the view's cursor on a list nothing narrows, for the shell to preview
  /// (``Shell/browse(_:)``): where it is and what it is called, so a list re-sorted, refiltered
  /// or left for another is told again.
  struct Browsed: Equatable {
    var breadcrumb: [String]
    var number: Int
    var label: String
  }

  /// The item under the view's cursor on `shown`, when the list is not narrowed.
  func browsed(on shown: Shown) -> Browsed? {
    guard !shown.narrowed, let cursor = view.cursor, let item = shown.page.items.first(where: { $0.number == cursor })
    else { return nil }
    return Browsed(breadcrumb: shown.page.breadcrumb, number: cursor, label: item.label)
  }

  /// The page of `flow`'s list holding the items from `first` on, as many as `rows`: the list's
  /// own paging (`:next`, `:prev`) turned on a copy of the flow, the pages joined where the rows
  /// span two. The turned flow is kept for the next frame.
  private mutating func window(of flow: Flow<Output>, from first: Int, rows: Int, page: Page) -> Page {
    // A list shows its page from any item at once (End on a million lines): no page turned.
    if let shown = flow.showing(from: first - 1) {
      var window = shown.page
      window.message = page.message
      window.prompt = page.prompt
      window.preview = page.preview
      window.highlighted = nil
      while let last = window.items.last?.number, last < first + rows - 1,
        let next = flow.showing(from: last)?.page.items.filter({ $0.number > last }), !next.isEmpty
      {
        window.items += next
      }
      return window
    }
    var turned = self.turned ?? flow
    while let last = turned.page.items.last?.number, first > last,
      let next = Self.turn(turned, .nextPage, past: last)
    {
      turned = next
    }
    while let start = turned.page.items.first?.number, first < start,
      let previous = Self.turn(turned, .previousPage, past: start)
    {
      turned = previous
    }
    self.turned = turned
    var window = turned.page
    window.message = page.message
    window.prompt = page.prompt
    window.preview = page.preview
    window.highlighted = nil
    var more = turned
    while let last = window.items.last?.number, last < first + rows - 1,
      let next = Self.turn(more, .nextPage, past: last)
    {
      window.items += next.page.items.filter { $0.number > last }
      more = next
    }
    return window
  }

  /// `flow` turned a page on (or back), if the list has one there: its items beyond `edge`.
  private static func turn(_ flow: Flow<Output>, _ command: ScreenCommand, past edge: Int) -> Flow<Output>? {
    let turned = flow.step(.screen(command)).flow
    guard turned.rejection == nil, let first = turned.page.items.first?.number,
      let last = turned.page.items.last?.number
    else { return nil }
    return (command == .nextPage ? last > edge : first < edge) ? turned : nil
  }
}
