/// Text from data made safe to send to a terminal: control characters, escape sequences and
/// bidirectional overrides are shown escaped (`\e`, `\t`, `\u{202E}`), never sent raw.
enum TerminalText {
  static func escaped(_ text: String) -> String {
    guard mayBeUnsafe(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// A quick look at the bytes: every unsafe scalar starts with a C0 byte, DEL, 0xC2 (C1
  /// controls) or 0xE2 (the bidirectional marks), so text without those is safe.
  private static func mayBeUnsafe(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return true }
      return false
    }
  }

  /// The escaped text and how many cells it takes, from one look at its bytes when it is
  /// plain ASCII (the common case on the hot path of rendering a list).
  static func escapedWithLength(_ text: String) -> (text: String, length: Int) {
    var copy = text
    let plain = copy.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
      return true
    }
    if plain { return (text, text.utf8.count) }
    let safe = escaped(text)
    return (safe, DisplayWidth.of(safe))
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates can reorder what follows them on the line.
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
