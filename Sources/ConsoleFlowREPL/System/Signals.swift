import Synchronization

/// The signals a run holds, for the whole run (as bash or psql hold them): their handler writes
/// the signal's number into a pipe, which the loop waits on beside the terminal, so every signal
/// becomes an event of the shell, taken in order. The pipe carries signals only (loads wake the
/// loop through its inbox's own pipe, ``LoadMailbox``).
///
/// The one exception is a write that blocks (stdout is a full pipe nobody reads): the loop cannot
/// take events then. Ctrl-C in a write (the REPL's own, or readline's as it draws the line) is
/// queued as any other, since a terminal slow to draw (under load, over ssh) soon takes bytes
/// again and the Ctrl-C then means what it always does; the write that it interrupted ends the
/// program (status 130, the terminal as it was at the start) if its reader takes no byte for
/// ``stuckWrite`` (``endIfStuck(writingTo:)``), and a second Ctrl-C in the same write ends it at
/// once. SIGTERM,
/// SIGHUP or another signal that ends a program (SIGUSR1, SIGALRM…, `Platform.endingSignals`)
/// interrupt the write (``terminationSignal``); taken by the loop, they end the run as SIGTERM
/// does, the screen given back, with status 128 + the signal's number. Ctrl-C reaches every program of the
/// pipeline at once, so a write may fail for the reader's end before the handler has run: such a
/// failure counts as Ctrl-C (``interruptArrived(since:within:)``).
enum Signals {
  /// What the handler does with a signal, by what the program is doing.
  enum Mode: UInt8 {
    /// Taking events: every signal goes into the pipe.
    case listening
    /// In a write that may block: a second Ctrl-C in it ends the program at once.
    case writing
  }

  /// A signal as the loop takes it from the pipe.
  enum Caught: Equatable {
    case interrupt
    case resize
    case suspend
    case resume
    case terminate(Int32)
  }

  /// What the handler does at once with `signal` while the program is in `mode`: the pure rule
  /// the handler follows.
  enum Action: Equatable {
    /// Into the pipe, for the loop.
    case queue
    /// The terminal given back its first modes, then the signal's default action (the end).
    case endNow
  }

  /// The rule: only a second Ctrl-C in one write that may block (`earlier` came in it before) ends
  /// the program at once; SIGTERM and SIGHUP are queued too, and interrupt the write besides.
  static func action(for signal: Int32, in mode: Mode, earlier: Int = 0) -> Action {
    signal == Platform.interruptSignal && mode == .writing && earlier > 0 ? .endNow : .queue
  }

  /// How long a write that Ctrl-C interrupted may wait for its reader to take a byte before the
  /// program ends: a terminal drawing slowly takes some well within it; a pipe nobody reads never.
  static let stuckWrite = Duration.seconds(1)

  /// Every signal a run at a terminal holds.
  static let atATerminal =
    [
      Platform.interruptSignal, Platform.resizeSignal, Platform.suspendSignal, Platform.continueSignal,
      Platform.terminateSignal, Platform.hangUpSignal,
    ] + Platform.endingSignals

  /// The signals a headless run holds: those that end it, so its loads' children end first.
  static let headless = [Platform.interruptSignal, Platform.terminateSignal, Platform.hangUpSignal]

  // Reached from the handler, so set before it is installed and never reallocated.
  private static let mode = Atomic<UInt8>(Mode.listening.rawValue)
  private static let pipeEnds = Atomic<Int64>(-1)
  /// The terminal's modes when the run started, given back before Ctrl-C ends a blocked program.
  /// Unchecked: the check of exclusive access is a call into the runtime, not the handler's.
  @exclusivity(unchecked) nonisolated(unsafe) private static var startModes: Platform.TerminalModes?
  private static let hasStartModes = Atomic<Bool>(false)
  /// The SIGTERM or SIGHUP that arrived, if any (0: none), for a blocked write to notice.
  private static let termination = Atomic<Int32>(0)
  /// How many Ctrl-Cs the handler has begun to take, in any mode.
  private static let interrupts = Atomic<Int>(0)
  /// How many Ctrl-Cs came during the write going on (from 0 as each begins).
  private static let interruptsInWrite = Atomic<Int>(0)

  /// The dispositions the signals had before the run, given back after it.
  @MainActor private static var previous: [(Int32, Platform.Disposition)] = []

  /// Holds `signals` for the rest of the run, and unblocks them: a parent may hand down a mask
  /// that blocks them (a dispatch worker thread does), and then Ctrl-C and resizes would never come.
  @MainActor
  static func hold(_ signals: [Int32]) {
    guard previous.isEmpty else { return }
    if pipeEnds.load(ordering: .acquiring) < 0, let ends = Platform.makeSignalPipe() {
      pipeEnds.store(Int64(ends.read) << 32 | Int64(UInt32(bitPattern: ends.write)), ordering: .releasing)
    }
    set(.listening)
    termination.store(0, ordering: .releasing)
    // The globals the handler reads are set up here, before it is installed: not in the handler.
    _ = atATerminal
    if !hasStartModes.load(ordering: .acquiring) {
      startModes = Platform.terminalModes(Platform.standardInput)
      hasStartModes.store(startModes != nil, ordering: .releasing)
    }
    previous = signals.map { ($0, Platform.handle($0, with: handler)) }
    Platform.unblock(signals)
  }

  /// Gives the signals back the dispositions they had before ``hold(_:)``.
  @MainActor
  static func release() {
    for (signal, disposition) in previous { Platform.restore(signal, disposition) }
    previous = []
    set(.listening)
  }

  static func set(_ newMode: Mode) {
    if newMode == .writing { interruptsInWrite.store(0, ordering: .releasing) }
    mode.store(newMode.rawValue, ordering: .releasing)
  }

  /// Called as a write to `descriptor` was interrupted: when Ctrl-C came during it and the reader
  /// takes no byte within ``stuckWrite`` (a full pipe nobody reads), the program ends as a second
  /// Ctrl-C would end it. Otherwise the write goes on, and the loop takes the Ctrl-C after it.
  static func endIfStuck(writingTo descriptor: Int32) {
    guard interruptsInWrite.load(ordering: .acquiring) > 0,
      !Platform.waitUntilWritable(descriptor, within: stuckWrite)
    else { return }
    endNow(Platform.interruptSignal)
  }

  /// Gives the screen and the terminal's first modes back, then ends the program by `signal`'s
  /// default action. Async-signal-safe: called from the handler too.
  private static func endNow(_ signal: Int32) {
    FullScreenRescue.giveBack()
    if hasStartModes.load(ordering: .acquiring), let modes = startModes {
      Platform.setTerminalModes(modes, on: Platform.standardInput)
    }
    Platform.handle(signal, with: nil)
    Platform.raise(signal)
  }

  /// The descriptor the loop waits on for signals.
  static var readEnd: Int32 { Int32(truncatingIfNeeded: pipeEnds.load(ordering: .acquiring) >> 32) }

  /// The SIGTERM or SIGHUP that arrived during the run, if one did.
  static var terminationSignal: Int32? {
    let signal = termination.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// A mark to pass to ``interruptArrived(since:)`` later.
  static var interruptMark: Int { interrupts.load(ordering: .acquiring) }

  /// Whether Ctrl-C reached the program since `mark`: taken by the handler (on any thread), still
  /// on its way, or arriving within `grace`. Ctrl-C reaches every program of a pipeline at once,
  /// so the reader of stdout may end, and a write fail, before the handler has run: on the
  /// thread libdispatch parks in `sigsuspend`, or later still when a sanitizer holds signals
  /// back. The handler then queues it into the pipe, which is watched for that long.
  static func interruptArrived(since mark: Int, within grace: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    while true {
      if Platform.isPending(Platform.interruptSignal) || interrupts.load(ordering: .acquiring) != mark { return true }
      let left = deadline - clock.now
      guard left > .zero else { return false }
      // The run is ending either way: what else waits in the pipe is of no more use.
      _ = Platform.poll([readEnd], timeout: left)
      _ = Platform.drain(readEnd)
    }
  }

  /// Everything waiting in the pipe, in the order it came, without blocking.
  static func drain() -> [Caught] {
    Platform.drain(readEnd).compactMap { caught(Int32($0)) }
  }

  private static var writeEnd: Int32 { Int32(truncatingIfNeeded: pipeEnds.load(ordering: .acquiring)) }

  /// What the loop makes of the signal `byte` names; nil for one it does not hold.
  static func caught(_ byte: Int32) -> Caught? {
    switch byte {
    case Platform.interruptSignal: .interrupt
    case Platform.resizeSignal: .resize
    case Platform.suspendSignal: .suspend
    case Platform.continueSignal: .resume
    case Platform.terminateSignal, Platform.hangUpSignal: .terminate(byte)
    default: Platform.endingSignals.contains(byte) ? .terminate(byte) : nil
    }
  }

  /// The handler. It may interrupt any thread anywhere, inside `malloc` or the Swift runtime's
  /// own locks, so it uses atomics, integer compares, write, tcsetattr, sigaction and raise only:
  /// no array, no generic call, nothing the runtime looks up or allocates on first use. (A first
  /// `contains` on an array here looked up its conformance, under the runtime's lock, as SIGCONT
  /// followed a hang-up: the program waited for itself forever.) `SignalHandlerTests` walks what
  /// it calls in the built binary.
  private static let handler: Platform.Handler = { signal in
    let mode: Mode = Signals.mode.load(ordering: .acquiring) == Mode.writing.rawValue ? .writing : .listening
    var earlier = 0
    if signal == Platform.interruptSignal {
      Signals.interrupts.add(1, ordering: .acquiringAndReleasing)
      if mode == .writing { earlier = Signals.interruptsInWrite.add(1, ordering: .acquiringAndReleasing).oldValue }
    }
    if Signals.action(for: signal, in: mode, earlier: earlier) == .endNow {
      // The signal is blocked in its handler, so the raise takes effect, with the default
      // action, as the handler returns.
      Signals.endNow(signal)
      return
    }
    // Every signal held but these four ends the run (SIGTERM, SIGHUP, `Platform.endingSignals`).
    if signal != Platform.interruptSignal && signal != Platform.resizeSignal && signal != Platform.suspendSignal
      && signal != Platform.continueSignal
    {
      Signals.termination.store(signal, ordering: .releasing)
    }
    Platform.writeByte(UInt8(truncatingIfNeeded: signal), to: Signals.writeEnd)
  }
}
