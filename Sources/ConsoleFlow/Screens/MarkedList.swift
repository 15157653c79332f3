/// The state of a list that chooses several items: the list, and the positions of the elements
/// marked (in the input, whatever the filter shows).
struct MarkedList<Input: Sendable, Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element
  typealias ListWorkings = ScreenWorkings<HeldList<Input, Elements>, Element>

  var held: HeldList<Input, Elements>
  var marked: Set<Int> = []

  /// The list's page, each item with its mark, the status with how many are marked.
  func page(_ listPage: Page) -> Page {
    var page = listPage
    let list = held.list
    page.items = page.items.map { item in
      var marked = item
      let isMarked = self.marked.contains(list.elementIndex(at: item.number - 1))
      // The label's tab stops count from its own start, not the mark's.
      marked.label = (isMarked ? "[x] " : "[ ] ") + TerminalText.tabsSpaced(item.label)
      return marked
    }
    if let status = page.status { page.status = "\(status), \(marked.count) marked" }
    page.submitLine = "done"
    page.submitNamesTheCursor = true
    return page
  }

  /// A line or command: marks, `done`, or the list's own work (a filter, a page).
  func receive(_ command: ScreenCommand, traits: Traits, list: ListWorkings) -> Reaction<MarkedList, [Element]> {
    guard case .entry(let text) = command else {
      if case .choose = command { return .reject(Rejection(.needsAnswer, "Mark items by number, then type done.")) }
      return within(list.receive(held, command, traits))
    }
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() }
    let count = held.list.count
    var next = self
    switch words.first {
    // Enter alone takes what is marked; with nothing marked and no cursor, nothing is chosen.
    case nil: return marked.isEmpty ? .stay(self) : done(orItem: 0)
    case "done" where words.count == 1: return done(orItem: 0)
    case "done" where words.count == 2:
      guard let number = Int(words[1]), number >= 1, number <= count else {
        return .reject(Rejection(.noSuchItem, "done takes the number of an item shown, from 1 to \(count)."))
      }
      return done(orItem: number - 1)
    case "all" where words.count == 1:
      held.list.forEachInView { _, index in
        next.marked.insert(index)
        return true
      }
      return .stay(next)
    case "none" where words.count == 1:
      next.marked = []
      return .stay(next)
    default:
      guard let numbers = MultiSelection<Element>.numbers(in: text, count: count) else {
        // Any other text narrows the list, as a query does.
        return within(list.receive(held, .filter(text), traits))
      }
      for number in numbers { next.marked.formSymmetricDifference([held.list.elementIndex(at: number - 1)]) }
      return .stay(next)
    }
  }

  /// The marked elements in input order, or the item at `position` of the view when none is.
  private func done(orItem position: Int) -> Reaction<MarkedList, [Element]> {
    let elements = held.list.elements
    if !marked.isEmpty { return .yield(marked.sorted().map { elements[$0] }) }
    guard position < held.list.count else {
      return .reject(Rejection(.noSuchItem, "No item is shown to take: nothing matches the filter."))
    }
    return .yield([held.list.element(at: position)])
  }

  /// The list's reaction for this state: what it stays in keeps the marks; it yields nothing.
  private func within(_ reaction: Reaction<HeldList<Input, Elements>, Element>) -> Reaction<MarkedList, [Element]> {
    let marked = self.marked
    let hold = { (held: HeldList<Input, Elements>) in MarkedList(held: held, marked: marked) }
    switch reaction {
    case .stay(let held, let message): return .stay(hold(held), message: message)
    case .reject(let why): return .reject(why)
    case .awaitMore: return .awaitMore
    case .yield: return .reject(Rejection(.needsAnswer, "Mark items by number, then type done."))
    case .load(let load):
      return .load(
        load.within(
          get: { $0.held },
          set: { state, held in
            var next = state
            next.held = held
            return next
          }))
    case .present: return .awaitMore
    }
  }

  /// The list narrowed as live narrowing asks, its marks kept, toggled or set.
  func narrowed(_ narrowing: Narrowing, traits: Traits, list: ListWorkings) -> MarkedList {
    var next = self
    switch narrowing {
    case .toggling(let position):
      guard position >= 0, position < held.list.count else { return self }
      next.marked.formSymmetricDifference([held.list.elementIndex(at: position)])
    case .marking(let marks): next.marked = marks
    case .caughtUp(let later):
      // The list catches up with the later state's list; the marks are this one's.
      guard let later = later as? MarkedList, let narrow = list.narrow else { return self }
      next.held = narrow(held, .caughtUp(with: later.held), traits)
    default:
      guard let narrow = list.narrow else { return self }
      next.held = narrow(held, narrowing, traits)
    }
    return next
  }
}
