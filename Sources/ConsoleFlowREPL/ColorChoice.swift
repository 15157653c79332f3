/// When pages use colour: `--color=auto|always|never`.
///
/// ```swift
/// REPL(name: "music", color: .never)
/// ```
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour when stdout is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
  case auto
  case always
  case never

  /// Whether to use colour given the environment and whether stdout is a terminal.
  func resolve(environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      return stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
