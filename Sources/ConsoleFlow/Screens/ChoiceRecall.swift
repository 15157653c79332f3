/// The choices a flow's lists remember (``ChoiceMemory``), given to the flow as a value of its
/// environment, read before it starts, at the time `now` (seconds since 1970) they fade from:
/// when a filter is typed, the items chosen before for it come first. Off by default: a list
/// remembers nothing unless its flow was given one (``Navigation/rememberingChoices(_:)``). A
/// value, not a store: the flow reads it and writes nothing; an interpreter that keeps choices
/// (`flows pick --history-key`) records the one made once the flow has ended.
///
/// ```swift
/// var memory = ChoiceMemory()
/// memory.remember("AC/DC", for: "ac", at: 0)
/// let artists = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }))
/// let app = artists.rememberingChoices(ChoiceRecall(memory, now: 3_600))
/// ```
@_spi(Flows) public struct ChoiceRecall: EnvironmentValue {
  /// The choices remembered.
  public var memory: ChoiceMemory
  /// The time they fade from, seconds since 1970.
  public var now: Double
  /// Whether lists remember at all.
  public var isOn: Bool

  /// The choices of `memory`, faded as at `now` (seconds since 1970).
  public init(_ memory: ChoiceMemory, now: Double) {
    (self.memory, self.now, isOn) = (memory, now, true)
  }

  /// Nothing remembered.
  public static var defaultValue: ChoiceRecall {
    var off = ChoiceRecall(ChoiceMemory(), now: 0)
    off.isOn = false
    return off
  }

  /// The weight of each item chosen before for `query` (``ChoiceMemory/weights(for:now:)``).
  func weights(for query: String) -> [String: Double] {
    guard isOn, !query.isEmpty else { return [:] }
    return memory.weights(for: query, now: now)
  }
}

@_spi(Flows) extension Navigation {
  /// The same navigation whose lists put the items chosen before first: the item chosen for a
  /// query comes first the next time the same query, or a longer one, is typed.
  public func rememberingChoices(_ recall: ChoiceRecall) -> Navigation {
    environment(recall)
  }
}
