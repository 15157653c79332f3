// The preview of the cursor's item on a narrowed list, and of the item an interpreter's own
// cursor is on while nothing narrows it.
extension LiveNarrowing {
  /// The slow work the preview of the cursor's item still needs, for a list whose previews load:
  /// an interpreter runs it (cancelling the work of an item the cursor left) and hands its
  /// outcome to ``previewArrived(_:lines:)``.
  package var previewWanted: PreviewWork? {
    let wanted =
      query == nil
      ? browsed.flatMap { $0.flow.previewWork(at: $0.position) }
      : count > 0 ? shown?.previewWork(at: cursor) : nil
    guard let work = wanted else { return nil }
    // A preview still arriving is wanted on: its work goes on while the cursor stays.
    if let loadedPreview, loadedPreview.isOf(position: work.position, title: work.title),
      loadedPreview.query == work.query, !loadedPreview.content.isArriving
    {
      return nil
    }
    return work
  }

  /// Puts the interpreter's own cursor on the item at `position` of `flow`'s list (nil: on
  /// none), while nothing narrows it: ``browsedPreview`` is that item's preview, its slow work
  /// ``previewWanted``.
  package mutating func browse(at position: Int?, on flow: Flow<Output>) {
    browsed = position.flatMap { position in flow.previews ? (position, flow) : nil }
  }

  /// The preview of the item the interpreter's cursor is on (``browse(at:on:)``): made at once,
  /// or what slow work made of it so far; nil while the list is narrowed.
  package var browsedPreview: Page.PreviewPane? {
    guard query == nil, let browsed else { return nil }
    return browsed.flow.narrowed(.previewing(browsed.position, loaded: loadedPreview))?.page.preview
  }

  /// What a preview's work made: its lines, more of its lines (a preview that streams), or why
  /// there are none. The page shows it while the cursor stays on that item.
  package mutating func previewArrived(_ work: PreviewWork, lines: Result<[Page.Line], Load.Failure>) {
    let content: ShownPreview.Content
    let earlier = loadedPreview.flatMap {
      $0.isOf(position: work.position, title: work.title) && $0.query == work.query ? $0.content : nil
    }
    switch (lines, earlier) {
    case (.success(let more), .arriving(let lines)?): content = .arriving(lines + more)
    case (.success(let lines), _): content = work.streams ? .arriving(lines) : .lines(lines)
    case (.failure(let failure), _): content = .failed(failure.reason)
    }
    loadedPreview = ShownPreview(position: work.position, title: work.title, content: content, query: work.query)
    showPreview()
  }

  /// A preview's work ended: what arrived of a preview that streams is all there is.
  package mutating func previewEnded(_ work: PreviewWork) {
    guard var loaded = loadedPreview, loaded.isOf(position: work.position, title: work.title) else {
      if work.streams {
        loadedPreview = ShownPreview(
          position: work.position, title: work.title, content: .lines([]), query: work.query)
        showPreview()
      }
      return
    }
    guard case .arriving(let lines) = loaded.content else { return }
    loaded.content = .lines(lines)
    loadedPreview = loaded
    showPreview()
  }
}
