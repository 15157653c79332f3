/// Words quoted for a POSIX shell, so a command line shown to a user can be pasted back as is and
/// gives back the exact bytes.
enum ShellWord {
  /// `word` as the shell reads it back: left bare when it holds only characters no shell treats
  /// specially; in single quotes, each `'` written `'\''`; and where it holds a character that a
  /// terminal would not show as itself (a tab, a newline, an escape, a bidirectional mark), in
  /// `$'…'` with that character's bytes written `\xHH`, so what is shown is what is pasted.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
    if plain { return word }
    guard word.unicodeScalars.contains(where: TerminalText.isUnsafe) else {
      return "'" + word.replacing("'", with: "'\\''") + "'"
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
}
