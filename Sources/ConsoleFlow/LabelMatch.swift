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
    var wanted = Folding.key(name)
    guard !wanted.isEmpty else { return .none }
    var exact: [Int] = []
    var prefixed: [Int] = []
    var containing: [Int] = []
    wanted.withUTF8 { needle in
      for position in 0..<count {
        let key = key(position)
        switch Folding.firstOffset(of: needle, in: key) {
        case 0? where key.utf8.count == needle.count: exact.append(position)
        case 0?: prefixed.append(position)
        case _?: containing.append(position)
        case nil: break
        }
      }
    }
    for candidates in [exact, prefixed, containing] where !candidates.isEmpty {
      return candidates.count == 1 ? .selected(candidates[0]) : .ambiguous(candidates)
    }
    return .none
  }
}
