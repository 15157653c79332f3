// A line's UTF-8 bytes decoded into scalars for matching, as Swift decodes them.

extension CompiledPattern {
  /// Decodes the UTF-8 `line` into `scalars` (as many as it has bytes), answering how many
  /// there are: well-formed sequences at once, anything else as Swift decodes it (U+FFFD for
  /// each maximal invalid part).
  static func decode(_ line: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>)
    -> Int
  {
    var count = 0
    var index = 0
    while index < line.count {
      let lead = UInt32(line[index])
      var value = lead
      var length = 1
      if lead >= 0x80 {
        length = lead >= 0xF5 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, index + length <= line.count else { return slowDecode(line, into: scalars) }
        value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
          let byte = UInt32(line[index + offset])
          guard byte & 0xC0 == 0x80 else { return slowDecode(line, into: scalars) }
          value = value << 6 | byte & 0x3F
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let least: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= least, value <= 0x10FFFF, value & 0xFFFFF800 != 0xD800 else {
          return slowDecode(line, into: scalars)
        }
      }
      scalars[count] = value
      count += 1
      index += length
    }
    return count
  }

  private static func slowDecode(
    _ line: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>
  ) -> Int {
    var count = 0
    for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
      scalars[count] = scalar.value
      count += 1
    }
    return count
  }
}
