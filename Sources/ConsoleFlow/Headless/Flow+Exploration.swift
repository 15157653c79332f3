extension Flow {
  /// What the top screen offers to be answered with now.
  package var offer: ScreenOffer { stack[stack.count - 1].screen.offer(traits) }

  /// Whether the top screen belongs to a modal sub-flow.
  package var isInModal: Bool { stack[stack.count - 1].isModal }

  /// Each screen's mark on its navigation's map, root first.
  package var marks: [ScreenMark?] { stack.map(\.screen.mark) }
}
