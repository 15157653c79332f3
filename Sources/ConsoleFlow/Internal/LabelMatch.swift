/// The rules that turn a typed name into a selection among labels.
///
/// An exact label (ignoring case and accents) wins over a prefix, a unique prefix over a
/// substring; several candidates at the first rule that finds any make the name ambiguous.
enum LabelMatch: Equatable {
  case selected(Int)
  case ambiguous([Int])
  case none

  /// Matches `name` against `count` folded labels read through `key`, answering positions.
  static func find(_ name: String, count: Int, key: (Int) -> String) -> LabelMatch {
    var wanted = SearchKey.of(name)
    guard !wanted.isEmpty else { return .none }
    // The whole name typed is the common case, and an exact label wins outright: look for that
    // first with a cheap length-then-bytes comparison before searching inside every label.
    let wantedLength = wanted.utf8.count
    let exact = (0..<count).filter { key($0).utf8.count == wantedLength && key($0) == wanted }
    if !exact.isEmpty {
      return exact.count == 1 ? .selected(exact[0]) : .ambiguous(exact)
    }
    var prefixed: [Int] = []
    var containing: [Int] = []
    wanted.withUTF8 { needle in
      for position in 0..<count {
        let key = key(position)
        switch SearchKey.firstOffset(of: needle, in: key) {
        case 0?: prefixed.append(position)
        case _?: containing.append(position)
        case nil: break
        }
      }
    }
    for candidates in [prefixed, containing] where !candidates.isEmpty {
      return candidates.count == 1 ? .selected(candidates[0]) : .ambiguous(candidates)
    }
    return .none
  }
}
