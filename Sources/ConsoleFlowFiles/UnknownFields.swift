import Foundation

/// The fields of a JSON object that this version of a type does not know (a newer version wrote
/// them), each kept as the very text it was read as and written back so: `1.0` stays `1.0`,
/// `12345678901234567890` stays as it is. Read and written byte for byte through a ``JSONFile``;
/// through another coder, each is kept as the value it holds.
///
/// ```swift
/// struct Pet: Codable, Sendable {
///   var name: String
///   var unknown = UnknownFields()
///   private enum CodingKeys: String, CodingKey { case name }
///
///   init(from decoder: any Decoder) throws {
///     name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
///     unknown = try UnknownFields(from: decoder, known: ["name"])
///   }
///
///   func encode(to encoder: any Encoder) throws {
///     var container = encoder.container(keyedBy: CodingKeys.self)
///     try container.encode(name, forKey: .name)
///     try unknown.encode(to: encoder)
///   }
/// }
/// ```
public struct UnknownFields: Sendable, Equatable {
  /// Any field's name, as a coding key.
  package struct Key: CodingKey, Sendable {
    /// The field's name.
    package let stringValue: String
    /// None: fields are named.
    package var intValue: Int? { nil }
    /// The key of the field `name`.
    package init(_ name: String) { stringValue = name }
    /// The key of the field `stringValue`.
    package init?(stringValue: String) { self.stringValue = stringValue }
    /// None: fields are named.
    package init?(intValue: Int) { nil }
  }

  /// Each unknown field's JSON text, by name.
  private var texts: [String: String] = [:]

  /// None.
  public init() {}

  /// The fields of the object `decoder` reads that are not in `known`.
  public init(from decoder: any Decoder, known: Set<String>) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let raw = decoder.userInfo[RawJSON.key] as? RawJSON
    for key in container.allKeys where !known.contains(key.stringValue) {
      if let text = raw?.text(at: container.codingPath + [key]) {
        texts[key.stringValue] = text
      } else {
        let value = try container.decode(JSONValue.self, forKey: key)
        texts[key.stringValue] = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
      }
    }
  }

  /// The names of the fields, sorted.
  public var names: [String] { texts.keys.sorted() }

  /// The JSON text of the field `name`, as it was read; nil when there is no such field.
  public subscript(name: String) -> String? { texts[name] }

  /// Writes the fields into the object `encoder` writes (beside its own fields).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    let slots = encoder.userInfo[RawSlots.key] as? RawSlots
    for name in names {
      guard let text = texts[name] else { continue }
      if let slots {
        try container.encode(slots.placeholder(for: text), forKey: Key(name))
      } else {
        try container.encode(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), forKey: Key(name))
      }
    }
  }
}

/// Any JSON value, for coders that cannot keep a field's text: kept as the value it holds.
private indirect enum JSONValue: Codable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case text(String)
  case list([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let list = try? container.decode([JSONValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .list(let list): try container.encode(list)
    case .object(let object): try container.encode(object)
    }
  }
}
