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

extension ListState {
  /// Tells the flow's ``ChoiceRecall`` that `element` was chosen for the filter typed; nothing
  /// without a filter, or when the flow remembers nothing.
  func rememberChoice(of element: Element, searching text: (Element) -> String) {
    let recall = ChoiceRecall.current
    guard recall.isOn, !query.isEmpty else { return }
    let item = labelBytes.map { String(decoding: $0(element), as: UTF8.self) } ?? text(element)
    recall.remember(choiceList, item, query)
  }
}
