extension Flow {
  /// What the top screen offers to be answered with now.
  package var offer: ScreenOffer { environment.bound { stack[stack.count - 1].screen.offer(traits) } }

  /// Each screen's mark on its navigation's map, root first.
  package var marks: [ScreenMark?] { stack.map(\.screen.mark) }

  /// The branch's case that pushed each screen of the stack, root first (nil where none did).
  package var branchCases: [String?] { stack.map(\.branchCase) }
}
