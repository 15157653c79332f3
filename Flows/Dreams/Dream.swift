/// A dream in the journal: a value, edited by copying.
public struct Dream: Codable, Equatable, Sendable {
  /// The dream's title, as the journal lists it.
  public var title: String
  /// What happened, in the dreamer's words; empty when not told.
  public var description: String
  /// The creature the dream featured.
  public var creature: Creature
  /// What happened in it.
  public var effects: [Effect]

  /// A dream with a title and, optionally, the rest.
  public init(title: String, description: String = "", creature: Creature = .none, effects: [Effect] = []) {
    self.title = title
    self.description = description
    self.creature = creature
    self.effects = effects
  }
}

/// The creature a dream featured.
public enum Creature: String, Codable, CaseIterable, Sendable {
  case none, unicorn, dragon, owl, cat, whale
}

/// What happened in a dream.
public enum Effect: String, Codable, CaseIterable, Sendable {
  case flying, falling, lucid, recurring, nightmare
  case talkingAnimals = "talking animals"
}
