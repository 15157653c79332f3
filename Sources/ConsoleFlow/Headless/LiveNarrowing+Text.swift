extension LiveNarrowing {
  /// The text a line narrows the list of `flow` by: a name being typed, or `/text`; nil for what
  /// does not narrow (a command, a number, a blank line, a screen that is no list).
  static func narrowingText(of line: String, on flow: Flow<Output>) -> String? {
    guard flow.narrows else { return nil }
    switch InputLine(parsing: line) {
    case .screen(.filter(let text)): return text
    case .screen(.entry(let text)) where !text.utf8.allSatisfy({ (0x30...0x39).contains($0) }): return text
    default: return nil
    }
  }

  /// The lines Enter sends to choose the item under the cursor: the filter, then the match's number, as a
  /// recording reads best. Where the source runs the filter (a table read from SQLite), the rows
  /// read are those its own filter selected and narrowing searched only them, while `/text`
  /// would select afresh: the item's number on the list as it stands chooses it instead.
  func choosingTheCursorsItem(narrowedBy query: String, on flow: Flow<Output>) -> [String] {
    let list = narrowed ?? flow
    if flow.filtersInItsSource, let item = shown?.page.items.first(where: { $0.number == cursor + 1 }),
      let position = flow.onlyViewPosition(ofLabel: item.label)
    {
      return [flow.page.choosing.line(for: position + 1)]
    }
    return ["/" + query, list.page.choosing.line(for: cursor + 1)]
  }
}
