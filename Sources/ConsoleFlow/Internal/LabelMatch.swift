/// The rules that turn a typed name into a selection among labels.
///
/// An exact label (ignoring case and accents) wins over a prefix, a unique prefix over a
/// substring; several candidates at the first rule that finds any make the name ambiguous.
enum LabelMatch: Equatable {
  case selected(Int)
  case ambiguous([Int])
  case none

  /// Matches `name` against the positions of a view, walked in order by `view` (each with the
  /// index its folded label is answered at by `withKeys`, until the walk's body answers false),
  /// answering positions.
  static func find(
    _ name: String, withKeys: (((Int) -> UnsafeBufferPointer<UInt8>) -> Void) -> Void,
    view: ((_ position: Int, _ index: Int) -> Bool) -> Void
  ) -> LabelMatch {
    var wanted = SearchKey.of(name)
    guard !wanted.isEmpty else { return .none }
    var exact: [Int] = []
    var prefixed: [Int] = []
    var containing: [Int] = []
    // The view is walked inside the keys' scope, which cannot know it does not keep it.
    withoutActuallyEscaping(view) { view in
      withKeys { key in
        wanted.withUTF8 { needle in
          // The whole name typed is the common case, and an exact label wins outright: look for that
          // first with a cheap length-then-bytes comparison before searching inside every label.
          view { position, index in
            let key = key(index)
            if key.count == needle.count && key.elementsEqual(needle) { exact.append(position) }
            return true
          }
          guard exact.isEmpty else { return }
          view { position, index in
            switch SearchKey.firstOffset(of: needle, in: key(index)) {
            case 0?: prefixed.append(position)
            case _?: containing.append(position)
            case nil: break
            }
            return true
          }
        }
      }
    }
    if !exact.isEmpty {
      return exact.count == 1 ? .selected(exact[0]) : .ambiguous(exact)
    }
    for candidates in [prefixed, containing] where !candidates.isEmpty {
      return candidates.count == 1 ? .selected(candidates[0]) : .ambiguous(candidates)
    }
    return .none
  }
}
