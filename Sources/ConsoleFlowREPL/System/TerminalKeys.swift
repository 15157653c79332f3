import CReadline

/// The keys read from the terminal and not yet taken by readline. The loop reads what the
/// terminal holds without blocking (``readWaiting()``) and readline takes the bytes from here
/// (its `rl_getc_function`), so readline never sits in a read the loop cannot leave: another
/// process reading the same terminal may take the bytes `poll` announced, and a signal must still
/// wake the loop. Readline asks here too whether more input waits (an escape sequence's next
/// byte, Esc alone), so a sequence split across reads is still one key.
@MainActor
enum TerminalKeys {
  /// Bytes read and not taken yet.
  private static var waiting: ArraySlice<UInt8> = []
  /// Where in ``waiting`` the bytes read since a Ctrl-C begin, and which Ctrl-C
  /// (``Signals/interruptMark``): those read before it were typed before it.
  private static var sinceInterrupt: (mark: Int, start: Int)?

  /// The keys the terminal held as its modes were last set here, typed under the modes before.
  private static var typedBefore = TypedBeforeTheModes()

  /// Sets the terminal's modes to `now` from `before`: the keys it holds were typed under
  /// `before`, and are read as typed (a Return as Enter). Keys typed before modes set earlier and
  /// not read yet stay as they were typed.
  static func setModes(_ now: Platform.TerminalModes, from before: Platform.TerminalModes) {
    Platform.setTerminalModes(now, on: Platform.standardInput)
    if typedBefore.isEmpty { typedBefore = TypedBeforeTheModes(before: before, now: now, on: Platform.standardInput) }
  }

  /// Whether the next bytes read were typed before the run set its modes (typed ahead).
  static var holdsKeysTypedBefore: Bool { !typedBefore.isEmpty }

  /// What the terminal holds now, read without waiting and without readline (while no line is
  /// read); nil at the end of its input.
  static func readAhead() -> [UInt8]? {
    Platform.readWithoutWaiting(Platform.standardInput).map { typedBefore.restore($0) }
  }

  /// Whether keys read are waiting for readline.
  static var areWaiting: Bool { !waiting.isEmpty }

  /// Reads what the terminal holds now, never waiting for more; answers false at the end of
  /// its input (it hung up).
  @discardableResult
  static func readWaiting() -> Bool {
    // Taken before the read: bytes that come after a Ctrl-C's handler ran were typed after it
    // (the terminal dropped those it held then).
    let mark = Signals.interruptMark
    guard let read = Platform.readWithoutWaiting(Platform.standardInput) else { return false }
    if sinceInterrupt?.mark != mark { sinceInterrupt = (mark, waiting.endIndex) }
    waiting += typedBefore.restore(read)
    return true
  }

  /// Whether the keys waiting end with Esc that no other key follows within `delay`: Esc
  /// alone, as fzf reads it (the bytes of a key's sequence come together). That Esc is taken.
  static func takeLoneEscape(within delay: Duration) -> Bool {
    while waiting.last == 0x1B {
      guard Platform.poll([Platform.standardInput], timeout: delay)[0].readable, readWaiting() else {
        waiting.removeLast()
        return true
      }
    }
    return false
  }

  /// Keys read elsewhere (while the shell waited), for readline to take first.
  static func typeAhead(_ bytes: [UInt8]) {
    waiting += bytes
  }

  /// Takes every key waiting: full screen reads the terminal itself, and the keys typed as the
  /// run started (read while the terminal was asked its modes) are its first.
  static func takeAll() -> [UInt8] {
    defer {
      waiting = []
      sinceInterrupt = nil
    }
    return Array(waiting)
  }

  /// Forgets the keys waiting that were read before the last Ctrl-C: the line they were typed
  /// for is gone. Those read since stay, the first keys of the next line.
  static func forgetKeysBeforeInterrupt() {
    guard let since = sinceInterrupt, since.mark == Signals.interruptMark else {
      waiting = []
      sinceInterrupt = nil
      return
    }
    waiting = waiting[min(max(since.start, waiting.startIndex), waiting.endIndex)...]
  }

  /// Hands readline its keys, and the hook it asks whether more input waits.
  static func install() {
    cf_rl_set_getc(nextKey)
    cf_rl_set_input_available_hook(inputWaits)
  }

  /// The next key for readline. A key's work that reads on (a paste's rest) waits for the
  /// terminal, but ends (readline reads the end of input) once a signal asks the loop to act.
  private static let nextKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    MainActor.assumeIsolated {
      if let key = waiting.popFirst() { return Int32(key) }
      let interrupts = Signals.interruptMark
      while Signals.terminationSignal == nil && Signals.interruptMark == interrupts {
        let ready = Platform.poll([Platform.standardInput], timeout: .milliseconds(50))[0]
        if ready.readable { readWaiting() }
        if let key = waiting.popFirst() { return Int32(key) }
        if ready.hungUp { break }
      }
      return cf_rl_eof()
    }
  }

  /// Whether input waits, within readline's keyboard timeout (Esc alone or an escape sequence).
  private static let inputWaits: @convention(c) () -> Int32 = {
    MainActor.assumeIsolated {
      if !waiting.isEmpty { return 1 }
      // Asked with a negative value, readline answers its timeout and keeps it.
      let microseconds = rl_set_keyboard_input_timeout(-1)
      let ready = Platform.poll([Platform.standardInput], timeout: .microseconds(max(0, microseconds)))[0]
      return ready.readable ? 1 : 0
    }
  }

  /// What the terminal answers ``TerminalAnswers/question`` within `timeout`: the cursor's
  /// column, and how bracketed paste is set where it answers DECRQM. Keys typed meanwhile are
  /// read in the modes `reading` makes of the terminal's (as the reader that takes them next
  /// reads keys: Return apart from Ctrl-J, Ctrl-C a key, for full screen) and wait here.
  static func askTerminal(
    within timeout: Duration,
    reading: (Platform.TerminalModes) -> Platform.TerminalModes = { Platform.withoutEcho($0, lines: true) }
  ) -> TerminalAnswers {
    var answers = TerminalAnswers()
    guard let modes = Platform.terminalModes(Platform.standardInput) else { return answers }
    setModes(reading(modes), from: modes)
    defer { Platform.setTerminalModes(modes, on: Platform.standardInput) }
    let ask = Array(TerminalAnswers.question.utf8)
    guard ask.withUnsafeBytes({ Platform.writeAll($0, to: Platform.standardOutput) }) == 0 else { return answers }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var read: [UInt8] = []
    defer { waiting += read }
    while clock.now < deadline,
      Platform.poll([Platform.standardInput], timeout: deadline - clock.now).first?.readable == true
    {
      read += typedBefore.restore(Platform.readWithoutWaiting(Platform.standardInput) ?? [])
      if answers.take(from: &read) { break }
    }
    return answers
  }
}
