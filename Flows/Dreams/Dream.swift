import ConsoleFlowFiles

/// A dream in the journal: a value, edited by copying. What a newer version of the journal wrote
/// that this one does not know (fields, creatures, effects) is kept as it was and written back.
public struct Dream: Codable, Equatable, Sendable {
  /// The dream's title, as the journal lists it.
  public var title: String
  /// What happened, in the dreamer's words; empty when not told.
  public var description: String
  /// The creature the dream featured.
  public var creature: Creature
  /// What happened in it.
  public var effects: [Effect]
  /// The fields a newer version of the journal wrote that this one does not know, each kept as
  /// the JSON text it was read as.
  public var otherFields = UnknownFields()

  /// A dream with a title and, optionally, the rest.
  public init(title: String, description: String = "", creature: Creature = .none, effects: [Effect] = []) {
    self.title = title
    self.description = description
    self.creature = creature
    self.effects = effects
  }

  private static let known: Set<String> = ["title", "description", "creature", "effects"]

  /// The effects this version knows, as the editor offers them; setting them keeps those a
  /// newer version wrote.
  var knownEffects: [Effect] {
    get { effects.filter(\.isKnown) }
    set { effects = newValue + effects.filter { !$0.isKnown } }
  }

  /// A dream as the journal holds it: its known fields, and every other one kept.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldName.self)
    title = try container.decode(String.self, forKey: FieldName("title"))
    description = try container.decodeIfPresent(String.self, forKey: FieldName("description")) ?? ""
    creature = try container.decodeIfPresent(Creature.self, forKey: FieldName("creature")) ?? .none
    effects = try container.decodeIfPresent([Effect].self, forKey: FieldName("effects")) ?? []
    otherFields = try UnknownFields(from: decoder, known: Self.known)
  }

  /// The dream as the journal holds it: every field it was read with, and its own.
  public func encode(to encoder: any Encoder) throws {
    try otherFields.encode(to: encoder)
    var container = encoder.container(keyedBy: FieldName.self)
    try container.encode(title, forKey: FieldName("title"))
    try container.encode(description, forKey: FieldName("description"))
    try container.encode(creature, forKey: FieldName("creature"))
    try container.encode(effects, forKey: FieldName("effects"))
  }
}

/// The creature a dream featured: one this version knows, or one a newer version wrote.
public enum Creature: Hashable, Sendable, JournalName {
  case none, unicorn, dragon, owl, cat, whale
  /// A creature a newer version of the journal knows: kept as it was written.
  case other(String)

  /// The creatures this version knows, as the menu offers them.
  public static let allCases: [Creature] = [.none, .unicorn, .dragon, .owl, .cat, .whale]

  /// Its name in the journal and on screen.
  public var rawValue: String {
    switch self {
    case .none: "none"
    case .unicorn: "unicorn"
    case .dragon: "dragon"
    case .owl: "owl"
    case .cat: "cat"
    case .whale: "whale"
    case .other(let name): name
    }
  }
}

/// What happened in a dream: one this version knows, or one a newer version wrote.
public enum Effect: Hashable, Sendable, JournalName {
  case flying, falling, lucid, recurring, nightmare, talkingAnimals
  /// An effect a newer version of the journal knows: kept as it was written.
  case other(String)

  /// The effects this version knows, as the editor offers them.
  public static let allCases: [Effect] = [.flying, .falling, .lucid, .recurring, .nightmare, .talkingAnimals]

  /// Its name in the journal and on screen.
  public var rawValue: String {
    switch self {
    case .flying: "flying"
    case .falling: "falling"
    case .lucid: "lucid"
    case .recurring: "recurring"
    case .nightmare: "nightmare"
    case .talkingAnimals: "talking animals"
    case .other(let name): name
    }
  }
}

/// A name the journal holds as text (a creature, an effect): one this version knows, or one a
/// newer version wrote, kept as it was written and written back the same.
public protocol JournalName: Codable, CaseIterable where AllCases == [Self] {
  /// Its name in the journal and on screen.
  var rawValue: String { get }
  /// One a newer version of the journal knows, by its name.
  static func other(_ name: String) -> Self
}

extension JournalName {
  /// The one called `rawValue`: a known one, else one kept as it was written.
  public init(rawValue: String) {
    self = Self.allCases.first { $0.rawValue == rawValue } ?? .other(rawValue)
  }

  /// Whether this version knows it.
  public var isKnown: Bool { Self.allCases.contains { $0.rawValue == rawValue } }

  /// The one named in the journal, known or not.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Its name, as the journal holds it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// A field's name in the journal, any name.
private struct FieldName: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
