import Foundation
import Synchronization

/// The signals a run at a terminal handles, held for the whole run (as bash or psql hold them),
/// and the system calls around them: the self-pipe their handler writes to, the terminal's modes,
/// stopping the process for job control. The one file besides `Readline.swift` that calls C.
///
/// The handler only writes the signal's number into a pipe, which the main thread reads where it
/// waits (at the prompt, or during a load). Outside both, the program is busy between two lines:
/// Ctrl-C then ends it at once (status 130) with the terminal as it was at the start, and every
/// other signal waits in the pipe for the next prompt or wait.
enum Signals {
  /// What the main thread is doing, which decides what a signal does at once.
  enum Mode: UInt8 {
    /// Between two lines: stepping, drawing a page.
    case busy
    /// Reading a line with readline.
    case reading
    /// Waiting for a load, with the progress line.
    case waiting
  }

  /// A signal as the main thread sees it, taken from the pipe.
  enum Arrival: Equatable {
    /// Ctrl-C.
    case interrupt
    /// The window changed size.
    case resize
    /// Ctrl-Z: restore the terminal, then ``stopProcess()``.
    case suspend
    /// The process was continued (`fg`): put the terminal back and redraw.
    case resume
    /// SIGTERM or SIGHUP: end the run.
    case terminate(Int32)
    /// A load reported (``wake()``), or nothing: look at what arrived.
    case wake
  }

  static let handled = [SIGINT, SIGWINCH, SIGTSTP, SIGCONT, SIGTERM, SIGHUP]

  // Reached from the signal handler, so set up before it is installed and never reallocated.
  private static let mode = Atomic<UInt8>(Mode.busy.rawValue)
  private static let pipeEnds = Atomic<Int64>(-1)
  /// The terminal's modes when the run started, restored before Ctrl-C ends a busy program.
  nonisolated(unsafe) private static let startModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  private static let hasStartModes = Atomic<Bool>(false)
  /// The SIGTERM or SIGHUP that arrived, if any (0: none), for a busy program to notice when a
  /// blocking write is interrupted.
  private static let termination = Atomic<Int32>(0)
  /// The dispositions the signals had before the run, restored after it.
  nonisolated(unsafe) private static var previous: [sigaction] = []

  /// Installs the handler for every handled signal, for the rest of the run, and unblocks them:
  /// a parent may hand down a mask that blocks them (a dispatch worker thread does), and then
  /// Ctrl-C and resizes would never arrive.
  static func install() {
    guard previous.isEmpty else { return }
    openPipe()
    set(.busy)
    termination.store(0, ordering: .releasing)
    hasStartModes.store(tcgetattr(STDIN_FILENO, startModes) == 0, ordering: .releasing)
    // No SA_RESTART: a blocking write is interrupted, so a busy program notices SIGTERM.
    var action = disposition(handler)
    previous = handled.map { signal in
      var old = sigaction()
      sigaction(signal, &action, &old)
      return old
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in handled { sigaddset(&unblocked, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Gives the signals back the dispositions they had before ``install()``.
  static func uninstall() {
    for (signal, action) in zip(handled, previous) {
      var action = action
      sigaction(signal, &action, nil)
    }
    previous = []
    set(.busy)
  }

  static func set(_ newMode: Mode) {
    mode.store(newMode.rawValue, ordering: .releasing)
  }

  /// The descriptor to poll for arrivals.
  static var readEnd: Int32 { Int32(truncatingIfNeeded: pipeEnds.load(ordering: .acquiring) >> 32) }

  /// The SIGTERM or SIGHUP that arrived during the run, if one did.
  static var terminationSignal: Int32? {
    let signal = termination.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// Wakes a wait under way; any thread may call it (a load's task does).
  static func wake() {
    var byte: UInt8 = 0
    _ = write(writeEnd, &byte, 1)
  }

  /// Everything waiting in the pipe, in order of arrival, without blocking.
  static func drain() -> [Arrival] {
    var arrivals: [Arrival] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 0) > 0 else { break }
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { break }
      arrivals += bytes.prefix(count).map { arrival(Int32($0)) }
    }
    return arrivals
  }

  /// Whether `descriptor` has input ready to read now (more keys of a paste or a typed burst).
  static func hasInput(_ descriptor: Int32) -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) > 0 && ready.revents & Int16(POLLIN) != 0
  }

  /// Waits up to `timeout` for something in the pipe (or on `descriptor`, when given, as the
  /// terminal at the prompt); answers whether the descriptor is ready, whether it hung up, and
  /// what arrived. A timeout answers no arrival.
  static func wait(timeout: Duration?, alsoOn descriptor: Int32? = nil) -> (
    ready: Bool, hungUp: Bool, arrivals: [Arrival]
  ) {
    var fds = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
    if let descriptor { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
    let milliseconds =
      timeout.map { Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) }
      ?? -1
    guard poll(&fds, nfds_t(fds.count), milliseconds) > 0 else { return (false, false, []) }
    let arrivals = fds[0].revents & Int16(POLLIN) != 0 ? drain() : []
    guard descriptor != nil else { return (false, false, arrivals) }
    let hungUp = fds[1].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    return (fds[1].revents & Int16(POLLIN) != 0, hungUp, arrivals)
  }

  /// Stops the process as Ctrl-Z's default action does, once the caller has put the terminal
  /// back; returns when the process is continued (`fg`). SIGCONT then arrives as ``Arrival/resume``.
  static func stopProcess() {
    var standard = disposition(SIG_DFL)
    var ours = sigaction()
    sigaction(SIGTSTP, &standard, &ours)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
  }

  // MARK: The terminal's modes

  /// The terminal's modes with echo turned off, so keys typed during a load do not scribble over
  /// its progress line; they wait in the terminal's buffer for the next prompt.
  struct HiddenTyping {
    private var saved: termios?

    /// Turns echo off; ``show()`` gives back the modes it found.
    static func hide() -> HiddenTyping {
      var saved = termios()
      guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return HiddenTyping(saved: nil) }
      let hidden = HiddenTyping(saved: saved)
      hidden.hideAgain()
      return hidden
    }

    /// Turns echo off again (after the shell had the terminal while the program was stopped).
    func hideAgain() {
      guard var quiet = saved else { return }
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    }

    /// Gives back the modes found when typing was hidden.
    func show() {
      guard var saved else { return }
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
  }

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Writing into a closed pipe must not kill the process with SIGPIPE; the write fails instead.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  // MARK: Private

  private static var writeEnd: Int32 { Int32(truncatingIfNeeded: pipeEnds.load(ordering: .acquiring)) }

  private static func openPipe() {
    guard pipeEnds.load(ordering: .acquiring) < 0 else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A handler must never block: a full pipe drops the byte (a wake, or a repeated signal).
    _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
    pipeEnds.store(Int64(ends[0]) << 32 | Int64(UInt32(bitPattern: ends[1])), ordering: .releasing)
  }

  private static func arrival(_ byte: Int32) -> Arrival {
    switch byte {
    case SIGINT: .interrupt
    case SIGWINCH: .resize
    case SIGTSTP: .suspend
    case SIGCONT: .resume
    case SIGTERM, SIGHUP: .terminate(byte)
    default: .wake
    }
  }

  /// Async-signal-safe: atomics, write, tcsetattr, sigaction and raise only.
  /// A signal's disposition: `handler` called with no signal masked and no flags set.
  private static func disposition(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return action
  }

  private static let handler: @convention(c) (Int32) -> Void = { signal in
    if signal == SIGINT && Signals.mode.load(ordering: .acquiring) == Mode.busy.rawValue {
      // Busy between two lines: Ctrl-C ends the program, as it would any program, leaving the
      // terminal as the run found it. The signal is blocked in its handler, so the raise takes
      // effect, with the default action, as the handler returns.
      if Signals.hasStartModes.load(ordering: .acquiring) { tcsetattr(STDIN_FILENO, TCSANOW, Signals.startModes) }
      var standard = Signals.disposition(SIG_DFL)
      sigaction(SIGINT, &standard, nil)
      raise(SIGINT)
      return
    }
    if signal == SIGTERM || signal == SIGHUP { Signals.termination.store(signal, ordering: .releasing) }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(Signals.writeEnd, &byte, 1)
  }
}
