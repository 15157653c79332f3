/// How many terminal cells text takes: East Asian wide characters and emoji take 2, combining
/// marks and other zero-width scalars 0, everything else 1. Measure text once it is escaped
/// (``TerminalText/escaped(_:)``): control characters have no width of their own. The one
/// measure of the renderer, the REPL, and a page of one's own that lines text up in columns.
///
/// ```swift
/// DisplayWidth.of("坂本龍一") // 8
/// ```
public enum DisplayWidth {
  /// The cells `text` takes.
  public static func of(_ text: String) -> Int {
    var ascii = true
    for byte in text.utf8 where byte >= 0x80 {
      ascii = false
      break
    }
    if ascii { return text.utf8.count }
    // Scalar by scalar is much faster than by grapheme; only joined emoji sequences and
    // presentation selectors need whole graphemes to be counted right.
    var cells = 0
    for scalar in text.unicodeScalars {
      if formsSequence(scalar) { return text.reduce(0) { $0 + of($1) } }
      cells += of(scalar)
    }
    return cells
  }

  /// The cells one scalar takes on its own.
  private static func of(_ scalar: Unicode.Scalar) -> Int {
    // Latin, Greek and Cyrillic letters below the combining marks are one cell; no lookup needed.
    if scalar.value < 0x300 { return 1 }
    // Dashes, quotes, bullets and the breadcrumb's › are one cell: page chrome uses them on
    // every page, and they need no property lookup.
    if (0x2010...0x2027).contains(scalar.value) || (0x2030...0x205E).contains(scalar.value) { return 1 }
    if isZeroWidth(scalar) { return 0 }
    return isWide(scalar) || scalar.properties.isEmojiPresentation ? 2 : 1
  }

  /// The cells one character (a grapheme cluster) takes: an emoji sequence (joined, with a
  /// presentation selector, or a flag's pair of regional indicators) takes 2; any other cluster
  /// the sum of its scalars, so that measuring by characters and by scalars always agree (a
  /// prepended mark such as U+06DD takes none, the character after it its own).
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) || scalars.contains(where: { $0.value == 0x200D || $0.value == 0xFE0F }) {
      return 2
    }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// Whether `scalar` starts or joins a sequence whose cells are not the sum of its scalars'.
  private static func formsSequence(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200D || scalar.value == 0xFE0F || isRegionalIndicator(scalar)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// The longest prefix of `text` that fits in `width` cells.
  ///
  /// ```swift
  /// DisplayWidth.prefix("日本語", fitting: 4) // "日本"
  /// ```
  public static func prefix(_ text: String, fitting width: Int) -> Substring {
    // ASCII takes a cell a byte: when the first `width` bytes and the one after them are ASCII,
    // the cut falls there, on a character's edge, without walking the characters.
    let utf8 = text.utf8
    var end = utf8.startIndex
    var count = 0
    while count < width, end != utf8.endIndex, utf8[end] < 0x80 {
      utf8.formIndex(after: &end)
      count += 1
    }
    if end == utf8.endIndex || (count == width && utf8[end] < 0x80) { return text[text.startIndex..<end] }
    return graphemePrefix(text, fitting: width)
  }

  /// The longest prefix of `text` that fits in `width` cells, character by character.
  private static func graphemePrefix(_ text: String, fitting width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let cells = of(text[index])
      if used + cells > width { break }
      used += cells
      end = text.index(after: index)
    }
    return text[text.startIndex..<end]
  }

  /// `text` cut to `width` cells, the cut marked with `ellipsis` (left out when even it does not
  /// fit); text that fits comes back whole. The one cut of every layout.
  package static func cut(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    let ellipsisWidth = of(ellipsis)
    let mark = ellipsisWidth <= width ? ellipsis : ""
    let room = width - (mark.isEmpty ? 0 : ellipsisWidth)
    return String(prefix(text, fitting: max(0, room))) + mark
  }

  /// The rows `text` takes wrapped at `width` cells, in one walk of its characters: each row
  /// cut after its last space when that keeps at least half the row, else where the width ends.
  package static func wrapped(_ text: String, width: Int) -> [Substring] {
    // A cell takes at least a byte: text of no more bytes than cells fits.
    guard width > 0, text.utf8.count > width else { return [text[...]] }
    var rows: [Substring] = []
    var (start, index) = (text.startIndex, text.startIndex)
    var used = 0
    var lastSpace: (end: String.Index, used: Int)? = nil
    while index < text.endIndex {
      let character = text[index]
      let cells = of(character)
      if used + cells > width, index > start {
        if let space = lastSpace, space.used * 2 >= width {
          rows.append(text[start..<space.end])
          start = space.end
          used -= space.used
        } else {
          rows.append(text[start..<index])
          start = index
          used = 0
        }
        lastSpace = nil
        continue
      }
      used += cells
      text.formIndex(after: &index)
      if character == " " { lastSpace = (index, used) }
    }
    rows.append(text[start..<text.endIndex])
    return rows
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
    }
  }

  /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F).
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF,
      0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
      0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
