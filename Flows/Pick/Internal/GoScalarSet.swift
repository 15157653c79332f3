/// A Go character class: ranges of scalars, Unicode classes, each maybe negated, the whole maybe
/// negated, matched with case folded under `(?i)`.
struct GoScalarSet: Sendable {
  enum Member: Sendable {
    case ranges([ClosedRange<UInt32>], negated: Bool)
    case unicode(GoUnicodeClass, negated: Bool)
  }

  var members: [Member]
  /// Under `(?i)`: a scalar is in it when one of its cases is.
  var folds: Bool
  var negated = false
  /// Which ASCII scalars are in it, a bit each (`low` 0 to 63, `high` 64 to 127).
  var asciiMembers: (low: UInt64, high: UInt64) {
    var bits: (low: UInt64, high: UInt64) = (0, 0)
    for value in UInt8(0)..<128 where contains(Unicode.Scalar(value)) {
      if value < 64 { bits.low |= 1 << value } else { bits.high |= 1 << (value - 64) }
    }
    return bits
  }

  /// Go's ASCII word characters (`\w`, `\b`).
  static let wordRanges: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]

  /// Whether `scalar` is an ASCII word character, as Go's `\b` reads it.
  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || value == 0x5F
      || (0x61...0x7A).contains(value)
  }

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let found = holds(scalar) || folds && GoFolding.variants(of: scalar).contains(where: holds)
    return found != negated
  }

  private func holds(_ scalar: Unicode.Scalar) -> Bool {
    members.contains { member in
      switch member {
      case .ranges(let ranges, let negated): ranges.contains { $0.contains(scalar.value) } != negated
      case .unicode(let unicode, let negated): unicode.contains(scalar) != negated
      }
    }
  }
}

/// Go's simple case folding, near enough: two scalars are the same letter when their single
/// lower- or upper-case mappings are.
enum GoFolding {
  static func same(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    first == second || lower(first) == lower(second) || upper(first) == upper(second)
  }

  /// The other cases of `scalar` (its single lower-, upper- and title-case mappings).
  static func variants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    [lower(scalar), upper(scalar), single(scalar.properties.titlecaseMapping) ?? scalar].filter { $0 != scalar }
  }

  private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar.isASCII
      ? Unicode.Scalar(UInt8(scalar.value) | (("A"..."Z").contains(scalar) ? 0x20 : 0))
      : single(scalar.properties.lowercaseMapping) ?? scalar
  }

  private static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar.isASCII
      ? Unicode.Scalar(UInt8(scalar.value) & (("a"..."z").contains(scalar) ? 0xDF : 0xFF))
      : single(scalar.properties.uppercaseMapping) ?? scalar
  }

  private static func single(_ mapping: String) -> Unicode.Scalar? {
    let scalars = mapping.unicodeScalars
    return scalars.count == 1 ? scalars.first : nil
  }
}
