import Foundation

/// The keys names are compared by, ignoring case, accents and width as Foundation folds them:
/// "Motörhead" and "motorhead" have one key. Names are looked up by keys; a filter folds accents
/// by fzf's rules instead (``AccentFold``). A key is made from a string, or from bytes held in
/// place that may not be UTF-8 (each malformed sequence keyed as U+FFFD).
enum SearchKey {
  static func of(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Appends to `bytes` the key of the text whose UTF-8 bytes are `utf8`, the key ``of(_:)``
  /// makes: ASCII and the Latin letters most names hold folded byte by byte, anything else by
  /// ``of(_:)`` itself.
  static func append(keyOf utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    if utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in utf8 { bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) }
    } else if let latin = latinKey(utf8) {
      bytes.append(contentsOf: latin)
    } else {
      bytes.append(contentsOf: of(String(decoding: utf8, as: UTF8.self)).utf8)
    }
  }

  /// Appends to `bytes` the key of `text`, made from its UTF-8 bytes as above.
  static func append(keyOf text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { append(keyOf: $0, to: &bytes) }
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

  /// The key of each scalar below U+0370 that ``of(_:)`` folds to ASCII, nil for the others: each
  /// letter from U+00C0 to U+024F and each combining mark from U+0300 to U+036F, folded once by
  /// ``of(_:)`` itself, its answer kept when it is ASCII.
  private static let latinKeys: [[UInt8]?] = (0..<0x370).map { value in
    guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return nil }
    let isLetter = (0xC0...0x24F).contains(value) && value != 0xD7 && value != 0xF7
    guard isLetter || (0x300...0x36F).contains(value) else { return nil }
    let folded = Array(of(String(scalar)).utf8)
    return folded.allSatisfy { $0 < 0x80 } ? folded : nil
  }

  /// The key of a text of ASCII and the Latin letters ``latinKeys`` holds, scalar by scalar; nil
  /// when it holds any other scalar (or malformed UTF-8), for ``of(_:)`` to fold whole.
  private static func latinKey(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
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
      guard value < latinKeys.count, let folded = latinKeys[value] else { return nil }
      result += folded
      index += 2
    }
    return result
  }
}

/// One label's key made at a time: for a list of label bytes, which keeps no table of every
/// label's key (a name looked up among a million lines).
final class FoldedLabel {
  private var folded: [UInt8] = []
  private var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

  deinit { buffer.deallocate() }

  /// The folded key of the label whose UTF-8 bytes are `label`; valid until the next call.
  func fold(_ label: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    folded.removeAll(keepingCapacity: true)
    SearchKey.append(keyOf: label, to: &folded)
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
