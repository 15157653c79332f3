/// A regular expression the fields are split at, read and matched as Go's (``GoRegex``), on a
/// line's scalars (a byte that is not UTF-8 is one U+FFFD, as Go reads it).
struct FieldPattern: Sendable, Equatable {
  let source: String
  private let regex: GoRegex

  init?(_ source: String) {
    guard let regex = GoRegex(source) else { return nil }
    self.source = source
    self.regex = regex
  }

  static func == (left: FieldPattern, right: FieldPattern) -> Bool { left.source == right.source }

  /// The stretches of `line` that match, as byte offsets, one after the other.
  func matches(in line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var scalars: [Unicode.Scalar] = []
    // Where each scalar starts, and where the line ends.
    var starts: [Int] = []
    scalars.reserveCapacity(line.count)
    starts.reserveCapacity(line.count + 1)
    var offset = 0
    while offset < line.count {
      let (scalar, length) = Self.decode(line, at: offset)
      scalars.append(scalar)
      starts.append(offset)
      offset += length
    }
    starts.append(line.count)
    return regex.matches(in: scalars).map { starts[$0.lowerBound]..<starts[$0.upperBound] }
  }

  /// The scalar at `offset` and its length in bytes, as Go's `utf8.DecodeRune` reads it: a byte
  /// that starts no valid sequence is U+FFFD, one byte long.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[offset]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let (length, low, minimum): (Int, UInt8, UInt32) =
      switch lead {
      case 0xC2...0xDF: (2, 0x1F, 0x80)
      case 0xE0...0xEF: (3, 0x0F, 0x800)
      case 0xF0...0xF4: (4, 0x07, 0x10000)
      default: (0, 0, 0)
      }
    guard length > 0, offset + length <= bytes.count else { return ("\u{FFFD}", 1) }
    var value = UInt32(lead & low)
    for index in 1..<length {
      let byte = bytes[offset + index]
      guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
    return (scalar, length)
  }

  /// Where each match ends: where a field ends.
  func delimiterEnds(in line: UnsafeBufferPointer<UInt8>) -> [Int] {
    matches(in: line).map(\.upperBound)
  }
}
