extension ShellWord {
  /// `bytes` as a POSIX shell (dash too) reads them back exactly: left bare when they hold only
  /// characters no shell treats specially; otherwise in single quotes, each `'` written `'\''`
  /// and a newline as itself; each byte that is not UTF-8 and each character a terminal would not
  /// show as itself (a tab, an escape, a bidirectional mark) written `"$(printf '\ooo')"`, in octal.
  package static func posixQuoted(bytes: [UInt8]) -> String {
    let word = String(decoding: bytes, as: UTF8.self)
    if Array(word.utf8) == bytes && !word.contains("\n") && !word.unicodeScalars.contains(where: TerminalText.isUnsafe)
    {
      return quoted(word)
    }
    var quoted = ""
    var quoting = false
    var printed: [UInt8] = []
    func flush() {
      guard !printed.isEmpty else { return }
      if quoting { quoted += "'" }
      quoting = false
      quoted += "\"$(printf '" + printed.map { "\\" + octal($0) }.joined() + "')\""
      printed = []
    }
    func take(_ text: String) {
      flush()
      if !quoting { quoted += "'" }
      quoting = true
      quoted += text == "'" ? #"'\''"# : text
    }
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes.makeIterator()
    var offset = 0
    parsing: while true {
      switch parser.parseScalar(from: &input) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar != "\n" && TerminalText.isUnsafe(scalar) { printed += encoded } else { take(String(scalar)) }
        offset += encoded.count
      case .error(let length):
        printed += bytes[offset..<offset + length]
        offset += length
      case .emptyInput:
        break parsing
      }
    }
    flush()
    return quoting ? quoted + "'" : quoted
  }

  /// `byte` in three octal digits, as printf reads `\ooo`.
  private static func octal(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 8)
    return String(repeating: "0", count: 3 - digits.count) + digits
  }
}
