@_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles

/// The terminal as the loop uses it: bytes written, the echo of typed keys, job control, stderr,
/// the signals that arrived and the size. The real one is ``SystemTerminal``; a test's records
/// what it is told.
@MainActor
protocol ShellTerminal: AnyObject {
  /// The signals that arrived since the last look, in order, each resize and resume with the
  /// size the terminal has now.
  func takeSignals() -> [ShellSignal]
  /// Writes bytes that are already safe; throws ``Console/OutputClosed`` when nobody reads the
  /// output any more, a `terminated` ``REPL/Error`` when SIGTERM or SIGHUP interrupted a
  /// blocked write, an `outputFailed` one otherwise.
  func write(_ text: String) throws
  /// Typed keys are not echoed: they wait, unseen, for the next prompt.
  func hideTyping()
  /// Typed keys are echoed again.
  func showTyping()
  /// Stops the process until it is continued, as Ctrl-Z's default action does.
  func stopProcess()
  /// Writes a line on stderr, prefixed with the program's name, made safe first.
  func warn(_ message: String)
}

/// Where a run's loads run, as the loop uses them, at a terminal and in a headless run alike.
/// The real one is ``LoadTasks``; a test's is told what to start and reports as the test says.
@MainActor
protocol LoadRunning<Output>: AnyObject {
  associatedtype Output: Sendable
  /// Starts the loads among `loads` that are not running, each posting its events to
  /// `mailbox`, and cancels those running that are not among them: their task stops and their
  /// child processes end.
  func sync(_ loads: [Load], postingTo mailbox: LoadMailbox)
  /// Folds a long list's labels for narrowing, on another thread.
  func prepareNarrowing(_ flow: Flow<Output>)
  /// Cancels every load and waits, at most `grace`, until every task (and so every child
  /// process) has ended; a task that ends wakes `mailbox`.
  func stopAll(within grace: Duration, watching mailbox: LoadMailbox) async
}

/// The terminal the program runs at.
@MainActor
final class SystemTerminal: ShellTerminal {
  /// The terminal's modes before typing was first hidden: given back when it shows again.
  private var typingModes: Platform.TerminalModes?
  private let measure: () -> Display.Size
  /// Whether keys are read as they come while typing is hidden (a chooser's, line mode): the
  /// terminal then sends no signal for Ctrl-C or Ctrl-Z, which are keys.
  private let readsKeys: Bool

  /// The terminal `measure` says the size of; `readsKeys` as ``readsKeys`` says.
  init(measure: @escaping () -> Display.Size, readsKeys: Bool = false) {
    self.measure = measure
    self.readsKeys = readsKeys
  }

  func takeSignals() -> [ShellSignal] {
    Signals.drain().map { caught in
      switch caught {
      case .interrupt: .interrupt
      case .resize: .resize(measure())
      case .suspend: .suspend
      case .resume: .resume(measure())
      case .terminate(let number): .terminate(number)
      }
    }
  }

  func write(_ text: String) throws {
    try Console.write(raw: text)
  }

  func hideTyping() {
    if typingModes == nil { typingModes = Platform.terminalModes(Platform.standardInput) }
    guard let typingModes else { return }
    let hidden =
      readsKeys
      ? Platform.withoutEcho(Platform.forQueries(typingModes), lines: true) : Platform.withoutEcho(typingModes)
    Platform.setTerminalModes(hidden, on: Platform.standardInput)
  }

  func showTyping() {
    if let typingModes { Platform.setTerminalModes(typingModes, on: Platform.standardInput) }
  }

  func stopProcess() {
    Platform.stopProcess()
  }

  func warn(_ message: String) {
    Console.warn(message)
  }
}

/// Writes to stdout and stderr: the one place bytes leave the REPL. Pages are rendered safe;
/// every other text is made safe before it gets here or by ``warn(_:)``.
enum Console {
  /// The reader of stdout went away (`| head -3`): the run ends quietly.
  struct OutputClosed: Error {}

  /// Bytes that are already safe, as they are. Ctrl-C in a write that stays blocked (a full
  /// pipe nobody reads) ends the program: the loop cannot take it as an event meanwhile.
  static func write(raw text: String) throws {
    var text = text
    let mark = Signals.interruptMark
    Signals.set(.writing)
    let error = text.withUTF8 { bytes in
      Platform.writeAll(UnsafeRawBufferPointer(bytes), to: Platform.standardOutput) {
        // A write blocked on a full pipe is interrupted by SIGTERM or SIGHUP: the run ends.
        Signals.endIfStuck(writingTo: Platform.standardOutput)
        return Signals.terminationSignal != nil
      }
    }
    Signals.set(.listening)
    switch error {
    case 0: return
    case Platform.brokenPipe:
      // Ctrl-C ends the reader too, and its end may be seen here before the handler has run: a
      // reader that left (`| head`) ends the run up to a tenth of a second later for it.
      if Signals.interruptArrived(since: mark, within: .milliseconds(100)) {
        throw REPL.Error.terminated(signal: Platform.interruptSignal)
      }
      throw OutputClosed()
    case Platform.interrupted:
      throw REPL.Error.terminated(signal: Signals.terminationSignal ?? Platform.terminateSignal)
    default: throw REPL.Error.outputFailed(ErrorWords.of(errno: error))
    }
  }

  /// A warning on stderr, prefixed with the program's name, made safe first.
  static func warn(_ message: String) {
    var text = "\(Platform.programName): \(TerminalText.escaped(message))\n"
    _ = text.withUTF8 { Platform.writeAll(UnsafeRawBufferPointer($0), to: Platform.standardError) }
  }
}
