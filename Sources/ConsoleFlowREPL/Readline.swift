import CReadline
import ConsoleFlow
import Foundation

/// The one place that calls GNU readline. Signals reach it through ``Signals``' pipe, which it
/// polls beside the terminal, so a signal never interrupts readline itself.
enum Readline {
  /// What reading one line gave.
  enum Event: Equatable {
    case line(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C, when asked to end the read with it (a question, where it answers no).
    case interrupted
    /// SIGTERM or SIGHUP, or the terminal went away: the line was dropped and the terminal restored.
    case terminated(Int32)
  }

  // Set from C callbacks, which cannot capture context; only the main thread touches them.
  nonisolated(unsafe) private static var delivered: Event?
  nonisolated(unsafe) private static var candidates: @Sendable (String) -> [String] = { _ in [] }
  /// Where the cursor was in the line when Ctrl-Z stopped the program, to put it back after `fg`.
  nonisolated(unsafe) private static var pointBeforeStop: Int32?
  /// Whether the terminal knows the erase-line and cursor-moving sequences (not `TERM=dumb`).
  nonisolated(unsafe) private static var canErase = true
  /// The prompt of the line being read.
  nonisolated(unsafe) private static var prompt = ""
  /// How many rows the page above the prompt takes, while that is known: a completion listing,
  /// `^C`, a resize or a stop moves it out of reach, and it is then left alone.
  nonisolated(unsafe) private static var pageRows: Int?
  /// What follows the line as it is typed, while a line is read (a key binding reaches it).
  nonisolated(unsafe) private static var typing: (any Typing)?
  /// The line a history key last put in place: the next Up or Down walks the history on from it.
  nonisolated(unsafe) private static var recalled: String?
  /// The line as ``typing`` last heard of it.
  nonisolated(unsafe) private static var reportedLine = ""

  /// What runs while a line is read: the loads' events, and redraws of the page above the prompt.
  @MainActor
  protocol Idle: AnyObject {
    /// A load reported, or ``timeout`` passed.
    func run()
    /// How long the prompt may wait before ``run()`` is due again; nil: until a load reports.
    var timeout: Duration? { get }
  }

  /// What follows the line as the user types it: live narrowing of the list above the prompt.
  @MainActor
  protocol Typing: AnyObject {
    /// The line is now `line` (a key, a paste, a recalled line).
    func lineChanged(to line: String)
    /// Up or Down: moves a cursor among what the page shows; false leaves the key to the history.
    func moveCursor(by offset: Int) -> Bool
    /// The terminal changed size while the line was read.
    func resized()
    /// The lines Enter sends for `line`: the line itself, or what it chooses on the page.
    func lines(forEnter line: String) -> [String]
  }

  /// Prepares readline for `name` (the `$if` name in `~/.inputrc`) and reads the terminal size.
  /// `redraws` where stdout is a terminal that moves its cursor; `plain` writes only appended
  /// text: readline drives the terminal as a dumb one, which it never sends a cursor movement or
  /// an erase.
  static func setUp(name: String, redraws: Bool, plain: Bool) {
    canErase = redraws && !plain
    if plain { cf_rl_set_terminal_name(strdup("dumb")) }
    cf_rl_set_readline_name(strdup(name))
    // Up and Down move among the matches of a narrowed list, and walk the history otherwise; bound
    // before ~/.inputrc is read, which may bind them to something else.
    for (sequence, offset) in [("\\e[A", -1), ("\\eOA", -1), ("\\e[B", 1), ("\\eOB", 1)] {
      rl_bind_keyseq(sequence, offset < 0 ? cursorUp : cursorDown)
    }
    // Signals are the REPL's own (``Signals``), held for the whole run, not only inside readline.
    cf_rl_set_catch_signals(0)
    // An empty set of word breaks makes the whole line one word, so labels with spaces complete whole.
    cf_rl_set_word_breaks(strdup(""))
    cf_rl_set_completion(complete)
    cf_rl_set_outstream(cf_stdout())
    rl_initialize()
    // A paste is text like any other in plain mode: no mode switch sent around it.
    if plain { rl_variable_bind("enable-bracketed-paste", "off") }
    // The size is known before the first page is drawn, not only once a line is read.
    rl_resize_terminal()
  }

  /// What Tab offers for the text typed so far.
  static func complete(with completions: @escaping @Sendable (String) -> [String]) {
    candidates = completions
  }

  /// Reads one line with editing, history and completion. Meanwhile Ctrl-C clears the line,
  /// a resize redraws it, Ctrl-Z stops the program with the terminal restored and `fg` redraws
  /// the prompt and the line; SIGTERM and SIGHUP end the read. With `endsOnInterrupt`, Ctrl-C
  /// ends the read instead of clearing the line.
  @MainActor
  static func readLine(
    prompt: String, endsOnInterrupt: Bool = false, idle: (any Idle)? = nil, typing: (any Typing)? = nil
  ) -> Event {
    delivered = nil
    Self.prompt = prompt
    Self.typing = typing
    recalled = nil
    reportedLine = ""
    Signals.set(.reading)
    defer {
      Signals.set(.busy)
      Self.typing = nil
    }
    // The handler removes itself as a line is accepted: readline would otherwise draw the prompt
    // again at once, and the next page would only partly cover it.
    rl_callback_handler_install(prompt) { line in
      Readline.delivered = line.map { .line(String(cString: $0)) } ?? .endOfInput
      // The page and this line scroll on: the next page is drawn below them.
      Readline.pageRows = nil
      free(line)
      rl_callback_handler_remove()
    }
    // Events may have come since the page was made, their wake already taken by a wait.
    idle?.run()
    while delivered == nil {
      let (ready, hungUp, arrivals) = Signals.wait(timeout: idle?.timeout, alsoOn: STDIN_FILENO)
      // Nothing at all: the time the idle work asked for has come.
      var woke = !ready && !hungUp && arrivals.isEmpty
      for arrival in arrivals {
        switch arrival {
        case .interrupt where endsOnInterrupt:
          moveToTheEndOfTheLine()
          write("^C\n")
          dropLine()
          return .interrupted
        // With a narrowed list in reach, Ctrl-C clears the line and the whole list shows again in place.
        case .interrupt where typing != nil && pageRows != nil && !currentLine().isEmpty:
          rl_replace_line("", 0)
          reportLine()
          rl_redisplay()
        case .interrupt:
          pageRows = nil
          clearLineAfterInterrupt()
        // readline learns the new size and redraws the line; the REPL reads it before the next page.
        case .resize:
          pageRows = nil
          rl_resize_terminal()
          typing?.resized()
        case .suspend:
          pageRows = nil
          stopAtThePrompt()
        case .resume:
          pageRows = nil
          redrawAfterContinuing()
        case .terminate(let signal):
          dropLine()
          write("\n")
          return .terminated(signal)
        case .wake: woke = true
        }
      }
      if woke { idle?.run() }
      // The terminal went away (its window closed): readline would read end of input forever.
      if hungUp {
        dropLine()
        return .terminated(SIGHUP)
      }
      if ready {
        rl_callback_read_char()
        // The page follows the line once a burst of keys (a paste) is in, not at each of its bytes.
        if delivered == nil && !Signals.hasInput(STDIN_FILENO) { reportLine() }
      }
    }
    if delivered == .endOfInput { write("\n") }
    return delivered ?? .endOfInput
  }

  /// Writes `lines` as a new page below the line being typed, then the prompt and the line again:
  /// where the page above is out of reach (scrolled off, moved by a resize).
  static func drawPageBelow(_ lines: [String]) {
    guard canErase else { return }
    moveToTheEndOfTheLine()
    write("\n" + lines.map { $0 + "\n" }.joined())
    rl_on_new_line()
    rl_redisplay()
    pageRows = lines.count
  }

  /// Notes that a page of `rows` lines was just written, the prompt to come below it.
  static func pageShown(rows: Int) {
    pageRows = rows
  }

  /// Draws `lines` in place of the page above the prompt, then the prompt and the line being
  /// typed again, as they were; answers false, drawing nothing, when the page is out of reach
  /// (scrolled off the top, moved by a completion listing or a resize) or the terminal cannot
  /// move its cursor.
  static func redrawPage(_ lines: [String]) -> Bool {
    guard canErase, let rows = pageRows, let size = screenSize() else { return false }
    let typed = currentLine()
    let beforePoint = String(decoding: typed.utf8.prefix(Int(cf_rl_point())), as: UTF8.self)
    let promptWidth = DisplayWidth.of(prompt)
    let cursorRow = (promptWidth + DisplayWidth.of(beforePoint)) / max(1, size.columns)
    let inputRows = (promptWidth + DisplayWidth.of(typed)) / max(1, size.columns) + 1
    guard rows + inputRows <= size.rows else {
      pageRows = nil
      return false
    }
    let up = rows + cursorRow
    write((up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J" + lines.map { $0 + "\n" }.joined())
    rl_on_new_line()
    rl_redisplay()
    pageRows = lines.count
    return true
  }

  /// The terminal's size (rows, columns), read from the terminal, if it has one.
  static func screenSize() -> (rows: Int, columns: Int)? {
    // Ask the terminal itself: a resize between two lines is noticed only at the next prompt.
    rl_reset_screen_size()
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    guard rows > 0, columns > 0 else { return nil }
    return (Int(rows), Int(columns))
  }

  // MARK: History

  static func stifleHistory(_ length: Int) { stifle_history(Int32(length)) }

  /// Reads the history file; answers the errno of a failure (0 when it worked or when there is no file).
  static func readHistory(_ path: String) -> Int32 {
    let status = read_history(path)
    return status == ENOENT ? 0 : status
  }

  static func addHistory(_ line: String) { add_history(line) }

  /// The lines in readline's history, oldest first.
  static func historyLines() -> [String] {
    let base = cf_history_base()
    return (0..<cf_history_length()).compactMap { offset in
      history_get(base + offset).flatMap { $0.pointee.line }.map { String(cString: $0) }
    }
  }

  // MARK: Private

  /// Drops the line being edited and readline's state for it, and gives the terminal back.
  private static func dropLine() {
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_callback_handler_remove()
  }

  /// Ctrl-C: `^C` after the line, as a shell shows it, then a fresh prompt on an empty line.
  private static func clearLineAfterInterrupt() {
    moveToTheEndOfTheLine()
    write("^C\n")
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_replace_line("", 0)
    rl_on_new_line()
    rl_redisplay()
  }

  /// Ctrl-Z at the prompt: the terminal as it was before readline took it, `^Z` after the line
  /// as the terminal itself would echo it, then the process stops until `fg`.
  private static func stopAtThePrompt() {
    pointBeforeStop = cf_rl_point()
    moveToTheEndOfTheLine()
    rl_cleanup_after_signal()
    // Giving the terminal back may have sent the cursor to the start of the row (the end of
    // bracketed paste does): `^Z` goes after the line, where a shell's next words belong.
    let typed = currentLine()
    let columns = Readline.screenSize()?.columns ?? 80
    let column = (DisplayWidth.of(prompt) + DisplayWidth.of(typed)) % max(1, columns)
    write(canErase ? "\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "^Z" : "^Z")
    Signals.stopProcess()
  }

  /// Continued (`fg`, or SIGCONT after any stop): readline's terminal modes again, whatever the
  /// shell set meanwhile, then the prompt and the line redrawn at the start of the line.
  private static func redrawAfterContinuing() {
    // Stopped by something else than Ctrl-Z (SIGSTOP): readline still thinks the terminal is its own.
    if pointBeforeStop == nil { rl_cleanup_after_signal() }
    rl_reset_after_signal()
    rl_reset_screen_size()
    write(canErase ? "\r\u{1B}[K" : "\r")
    if let point = pointBeforeStop { cf_rl_set_point(point) }
    pointBeforeStop = nil
    rl_on_new_line()
    rl_redisplay()
  }

  /// Tells ``typing`` the line, when it changed since it last heard.
  @MainActor
  private static func reportLine() {
    let line = currentLine()
    guard let typing, line != reportedLine else { return }
    reportedLine = line
    typing.lineChanged(to: line)
  }

  /// The line as typed so far.
  private static func currentLine() -> String {
    cf_rl_line_buffer().map { String(cString: $0) } ?? ""
  }

  /// Up or Down: the cursor among a narrowed list's matches, or the history.
  private static func moveOrRecall(_ offset: Int32, _ key: Int32) -> Int32 {
    // readline calls key bindings on the main thread, inside ``readLine``.
    let moved = MainActor.assumeIsolated {
      guard currentLine() != recalled else { return false }
      // Keys typed just before (in the same burst) narrow first: the cursor moves among their matches.
      reportLine()
      return typing?.moveCursor(by: Int(offset)) == true
    }
    if moved { return 0 }
    let status = offset < 0 ? rl_get_previous_history(-offset, key) : rl_get_next_history(offset, key)
    recalled = currentLine()
    return status
  }

  private static let cursorUp: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    moveOrRecall(-max(1, count), key)
  }

  private static let cursorDown: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    moveOrRecall(max(1, count), key)
  }

  private static func moveToTheEndOfTheLine() {
    cf_rl_set_point(cf_rl_end())
    rl_redisplay()
  }

  /// Text on readline's stream, flushed, so it lands after what readline drew.
  private static func write(_ text: String) {
    fputs(text, cf_stdout())
    fflush(cf_stdout())
  }

  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
      text, _, _ in
      cf_rl_completion_over()
      let typed = text.map { String(cString: $0) } ?? ""
      let matches = candidates(typed)
      guard !matches.isEmpty else { return nil }
      // Several candidates may be listed below the prompt, moving the page out of reach.
      if matches.count > 1 { pageRows = nil }
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
