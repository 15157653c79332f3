extension REPL {
  /// Where a run at a terminal keeps the lines typed: the flow's file in the state folder, no
  /// file, or a file of the caller's choosing.
  @_spi(Flows) public enum HistoryFile: Sendable, Equatable {
    /// `$XDG_STATE_HOME/consoleflow/<name>/history`.
    case standard
    /// No file: Up and Down walk the lines typed in this run, which are forgotten after it.
    case none
    /// This file (`flows pick --history FILE`, as fzf's).
    case at(String)
  }
}
