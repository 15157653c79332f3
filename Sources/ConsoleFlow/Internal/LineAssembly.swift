/// A list's or a table's row made in one go from spaces and texts, written straight into the new
/// string's storage: this runs for every row of every page, and appending strings piece by piece
/// costs several allocations.
package enum LineAssembly {
  /// An item's number as a line holds it: plain digits are written straight into the line, with
  /// no string made for them (every row of every page has one).
  enum Number {
    case digits(Int)
    case painted(String)

    var count: Int {
      switch self {
      case .digits(let number): decimalDigits(number)
      case .painted(let text): text.utf8.count
      }
    }
  }

  /// How many characters `number` takes written in decimal, its sign included.
  package static func decimalDigits(_ number: Int) -> Int {
    (number < 0 ? 1 : 0) + ConsoleFlow.decimalDigits(number.magnitude)
  }

  /// One line: `first` spaces, the number, `second` spaces, the label, then (when there is one)
  /// `third` spaces and the detail.
  static func line(
    spaces first: Int, _ number: Number, spaces second: Int, _ label: String, spaces third: Int, _ detail: String
  ) -> String {
    assemble(spaces: first, number, spaces: second, label, spaces: third, detail)
  }
}

private func decimalDigits(_ magnitude: UInt) -> Int {
  var digits = 1
  var rest = magnitude
  while rest >= 10 {
    rest /= 10
    digits += 1
  }
  return digits
}

private func assemble(
  spaces first: Int, _ number: LineAssembly.Number, spaces second: Int, _ label: String, spaces third: Int,
  _ detail: String
) -> String {
  let total = first + number.count + second + label.utf8.count + third + detail.utf8.count
  return String(unsafeUninitializedCapacity: total) { buffer in
    guard let start = buffer.baseAddress else { return 0 }
    var cursor = start
    cursor = writeSpaces(first, at: cursor)
    switch number {
    case .digits(let value): cursor = writeDigits(value, at: cursor)
    case .painted(let text): cursor = write(text, at: cursor)
    }
    cursor = writeSpaces(second, at: cursor)
    cursor = write(label, at: cursor)
    if !detail.isEmpty {
      cursor = writeSpaces(third, at: cursor)
      cursor = write(detail, at: cursor)
    }
    return cursor - start
  }
}

private func writeSpaces(_ count: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
  cursor.initialize(repeating: 0x20, count: count)
  return cursor + count
}

private func writeDigits(_ number: Int, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
  var cursor = cursor
  if number < 0 {
    cursor.initialize(to: UInt8(ascii: "-"))
    cursor += 1
  }
  var rest = number.magnitude
  let count = ConsoleFlow.decimalDigits(rest)
  for place in stride(from: count - 1, through: 0, by: -1) {
    (cursor + place).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
    rest /= 10
  }
  return cursor + count
}

private func write(_ text: String, at cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
  var text = text
  return text.withUTF8 { bytes in
    guard let source = bytes.baseAddress else { return cursor }
    cursor.initialize(from: source, count: bytes.count)
    return cursor + bytes.count
  }
}
