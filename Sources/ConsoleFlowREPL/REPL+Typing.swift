extension REPL {
  /// What a line typed at the prompt means: the input language every flow speaks, or only ever a
  /// query, as fzf's prompt reads it (`flows pick`).
  @_spi(Flows)
  public enum Typing: Sendable {
    /// Names, numbers, commands (`:back`, `?`), `/text`: the input language.
    case commands
    /// A query that narrows the list on screen, whatever it holds (digits and commands too). The
    /// cursor is on the first item from the first page (its preview with it); Up and Down move it
    /// over the whole list, the history staying on Ctrl-P and Ctrl-N; Enter chooses the item
    /// under it (the first one when nothing is typed), and ends the run with an ``Error`` of kind `noMatch` when
    /// nothing matches; Ctrl-C, Esc, Ctrl-G, Ctrl-Q and Ctrl-D on an empty line end it with
    /// nothing chosen. The terminal is set as the prompt needs it whatever the modes it had
    /// (a shell's key binding runs with echo off): keys echoed, Ctrl-C and Ctrl-Z read as keys
    /// (no signal leaves for the shell's process group), Ctrl-Q and Ctrl-S too (no flow control);
    /// its modes are given back at the end.
    case query
  }
}
