@_spi(Interpreter) import ConsoleFlow

/// The look of one cell of a ``Frame``: the attributes and colours a terminal's Select Graphic
/// Rendition sets, as the project's ``Style`` names them.
///
/// ```swift
/// let title = CellStyle(Style.standard.colors[.title] ?? []) // bold
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

  /// A colour as a cell holds it: one of the sixteen (the eight and their bright forms), of the
  /// 256-colour palette, or a 24-bit one. Plain data, so that cells copy without reference
  /// counting (the project's ``Style/Color`` nests its bright forms).
  package enum Color: Hashable, Sendable, CustomStringConvertible {
    /// One of the eight colours, 0 black to 7 white, bright from 8 to 15.
    case basic(UInt8)
    /// Entry `index` of the 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour the project's `color` names.
    package init(_ color: Style.Color) {
      let eight: [Style.Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
      switch color {
      case .bright(let inner):
        switch Color(inner) {
        case .basic(let index): self = .basic(index | 8)
        case let other: self = other
        }
      case .palette(let index): self = .palette(index)
      case .rgb(let red, let green, let blue): self = .rgb(red, green, blue)
      default: self = .basic(UInt8(eight.firstIndex(of: color) ?? 7))
      }
    }

    /// The colour's SGR parameters: `base` (30 for the text, 40 behind it) for the eight, 60
    /// more for their bright forms, `extended` (38, 48) for the palette and 24-bit colours.
    func parameters(base: Int, extended: Int) -> String {
      switch self {
      case .basic(let index): "\(base + Int(index & 7) + (index & 8 == 0 ? 0 : 60))"
      case .palette(let index): "\(extended);5;\(index)"
      case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
      }
    }

    /// The colour's name, for golden files: `cyan`, `bright green`, `palette 236`, `rgb 1 2 3`.
    package var description: String {
      let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
      switch self {
      case .basic(let index): return (index & 8 == 0 ? "" : "bright ") + names[Int(index & 7)]
      case .palette(let index): return "palette \(index)"
      case .rgb(let red, let green, let blue): return "rgb \(red) \(green) \(blue)"
      }
    }
  }

  /// The attributes.
  package var attributes: Attributes
  /// The colour of the text; nil for the terminal's own.
  package var foreground: Color?
  /// The colour behind the text; nil for the terminal's own.
  package var background: Color?

  /// No attribute, the terminal's colours: what SGR 0 sets.
  package static let plain = CellStyle()

  /// A style with the given attributes and colours.
  package init(attributes: Attributes = [], foreground: Style.Color? = nil, background: Style.Color? = nil) {
    self.attributes = attributes
    self.foreground = foreground.map(Color.init)
    self.background = background.map(Color.init)
  }

  /// The style of a list of the project's attributes, such as a ``Style``'s for titles: later
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
      case .foreground(let color): foreground = Color(color)
      case .background(let color): background = Color(color)
      }
    }
  }

  /// The style of text of `tone` under `colors` (nil when colour is off: every tone plain), as
  /// the line interpreter paints it.
  package init(_ tone: Page.Tone, colors: [Page.Tone: [Style.Attribute]]?) {
    self.init(colors?[tone] ?? [])
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
      parameters.append(foreground.parameters(base: 30, extended: 38))
    }
    if let background, !adds || previous.background != background {
      parameters.append(background.parameters(base: 40, extended: 48))
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
