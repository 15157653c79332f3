/// What a key means to a page, whatever presents it: the word a key map gives a key, which every
/// interpreter carries out the same way (line mode through readline, full screen through its
/// view), so that no interpreter decides alone what a key does.
package enum Intent: Hashable, Sendable {
  /// The cursor moves this many items (down when positive).
  case move(Int)
  /// The cursor moves this many pages of the rows shown (down when positive); text scrolls so.
  case page(Int)
  /// The cursor to the first item, or text to its top.
  case first
  /// The cursor to the last item, or text to its end.
  case last
  /// A table scrolls this many columns sideways (right when positive).
  case sideways(Int)
  /// The keys go to the other pane: the preview, or the list again.
  case switchPane
  /// The item under the cursor chosen, or the line typed entered; a page that ends with what it
  /// holds (a multi-select, a form's review) ends.
  case choose
  /// What is typed cleared; with nothing typed, back one screen.
  case back
  /// The mark of the item under the cursor turned on or off, then the cursor moved this many
  /// items (fzf's `toggle+down`); only moved on a list that chooses one item.
  case toggleAndMove(Int)
  /// Back to the root screen (`:home`).
  case home
  /// Leave the flow (`:quit`): asked first where work would be lost.
  case quit
  /// Leave a chooser with nothing chosen (fzf's `abort`): status 130, the terminal as it was.
  case abandon
  /// Stop the program (Ctrl-Z read as a key); `fg` brings it back.
  case suspend
  /// Draw the whole screen again.
  case redraw
}
