/// Whether a list narrows as the user types: `--live=auto|never`, or `CONSOLEFLOW_LIVE`.
///
/// ```swift
/// var repl = REPL(name: "music")
/// repl.live = .never  // lists narrow only after Enter on /text
/// ```
public enum LiveChoice: String, CaseIterable, Sendable {
  /// At a terminal that can redraw the page: not with piped input, `TERM=dumb` or plain mode.
  case auto
  /// Never: a list narrows when `/text` is entered, as in a headless run.
  case never

  /// The choice `CONSOLEFLOW_LIVE` makes (`never` or `auto`), if it makes one.
  static func from(environment: [String: String]) -> LiveChoice? {
    environment["CONSOLEFLOW_LIVE"].flatMap { LiveChoice(rawValue: $0.lowercased()) }
  }
}
