extension REPL {
  /// A setting that is on, off, or decided by the terminal and the environment: a REPL's `color`,
  /// `live` and `plain` (on the command line, `--color=auto|always|never`).
  ///
  /// ```swift
  /// let repl = REPL(name: "music", color: .never, live: .never)  // lists narrow only after Enter on /text
  /// ```
  public enum Choice: String, CaseIterable, Sendable {
    /// As the terminal and the environment say; each setting says how.
    case auto
    /// On, whatever the environment says (where it can be on at all).
    case always
    /// Off.
    case never
  }
}

extension REPL.Choice {
  /// Whether colour is used: `auto` when stdout is a terminal, `NO_COLOR` is unset or empty,
  /// `TERM` is not `dumb` and its terminfo entry, if there is one, has 8 colours or more.
  func colorIsOn(environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        && Terminfo.entry(environment: environment)?.hasColor ?? true
    }
  }

  /// Whether lists may narrow as the user types (the terminal must also redraw, and the run not
  /// be plain): `auto` unless `CONSOLEFLOW_LIVE` says `never`.
  func liveIsOn(environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: environment["CONSOLEFLOW_LIVE"].flatMap { Self(rawValue: $0.lowercased()) } != .never
    }
  }

  /// Whether the run is plain: `auto` when `CONSOLEFLOW_PLAIN` is set and not `0`.
  func plainIsOn(environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: !["", "0"].contains(environment["CONSOLEFLOW_PLAIN"] ?? "")
    }
  }
}
