// A list's filter that matched nothing because a plain term matches no element: the elements
// one letter off it instead (``ListFilter/Forgiving``), said so in the count line.

extension ListState {
  /// When the filter, searched to its end, matched nothing and the options forgive a typo: the
  /// matches become the elements that match with the terms that matched nothing one letter off,
  /// best first, and ``forgiven`` names those terms.
  mutating func forgiveATypo(searching text: (Element) -> String) {
    guard options.forgivesTypos, !options.exact, matches?.count == 0, !pattern.isEmpty else { return }
    let scan = LineScan(pattern, ranked: options.ranked)
    var found = ListFilter.Forgiving(positions: [], exact: 0, loosened: [])
    let elements = self.elements
    if let labelBytes {
      found = scan.matchesForgivingTypos(count: elements.count) { labelBytes(elements[elements.startIndex + $0]) }
    } else {
      searchTexts.withTexts(of: elements, write: { $1.append(contentsOf: text($0).utf8) }) { line in
        found = scan.matchesForgivingTypos(count: elements.count, line: line)
      }
    }
    guard !found.positions.isEmpty else { return }
    // Ranked already: each its own place, in the order found.
    var forgiving = RankedMatches()
    for (place, position) in found.positions.enumerated() {
      forgiving.append(position, rank: Rank(points: 0, spread: Int32(clamping: place), length: 0))
    }
    matches = forgiving
    forgiven = found.loosened
  }
}
