/// Where a flow's lists remember what was chosen in them (``ChoiceMemory``), given to the flow
/// as a value of its environment: each list is named by its title; the memory is read when a
/// filter is typed and a choice told when a filtered item is chosen, at the time `now` tells.
/// Off by default: a list remembers nothing unless its flow was given one
/// (``Navigation/rememberingChoices(_:)``); `ConsoleFlowREPL` keeps them in files.
///
/// ```swift
/// let recall = ChoiceRecall(
///   memory: { _ in ChoiceMemory() }, remember: { list, item, query in print(list, item, query) }, now: { 0 })
/// let artists = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }))
/// let app = artists.rememberingChoices(recall)
/// ```
@_spi(Flows) public struct ChoiceRecall: EnvironmentValue {
  /// The choices remembered in the list of this title.
  public var memory: @Sendable (_ list: String) -> ChoiceMemory
  /// Tells that `item` (its text as the list searches it) was chosen in the list for `query`.
  public var remember: @Sendable (_ list: String, _ item: String, _ query: String) -> Void
  /// The time now, seconds since 1970.
  public var now: @Sendable () -> Double
  /// Whether lists remember at all.
  public var isOn: Bool

  /// A recall reading each list's memory with `memory`, told each choice with `remember`, at
  /// the time `now` answers.
  public init(
    memory: @escaping @Sendable (String) -> ChoiceMemory,
    remember: @escaping @Sendable (String, String, String) -> Void, now: @escaping @Sendable () -> Double
  ) {
    (self.memory, self.remember, self.now, isOn) = (memory, remember, now, true)
  }

  /// Nothing remembered.
  public static var defaultValue: ChoiceRecall {
    var off = ChoiceRecall(memory: { _ in ChoiceMemory() }, remember: { _, _, _ in }, now: { 0 })
    off.isOn = false
    return off
  }

  /// The weight of each item chosen before in `list` for `query` (``ChoiceMemory/weights(for:now:)``).
  func weights(list: String, query: String) -> [String: Double] {
    guard isOn, !query.isEmpty else { return [:] }
    return memory(list).weights(for: query, now: now())
  }
}

@_spi(Flows) extension Navigation {
  /// The same navigation whose lists remember what is chosen in them, by query: the item chosen
  /// for a query comes first the next time the same query, or a longer one, is typed.
  public func rememberingChoices(_ recall: ChoiceRecall) -> Navigation {
    environment(recall)
  }
}
