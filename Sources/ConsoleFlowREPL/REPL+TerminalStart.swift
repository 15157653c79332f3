@_spi(Interpreter) import ConsoleFlow

// What a run at a terminal sets as it starts, learns from the terminal, and gives back at its
// end: a chooser's keys read raw from the first moment, and bracketed paste as it was found;
// and what a run reads of its terminal and environment: plain mode, full screen, colour, Escape's wait.
extension REPL {
  /// What the terminal said as the run started, and how the run leaves it.
  struct TerminalStart {
    /// The column (from 1) the cursor was at, where the terminal said.
    var startColumn: Int?
    /// Whether bracketed paste was on: as the terminal answered DECRQM, else as a line editor
    /// leaves it while a line is edited (readline's `enable-bracketed-paste`, which bash reads
    /// too; zsh and fish keep it on while they edit), since a shell's key binding runs the
    /// chooser while its line is edited.
    var bracketedPasteFound: Bool?
    /// The bytes that leave bracketed paste as it was found, once line mode's readline is done
    /// (it turns it off as it ends).
    var leaving = ""
  }

  /// Takes the terminal for a run that reads queries (`readsQueries`, modes `found`) or fills
  /// the screen, where `asks` (a terminal that redraws, outside plain mode): a chooser's keys
  /// are read raw from now (no signal for Ctrl-C), bracketed paste on for line mode's chooser
  /// (a paste is query text, never Enter), and the terminal asked its cursor's column and
  /// paste mode.
  @MainActor
  static func startAtTheTerminal(
    readsQueries: Bool, fullScreen: Bool, asks: Bool, found: Platform.TerminalModes?
  ) -> TerminalStart {
    var start = TerminalStart()
    // Started in the background (`&`), the run waits, stopped, for `fg` before it sets the
    // terminal's modes or asks it anything: the answer would be typed at the shell's prompt.
    if readsQueries || (asks && fullScreen) { Platform.waitForTheForeground(of: Platform.standardInput) }
    if let found, !fullScreen { TerminalKeys.setModes(Platform.forKeys(found), from: found) }
    guard asks, readsQueries || fullScreen else { return start }
    let answers = TerminalKeys.askTerminal(
      within: .milliseconds(200),
      reading: fullScreen || readsQueries ? Platform.forKeys : { Platform.withoutEcho($0, lines: true) })
    if fullScreen {
      start.bracketedPasteFound = answers.bracketedPaste.map(\.isOn) ?? true
      return start
    }
    start.startColumn = answers.column
    let readlinePastes = ReadlineEditor.pastesBracketed
    let found = answers.bracketedPaste.map(\.isOn) ?? readlinePastes
    start.bracketedPasteFound = found
    if readlinePastes {
      try? Console.write(raw: "\u{1B}[?2004h")
      start.leaving = found ? "\u{1B}[?2004h" : ""
    }
    return start
  }
}

extension REPL {
  /// The terminal of the run: no colour in plain mode.
  var terminal: TerminalEnvironment {
    TerminalEnvironment(environment: environment, color: isPlain ? .never : color)
  }

  /// How long Escape waits for the rest of a key's sequence, in milliseconds (as ncurses' `ESCDELAY`).
  var escapeDelay: Int { environment["ESCDELAY"].flatMap { Int($0) } ?? 100 }

  /// Whether a run reading `input` at `terminal` fills the screen: where the user or the author
  /// chose it, and only at a terminal that redraws, outside plain mode, stdout a terminal too.
  func isFullScreen(input: LineInput, terminal: TerminalEnvironment) -> Bool {
    guard case .terminal = input, !isPlain, terminal.redraws, terminal.stdoutIsTerminal else { return false }
    let chosen = screenChosen ?? environment["CONSOLEFLOW_SCREEN"].flatMap(ScreenLayout.init(rawValue:)) ?? screen
    return chosen == .full
  }

  /// Whether the run is in plain mode.
  var isPlain: Bool { plain.plainIsOn(environment: environment) }
}
