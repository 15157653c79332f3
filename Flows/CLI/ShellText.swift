/// Text quoted for a POSIX shell, so that a command line built from data reads every byte as
/// itself.
enum ShellText {
  /// `bytes` in single quotes: every byte stands for itself; a quote in it is closed, escaped and
  /// opened again.
  static func quoted(_ bytes: [UInt8]) -> [UInt8] {
    var quoted: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes {
      if byte == UInt8(ascii: "'") { quoted += Array(#"'\''"#.utf8) } else { quoted.append(byte) }
    }
    return quoted + [UInt8(ascii: "'")]
  }

  /// `word` as a command line shows it: bare when no shell gives any of its characters a
  /// meaning, in single quotes otherwise.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "%+=:,./_-".unicodeScalars.contains(scalar))
      }
    return plain ? word : String(decoding: quoted(Array(word.utf8)), as: UTF8.self)
  }
}
