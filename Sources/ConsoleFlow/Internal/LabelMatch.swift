/// The rules that turn a typed name into a selection among labels.
///
/// An exact label (ignoring case and accents) wins over a prefix, a unique prefix over a
/// substring; several candidates at the first rule that finds any make the name ambiguous.
enum LabelMatch: Equatable {
  case selected(Int)
  case ambiguous([Int])
  case none

  /// Matches `name` against the `count` positions of a view, whose folded labels are answered by
  /// `withKeys` at `index(position)`, answering positions.
  static func find(
    _ name: String, count: Int, withKeys: (((Int) -> UnsafeBufferPointer<UInt8>) -> Void) -> Void,
    index: (Int) -> Int
  ) -> LabelMatch {
    var wanted = SearchKey.of(name)
    guard !wanted.isEmpty else { return .none }
    var exact: [Int] = []
    var prefixed: [Int] = []
    var containing: [Int] = []
    // The view's index is read inside the keys' scope, which cannot know it does not keep it.
    withoutActuallyEscaping(index) { index in
      withKeys { key in
        wanted.withUTF8 { needle in
          // The whole name typed is the common case, and an exact label wins outright: look for that
          // first with a cheap length-then-bytes comparison before searching inside every label.
          for position in 0..<count {
            let key = key(index(position))
            if key.count == needle.count && key.elementsEqual(needle) { exact.append(position) }
          }
          guard exact.isEmpty else { return }
          for position in 0..<count {
            switch SearchKey.firstOffset(of: needle, in: key(index(position))) {
            case 0?: prefixed.append(position)
            case _?: containing.append(position)
            case nil: break
            }
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
