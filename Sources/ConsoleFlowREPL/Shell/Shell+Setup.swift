@_spi(Interpreter) import ConsoleFlow

extension Shell {
  /// How the run is set up: its ``Mode`` (at a terminal or on a script's lines, with what each
  /// needs), and what every run has.
  struct Setup {
    /// Where the lines come from, and what that brings.
    var mode: Mode = .terminal(AtATerminal())
    /// Plain mode: only appended lines (no redraw, no spinner); each page opens with its summary.
    var plain = false
    /// Whether the terminal moves its cursor and erases (not `TERM=dumb`, stdout a terminal).
    var canErase = true
    /// Whether the session is recorded: every load ends before the next prompt, so it replays.
    var recording = false
    /// Whether a path that stops short, or (headless) a line that is not accepted, ends the run.
    var strict = false
    /// Whether to go on after a completion.
    var keepRunning = false
    /// Where to open the flow: one label a screen, from the first.
    var path: [String] = []
    /// Whether a path that stops short is said on stderr too (not where stderr is the same terminal).
    var warnsOnStderr = true
    /// The traits of pages for a terminal of a size.
    var traits: @Sendable (Display.Size) -> Traits = { Traits(width: $0.columns, height: $0.rows) }

    /// The run at a terminal, if it is one.
    var atATerminal: AtATerminal? {
      if case .terminal(let terminal) = mode { return terminal }
      return nil
    }
  }

  /// Where a run's lines come from.
  enum Mode {
    /// A person at a terminal: readline's editing, signals, progress, live pages.
    case terminal(AtATerminal)
    /// The lines of a pipe or a script, each echoed after its prompt so the output reads as a
    /// transcript; `source` names them in a strict run's error.
    case script(source: String)
  }

  /// What a run at a terminal has.
  struct AtATerminal {
    /// Whether a list narrows as the user types.
    var narrows = false
    /// Whether stdout is a terminal: progress lines are drawn only there.
    var showsProgress = true
    /// Whether where the session was left is saved, for `--resume`.
    var savesPath = false
    /// Text the first line read starts with, as if typed.
    var initialLine: String?
    /// What a line typed means: the input language, or only ever a query.
    var typing = REPL.Typing.commands
    /// The column (from 1) the cursor was at when the run began, where the terminal said.
    var startColumn: Int?
    /// Whether the pages fill the screen (the full-screen interpreter draws them), rather
    /// than go below one another above the prompt.
    var fullScreen = false
  }

  /// Whether a person at a terminal runs it (not a script's lines).
  var isAtATerminal: Bool { setup.atATerminal != nil }

  /// Whether a list narrows as the user types (only ever at a terminal).
  var narrowsAsTyped: Bool { setup.atATerminal?.narrows == true }

  /// What a line typed means: at a terminal as it was set up, else the input language.
  var typing: REPL.Typing { setup.atATerminal?.typing ?? .commands }
}
