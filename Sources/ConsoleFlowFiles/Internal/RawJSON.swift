import Foundation

/// A JSON document's bytes and where each value in it lies, so a value can be written back as the
/// very text it was read as (`1.0` stays `1.0`, `12345678901234567890` stays as it is). A decoder
/// finds it in its `userInfo`; ``UnknownFields`` looks a field up by its coding path.
final class RawJSON: Sendable {
  /// The key under which a decoder's `userInfo` holds the document.
  static let key = userInfoKey("consoleflow.rawJSON")

  /// A value's place in the text: its bytes, and for an object or a list, its members'.
  indirect enum Node: Sendable {
    case object([String: Node], Range<Int>)
    case list([Node], Range<Int>)
    case scalar(Range<Int>)

    var range: Range<Int> {
      switch self {
      case .object(_, let range), .list(_, let range), .scalar(let range): range
      }
    }
  }

  let bytes: [UInt8]
  let root: Node?

  /// The document in `data`; a text that is no JSON has no nodes (its decoding fails anyway).
  init(_ data: Data) {
    bytes = Array(data)
    var scanner = Scanner(bytes: bytes)
    root = scanner.value()
  }

  /// The text of the value at `path`, as it was read; nil when there is none.
  func text(at path: [any CodingKey]) -> String? {
    var node = root
    for key in path {
      switch node {
      case .object(let members, _)?: node = members[key.stringValue]
      case .list(let elements, _)?:
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        node = elements[index]
      default: return nil
      }
    }
    return node.map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }

  /// A scanner that finds where values lie; nil for text that is no JSON.
  private struct Scanner {
    let bytes: [UInt8]
    var at = 0

    mutating func value() -> Node? {
      skipSpace()
      guard at < bytes.count else { return nil }
      let start = at
      switch bytes[at] {
      case UInt8(ascii: "{"):
        at += 1
        var members: [String: Node] = [:]
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
          at += 1
          return .object(members, start..<at)
        }
        while true {
          skipSpace()
          let keyStart = at
          guard string() else { return nil }
          let name = try? JSONDecoder().decode(String.self, from: Data(bytes[keyStart..<at]))
          skipSpace()
          guard let name, at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
          at += 1
          guard let member = value() else { return nil }
          members[name] = member
          guard let end = separator(closing: "}") else { return nil }
          if end { return .object(members, start..<at) }
        }
      case UInt8(ascii: "["):
        at += 1
        var elements: [Node] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
          at += 1
          return .list(elements, start..<at)
        }
        while true {
          guard let element = value() else { return nil }
          elements.append(element)
          guard let end = separator(closing: "]") else { return nil }
          if end { return .list(elements, start..<at) }
        }
      case UInt8(ascii: "\""):
        return string() ? .scalar(start..<at) : nil
      default:
        // A number, true, false or null: up to the next separator.
        while at < bytes.count, !Self.ends.contains(bytes[at]) { at += 1 }
        return at > start ? .scalar(start..<at) : nil
      }
    }

    /// After a member: true at the closing bracket, false at a comma, nil at anything else.
    private mutating func separator(closing: Unicode.Scalar) -> Bool? {
      skipSpace()
      guard at < bytes.count else { return nil }
      defer { at += 1 }
      if bytes[at] == UInt8(ascii: closing) { return true }
      return bytes[at] == UInt8(ascii: ",") ? false : nil
    }

    /// Skips a string, its escapes included; false when it does not end.
    private mutating func string() -> Bool {
      guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return false }
      at += 1
      while at < bytes.count {
        switch bytes[at] {
        case UInt8(ascii: "\\"): at += 2
        case UInt8(ascii: "\""):
          at += 1
          return true
        default: at += 1
        }
      }
      return false
    }

    private mutating func skipSpace() {
      while at < bytes.count, Self.space.contains(bytes[at]) { at += 1 }
    }

    private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    private static let ends: Set<UInt8> = space.union([UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")])
  }
}

/// The raw texts an encoding writes in place of placeholders: ``UnknownFields`` encodes each as
/// a unique string, which ``JSONFile`` replaces with the text once the document is encoded.
final class RawSlots: @unchecked Sendable {
  /// The key under which an encoder's `userInfo` holds the slots.
  static let key = userInfoKey("consoleflow.rawSlots")

  private let lock = NSLock()
  private var texts: [String] = []
  private let prefix = "@consoleflow-raw-\(UUID().uuidString)-"

  /// The placeholder for `text`.
  func placeholder(for text: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    texts.append(text)
    return prefix + String(texts.count - 1) + "@"
  }

  /// `encoded` with every quoted placeholder replaced by its text.
  func filling(_ encoded: Data) -> Data {
    lock.lock()
    defer { lock.unlock() }
    guard !texts.isEmpty else { return encoded }
    var text = String(decoding: encoded, as: UTF8.self)
    for (index, raw) in texts.enumerated().reversed() {
      text = text.replacingOccurrences(of: "\"\(prefix)\(index)@\"", with: raw)
    }
    return Data(text.utf8)
  }
}

/// The `userInfo` key `name` (a key made from any text is one).
private func userInfoKey(_ name: String) -> CodingUserInfoKey {
  guard let key = CodingUserInfoKey(rawValue: name) else { preconditionFailure("no user-info key \(name)") }
  return key
}
