/// Text from data made safe to send to a terminal: control characters, escape sequences and
/// bidirectional overrides are shown escaped (`\e`, `\t`, `\u{202E}`), never sent raw.
enum TerminalText {
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
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

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates can reorder what follows them on the line.
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
