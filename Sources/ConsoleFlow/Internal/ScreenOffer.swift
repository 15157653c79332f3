/// What a screen offers to be answered with, in its own input language: what an explorer may
/// try on it without knowing the screen (the lines it sends are the ones a person types).
package enum ScreenOffer: Equatable, Sendable {
  /// Items chosen by number, 1 through `count` (a list, a menu); `filters` when `/text` filters them.
  case items(count: Int, filters: Bool)
  /// Fixed answers, each a few lines sent in turn: a confirm's yes and no, a detail's Enter, a
  /// multi-select's choices and its `done`.
  case answers([[String]])
  /// Any line of text, parsed by the screen (a text prompt): an author's samples, else common
  /// answers (a word, a number, a date) of which a prompt should take one.
  case typedText
  /// Lines only the screen's author knows (a screen of one's own): the author's samples, else the
  /// numbers of the items it shows, a refusal telling nothing.
  case custom
  /// Nothing to answer: the user reads, pages and goes back (a notice).
  case nothing
}
