/// What live narrowing asks of a list.
enum Narrowing: Sendable {
  /// Narrowed by a text as far as its first page (its first matches fill the largest page).
  case by(String)
  /// A narrowed list searched on by one more part.
  case searchingOn
  /// The labels a filter searches folded ahead of the first key (a second for a million).
  case preparing
  /// The preview of the item at a position of the view under the cursor (none when nil); a
  /// preview that loads shows `loaded` when it is that item's, else that it is loading.
  case previewing(Int?, loaded: ShownPreview?)
  /// The mark of the item at a position of the view turned on or off, on a list that chooses
  /// several items (Tab on `flows pick -m`); other lists ignore it.
  case toggling(Int)
  /// The marks set to these positions of the list's elements (what a list narrowed anew keeps
  /// from the one it replaces); lists that choose one item ignore it.
  case marking(Set<Int>)
  /// The page shown from this position of the view on (a full-screen window of a long list),
  /// at once, not page by page from the first.
  case showing(from: Int)
  /// The narrowed list with the elements that arrived in this state of the same screen, not
  /// narrowed (``ListState/caughtUp(with:)``): its search goes on over them only; narrowed
  /// afresh by its text where that state is not the list grown.
  case caughtUp(with: any Sendable)
}
