/// A list's labels looked up one at a time (the label at a position of its view, the first
/// position of a label) rather than made for every item of the view: how a cursor finds its item
/// again among a million matches.
struct LabelLookup<State>: Sendable {
  /// The label at a position of the view (from 0), nil past its end.
  let label: @Sendable (State, Int) -> String?
  /// The first position of the view (from 0) whose item has this label.
  let position: @Sendable (State, String) -> Int?

  /// The lookups of the list at `list` in the state, its items labelled by `label`.
  static func of<Elements>(
    _ list: KeyPath<State, ListState<Elements>> & Sendable, label: @escaping @Sendable (Elements.Element) -> String
  ) -> LabelLookup {
    LabelLookup(
      label: { state, position in state[keyPath: list].viewLabel(at: position, label: label) },
      position: { state, wanted in state[keyPath: list].viewPosition(ofLabel: wanted, label: label) })
  }
}
