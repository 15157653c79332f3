/// The rules that turn a typed name into a selection among labels.
///
/// An exact label (ignoring case and accents) wins over a prefix, a unique prefix over a
/// substring; several candidates at the first rule that finds any make the name ambiguous.
enum LabelMatch: Equatable {
  case selected(Int)
  case ambiguous([Int])
  case none

  /// Matches `name` against `count` labels read through `label`, answering positions.
  static func find(_ name: String, count: Int, label: (Int) -> String) -> LabelMatch {
    let wanted = Folding.key(name)
    guard !wanted.isEmpty else { return .none }
    var exact: [Int] = []
    var prefixed: [Int] = []
    var containing: [Int] = []
    for position in 0..<count {
      let key = Folding.key(label(position))
      if key == wanted {
        exact.append(position)
      } else if key.hasPrefix(wanted) {
        prefixed.append(position)
      } else if key.contains(wanted) {
        containing.append(position)
      }
    }
    for candidates in [exact, prefixed, containing] where !candidates.isEmpty {
      return candidates.count == 1 ? .selected(candidates[0]) : .ambiguous(candidates)
    }
    return .none
  }
}
