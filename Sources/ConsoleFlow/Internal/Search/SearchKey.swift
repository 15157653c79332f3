import Foundation

/// The keys names are compared by, ignoring case, accents and width: "Motörhead" and "motorhead"
/// have one key. Names are looked up by keys (filters follow ``SearchPattern``'s own rules).
enum SearchKey {
  static func of(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The byte offset where `needle` first stands in `haystack`, if it does.
  static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = needle.first else { return 0 }
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      var offset = 1
      while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return start }
    }
    return nil
  }
}

/// The folded labels of a list, computed once when a name first needs them and
/// shared by every later state of the same screen (states are copied at each step). They are kept
/// in one buffer of bytes, not a string each: a million labels cost their bytes and an offset.
final class SearchKeyCache: Sendable {
  private let keys = Locked<FoldedKeys>(FoldedKeys())

  /// The folded label of every element, in order. A list whose elements are still arriving
  /// only grows: the keys of the elements seen before are kept and the new ones added.
  func all<Elements: Collection>(_ elements: Elements, label: (Elements.Element) -> String) -> FoldedKeys {
    keys.withLock { keys in
      if keys.count >= elements.count { return keys }
      keys.reserve(elements.count)
      for element in elements.dropFirst(keys.count) { keys.append(label(element)) }
      return keys
    }
  }
}

/// One label folded at a time, as ``FoldedKeys`` folds it: for a list of label bytes, which keeps
/// no folded copy of every label (a name looked up among a million lines).
final class FoldedLabel {
  private var folded: [UInt8] = []
  private var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

  deinit { buffer.deallocate() }

  /// The folded key of the label whose UTF-8 bytes are `label`; valid until the next call.
  func fold(_ label: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    folded.removeAll(keepingCapacity: true)
    FoldedKeys.fold(label, into: &folded)
    reserve(folded.count)
    _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<folded.count]).initialize(from: folded)
    return UnsafeBufferPointer(rebasing: buffer[0..<folded.count])
  }

  private func reserve(_ count: Int) {
    guard count > buffer.count else { return }
    buffer.deallocate()
    buffer = .allocate(capacity: count)
  }
}

/// Folded labels in one buffer (``Texts``): each one's bytes, and where each ends.
struct FoldedKeys: Sendable {
  private var texts = Texts()

  var count: Int { texts.count }

  mutating func reserve(_ count: Int) {
    texts.reserve(count)
  }

  /// Adds the key of `label`.
  mutating func append(_ label: String) {
    var label = label
    texts.append { bytes in label.withUTF8 { Self.fold($0, into: &bytes) } }
  }

  /// Appends to `bytes` the key of the label whose UTF-8 bytes are `utf8`: ASCII, and Latin
  /// letters with accents, folded byte by byte (``LatinFolding``), anything else by ``SearchKey``.
  static func fold(_ utf8: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8]) {
    if utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in utf8 { bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) }
    } else if let latin = LatinFolding.folded(utf8) {
      bytes.append(contentsOf: latin)
    } else {
      bytes.append(contentsOf: SearchKey.of(String(decoding: utf8, as: UTF8.self)).utf8)
    }
  }

  /// The key at `index`, as a string.
  subscript(index: Int) -> String {
    withKeys { keys in String(decoding: keys(index), as: UTF8.self) }
  }

  /// Runs `body` with a function that answers each key's bytes in place.
  func withKeys<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    texts.withTexts(body)
  }
}

/// Folding for the Latin letters most names hold, scalar by scalar: each letter from U+00C0 to
/// U+024F and each combining mark from U+0300 to U+036F, folded once by ``SearchKey`` itself,
/// whose answers are kept when they are ASCII. A line with any other non-ASCII scalar is left to
/// ``SearchKey`` whole.
enum LatinFolding {
  /// The ASCII folding of each scalar below U+0370, nil where it is not ASCII.
  private static let table: [[UInt8]?] = (0..<0x370).map { value in
    guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return nil }
    let isLetter = (0xC0...0x24F).contains(value) && value != 0xD7 && value != 0xF7
    guard isLetter || (0x300...0x36F).contains(value) else { return nil }
    let folded = Array(SearchKey.of(String(scalar)).utf8)
    return folded.allSatisfy { $0 < 0x80 } ? folded : nil
  }

  /// The line folded to lower-case ASCII, or nil when it holds a scalar the table does not fold.
  static func folded(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    result.reserveCapacity(line.count)
    var index = 0
    while index < line.count {
      let byte = line[index]
      if byte < 0x80 {
        result.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        index += 1
        continue
      }
      // Two-byte UTF-8 covers U+0080 to U+07FF: anything longer, or malformed, is not folded here.
      guard byte & 0xE0 == 0xC0, index + 1 < line.count, line[index + 1] & 0xC0 == 0x80 else { return nil }
      let value = Int(byte & 0x1F) << 6 | Int(line[index + 1] & 0x3F)
      guard value < table.count, let folded = table[value] else { return nil }
      result += folded
      index += 2
    }
    return result
  }
}
