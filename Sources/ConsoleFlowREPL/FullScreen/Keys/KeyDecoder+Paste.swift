// A bracketed paste: its bytes gathered until `CSI 201~` ends it, then made text.

extension KeyDecoder {
  /// The sequence that ends a bracketed paste: `CSI 201~`.
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Takes a byte of a paste, `matched` bytes of its end read before it.
  mutating func takeInPaste(_ byte: UInt8, matched: Int, into events: inout Events) {
    if byte == Self.pasteEnd[matched] {
      guard matched + 1 == Self.pasteEnd.count else {
        state = .paste(matched: matched + 1)
        return
      }
      state = .ground
      events.append(.paste(Self.pastedText(pasted)))
      pasted.removeAll(keepingCapacity: false)
      return
    }
    // What looked like the end was content; the new byte may begin the end again.
    for held in Self.pasteEnd.prefix(matched) { keepPasted(held) }
    if byte == Self.pasteEnd[0] {
      state = .paste(matched: 1)
    } else {
      keepPasted(byte)
      state = .paste(matched: 0)
    }
  }

  /// Keeps a byte of the paste, while it holds less than ``KeyDecoder/pasteLimit``.
  mutating func keepPasted(_ byte: UInt8) {
    if pasted.count < Self.pasteLimit { pasted.append(byte) }
  }

  /// A paste's bytes as text: valid UTF-8 kept, line ends made `\n`, tabs kept, every other
  /// control character dropped.
  static func pastedText(_ bytes: [UInt8]) -> String {
    let decoded = String(decoding: bytes, as: UTF8.self)
    var text = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in decoded.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0D: text.append("\n")
      case 0x0A: if !afterReturn { text.append("\n") }
      case 0x09: text.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFD: break
      default: text.append(scalar)
      }
    }
    return String(text)
  }
}
