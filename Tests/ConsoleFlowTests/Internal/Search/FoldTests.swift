import Testing

@testable import ConsoleFlow

/// The two folds pinned on hostile text: the accent fold a search applies scalar by scalar as fzf
/// does, and the key a name is looked up by, from a string or from bytes that may not be UTF-8.
/// The expected values are what the folds answered before they were merged into one type each.
@Suite("Folds")
struct FoldTests {
  /// Every value's accent fold, digested (FNV-1a over each answer): every scalar, surrogates and
  /// values past the last scalar, as lines' bytes may decode to.
  @Test("the accent fold answers for every scalar what it always did, fullwidth ASCII now ASCII")
  func accentFoldOfEveryScalar() {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    var changed = 0
    for value in Array(UInt32(0)..<0x11_0000) + [0xD800, 0xDFFF, 0x11_0000, 0xFFFF_FFFF] {
      let folded = AccentFold.folded(value)
      if folded != value { changed += 1 }
      digest = (digest ^ UInt64(folded)) &* 0x100_0000_01b3
    }
    #expect(changed == 461 + 94, "and the 94 fullwidth ASCII forms")
    #expect(String(digest, radix: 16) == "e25b96b72610d8c1")
  }

  @Test(
    "the accent fold as fzf folds: one scalar to one ASCII letter, or itself",
    arguments: [
      ("ö", "o"), ("Ö", "O"), ("\u{308}", "\u{308}"), ("ß", "s"), ("ẞ", "ẞ"), ("İ", "I"), ("ı", "i"), ("Ｆ", "F"),
      ("ｚ", "z"), ("～", "~"), ("！", "!"), ("｟", "｟"), ("\u{FF00}", "\u{FF00}"),
      ("ŀ", "l"), ("ↄ", "c"), ("ᴀ", "A"), ("\u{363}", "a"), ("Æ", "Æ"), ("Ø", "O"), ("Ł", "Ł"), ("ł", "l"),
      ("東", "東"), ("🎸", "🎸"), ("\u{FFFD}", "\u{FFFD}"),
    ])
  func accentFold(scalar: Unicode.Scalar, folded: Unicode.Scalar) {
    #expect(AccentFold.folded(scalar.value) == folded.value)
  }

  /// Hostile names and their keys: composed and decomposed accents, ß and ẞ, Turkish dotted and
  /// dotless i, CJK, full width, emoji sequences, ligatures, letters no table folds, controls.
  static let names: [(String, String)] = [
    ("Motörhead", "motorhead"), ("Moto\u{308}rhead", "motorhead"), ("MÖTLEY CRÜE", "motley crue"),
    ("Straße", "strasse"), ("STRASSE", "strasse"), ("ß", "ss"), ("ẞ", "ss"), ("İstanbul", "istanbul"),
    ("ıi", "ıi"), ("IİıI", "iiıi"), ("東京 Tokyo", "東京 tokyo"), ("Ｆｕｌｌ", "full"),
    ("👩‍👩‍👧 family", "👩‍👩‍👧 family"), ("🎸 rock", "🎸 rock"), ("🇩🇪", "🇩🇪"), ("Ǆemal", "ǆemal"), ("ﬁne", "fine"),
    ("Å", "a"), ("K", "k"), ("e\u{301}", "e"), ("\u{301}", "\u{301}"), ("a\u{301}\u{302}\u{303}", "a"),
    ("Ørsted", "ørsted"), ("Łódź", "łodz"), ("Þór", "þor"), ("Æon", "æon"), ("œuvre", "œuvre"), ("Ǣ", "æ"),
    ("ǅ", "ǆ"), ("ﬀ", "ff"), ("ŉ", "ʼn"), ("ſ", "s"), ("Ωμέγα", "ωμεγα"), ("Ĳssel", "ĳssel"), ("Đorđe", "đorđe"),
    ("Ħ", "ħ"), ("ŀ", "ŀ"), ("\u{2184}", "\u{2184}"), ("\u{363}", "\u{363}"), ("ɐ", "ɐ"), ("ᴀ", "ᴀ"), ("Ḁ", "a"),
    ("ǰ", "j"), ("x\u{36F}y", "xy"), ("\u{370}", "\u{371}"), ("ⱥ", "ⱥ"), ("", ""), ("\t", "\t"), ("a\u{0}b", "a\u{0}b"),
    ("\u{FEFF}bom", "\u{FEFF}bom"), ("\u{FFFD}", "\u{FFFD}"),
  ]

  @Test("a name's key from its string and from its bytes", arguments: names)
  func nameKey(name: String, key: String) {
    #expect(SearchKey.of(name) == key)
    #expect(Self.keyBytes(Array(name.utf8)) == Array(key.utf8))
  }

  /// Bytes that are not UTF-8, where a list's labels are bytes held in place: each malformed
  /// sequence keys as U+FFFD replacements, as Swift decodes them.
  @Test(
    "a key from bytes that are not UTF-8",
    arguments: [
      ([0xFF], "\u{FFFD}"), ([0xC3], "\u{FFFD}"), ([0xC3, 0x28], "\u{FFFD}("), ([0xE2, 0x82], "\u{FFFD}"),
      ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"), ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0x61, 0x62, 0x80], "ab\u{FFFD}"),
      ([0xF8, 0x88, 0x80, 0x80, 0x80], String(repeating: "\u{FFFD}", count: 5)),
      ([0x4D, 0xC3, 0xB6, 0xFF, 0x54], "mo\u{FFFD}t"),
      ([0xC3, 0xB6, 0xC3], "o\u{FFFD}"), ([0xF4, 0x90, 0x80, 0x80], String(repeating: "\u{FFFD}", count: 4)),
      ([0xC1, 0xBF], "\u{FFFD}\u{FFFD}"), ([0xE0, 0x80, 0xAF], "\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0xC3, 0x96, 0xCC, 0x88, 0x80], "o\u{FFFD}"),
    ] as [([UInt8], String)])
  func nameKeyOfInvalidBytes(bytes: [UInt8], key: String) {
    #expect(Self.keyBytes(bytes) == Array(key.utf8))
  }

  private static func keyBytes(_ utf8: [UInt8]) -> [UInt8] {
    var key: [UInt8] = []
    utf8.withUnsafeBufferPointer { SearchKey.append(keyOf: $0, to: &key) }
    return key
  }
}
