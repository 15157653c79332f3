/// The one sanitizer at the terminal's boundary: text from data made safe to send to a terminal,
/// a transcript or stderr. Control characters, escape sequences and bidirectional overrides are
/// shown escaped (`\e`, `\t`, `\u{202E}`), never sent raw. Pages are escaped when rendered;
/// interpreters pass everything else they write (echoed input, messages, errors, diffs) here.
///
/// ```swift
/// TerminalText.escaped("\u{1B}]0;pwned\u{7}") // "\\e]0;pwned\\u{7}"
/// ```
public enum TerminalText {
  /// `text` with every unsafe character shown escaped; safe text comes back unchanged.
  public static func escaped(_ text: String) -> String {
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

  /// Data as a page shows it (a label, a cell, a line of text): a tab as the spaces to the next
  /// stop, every ``tabStop`` cells from the text's start, as a terminal and fzf show it (columns
  /// of `grep -n` or TSV lines stay aligned); the rest escaped as ``escaped(_:)`` escapes it.
  /// Text of several lines (a shell's history entry), shown on one row with its line breaks
  /// escaped, shows its tabs escaped too: stops counted across a `\n` would align nothing. A
  /// carriage return alone (a CRLF file's line) is no break: it shows escaped, the tabs aligned.
  package static func shown(_ text: String) -> String {
    escaped(tabsSpaced(text))
  }

  /// `text` with each tab as the spaces to its next stop, counted as ``shown(_:)`` shows the
  /// rest, which is left as it is: for a label a page shows after a mark of its own (`[x] `),
  /// whose stops count from the label's start, as fzf's do after its marker. Text of several
  /// lines comes back as it is.
  package static func tabsSpaced(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.contains(0x09), !bytes.contains(0x0A) else { return text }
    var result = ""
    var column = 0
    for character in text {
      guard character != "\t" else {
        expandTab(into: &result, at: &column)
        continue
      }
      result.append(character)
      column += DisplayWidth.of(escaped(String(character)))
    }
    return result
  }

  /// A preview's line (a command's output, its colours in it) with each tab as the spaces to
  /// its next stop: its colour sequences take no cells, as a terminal draws them; the rest is
  /// left for the presenter to make safe, as it shows it.
  package static func tabsExpanded(inColoredLine text: String) -> String {
    guard text.utf8.contains(0x09) else { return text }
    var result = ""
    var column = 0
    var inSequence = false
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      if inSequence {
        result.append(character)
        // `Esc [` opens a control sequence, which ends at its final byte (`@` to `~`); Esc and
        // any other character are an escape of their own.
        if previous == "\u{1B}" {
          inSequence = character == "["
        } else if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
          inSequence = false
        }
        continue
      }
      switch character {
      case "\t":
        expandTab(into: &result, at: &column)
      case "\u{1B}":
        result.append(character)
        inSequence = true
      default:
        result.append(character)
        column += DisplayWidth.of(escaped(String(character)))
      }
    }
    return result
  }

  /// How many cells apart tab stops are: a terminal's default, and fzf's.
  static var tabStop: Int { 8 }

  /// A tab at `column` of `text`: the spaces to the next stop written, the column moved there.
  private static func expandTab(into text: inout String, at column: inout Int) {
    let spaces = tabStop - column % tabStop
    text += String(repeating: " ", count: spaces)
    column += spaces
  }

  /// The text as ``shown(_:)`` shows it and how many cells it takes, from one look at its bytes
  /// when it is plain ASCII (the common case on the hot path of rendering a list).
  static func shownWithLength(_ text: String) -> (text: String, length: Int) {
    var copy = text
    let plain = copy.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
      return true
    }
    if plain { return (text, text.utf8.count) }
    let safe = shown(text)
    return (safe, DisplayWidth.of(safe))
  }

  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates can reorder what follows them on the line.
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  // MARK: - Escaping that can be undone

  /// `text` escaped so that ``unescaped(_:)`` gives it back exactly: like ``escaped(_:)``, with
  /// backslashes doubled. Transcript files keep unsafe inputs this way.
  static func reversiblyEscaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if isUnsafe(scalar) {
        result += escaped(String(scalar))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The one-letter escapes and what they stand for.
  private static let simpleEscapes: [Character: String] = [
    "\\": "\\", "e": "\u{1B}", "t": "\t", "n": "\n", "r": "\r",
  ]

  /// The text ``reversiblyEscaped(_:)`` made; an escape it does not know stays as written.
  package static func unescaped(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let slash = rest.firstIndex(of: "\\") {
      result += rest[..<slash]
      rest = rest[rest.index(after: slash)...]
      if let next = rest.first, let character = simpleEscapes[next] {
        result += character
        rest = rest.dropFirst()
      } else if rest.hasPrefix("u{"), let close = rest.firstIndex(of: "}"),
        let value = UInt32(rest[rest.index(rest.startIndex, offsetBy: 2)..<close], radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.unicodeScalars.append(scalar)
        rest = rest[rest.index(after: close)...]
      } else {
        result += "\\"
      }
    }
    return result + rest
  }
}
