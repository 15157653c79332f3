/// How pages look: the colour of each kind of text and the symbols drawn between crumbs, at a
/// cut and in ranges. A flow's author sets it on the traits the flow runs with; it adapts to the
/// rest of them: colours only where the terminal takes colour (and `NO_COLOR` is unset), the
/// ASCII symbols where it cannot show Unicode. Every interpreter keeps the flow's style when it
/// measures the terminal anew.
///
/// ```swift
/// var style = Style.standard
/// style.colors[.title] = [.bold, .foreground(.blue)]
/// style.symbols.separator = " / "
/// let flow = Flow(navigation, input: artists, traits: Traits(style: style))
/// ```
public struct Style: Equatable, Sendable {
  /// The attributes of each tone of text on a page (``Page/Tone``), used when colour is on. A
  /// tone with none, or with an empty list, is plain: `[:]` turns colour off for every kind of
  /// text.
  public var colors: [Page.Tone: [Attribute]]
  /// The symbols used where the terminal shows Unicode.
  public var symbols: Symbols
  /// The symbols used where it does not (a locale that is not UTF-8).
  public var asciiSymbols: Symbols

  /// The look ConsoleFlow ships with: bold titles, faint details, yellow messages, cyan numbers,
  /// green and red diff lines, `›` between crumbs, `…` at a cut.
  public static let standard = Style()

  /// A style with the given parts; each defaults to the standard one.
  public init(
    colors: [Page.Tone: [Attribute]] = [
      .title: [.bold], .quiet: [.faint], .message: [.foreground(.yellow)], .number: [.foreground(.cyan)],
      .added: [.foreground(.green)], .removed: [.foreground(.red)],
    ],
    symbols: Symbols = .unicode, asciiSymbols: Symbols = .ascii
  ) {
    self.colors = colors
    self.symbols = symbols
    self.asciiSymbols = asciiSymbols
  }

  /// One attribute of text, as a terminal's Select Graphic Rendition sets it.
  public enum Attribute: Hashable, Sendable {
    /// Bold or bright text.
    case bold
    /// Faint text.
    case faint
    /// Italic text, where the terminal has it.
    case italic
    /// Underlined text.
    case underline
    /// Foreground and background swapped.
    case reverse
    /// The colour of the text.
    case foreground(Color)
    /// The colour behind the text.
    case background(Color)

    /// The attribute's SGR parameters.
    var parameters: String {
      switch self {
      case .bold: "1"
      case .faint: "2"
      case .italic: "3"
      case .underline: "4"
      case .reverse: "7"
      case .foreground(let color): color.parameters(base: 30, extended: 38)
      case .background(let color): color.parameters(base: 40, extended: 48)
      }
    }
  }

  /// A colour: one of the terminal's eight (or their bright forms), of its 256-colour palette,
  /// or a 24-bit one.
  public enum Color: Hashable, Sendable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
    /// The bright form of one of the eight colours above; a bright palette or 24-bit colour
    /// stays as it is.
    indirect case bright(Color)
    /// Entry `index` of the 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour, where the terminal has them.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The SGR parameters with `base` for the eight colours (30 for the text, 40 behind it) and
    /// `extended` for the rest (38, 48).
    func parameters(base: Int, extended: Int) -> String {
      switch self {
      case .black: "\(base)"
      case .red: "\(base + 1)"
      case .green: "\(base + 2)"
      case .yellow: "\(base + 3)"
      case .blue: "\(base + 4)"
      case .magenta: "\(base + 5)"
      case .cyan: "\(base + 6)"
      case .white: "\(base + 7)"
      case .bright(let color):
        switch color {
        case .bright, .palette, .rgb: color.parameters(base: base, extended: extended)
        default: color.parameters(base: base + 60, extended: extended)
        }
      case .palette(let index): "\(extended);5;\(index)"
      case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
      }
    }
  }

  // MARK: - Symbols

  /// The symbols drawn on a page. They are shown escaped like any text, so a control character in
  /// one cannot drive the terminal; wide ones are measured like labels.
  public struct Symbols: Equatable, Sendable {
    /// Between the crumbs of the breadcrumb: `Artists › AC/DC`.
    public var separator: String
    /// Where text is cut to fit: `A very long na…`.
    public var ellipsis: String
    /// In a range: `1–20 of 275`.
    public var dash: String

    /// Symbols with the given text.
    package init(separator: String, ellipsis: String, dash: String) {
      self.separator = separator
      self.ellipsis = ellipsis
      self.dash = dash
    }

    /// ` › `, `…` and `–`.
    public static let unicode = Symbols(separator: " › ", ellipsis: "…", dash: "–")
    /// ` > `, `...` and `-`.
    public static let ascii = Symbols(separator: " > ", ellipsis: "...", dash: "-")
  }
}
