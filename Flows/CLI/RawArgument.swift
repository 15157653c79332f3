/// A command-line argument as the program was given it. The parser hands arguments on as
/// Strings, where each byte that is not UTF-8 is replaced: a path holding one would name another
/// file. The raw bytes are found again among the program's own, and shown with such bytes
/// written `\xHH`.
///
/// ```swift
/// let path = RawArgument(file)  // file: "caf\u{FFFD}.db", given as the bytes "caf\xE9.db"
/// path.bytes  // [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x64, 0x62]
/// path.shown  // "caf\\xE9.db"
/// ```
struct RawArgument {
  /// The argument's bytes, as the system takes them.
  let bytes: [UInt8]

  /// The argument the parser read as `text`: the first of the program's arguments that reads as
  /// it, else `text` itself (an argument from elsewhere: a transcript's header).
  init(_ text: String) {
    bytes = Self.given.first { String(decoding: $0, as: UTF8.self) == text } ?? Array(text.utf8)
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The bytes as text: UTF-8 as it is, each byte that is not written `\xHH` (the caller escapes
  /// control characters as it shows the text).
  var shown: String {
    var shown = ""
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &input) {
      case .valid(let encoded):
        shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { shown += "\\x" + String(byte, radix: 16, uppercase: true) }
        offset += length
      case .emptyInput:
        return shown
      }
    }
  }

  /// The argument, a relative path read from `folder`; a path from the root as it is.
  func resolved(from folder: String) -> RawArgument {
    guard bytes.first != UInt8(ascii: "/") else { return self }
    return RawArgument(bytes: Array(folder.utf8) + [UInt8(ascii: "/")] + bytes)
  }

  /// The program's arguments, as the system gave them.
  private static var given: [[UInt8]] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        Array(UnsafeBufferPointer(start: argument, count: Platform.length(of: argument))).map { UInt8(bitPattern: $0) }
      }
    }
  }
}
