/// A dream in the journal: a value, edited by copying.
public struct Dream: Codable, Equatable, Sendable {
  public var title: String
  public var description: String
  public var creature: Creature
  public var effects: [Effect]

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
