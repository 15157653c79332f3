import ConsoleFlow
import Foundation

/// The live environment of the process: what stdin and stdout are, and the size of the terminal.
struct Terminal {
  let environment: [String: String]
  let color: ColorChoice
  let stdinIsTerminal: Bool
  let stdoutIsTerminal: Bool

  init(
    environment: [String: String], color: ColorChoice,
    stdinIsTerminal: Bool = Signals.isTerminal(STDIN_FILENO),
    stdoutIsTerminal: Bool = Signals.isTerminal(STDOUT_FILENO)
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

  /// The traits for the next page, in the flow's `style`: readline's screen size when
  /// interactive, then `COLUMNS` and `LINES`, then 80×24.
  func traits(style: Style) -> Traits {
    let size = stdinIsTerminal ? Readline.screenSize() : nil
    let columns = size?.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
    let rows = size?.rows ?? environment["LINES"].flatMap(Int.init) ?? 24
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
    let unicode = locale.isEmpty || locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
    return Traits(
      width: columns, height: rows,
      color: color.resolve(environment: environment, stdoutIsTerminal: stdoutIsTerminal),
      unicode: unicode, style: style)
  }
}
