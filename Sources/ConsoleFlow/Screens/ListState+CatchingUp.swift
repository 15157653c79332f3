// A narrowed list kept up as its elements arrive (narrowed as typed while it loads, or read on
// as the user pages): its matches so far stay and only what came since is searched, so its
// count only grows and the cursor keeps its match, however long the reading lasts.

extension ScreenWorkings {
  /// These workings, whose list at `list` grows as its elements arrive, catching a narrowed
  /// state up with a later one of the same screen (``Narrowing/caughtUp(with:)``); where the
  /// later list is not this one grown, it is narrowed afresh by the same text.
  func catchingUp<Elements: GrowingElements>(list: WritableKeyPath<State, ListState<Elements>> & Sendable)
    -> ScreenWorkings
  {
    guard let narrow else { return self }
    var workings = self
    workings.catchesUp = true
    workings.narrow = { state, narrowing, traits in
      guard case .caughtUp(let later) = narrowing else { return narrow(state, narrowing, traits) }
      // The flow hands on only its own screen's later state (``Flow/caughtUp(narrowedAs:)``).
      guard let later = later as? State else { return state }
      guard let caughtUp = state[keyPath: list].caughtUp(with: later[keyPath: list]) else {
        return narrow(later, .by(state[keyPath: list].query), traits)
      }
      var next = state
      next[keyPath: list] = caughtUp
      // What came since a short wait is searched at once (a part); more, a part between keys.
      return caughtUp.isSearching ? narrow(next, .searchingOn, traits) : next
    }
    return workings
  }
}
