import Synchronization

/// The folded labels of a list, computed once when a name or a filter first needs them and
/// shared by every later state of the same screen (states are copied at each step).
final class FoldedKeys: Sendable {
  private let keys = Mutex<[String]?>(nil)

  /// The folded label of every element, in order.
  func all<Elements: Collection>(_ elements: Elements, label: (Elements.Element) -> String) -> [String] {
    keys.withLock { keys in
      if let keys { return keys }
      let computed = elements.map { Folding.key(label($0)) }
      keys = computed
      return computed
    }
  }
}
