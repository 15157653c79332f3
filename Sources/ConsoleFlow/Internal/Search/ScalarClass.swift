/// What a scalar is, for where words start: the kinds fzf tells apart, in its order (white
/// space, then other non-word scalars, then delimiters are the boundaries).
enum ScalarClass: UInt8, Comparable {
  case white
  case nonWord
  case delimiter
  case lower
  case upper
  case letter
  case number

  static func < (left: ScalarClass, right: ScalarClass) -> Bool { left.rawValue < right.rawValue }

  /// Whether a word may start after a scalar of this class.
  var isBoundary: Bool { self <= .delimiter }

  @inline(__always)
  static func of(_ value: UInt32) -> ScalarClass {
    if value < 0x80 { return ascii(value) }
    if value < UInt32(table.count) { return table[Int(value)] }
    return computed(value)
  }

  /// The classes of the scalars up to U+24FF, where most letters of most lines are.
  private static let table: [ScalarClass] = (0..<0x2500).map { computed(UInt32($0)) }

  private static func computed(_ value: UInt32) -> ScalarClass {
    if value < 0x80 { return ascii(value) }
    guard let scalar = Unicode.Scalar(value) else { return .nonWord }
    switch scalar.properties.generalCategory {
    case .lowercaseLetter: return .lower
    case .uppercaseLetter: return .upper
    case .decimalNumber, .letterNumber, .otherNumber: return .number
    case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
    default: return isSpace(value) ? .white : .nonWord
    }
  }

  /// White space as Go's `unicode.IsSpace` has it, which fzf's matches trim.
  static func isSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0: return true
    case 0..<0x100: return false
    default: return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }
  }

  /// The class of an ASCII scalar: a switch, not a table, as a global table is reached through a
  /// lazy initializer's check on every look-up.
  @inline(__always)
  private static func ascii(_ value: UInt32) -> ScalarClass {
    switch value {
    case 0x61...0x7A: .lower
    case 0x41...0x5A: .upper
    case 0x30...0x39: .number
    case 0x09...0x0D, 0x20: .white
    case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: .delimiter
    default: .nonWord
    }
  }
}
