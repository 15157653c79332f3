import Foundation

/// What a person chose in one list before, and for which query: the item chosen for a query
/// comes first the next time the same query, or a longer one that starts with it, is typed,
/// among the lines that match; the more recent and the more often chosen, the stronger, a
/// choice's weight halving every ``halfLife`` seconds until it no longer counts. A value: the
/// list's flow or `flows pick --history-key` keeps it in a file of its own; the ranking is pure,
/// given the time (`now`, seconds since 1970) by its caller.
///
/// ```swift
/// var memory = ChoiceMemory()
/// memory.remember("Iron Maiden / Powerslave / Aces High", for: "ac", at: 0)
/// let lines = ["AC/DC / Back in Black / Hells Bells", "Iron Maiden / Powerslave / Aces High"]
/// memory.lifted([0, 1], query: "aces", now: 60) { lines[$0] }  // [1, 0]
/// ```
@_spi(Flows) public struct ChoiceMemory: Sendable, Equatable, Codable {
  /// One choice: the query typed (spaces around it aside), the item chosen, when.
  public struct Choice: Sendable, Equatable, Codable {
    /// The query typed, spaces around it aside.
    public var query: String
    /// The item chosen, its text as the list searches it.
    public var item: String
    /// When, in seconds since 1970.
    public var time: Double

    /// A choice of `item` for `query` at `time`.
    public init(query: String, item: String, time: Double) {
      (self.query, self.item, self.time) = (query, item, time)
    }
  }

  /// The choices remembered, oldest first: at most ``capacity``.
  public private(set) var choices: [Choice]

  /// How many choices a list remembers: the oldest go first. A person repeats a few hundred
  /// choices at most in one list; the file stays a few tens of kilobytes.
  public static var capacity: Int { 500 }
  /// The longest item or query remembered, in UTF-8 bytes: a line longer is no name a person
  /// picks again, and the file stays bounded.
  public static var longest: Int { 4_096 }
  /// How long a choice takes to weigh half as much: two weeks, so that last month's habit gives
  /// way to this week's.
  public static var halfLife: Double { 14 * 24 * 3_600 }
  /// The least weight that still lifts an item: a choice made once counts for four half-lives
  /// (eight weeks); one made every day for longer.
  public static var leastWeight: Double { 1.0 / 16 }

  /// A memory of these choices, oldest first (the last ``capacity`` kept).
  public init(choices: [Choice] = []) {
    self.choices = Array(choices.suffix(Self.capacity))
  }

  /// Remembers that `item` was chosen for `query` at `time`; the oldest choice goes past
  /// ``capacity``. An item or query longer than ``longest`` is not remembered.
  public mutating func remember(_ item: String, for query: String, at time: Double) {
    let query = Self.trimmed(query)
    guard item.utf8.count <= Self.longest, query.utf8.count <= Self.longest, !item.isEmpty else { return }
    choices.append(Choice(query: query, item: item, time: time))
    if choices.count > Self.capacity { choices.removeFirst(choices.count - Self.capacity) }
  }

  /// The weight of each item chosen for `query` or for a query it starts with, at `now`: each
  /// choice halving every ``halfLife``, summed; only those of at least ``leastWeight``.
  public func weights(for query: String, now: Double) -> [String: Double] {
    let typed = Self.trimmed(query)
    var weights: [String: Double] = [:]
    for choice in choices where Self.extends(typed, choice.query) {
      let age = max(0, now - choice.time)
      weights[choice.item, default: 0] += Self.decay(age)
    }
    return weights.filter { $0.value >= Self.leastWeight }
  }

  /// `positions`, the matches of `query` best first, with the items chosen for it before first,
  /// the heaviest first (``weights(for:now:)``), ties in their order; the rest as they were.
  /// `item` names the item at a position, as it was remembered.
  public func lifted(_ positions: [Int], query: String, now: Double, item: (Int) -> String) -> [Int] {
    let weights = weights(for: query, now: now)
    guard !weights.isEmpty else { return positions }
    return Self.lifted(positions, weights: weights) { weights[item($0)] }
  }

  /// The same for items held as UTF-8 bytes (a million lines): only a line as long as an item
  /// remembered is compared to it.
  public func lifted(
    _ positions: [Int], query: String, now: Double, bytes: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> [Int] {
    let weights = weights(for: query, now: now)
    guard !weights.isEmpty else { return positions }
    let items = Dictionary(grouping: weights.keys.map { Array($0.utf8) }, by: \.count)
    return Self.lifted(positions, weights: weights) { position in
      let line = bytes(position)
      guard let sameLength = items[line.count], let item = sameLength.first(where: { $0.elementsEqual(line) })
      else { return nil }
      return weights[String(decoding: item, as: UTF8.self)]
    }
  }

  private static func lifted(_ positions: [Int], weights: [String: Double], weight: (Int) -> Double?) -> [Int] {
    var chosen: [(place: Int, weight: Double)] = []
    for (place, position) in positions.enumerated() {
      if let found = weight(position) { chosen.append((place, found)) }
    }
    guard !chosen.isEmpty else { return positions }
    chosen.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.place < $1.place }
    let first = Set(chosen.map(\.place))
    return chosen.map { positions[$0.place] } + positions.indices.filter { !first.contains($0) }.map { positions[$0] }
  }

  /// A choice's weight after `age` seconds.
  static func decay(_ age: Double) -> Double {
    pow(2, -age / halfLife)
  }

  /// Whether what is typed is the query remembered or a longer one: a choice for nothing typed
  /// counts only while nothing is typed.
  static func extends(_ typed: String, _ remembered: String) -> Bool {
    remembered.isEmpty ? typed.isEmpty : typed.unicodeScalars.starts(with: remembered.unicodeScalars)
  }

  private static func trimmed(_ query: String) -> String {
    String(query.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
