@_spi(Flows) import ConsoleFlowFiles

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Signals and job control, as the rest of `Platform`: dispositions, masks, raising, stopping.
extension Platform {

  static let interruptSignal = SIGINT
  static let terminateSignal = SIGTERM
  static let hangUpSignal = SIGHUP
  static let suspendSignal = SIGTSTP
  static let continueSignal = SIGCONT
  static let resizeSignal = SIGWINCH

  /// The signals besides SIGTERM and SIGHUP whose default action ends the process, not a crash
  /// (`kill -USR1`, an alarm, a CPU limit): held at a terminal, so the screen is given back first.
  #if os(Linux)
    static let endingSignals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT]
  #else
    static let endingSignals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]
  #endif

  /// A signal's handler, or the default action (nil).
  typealias Handler = @convention(c) (Int32) -> Void

  /// A signal's disposition, as it was, to be given back.
  struct Disposition: @unchecked Sendable {
    fileprivate var action: sigaction
  }

  /// Gives `signal` `handler` (nil: the default action), no flags (a blocking write is
  /// interrupted, not restarted) and nothing masked; answers the disposition it had. Async-signal-safe.
  @discardableResult
  static func handle(_ signal: Int32, with handler: Handler?) -> Disposition {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var old = sigaction()
    sigaction(signal, &action, &old)
    return Disposition(action: old)
  }

  /// Gives `signal` back a disposition it had.
  static func restore(_ signal: Int32, _ disposition: Disposition) {
    var action = disposition.action
    sigaction(signal, &action, nil)
  }

  /// Unblocks `signals` in this thread: a parent may hand down a mask that blocks them.
  static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Whether `signal` is waiting to be delivered to the process (or this thread): blocked here
  /// for the look, so another thread about to take it is seen too, then unblocked as it was.
  static func isPending(_ signal: Int32) -> Bool {
    var set = sigset_t()
    var previous = sigset_t()
    var pending = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    sigpending(&pending)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return sigismember(&pending, signal) == 1
  }

  /// Ignores `signal` from now on: SIGPIPE (a closed pipe makes a write fail instead), SIGXFSZ
  /// (a file past its size limit makes a write fail instead).
  static func ignore(_ signal: Int32) {
    handle(signal, with: SIG_IGN)
  }
  static let brokenPipeSignal = SIGPIPE
  static let fileTooLargeSignal = SIGXFSZ
  /// The signals whose default action ends the process at once (a crash, Ctrl-\\).
  static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]
  /// Async-signal-safe: sends `signal` to this process.
  static func raise(_ signal: Int32) {
    _ = Glibc_raise(signal)
  }

  /// Stops the process as Ctrl-Z's default action does, once the caller has put the terminal
  /// back; returns when the process is continued (`fg`).
  static func stopProcess() {
    let ours = handle(SIGTSTP, with: nil)
    raise(SIGTSTP)
    restore(SIGTSTP, ours)
  }

  /// Waits until this process's group is the foreground job of the terminal on `descriptor`,
  /// stopped meanwhile as a background job that sets the terminal's modes is (SIGTTOU): a
  /// full-screen run started with `&` takes the screen after `fg`, not over the shell's prompt.
  /// The kernel checks the job and stops it in one step, so an `fg` typed meanwhile is never
  /// missed. Returns at once on a descriptor that is no terminal, or a job with no shell to
  /// bring it back (an orphaned group, whose modes cannot be set).
  static func waitForTheForeground(of descriptor: Int32) {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return }
    // The default action stops the job: a disposition or a mask handed down would let the
    // modes be set from the background instead.
    let handed = handle(SIGTTOU, with: nil)
    unblock([SIGTTOU])
    // The modes as they are: a no-op in the foreground. A continue (its handler) interrupts it,
    // and it is tried again, stopping once more while the job is still in the background.
    while tcsetattr(descriptor, TCSANOW, &modes) != 0, errno == EINTR {}
    restore(SIGTTOU, handed)
  }
}

// The C library's function whose name the enum's own would hide.
private func Glibc_raise(_ signal: Int32) -> Int32 { raise(signal) }
