@_spi(Interpreter) import ConsoleFlow

/// The live environment of the process: what stdin and stdout are, the terminal's size, and the
/// traits pages are drawn with.
struct TerminalEnvironment: Sendable {
  let environment: [String: String]
  let color: REPL.Choice
  let stdinIsTerminal: Bool
  let stdoutIsTerminal: Bool

  init(
    environment: [String: String], color: REPL.Choice,
    stdinIsTerminal: Bool = Platform.isTerminal(Platform.standardInput),
    stdoutIsTerminal: Bool = Platform.isTerminal(Platform.standardOutput)
  ) {
    self.environment = environment
    self.color = color
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
  }

  /// Whether the terminal moves its cursor and erases on request: any but `TERM=dumb` (or none).
  var cursorMoves: Bool { !["dumb", ""].contains(environment["TERM"] ?? "") }

  /// Whether what was written can be drawn again in place: stdout is a terminal that moves its
  /// cursor (readline's own writes go to stdout).
  var redraws: Bool { cursorMoves && stdoutIsTerminal }

  /// The terminal's size: the terminal's own when stdin is one, then `COLUMNS` and `LINES`, then
  /// 80×24.
  func size() -> Display.Size {
    let measured = stdinIsTerminal ? Platform.terminalSize(Platform.standardInput) : nil
    let columns = measured?.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
    let rows = measured?.rows ?? environment["LINES"].flatMap(Int.init) ?? 24
    return Display.Size(rows: rows, columns: columns)
  }

  /// The traits for a page at a terminal of `size`, in the flow's `style`.
  func traits(for size: Display.Size, style: Style) -> Traits {
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
    let unicode = locale.isEmpty || locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
    return Traits(
      width: size.columns, height: size.rows,
      color: color.colorIsOn(environment: environment, stdoutIsTerminal: stdoutIsTerminal),
      unicode: unicode, style: style)
  }

  /// The traits for the next page, at the terminal's size now.
  func traits(style: Style) -> Traits {
    traits(for: size(), style: style)
  }
}
