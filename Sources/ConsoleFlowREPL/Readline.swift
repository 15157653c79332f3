import CReadline
import Foundation

/// The one place that calls GNU readline and the signal and terminal system calls around it.
enum Readline {
  /// What reading one line gave.
  enum Event: Equatable {
    case line(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C: the line was cleared.
    case interrupted
    /// SIGTERM or SIGHUP: the line was dropped and the terminal restored.
    case terminated(Int32)
  }

  // Set from C callbacks, which cannot capture context; only the main thread touches them.
  nonisolated(unsafe) private static var delivered: Event?
  nonisolated(unsafe) private static var candidates: @Sendable (String) -> [String] = { _ in [] }
  nonisolated(unsafe) private static var signalPipe: (read: Int32, write: Int32) = (-1, -1)

  /// Prepares readline for `name` (the `$if` name in `~/.inputrc`), reads the terminal size and
  /// prepares the signal pipe.
  static func setUp(name: String) {
    cf_rl_set_readline_name(strdup(name))
    cf_rl_set_catch_signals(0)
    // An empty set of word breaks makes the whole line one word, so labels with spaces complete whole.
    cf_rl_set_word_breaks(strdup(""))
    cf_rl_set_completion(complete)
    cf_rl_set_outstream(cf_stdout())
    rl_initialize()
    // The size is known before the first page is drawn, not only once a line is read.
    rl_resize_terminal()
    prepareSignals()
  }

  /// What Tab offers for the text typed so far.
  static func complete(with completions: @escaping @Sendable (String) -> [String]) {
    candidates = completions
  }

  /// Writing into a closed pipe must not kill the process with SIGPIPE; the write fails instead.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Reads one line with editing, history and completion; signals arrive through a self-pipe.
  static func readLine(prompt: String) -> Event {
    delivered = nil
    // Ctrl-C, resizes, SIGTERM and SIGHUP are handled only while a line is read (so the terminal
    // is restored before the run ends); the rest of the time they keep what the program set (by
    // default SIGINT ends it, with status 130 in the shell).
    let previous = handleSignals()
    defer { restoreSignals(previous) }
    rl_callback_handler_install(prompt) { line in
      if let line {
        Readline.delivered = .line(String(cString: line))
        free(line)
      } else {
        Readline.delivered = .endOfInput
      }
    }
    defer { rl_callback_handler_remove() }
    while delivered == nil {
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, -1)
      if ready < 0 { continue }
      if fds[1].revents & Int16(POLLIN) != 0 {
        var signal: UInt8 = 0
        _ = read(signalPipe.read, &signal, 1)
        if Int32(signal) == SIGINT {
          clearLineAfterInterrupt()
          return .interrupted
        }
        if Int32(signal) == SIGTERM || Int32(signal) == SIGHUP {
          dropLine()
          print()
          return .terminated(Int32(signal))
        }
        if Int32(signal) == SIGWINCH {
          // readline learns the new size; the REPL reads it before drawing the next page.
          rl_resize_terminal()
        }
      }
      // The terminal went away (its window closed): readline would read end of input forever.
      if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        dropLine()
        return .terminated(SIGHUP)
      }
      if fds[0].revents & Int16(POLLIN) != 0 {
        rl_callback_read_char()
      }
    }
    if delivered == .endOfInput { print() }
    return delivered ?? .endOfInput
  }

  /// What waiting for a load gave.
  enum Wake: Equatable {
    /// A load reported, or the time was up: look at what arrived.
    case ready
    /// Ctrl-C.
    case interrupted
    /// SIGTERM or SIGHUP.
    case terminated(Int32)
  }

  /// Wakes a ``wait(timeout:)`` under way; any thread may call it (a load's task does).
  static func wake() {
    var byte: UInt8 = 0
    _ = write(signalPipe.write, &byte, 1)
  }

  /// Waits until a load reports (``wake()``), a signal comes or `timeout` passes, with Ctrl-C,
  /// SIGTERM and SIGHUP handled as at the prompt.
  static func wait(timeout: Duration) -> Wake {
    let previous = handleSignals()
    defer { restoreSignals(previous) }
    var fds = [pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)]
    let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&fds, 1, milliseconds) > 0 else { return .ready }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(signalPipe.read, &bytes, bytes.count)
    for signal in bytes.prefix(max(0, count)).map(Int32.init) {
      if signal == SIGINT { return .interrupted }
      if signal == SIGTERM || signal == SIGHUP { return .terminated(signal) }
      if signal == SIGWINCH { rl_resize_terminal() }
    }
    return .ready
  }

  /// Turns the terminal's echo off, so keys typed during a load do not scribble over its progress
  /// line; they wait in the terminal's buffer for the next prompt. Answers what to restore.
  static func hideTyping() -> termios? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    return saved
  }

  static func showTyping(_ saved: termios?) {
    guard var saved else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  /// The terminal's size (rows, columns), read from the terminal, if it has one.
  static func screenSize() -> (rows: Int, columns: Int)? {
    // Ask the terminal itself: a resize between two lines, while no handler listens, sends a
    // SIGWINCH nobody hears.
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

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  // MARK: Private

  /// Drops the line being edited and readline's state for it, as after a signal.
  private static func dropLine() {
    rl_free_line_state()
    rl_callback_sigcleanup()
  }

  private static func clearLineAfterInterrupt() {
    dropLine()
    rl_replace_line("", 0)
    fputs("^C\n", cf_stdout())
    fflush(cf_stdout())
    rl_on_new_line()
    rl_redisplay()
  }

  private static let handledSignals = [SIGINT, SIGWINCH, SIGTERM, SIGHUP]

  /// Opens the pipe signal handlers write to, and unblocks the signals it carries: a parent may
  /// hand down a mask that blocks them (a dispatch worker thread does), and then Ctrl-C and
  /// resizes would never arrive.
  private static func prepareSignals() {
    var ends: [Int32] = [0, 0]
    guard signalPipe.read < 0, pipe(&ends) == 0 else { return }
    signalPipe = (ends[0], ends[1])
    _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in handledSignals { sigaddset(&handled, signal) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  /// Sends the handled signals (SIGINT, SIGWINCH, SIGTERM, SIGHUP) through the pipe; answers the
  /// actions they had.
  private static func handleSignals() -> [sigaction] {
    let forward: @convention(c) (Int32) -> Void = { signal in
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(Readline.signalPipe.write, &byte, 1)
    }
    return handledSignals.map { signal in
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = forward
      #else
        action.__sigaction_u.__sa_handler = forward
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var previous = sigaction()
      sigaction(signal, &action, &previous)
      return previous
    }
  }

  private static func restoreSignals(_ previous: [sigaction]) {
    for (signal, action) in zip(handledSignals, previous) {
      var action = action
      sigaction(signal, &action, nil)
    }
  }

  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
      text, _, _ in
      cf_rl_completion_over()
      let typed = text.map { String(cString: $0) } ?? ""
      let matches = candidates(typed)
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
