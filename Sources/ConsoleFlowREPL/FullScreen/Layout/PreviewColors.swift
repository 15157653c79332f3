/// A preview line's colours, as fzf draws a preview's: each SGR sequence (`ESC [ … m`) sets the
/// style of the text after it, and is not text; any other escape stays text, shown escaped by
/// whoever draws it. The terminal only ever gets the styles the frame writes itself.
enum PreviewColors {
  /// `line` cut into runs of text, each with the style in force there, from `base` (what SGR 0
  /// and the default colours give back).
  static func runs(_ line: String, base: CellStyle) -> [(text: String, style: CellStyle)] {
    guard line.unicodeScalars.contains("\u{1B}") else { return [(line, base)] }
    var runs: [(text: String, style: CellStyle)] = []
    var style = base
    var text = ""
    let scalars = Array(line.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if let (parameters, end) = sgr(in: scalars, at: index) {
        if !text.isEmpty { runs.append((text, style)) }
        text = ""
        style = applying(parameters, to: style, base: base)
        index = end
        continue
      }
      text.unicodeScalars.append(scalars[index])
      index += 1
    }
    if !text.isEmpty || runs.isEmpty { runs.append((text, style)) }
    return runs
  }

  /// The parameters of the SGR sequence at `index` and where it ends, nil when none starts there.
  private static func sgr(in scalars: [Unicode.Scalar], at index: Int) -> ([Int], Int)? {
    guard scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else { return nil }
    var end = index + 2
    while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
    guard end < scalars.count, scalars[end] == "m", end - index < 64 else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
    return (body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }, end + 1)
  }

  /// `style` after the SGR `parameters`.
  private static func applying(_ parameters: [Int], to style: CellStyle, base: CellStyle) -> CellStyle {
    var style = style
    var index = 0
    while index < parameters.count {
      let code = parameters[index]
      index += 1
      switch code {
      case 0: style = base
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.faint)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .faint])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 30...37: style.foreground = .basic(UInt8(code - 30))
      case 90...97: style.foreground = .basic(UInt8(code - 90) | 8)
      case 39: style.foreground = base.foreground
      case 40...47: style.background = .basic(UInt8(code - 40))
      case 100...107: style.background = .basic(UInt8(code - 100) | 8)
      case 49: style.background = base.background
      case 38, 48:
        guard let (color, used) = extended(parameters[index...]) else {
          index = parameters.count
          continue
        }
        if code == 38 { style.foreground = color } else { style.background = color }
        index += used
      default: continue
      }
    }
    return style
  }

  /// The colour of `5;N` or `2;R;G;B` after 38 or 48, and how many parameters it took.
  private static func extended(_ rest: ArraySlice<Int>) -> (CellStyle.Color, Int)? {
    let rest = Array(rest)
    guard let kind = rest.first else { return nil }
    func byte(_ position: Int) -> UInt8? {
      position < rest.count ? UInt8(exactly: rest[position]) : nil
    }
    if kind == 5, let index = byte(1) { return (.palette(index), 2) }
    if kind == 2, let red = byte(1), let green = byte(2), let blue = byte(3) { return (.rgb(red, green, blue), 4) }
    return nil
  }
}
