extension RunningScreen {
  /// The screen a flow shows while the load its navigation starts with runs (``load(_:_:)`` at the
  /// root): the load's words, then its failure, if it fails, with Enter to try again. The first
  /// screen the load leads to takes its place (``Next/replacing()``).
  static func starting(_ begun: Next) -> RunningScreen {
    let title: String
    if case .load(let words, _, _) = begun { title = words } else { title = "Loading" }
    return RunningScreen(
      title: title, state: (),
      workings: ScreenWorkings<Void, Never>(
        page: { _, traits in Page(title: title, body: ["Enter tries again; \(traits.howToLeave)"]) },
        receive: { _, _, traits in .reject(Rejection(.needsAnswer, "Enter tries again; \(traits.howToLeave)")) },
        labels: { _, _ in [] }, unsavedChanges: nil, feed: nil, pathPart: .none,
        // Nothing to choose: an interpreter ends a run whose first load failed, as for a list.
        offer: { _, _ in .items(count: 0, filters: false) }),
      mark: nil, yield: absurd
    ).retrying(begun.replacing())
  }

  /// The same screen, Enter running `again`.
  private func retrying(_ again: Next) -> RunningScreen {
    let answer = self.answer
    var screen = self
    screen.answer = { command, traits in command == .entry("") ? again : answer(command, traits) }
    return screen
  }
}
