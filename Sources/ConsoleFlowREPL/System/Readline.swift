import CReadline
@_spi(Interpreter) import ConsoleFlow

/// GNU readline as the shell's line editor, through its callback interface: the loop hands it
/// keys when the terminal has some (``readKeys()``), and it answers what they did; it carries out
/// the shell's ``LineEdit``s. It never waits and never sees a signal: the loop does both. The one
/// place that calls readline.
///
/// readline's callbacks (the line handler, the completion function, the Up and Down bindings)
/// are C functions that capture nothing: they reach the editor reading lines through ``active``.
@MainActor
final class ReadlineEditor: LineEditor {
  /// The editor whose callbacks readline calls: the one of the run under way.
  private(set) static var active: ReadlineEditor?

  private(set) var isReading = false
  var tabCompletions: (String) -> [String] = { _ in [] }
  private var history: History
  /// What the keys read so far did, for the loop.
  private var events: [InputEvent] = []
  /// The line as the shell last heard of it.
  private var reported = EditedLine("")
  /// The key a history binding was called for, passed on when the shell has it walk the history.
  var lastKey: Int32 = 0
  /// Where the cursor was in the line when Ctrl-Z stopped the program, to put it back after `fg`.
  private var pointBeforeStop: Int32?
  /// What a line typed means: with queries, the terminal's modes are the prompt's own.
  private let typing: REPL.Typing
  /// How long after Esc another key makes it the start of a sequence, not Esc alone (queries).
  private let escapeDelay: Duration

  /// Prepares readline for the flow `name` (the `$if` name in `~/.inputrc`) and loads the
  /// history. `plain` writes only appended text: readline drives the terminal as a dumb one,
  /// which it never sends a cursor movement or an erase. `pastesBracketed` keeps bracketed paste
  /// on in plain mode all the same, where the terminal is one that takes the mode (not `dumb`):
  /// the switch is drawn nowhere, and without it a paste's later lines would run as commands.
  init(
    name: String, plain: Bool, pastesBracketed: Bool = false, history: History, typing: REPL.Typing = .commands,
    escapeDelay: Int = 100
  ) {
    self.history = history
    self.typing = typing
    self.escapeDelay = .milliseconds(escapeDelay)
    if plain { cf_rl_set_terminal_name(strdup("dumb")) }
    cf_rl_set_readline_name(strdup(name))
    // Up and Down move among the matches of a narrowed list, and walk the history otherwise; bound
    // before ~/.inputrc is read, which may bind them to something else.
    for (sequence, offset) in [("\\e[A", -1), ("\\eOA", -1), ("\\e[B", 1), ("\\eOB", 1)] {
      rl_bind_keyseq(sequence, offset < 0 ? Self.cursorUp : Self.cursorDown)
    }
    // Signals are the shell's own (``Signals``), held for the whole run, not only inside readline.
    cf_rl_set_catch_signals(0)
    // An empty set of word breaks makes the whole line one word, so labels with spaces complete whole.
    cf_rl_set_word_breaks(strdup(""))
    cf_rl_set_completion(Self.complete)
    cf_rl_set_outstream(cf_stdout())
    TerminalKeys.install()
    // The pages' keys, before ~/.inputrc too: a key its user bound keeps their meaning.
    if typing != .query { Self.bindPageKeys() }
    rl_initialize()
    // Alt-D and Alt-Backspace join the kill before them, as bash's do: after ~/.inputrc, which may
    // bind them otherwise.
    cf_rl_join_escaped_kills()
    if typing == .query { Self.bindQueryKeys() }
    // Readline turns bracketed paste off for the dumb terminal plain mode names; a terminal that
    // takes the mode gets it again, so a paste is one line's text there too.
    if plain { rl_variable_bind("enable-bracketed-paste", pastesBracketed ? "on" : "off") }
    // The size is known before the first page is drawn, not only once a line is read.
    rl_resize_terminal()
    self.history.load()
    Self.active = self
  }

  /// Lets go of readline's callbacks: the run is over.
  func close() {
    if isReading { _ = perform(.drop) }
    if Self.active === self { Self.active = nil }
  }

  var hasKeysWaiting: Bool { TerminalKeys.areWaiting }

  /// Whether readline turns bracketed paste on while it reads a line (`enable-bracketed-paste`).
  static var pastesBracketed: Bool {
    rl_variable_value("enable-bracketed-paste").map { String(cString: $0) == "on" } ?? false
  }

  func readKeys() -> [InputEvent] {
    // The end of the terminal's input, as readline would read it.
    if !TerminalKeys.readWaiting() && !TerminalKeys.areWaiting && isReading { return [.endOfInput] }
    // Esc alone (no key follows within the delay; a key that does makes it Meta) means what the
    // page's key map binds it to: leaving a chooser, clearing a line or going back on a page. On
    // a page in vi mode (`set editing-mode vi`) it is readline's: it leaves insert mode.
    let loneEscape =
      (typing == .query || cf_rl_edits_as_emacs() != 0) && TerminalKeys.takeLoneEscape(within: escapeDelay)
    let leaves = typing == .query && loneEscape
    // readline echoes keys: a write that may block, like any other (Ctrl-C then ends the program).
    Signals.set(.writing)
    // Key by key while a line is read: a line entered, or a key that leaves, leaves the rest
    // for what comes next.
    while isReading && TerminalKeys.areWaiting && !events.contains(where: \.endsTheLine) { rl_callback_read_char() }
    Signals.set(.listening)
    if leaves && isReading && !events.contains(where: \.endsTheLine) { heard(.abandoned) }
    if loneEscape && typing != .query && isReading && !events.contains(where: \.endsTheLine),
      KeyMap.pages.intent(for: "esc") == .back
    {
      clearOrGoBack()
    }
    // The page follows the line once a burst of keys (a paste) is in, not at each of its bytes.
    if isReading && !TerminalKeys.areWaiting && !Platform.hasInput(Platform.standardInput) { reportLine() }
    defer { events = [] }
    return events
  }

  func perform(_ edit: LineEdit) -> [InputEvent] {
    // What readline draws is a write that may block, like any other.
    Signals.set(.writing)
    defer { Signals.set(.listening) }
    switch edit {
    case .read(let prompt):
      reported = EditedLine("")
      isReading = true
      takeTheTerminalForQueries()
      // The handler removes itself as a line is accepted: readline would otherwise draw the
      // prompt again at once, and the next page would only partly cover it.
      rl_callback_handler_install(prompt, Self.lineHandler)
    case .drop:
      rl_free_line_state()
      rl_callback_sigcleanup()
      rl_callback_handler_remove()
      isReading = false
    case .drawAgain:
      rl_on_new_line()
      rl_redisplay()
    case .redisplay:
      rl_redisplay()
    case .replace(let text):
      rl_replace_line(text, 0)
      reported = currentLine()
    case .toEnd:
      cf_rl_set_point(cf_rl_end())
      rl_redisplay()
    case .forgetKeysBeforeInterrupt:
      TerminalKeys.forgetKeysBeforeInterrupt()
    case .freshLineAfterInterrupt:
      rl_free_line_state()
      rl_callback_sigcleanup()
      rl_replace_line("", 0)
      rl_on_new_line()
      rl_redisplay()
      reported = EditedLine("")
    case .recall(let offset):
      _ =
        offset < 0
        ? rl_get_previous_history(Int32(-offset), lastKey) : rl_get_next_history(Int32(offset), lastKey)
      rl_redisplay()
      reported = currentLine()
      return [.recalled(reported)]
    case .suspend:
      pointBeforeStop = cf_rl_point()
      cf_rl_set_point(cf_rl_end())
      rl_redisplay()
      rl_cleanup_after_signal()
    case .resume(let stoppedByUs):
      // Stopped by something else than Ctrl-Z (SIGSTOP): readline still thinks the terminal is its own.
      if !stoppedByUs { rl_cleanup_after_signal() }
      takeTheTerminalForQueries()
      rl_reset_after_signal()
      rl_reset_screen_size()
      if let point = pointBeforeStop { cf_rl_set_point(point) }
      pointBeforeStop = nil
    case .resize:
      rl_resize_terminal()
    case .changePrompt(let prompt):
      rl_set_prompt(prompt)
      rl_on_new_line()
      rl_redisplay()
    case .measure:
      rl_reset_screen_size()
    }
    return []
  }

  func remember(_ line: String) {
    history.add(line)
  }

  func readAhead() -> [UInt8]? {
    TerminalKeys.readAhead()
  }

  var holdsKeysTypedBefore: Bool { TerminalKeys.holdsKeysTypedBefore }

  func typeAhead(_ bytes: [UInt8]) {
    TerminalKeys.typeAhead(bytes)
  }

  /// Tells the shell of `event`, a key's, after the line as it stands before the key.
  func heard(_ event: InputEvent) {
    reportLine()
    events.append(event)
  }

  /// Sets the terminal as a prompt that reads queries needs it, before readline takes it.
  private func takeTheTerminalForQueries() {
    guard typing == .query, let modes = Platform.terminalModes(Platform.standardInput) else { return }
    Platform.setTerminalModes(Platform.forQueries(modes, editing: true), on: Platform.standardInput)
  }

  /// Tells the shell the line, when it changed since it last heard.
  func reportLine() {
    flattenPastedLines()
    let line = currentLine()
    guard line != reported else { return }
    reported = line
    events.append(.lineChanged(line))
  }

  /// The line as typed so far, and the part before the cursor.
  private func currentLine() -> EditedLine {
    let text = cf_rl_line_buffer().map { String(cString: $0) } ?? ""
    let point = Int(cf_rl_point())
    return EditedLine(text, beforeCursor: String(decoding: text.utf8.prefix(point), as: UTF8.self))
  }

  // MARK: - readline's callbacks

  private static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
    // A paste entered whole: its line ends are spaces, as they were on the line.
    let entered = line.map { String(String(cString: $0).map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }) }
    free(line)
    MainActor.assumeIsolated {
      active?.events.append(entered.map { .entered($0) } ?? .endOfInput)
      active?.isReading = false
    }
    rl_callback_handler_remove()
  }

  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
      text, _, _ in
      cf_rl_completion_over()
      let typed = text.map { String(cString: $0) } ?? ""
      let matches = MainActor.assumeIsolated { () -> [String] in
        guard let editor = active else { return [] }
        let matches = editor.tabCompletions(typed)
        // Several candidates may be listed below the prompt, moving the page out of reach.
        if matches.count > 1 { editor.events.append(.completionsListed) }
        return matches
      }
      guard !matches.isEmpty else { return nil }
      // readline replaces the typed text with the first entry: the common prefix, or the text itself
      // when case or accents make the common prefix shorter than what was typed.
      let common = Completion.commonPrefix(matches)
      let replacement = matches.count == 1 ? matches[0] : (common.count >= typed.count ? common : typed)
      let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: matches.count + 2)
      array[0] = strdup(replacement)
      for (index, match) in matches.enumerated() { array[index + 1] = matches.count == 1 ? nil : strdup(match) }
      array[matches.count == 1 ? 1 : matches.count + 1] = nil
      return array
    }
}
