/// Words quoted for a POSIX shell, so a command line shown to a user can be pasted back as is and
/// gives back the exact bytes. SPI for the shipped flows' own command lines (`flows check`'s
/// `--at` paths), so one quoter writes every path a user is shown.
@_spi(Flows) public enum ShellWord {
  /// `word` as the shell reads it back: left bare when it holds only characters no shell treats
  /// specially; in single quotes, each `'` written `'\''`; and where it holds a character that a
  /// terminal would not show as itself (a tab, a newline, an escape, a bidirectional mark), in
  /// `$'…'` with that character's bytes written `\xHH`, so what is shown is what is pasted.
  public static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
    if plain { return word }
    guard word.unicodeScalars.contains(where: TerminalText.isUnsafe) else {
      return String(decoding: quoted(bytes: Array(word.utf8)), as: UTF8.self)
    }
    var quoted = "$'"
    for scalar in word.unicodeScalars {
      switch scalar {
      case "\\": quoted += "\\\\"
      case "'": quoted += "\\'"
      case "\t": quoted += "\\t"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case _ where TerminalText.isUnsafe(scalar):
        for byte in String(scalar).utf8 { quoted += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16) }
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "'"
  }

  /// `bytes` in single quotes for a command line a shell runs and no one reads (a preview's
  /// command): every byte stands for itself, whatever it is; a quote in it is closed, escaped
  /// and opened again.
  public static func quoted(bytes: [UInt8]) -> [UInt8] {
    var quoted: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes {
      if byte == UInt8(ascii: "'") { quoted += Array(#"'\''"#.utf8) } else { quoted.append(byte) }
    }
    return quoted + [UInt8(ascii: "'")]
  }
}

extension ShellWord {
  /// Why a line could not be read as shell words.
  enum Unreadable: Error, Equatable {
    /// A quote opened at this character offset is never closed.
    case unclosedQuote(Character, at: Int)
    /// A backslash escape in `$'…'` that ``quoted(_:)`` never writes, at this offset.
    case unknownEscape(String, at: Int)

    /// What is wrong, in words.
    var words: String {
      switch self {
      case .unclosedQuote(let quote, let offset): "the quote \(quote) at character \(offset + 1) is never closed"
      case .unknownEscape(let escape, let offset): "\(escape) at character \(offset + 1) is no escape"
      }
    }
  }

  /// The words of `line` as a POSIX shell reads what ``quoted(_:)`` writes: bare words between
  /// spaces, `'…'`, `$'…'` with its escapes (`\\`, `\'`, `\t`, `\n`, `\r`, `\e`, `\xHH` bytes)
  /// and `\` before a character outside quotes. Words written back to back join.
  static func words(_ line: String) throws(Unreadable) -> [String] {
    let characters = Array(line)
    var words: [String] = []
    var word: [UInt8] = []
    var inWord = false
    var index = 0
    func append(_ text: some StringProtocol) { word += Array(text.utf8) }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case " ", "\t":
        if inWord { words.append(String(decoding: word, as: UTF8.self)) }
        (word, inWord) = ([], false)
        index += 1
      case "'":
        guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
          throw .unclosedQuote("'", at: index)
        }
        append(String(characters[(index + 1)..<close]))
        (inWord, index) = (true, close + 1)
      case "$" where index + 1 < characters.count && characters[index + 1] == "'":
        var cursor = index + 2
        while true {
          guard cursor < characters.count else { throw .unclosedQuote("'", at: index + 1) }
          let next = characters[cursor]
          if next == "'" { break }
          guard next == "\\" else {
            append(String(next))
            cursor += 1
            continue
          }
          guard cursor + 1 < characters.count else { throw .unclosedQuote("'", at: index + 1) }
          let escape = characters[cursor + 1]
          switch escape {
          case "\\", "'", "\"": append(String(escape))
          case "t": append("\t")
          case "n": append("\n")
          case "r": append("\r")
          case "e": append("\u{1B}")
          case "x":
            let digits = String(characters[(cursor + 2)..<min(characters.count, cursor + 4)])
            guard digits.count == 2, let byte = UInt8(digits, radix: 16) else {
              throw .unknownEscape("\\x" + digits, at: cursor)
            }
            word.append(byte)
            cursor += 2
          default: throw .unknownEscape("\\\(escape)", at: cursor)
          }
          cursor += 2
        }
        (inWord, index) = (true, cursor + 1)
      case "\\" where index + 1 < characters.count:
        append(String(characters[index + 1]))
        (inWord, index) = (true, index + 2)
      default:
        append(String(character))
        (inWord, index) = (true, index + 1)
      }
    }
    if inWord { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }
}
