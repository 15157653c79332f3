@_spi(Flows) import ConsoleFlow
import Synchronization

/// The names Go's `\p{…}` knows (its `unicode` package, Unicode 15): the general categories, their
/// long names, the scripts, and `Any`, letter case aside. A name Swift's `Regex` knows and Go does
/// not (`Alphabetic`, a script's four-letter code) is refused, as Go refuses it.
enum GoUnicodeNames {
  /// The class Go names `name`, when it knows it.
  static func `class`(named name: String) -> GoUnicodeClass? {
    let key = name.lowercased()
    if key == "any" { return .any }
    if let code = categoryCodes[key] { return .categories(categories[code] ?? []) }
    guard let script = scripts.first(where: { $0.lowercased() == key }) else { return nil }
    return GoScript(script).map { .script($0) }
  }

  /// Each category's code (and long name), lower-cased, to its code.
  private static let categoryCodes: [String: String] = {
    var codes: [String: String] = [:]
    for code in categories.keys { codes[code.lowercased()] = code }
    for (name, code) in categoryNames { codes[name.lowercased()] = code }
    return codes
  }()

  /// Go's categories by code, a one-letter one holding all its two-letter ones (`L`: `Lu` `Ll`…;
  /// `C` without `Cn`, as Go's).
  private static let categories: [String: [Unicode.GeneralCategory]] = {
    let two: [String: Unicode.GeneralCategory] = [
      "Lu": .uppercaseLetter, "Ll": .lowercaseLetter, "Lt": .titlecaseLetter, "Lm": .modifierLetter,
      "Lo": .otherLetter, "Mn": .nonspacingMark, "Mc": .spacingMark, "Me": .enclosingMark, "Nd": .decimalNumber,
      "Nl": .letterNumber, "No": .otherNumber, "Pc": .connectorPunctuation, "Pd": .dashPunctuation,
      "Ps": .openPunctuation, "Pe": .closePunctuation, "Pi": .initialPunctuation, "Pf": .finalPunctuation,
      "Po": .otherPunctuation, "Sm": .mathSymbol, "Sc": .currencySymbol, "Sk": .modifierSymbol, "So": .otherSymbol,
      "Zs": .spaceSeparator, "Zl": .lineSeparator, "Zp": .paragraphSeparator, "Cc": .control, "Cf": .format,
      "Cs": .surrogate, "Co": .privateUse, "Cn": .unassigned,
    ]
    var all = two.mapValues { [$0] }
    for letter in ["L", "M", "N", "P", "S", "Z", "C"] {
      all[letter] = two.filter { $0.key.hasPrefix(letter) && $0.key != "Cn" }.map(\.value)
    }
    all["LC"] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
    return all
  }()

  private static let categoryNames = [
    "Cased_Letter": "LC", "Close_Punctuation": "Pe", "Combining_Mark": "M", "Connector_Punctuation": "Pc",
    "Control": "Cc", "Currency_Symbol": "Sc", "Dash_Punctuation": "Pd", "Decimal_Number": "Nd",
    "Enclosing_Mark": "Me", "Final_Punctuation": "Pf", "Format": "Cf", "Initial_Punctuation": "Pi", "Letter": "L",
    "Letter_Number": "Nl", "Line_Separator": "Zl", "Lowercase_Letter": "Ll", "Mark": "M", "Math_Symbol": "Sm",
    "Modifier_Letter": "Lm", "Modifier_Symbol": "Sk", "Nonspacing_Mark": "Mn", "Number": "N",
    "Open_Punctuation": "Ps", "Other": "C", "Other_Letter": "Lo", "Other_Number": "No", "Other_Punctuation": "Po",
    "Other_Symbol": "So", "Paragraph_Separator": "Zp", "Private_Use": "Co", "Punctuation": "P", "Separator": "Z",
    "Space_Separator": "Zs", "Spacing_Mark": "Mc", "Surrogate": "Cs", "Symbol": "S", "Titlecase_Letter": "Lt",
    "Unassigned": "Cn", "Uppercase_Letter": "Lu",
  ]

  private static let scripts = """
    Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Bhaiksuki \
    Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee \
    Chorasmian Common Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan \
    Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi \
    Gurmukhi Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inherited \
    Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi \
    Khitan_Small_Script Khmer Khojki Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani \
    Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui \
    Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari \
    New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian \
    Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong \
    Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian \
    Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le \
    Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Toto Ugaritic Vai \
    Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square
    """.split(separator: " ").map(String.init)

}

/// A Unicode class Go's `\p{…}` names.
enum GoUnicodeClass: Sendable {
  case any
  case categories([Unicode.GeneralCategory])
  case script(GoScript)

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .any: true
    case .categories(let categories): categories.contains(scalar.properties.generalCategory)
    case .script(let script): script.contains(scalar)
    }
  }
}

/// A script, by its Script property (not Script_Extensions, which Swift's `\p{Greek}` reads): the
/// standard library tells no scalar's script, Swift's `Regex` does, a scalar at a time, each
/// answer kept.
final class GoScript: Sendable {
  nonisolated(unsafe) private let regex: Regex<AnyRegexOutput>
  private let known = Locked<[UInt32: Bool]>([:])

  init?(_ name: String) {
    guard let regex = try? Regex("\\p{sc=\(name)}").matchingSemantics(.unicodeScalar) else { return nil }
    self.regex = regex
  }

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    if let answer = known.withLock({ $0[scalar.value] }) { return answer }
    let answer = (try? regex.wholeMatch(in: String(scalar))) != nil
    known.withLock { $0[scalar.value] = answer }
    return answer
  }
}
