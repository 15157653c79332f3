import Synchronization

/// The elements of a list that grows while it is shown: every state of the screen shares one
/// store and sees its first `count` elements, so an arrival appends in place instead of copying
/// every element that came before (a million lines in batches stay linear).
struct ArrivingElements<Element: Sendable>: RandomAccessCollection, Sendable {
  private final class Store: Sendable {
    let elements = Mutex<[Element]>([])
  }

  private let store: Store
  /// How many elements this state sees.
  let endIndex: Int
  var startIndex: Int { 0 }

  init() {
    store = Store()
    endIndex = 0
  }

  private init(store: Store, count: Int) {
    self.store = store
    self.endIndex = count
  }

  subscript(position: Int) -> Element {
    store.elements.withLock { $0[position] }
  }

  /// The same list with `batch` arrived. The newest state appends to the shared store; an older
  /// one (never, in a flow, but possible for a kept value) gets a store of its own.
  func appending(_ batch: [Element]) -> ArrivingElements {
    let appended = store.elements.withLock { elements -> Bool in
      guard elements.count == endIndex else { return false }
      elements += batch
      return true
    }
    if appended { return ArrivingElements(store: store, count: endIndex + batch.count) }
    let copy = Store()
    let mine = store.elements.withLock { Array($0.prefix(endIndex)) }
    copy.elements.withLock { $0 = mine + batch }
    return ArrivingElements(store: copy, count: endIndex + batch.count)
  }
}
