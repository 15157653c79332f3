/// What a screen offers to be answered with, in its own input language: what an explorer may
/// try on it without knowing the screen (the lines it sends are the ones a person types).
package enum ScreenOffer: Equatable, Sendable {
  /// Items chosen by number, 1 through `count` (a list, a menu); `filters` when `/text` filters them.
  case items(count: Int, filters: Bool)
  /// Fixed answers, each a few lines sent in turn: a confirm's yes and no, a detail's Enter, a
  /// multi-select's choices and its `done`.
  case answers([[String]])
  /// Typed text only the flow's author can give samples of (a text prompt, a screen of one's own).
  case typedText
  /// Nothing to answer: the user reads, pages and goes back (a notice).
  case nothing
}
