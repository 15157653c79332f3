/// Case as a search ignores it, scalar by scalar as fzf does: a lower case that maps one scalar to
/// one (no special casing). Scalars are their `UInt32` values, as lines are matched; accents are
/// folded by ``AccentFold``, words told apart by ``ScalarClass``.
enum CaseFold {
  /// The scalar in lower case: ASCII at once, others by a table of the scalars up to U+24FF,
  /// Unicode's own mapping beyond (its first scalar, where it maps to several).
  static func lowered(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value &- 0x41 < 26 ? value + 0x20 : value }
    if value < UInt32(table.count) { return table[Int(value)] }
    return computed(value)
  }

  /// Whether the scalar is an upper-case letter (general category Lu): the in-order match lowers
  /// only those, as fzf's does.
  static func isUpper(_ value: UInt32) -> Bool {
    if value < 0x80 { return value &- 0x41 < 26 }
    if value < UInt32(upper.count) { return upper[Int(value)] }
    return computedIsUpper(value)
  }

  private static let table: [UInt32] = (0..<0x2500).map { computed(UInt32($0)) }
  /// Whether each scalar up to U+24FF is upper case: read for every scalar a fuzzy term meets.
  private static let upper: [Bool] = (0..<0x2500).map { computedIsUpper(UInt32($0)) }

  private static func computedIsUpper(_ value: UInt32) -> Bool {
    Unicode.Scalar(value)?.properties.generalCategory == .uppercaseLetter
  }

  private static func computed(_ value: UInt32) -> UInt32 {
    guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return value }
    return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
  }
}
