/// The terminal a page is drawn for: its size and what it can show.
///
/// ```swift
/// let narrow = Traits(width: 40, height: 12)
/// let flow = Flow(navigation, input: artists, traits: narrow)
/// ```
public struct Traits: Equatable, Sendable {
  /// Width in cells.
  public var width: Int
  /// Height in rows.
  public var height: Int
  /// Whether colour may be used.
  public var color: Bool
  /// Whether Unicode symbols may be used (otherwise ASCII only).
  public var unicode: Bool
  /// The look the flow's author chose; it adapts to the other traits. Interpreters keep it when
  /// they measure the terminal anew.
  public var style: Style {
    get { styleBox.style }
    set { styleBox = StyleBox(newValue) }
  }
  /// The style held once and shared by every copy: traits are copied and compared on every step
  /// (a page is drawn again only when they change), and one reference is cheaper to copy than a
  /// dozen arrays and strings, and is equal to itself at a glance.
  private var styleBox: StyleBox
  /// What a line typed on these pages means: the input language, or only ever a query (a
  /// chooser's prompt, `flows pick`), whose pages name the keys that leave, not the commands.
  @_spi(Interpreter) public var typing: Typing = .inputLanguage

  /// What a line typed means to the pages drawn for these traits.
  @_spi(Interpreter) public enum Typing: Equatable, Sendable {
    /// Names, numbers, `/text` and commands such as `:quit`.
    case inputLanguage
    /// A query, whatever it holds: keys leave (Esc, Ctrl-C), and a filter is cleared by erasing it.
    case query
  }

  /// The words that say how to leave where nothing else can be done: a command, or a key.
  package var howToLeave: String { typing == .query ? "Esc leaves." : ":quit leaves." }

  /// The most columns or rows traits hold; larger sizes are cut to it.
  @_spi(Interpreter) public static let largest = 10_000

  /// Traits with the given values; the defaults are an 80×24 terminal without colour, Unicode
  /// on, in the standard style: the fixed environment of headless runs (tests, scripts,
  /// replays). Widths below 10 and heights below 5 are raised to them, sizes above 10,000 cut to
  /// it.
  public init(
    width: Int = 80, height: Int = 24, color: Bool = false, unicode: Bool = true, style: Style = .standard
  ) {
    // Sizes from outside (COLUMNS, a transcript's header) are held to what a terminal can be.
    self.width = min(max(width, 10), Self.largest)
    self.height = min(max(height, 5), Self.largest)
    self.color = color
    self.unicode = unicode
    self.styleBox = style == .standard ? StyleBox.standard : StyleBox(style)
  }

  /// The style's symbols for these traits (Unicode or ASCII), escaped like any text on a page
  /// since an author's symbols go out as they are.
  package var drawnSymbols: Style.Symbols {
    unicode ? styleBox.drawnSymbols.unicode : styleBox.drawnSymbols.ascii
  }

  /// Equal when every trait is, the style included.
  public static func == (lhs: Traits, rhs: Traits) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.color == rhs.color && lhs.unicode == rhs.unicode
      && lhs.typing == rhs.typing && (lhs.styleBox === rhs.styleBox || lhs.style == rhs.style)
  }

  /// The broad size of the terminal that layouts choose between.
  @_spi(Interpreter) public enum WidthClass: Equatable, Sendable, CaseIterable {
    /// Below 60 columns: one column, labels cut.
    case compact
    /// 60 to 119 columns: one column and a detail column.
    case regular
    /// 120 columns or more: several columns, like `ls -C`.
    case wide

    /// The class of `width` columns.
    package init(width: Int) {
      self = width < 60 ? .compact : width < 120 ? .regular : .wide
    }
  }

  /// The width class: compact below 60 columns, wide from 120.
  @_spi(Interpreter) public var widthClass: WidthClass { WidthClass(width: width) }

  /// How many list rows fit on one page: the height less the breadcrumb, status, message and prompt lines.
  @_spi(Interpreter) public var pageRows: Int { max(1, height - 4) }
}

/// A style behind a reference; see ``Traits/style``.
private final class StyleBox: Sendable {
  let style: Style
  /// The style's Unicode and ASCII symbols escaped once, as pages draw them.
  let drawnSymbols: (unicode: Style.Symbols, ascii: Style.Symbols)

  init(_ style: Style) {
    self.style = style
    func escaped(_ symbols: Style.Symbols) -> Style.Symbols {
      Style.Symbols(
        separator: TerminalText.escaped(symbols.separator), ellipsis: TerminalText.escaped(symbols.ellipsis),
        dash: TerminalText.escaped(symbols.dash))
    }
    drawnSymbols = (escaped(style.symbols), escaped(style.asciiSymbols))
  }
  /// The standard style's one box, shared by all traits made without a style of their own.
  static let standard = StyleBox(.standard)
}
