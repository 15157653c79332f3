/// A modal sub-flow, named once: the screen that presents it says so on its map with
/// ``Screen/presenting(_:)``, and its reaction runs it with a ``Presentation``. Both use this
/// one value, so the map and the run never disagree about what is presented.
///
/// ```swift
/// let addDream = Modal("add", root(askTitle))
/// let journal = journalScreen.presenting(addDream)
/// ```
public struct Modal<Start, Result>: Sendable {
  /// What presents it, as the map labels the way to it ("add", "edit").
  package let label: String
  let navigation: Navigation<Start, Result>

  /// A sub-flow presented as `label`.
  ///
  /// - Parameters:
  ///   - label: What presents it, as the map labels the way to it ("add", "N opens it").
  ///   - navigation: The sub-flow; its result goes back to the presenter.
  public init(_ label: String, _ navigation: Navigation<Start, Result>) {
    self.label = label
    self.navigation = navigation
  }
}
