extension Flow {
  /// The top screen's labels folded for its filter, ahead of the first key that narrows it:
  /// what an interpreter may run on another thread once a long list is shown.
  package func preparedForNarrowing() -> Flow {
    narrowed(.preparing) ?? self
  }

  /// The top screen, a list, as live narrowing asks; nil when the top screen is no list.
  func narrowed(_ narrowing: Narrowing) -> Flow? {
    guard let narrow = stack[stack.count - 1].screen.narrow else { return nil }
    var next = self
    next.clearLastAnswer()
    next.stack[next.stack.count - 1].screen = environment.bound { narrow(narrowing, traits) }
    return next
  }

  /// This flow with its top screen's list narrowed as it is in `narrowed` (a narrowed copy of
  /// an earlier state of this flow), caught up with the elements that arrived since: the
  /// matches found so far kept, only what came since searched (``Narrowing/caughtUp(with:)``).
  /// Nil where the top screen is no longer that one (a step went on) or does not narrow.
  func caughtUp(narrowedAs narrowed: Flow) -> Flow? {
    let top = stack.count - 1
    guard top >= 0, narrowed.stack.count == stack.count, let narrow = narrowed.stack[top].screen.narrow else {
      return nil
    }
    let (earlier, later) = (narrowed.stack[top].screen, stack[top].screen)
    guard earlier.catchesUp, earlier.title == later.title,
      ObjectIdentifier(type(of: earlier.state)) == ObjectIdentifier(type(of: later.state))
    else { return nil }
    var next = self
    next.clearLastAnswer()
    next.stack[top].screen = environment.bound { narrow(.caughtUp(with: later.state), traits) }
    return next
  }

  /// The top screen's list shown from `position` of its view on (from 0), at once: nil where
  /// the top screen is no list.
  package func showing(from position: Int) -> Flow? {
    narrowed(.showing(from: position))
  }

  /// The label of the item at `position` (from 0) in the top screen's view, if there is one.
  package func viewLabel(at position: Int) -> String? {
    let screen = stack[stack.count - 1].screen
    if let viewLabel = screen.viewLabel { return environment.bound { viewLabel(position) } }
    let labels = environment.bound { screen.labels(traits) }
    return labels.indices.contains(position) ? labels[position] : nil
  }

  /// The position in the top screen's view (from 0) of the first item labelled `label`, if any:
  /// where an item went once its list was sorted.
  package func viewPosition(ofLabel label: String) -> Int? {
    let screen = stack[stack.count - 1].screen
    if let viewPosition = screen.viewPosition { return environment.bound { viewPosition(label) } }
    return environment.bound { screen.labels(traits).firstIndex(of: label) }
  }

  /// The position in the top screen's view (from 0) of the one item labelled `label`; nil when
  /// none is, or several are.
  package func onlyViewPosition(ofLabel label: String) -> Int? {
    let labels = environment.bound { stack[stack.count - 1].screen.labels(traits) }
    guard let first = labels.firstIndex(of: label), labels[(first + 1)...].firstIndex(of: label) == nil else {
      return nil
    }
    return first
  }

  /// Whether the top screen's filter is run by its source (a table read from SQLite): its rows
  /// are those a filter selected, and `/text` asks the source again rather than narrowing them.
  package var filtersInItsSource: Bool { stack[stack.count - 1].screen.filtersInItsSource }

  /// Whether the top screen reads on for a name typed that is not among the rows read (a list
  /// read as asked); a number, `#3`, is no name.
  package var readsOnForAName: Bool {
    guard case .feed(_, command: .entry(let text)?)? = awaited else { return false }
    return Page.Choosing.byNumber.number(in: text) == nil && Page.Choosing.byPosition.number(in: text) == nil
  }

  /// Whether the top screen is a list that narrows as a line is typed.
  package var narrows: Bool { stack[stack.count - 1].screen.narrow != nil }

  /// The positions of the elements marked on the top screen, a list that chooses several; nil
  /// on other screens.
  package var markedItems: Set<Int>? { stack[stack.count - 1].screen.marks }

  /// Whether the top screen shows previews of its items (`:preview`).
  package var previews: Bool { stack[stack.count - 1].screen.previews }

  /// The preview of the item at `position` of the top screen's view (from 0) as it starts, before
  /// any slow work made it: its lines when made at once, else its title and what it loads. Nil
  /// where the top screen has no previews or no such item.
  package func previewAsItStarts(at position: Int) -> Page.PreviewPane? {
    guard previews else { return nil }
    return narrowed(.previewing(position, loaded: nil))?.page.preview
  }

  /// The slow work that makes the preview of the item at a position of the top screen's view,
  /// when its previews load.
  func previewWork(at position: Int) -> PreviewWork? {
    var work = environment.bound { stack[stack.count - 1].screen.previewWork?(position) }
    work?.environment = environment
    return work
  }

  /// Whether the top screen's list, narrowed, has more to search.
  package var isSearching: Bool { stack[stack.count - 1].screen.isSearching }
}
