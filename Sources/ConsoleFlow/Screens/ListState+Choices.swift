// The items chosen before for the filter typed (``ChoiceRecall``) come first in a list's
// matches: their rank is lifted above any the terms earn, the heaviest choice first.

extension ListState {
  /// The rank of the match at `position`: lifted when its text is an item chosen before.
  func lifted(_ position: Int, _ rank: Rank, searching text: (Element) -> String) -> Rank {
    let element = elements[elements.startIndex + position]
    let item = labelBytes.map { String(decoding: $0(element), as: UTF8.self) } ?? text(element)
    guard let weight = lifts[item] else { return rank }
    let points = Ranking.remembered + Int32(clamping: Int((weight * Ranking.rememberedWeight).rounded()))
    return Rank(points: points, spread: rank.spread, length: rank.length)
  }
}
