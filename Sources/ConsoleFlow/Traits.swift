/// The terminal a page is drawn for: its size and what it can show.
///
/// ```swift
/// let narrow = Traits(width: 40, height: 12)
/// narrow.pageRows // 8
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
  /// Whether a person is at the terminal (otherwise the flow runs headless).
  public var interactive: Bool
  /// The look the flow's author chose; it adapts to the other traits. Interpreters keep it when
  /// they measure the terminal anew.
  public var style: Style

  /// The most columns or rows traits hold; larger sizes are cut to it.
  public static let largest = 10_000

  /// Traits with the given values; the defaults are an 80×24 terminal without colour, in the
  /// standard style. Widths below 10 and heights below 5 are raised to them, sizes above
  /// ``largest`` cut to it.
  public init(
    width: Int = 80, height: Int = 24, color: Bool = false, unicode: Bool = true, interactive: Bool = false,
    style: Style = .standard
  ) {
    // Sizes from outside (COLUMNS, a transcript's header) are held to what a terminal can be.
    self.width = min(max(width, 10), Self.largest)
    self.height = min(max(height, 5), Self.largest)
    self.color = color
    self.unicode = unicode
    self.interactive = interactive
    self.style = style
  }

  /// The broad size of the terminal that layouts choose between.
  public enum WidthClass: Equatable, Sendable, CaseIterable {
    /// Below 60 columns: one column, labels cut.
    case compact
    /// 60 to 119 columns: one column and a detail column.
    case regular
    /// 120 columns or more: several columns, like `ls -C`.
    case wide
  }

  /// The width class: compact below 60 columns, wide from 120.
  public var widthClass: WidthClass {
    width < 60 ? .compact : width < 120 ? .regular : .wide
  }

  /// How many list rows fit on one page: the height less the breadcrumb, status, message and prompt lines.
  public var pageRows: Int { max(1, height - 4) }

  /// The fixed environment of headless runs (tests, scripts, replays): the given size and style,
  /// colour off, Unicode on, nobody at the keyboard.
  ///
  /// ```swift
  /// var flow = Flow(navigation, input: artists, traits: .headless(width: 40, height: 12))
  /// ```
  public static func headless(width: Int = 80, height: Int = 24, style: Style = .standard) -> Traits {
    Traits(width: width, height: height, color: false, unicode: true, interactive: false, style: style)
  }
}
