/// Words quoted for a POSIX shell, so a command line shown to a user can be pasted back as is.
enum ShellWord {
  /// `word` as the shell reads it back: left bare when it holds only characters no shell treats
  /// specially, else in single quotes, with each `'` written `'\''`.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
    return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
