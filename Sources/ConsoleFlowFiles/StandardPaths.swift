import Foundation

/// Where ConsoleFlow keeps a user's files, by the XDG Base Directory rules: state (history) under
/// `$XDG_STATE_HOME/consoleflow`, data (a flow's documents) under `$XDG_DATA_HOME/consoleflow`,
/// each falling back to its folder under `$HOME` when unset or empty.
///
/// ```swift
/// let journal = StandardPaths().data + "/dreams.json" // ~/.local/share/consoleflow/dreams.json
/// ```
@_spi(Flows) public struct StandardPaths: Sendable {
  /// The environment the paths are read from.
  public let environment: [String: String]

  /// The paths for `environment` (by default, the process's).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// `$XDG_STATE_HOME/consoleflow`, else `~/.local/state/consoleflow`: history and other state.
  public var state: String { folder("XDG_STATE_HOME", else: ".local/state") }

  /// `$XDG_DATA_HOME/consoleflow`, else `~/.local/share/consoleflow`: what flows save.
  public var data: String { folder("XDG_DATA_HOME", else: ".local/share") }

  private func folder(_ variable: String, else homeRelative: String) -> String {
    let base =
      environment[variable].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/" + homeRelative)
    return base + "/consoleflow"
  }
}
