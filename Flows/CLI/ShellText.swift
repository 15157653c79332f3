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
}
