extension REPL {
  /// How a run at a terminal shows its pages: the same flow, the same steps, transcripts and
  /// paths either way.
  ///
  /// ```swift
  /// let repl = REPL(name: "music", screen: .full)  // the user's --screen=line or CONSOLEFLOW_SCREEN=line still wins
  /// ```
  public enum ScreenLayout: String, CaseIterable, Sendable {
    /// Each page written below the last, a readline prompt under it.
    case line
    /// The page fills the terminal's alternate screen: a cursor on lists and tables, a status
    /// line, a `:` command line, the mouse; the screen given back as it was found on the way out.
    case full
  }
}
