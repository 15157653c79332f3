import ConsoleFlow

/// The look of one cell of a ``Frame``: the attributes and colours a terminal's Select Graphic
/// Rendition sets, as the project's ``Style`` names them.
///
/// ```swift
/// let title = CellStyle(Style.Colors.standard.title) // bold
/// let cursor = title.adding(.reverse)
/// ```
package struct CellStyle: Hashable, Sendable {
  /// The attributes on or off, one bit each.
  package struct Attributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or bright (SGR 1).
    package static let bold = Attributes(rawValue: 1)
    /// Faint (SGR 2).
    package static let faint = Attributes(rawValue: 2)
    /// Italic (SGR 3).
    package static let italic = Attributes(rawValue: 4)
    /// Underlined (SGR 4).
    package static let underline = Attributes(rawValue: 8)
    /// Foreground and background swapped (SGR 7).
    package static let reverse = Attributes(rawValue: 16)

    /// Each attribute with its SGR parameter, in the order they are written.
    static let parameters: [(Attributes, String)] = [
      (.bold, "1"), (.faint, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
  }

  /// The attributes.
  package var attributes: Attributes
  /// The colour of the text; nil for the terminal's own.
  package var foreground: Style.Color?
  /// The colour behind the text; nil for the terminal's own.
  package var background: Style.Color?

  /// No attribute, the terminal's colours: what SGR 0 sets.
  package static let plain = CellStyle()

  /// A style with the given attributes and colours.
  package init(attributes: Attributes = [], foreground: Style.Color? = nil, background: Style.Color? = nil) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The style of a list of the project's attributes, such as ``Style/Colors/title``: later
  /// colours win over earlier ones.
  package init(_ list: [Style.Attribute]) {
    self.init()
    for attribute in list {
      switch attribute {
      case .bold: attributes.insert(.bold)
      case .faint: attributes.insert(.faint)
      case .italic: attributes.insert(.italic)
      case .underline: attributes.insert(.underline)
      case .reverse: attributes.insert(.reverse)
      case .foreground(let color): foreground = color
      case .background(let color): background = color
      }
    }
  }

  /// The style of text of `tone` under `colors` (nil when colour is off: every tone plain), as
  /// the line interpreter paints it.
  package init(_ tone: Page.Tone, colors: Style.Colors?) {
    guard let colors else {
      self = .plain
      return
    }
    switch tone {
    case .plain: self = .plain
    case .title: self.init(colors.title)
    case .quiet: self.init(colors.quiet)
    case .message: self.init(colors.message)
    case .number: self.init(colors.number)
    case .added: self.init(colors.added)
    case .removed: self.init(colors.removed)
    }
  }

  /// This style with `more` attributes on too.
  package func adding(_ more: Attributes) -> CellStyle {
    var style = self
    style.attributes.formUnion(more)
    return style
  }

  // MARK: - Select Graphic Rendition

  /// The SGR sequence that turns the terminal's pen from `previous` to this style: nothing when
  /// they are equal, only what is added when nothing is taken away, else a reset and the
  /// whole style.
  func transition(from previous: CellStyle) -> String {
    guard self != previous else { return "" }
    if self == .plain { return "\u{1B}[m" }
    let adds =
      previous.attributes.isSubset(of: attributes) && (previous.foreground == nil || previous.foreground == foreground)
      && (previous.background == nil || previous.background == background)
    var parameters: [String] = adds ? [] : ["0"]
    for (attribute, parameter) in Attributes.parameters
    where attributes.contains(attribute) && (!adds || !previous.attributes.contains(attribute)) {
      parameters.append(parameter)
    }
    if let foreground, !adds || previous.foreground != foreground {
      parameters.append(Self.parameters(foreground, base: 30, extended: 38))
    }
    if let background, !adds || previous.background != background {
      parameters.append(Self.parameters(background, base: 40, extended: 48))
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// A colour's SGR parameters: `base` (30 for the text, 40 behind it) for the eight colours,
  /// 60 more for their bright forms, `extended` (38, 48) for the palette and 24-bit colours.
  // The core's own is `Style.Color.parameters(base:extended:)`, internal to it: this copy goes
  // once the core shares it as `package`.
  static func parameters(_ color: Style.Color, base: Int, extended: Int) -> String {
    switch color {
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
      case .bright, .palette, .rgb: parameters(color, base: base, extended: extended)
      default: parameters(color, base: base + 60, extended: extended)
      }
    case .palette(let index): "\(extended);5;\(index)"
    case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
    }
  }
}
