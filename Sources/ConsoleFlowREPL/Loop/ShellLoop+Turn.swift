@_spi(Interpreter) import ConsoleFlow

extension ShellLoop {
  /// What one wait found.
  struct Found {
    /// The signal pipe holds signals.
    var signals = false
    /// What the wait saw on the input it watched (none when it watched none).
    var input = Platform.Readiness()
  }

  /// What the next wait watches, and for how long.
  struct NextWait: Equatable {
    /// Whether the input is watched: keys when the line editor reads a line, a pipe's bytes
    /// while the shell reads and the pipe has not ended.
    var input: Bool
    /// How long to wait at most; nil: until something happens.
    var timeout: Duration?
  }

  /// One turn between two waits: what the wait found goes into the inbox and on to the shell,
  /// source by source in a fixed order (the signals, then what loads posted, then the keys or
  /// the pipe's bytes, then the time), each source's events handed over before the next is
  /// read; then the lines that wait, one by one while the shell reads.
  func turn(_ found: Found) {
    if found.signals {
      for signal in terminal.takeSignals() {
        screenSignal(signal)
        inbox.post(.signal(signal))
      }
      process()
    }
    inbox.collect()
    process()
    if ending == nil { readInput(found.input) }
    // A turn that read keys leaves the tick's work (a part of a search, some milliseconds) to the
    // next, which comes at once, so that the keys' frame is not kept waiting; never two turns in
    // a row, so that keys that keep coming do not hold a search up.
    let keysRead = found.input.readable
    if ending == nil, let deadline = shell.deadline, deadline <= now() {
      if keysRead, !tickLeftToTheNextTurn {
        tickLeftToTheNextTurn = true
      } else {
        tickLeftToTheNextTurn = false
        send(.tick)
      }
    }
    takeLines()
    if ending == nil { expireKeys() }
    if ending == nil { expireKeysAhead() }
    turns += 1
    // Full screen: the turn's one frame, of the state it ended with. Keys read are drawn at once;
    // while a search goes on a part a turn, its counts so far are drawn at most as often as line
    // mode redraws: a frame each part would slow the search it shows.
    drawTheScreen(unlessDrawnWithin: shell.searchesOn && !keysRead ? Shell<Output>.redrawInterval : nil)
  }

  /// What the next wait watches: the input while it is read, and the shell's deadline (at once
  /// when keys read already wait, or events do).
  var nextWait: NextWait {
    let watches = readsInput
    let eventsWait = !inbox.isEmpty || (watches && editor?.hasKeysWaiting == true) || screenKeysWait
    let deadline = [shell.deadline, screen?.decoder.deadline, keysAhead.deadline].compactMap { $0 }.min()
    return NextWait(input: watches, timeout: eventsWait ? .zero : deadline.map { max(.zero, $0 - now()) })
  }

  /// Hands the shell the lines of a pipe or a script that wait, one by one while it reads, and
  /// the end of the input once every line was taken.
  func takeLines() {
    while ending == nil, shell.isReading {
      if let line = lines.next() {
        send(.input(.entered(line)))
      } else if lines.ended {
        send(.input(.endOfInput))
      } else {
        return
      }
    }
  }

  /// Moves `clock` on by `duration`, a turn at each deadline the shell asked for on the way, in
  /// order, as the real run wakes at each.
  func advance(by duration: Duration, on clock: ManualClock) {
    let end = clock.now + duration
    while ending == nil, let deadline = shell.deadline, deadline <= end {
      clock.now = max(clock.now, deadline)
      turn(Found())
      if shell.deadline == deadline { break }
    }
    clock.now = end
  }

  /// Whether the input is read now.
  private var readsInput: Bool {
    switch (input, presenter) {
    case (.terminal, .fullScreen): true
    case (.terminal, .lineEditor(let editor)): editor.isReading || shell.readsKeysWhileWaiting
    case (.terminal, .lines): false
    case (.pipe, _): shell.isReading && !lines.atEnd
    case (.lines, _): false
    }
  }

  /// Keys at the terminal while a line is read, or a pipe's bytes while the shell reads.
  private func readInput(_ readiness: Platform.Readiness) {
    guard readsInput else { return }
    switch (input, presenter) {
    case (.terminal, .fullScreen):
      readScreenKeys(readiness)
    case (.terminal, .lineEditor(let editor)) where !editor.isReading:
      readKeysAhead(readiness)
    case (.terminal, .lineEditor(let editor)):
      // Keys read already (typed ahead of a line entered) are taken without waiting.
      if readiness.readable || editor.hasKeysWaiting {
        for event in editor.readKeys() { inbox.post(.input(event)) }
        process()
      } else if readiness.hungUp {
        // The terminal went away (its window closed): readline would read end of input forever.
        send(.hangUp)
      }
    case (.terminal, .lines):
      break
    case (.pipe(let descriptor), _):
      if readiness.readable || readiness.hungUp { lines.read(from: descriptor) }
    case (.lines, _):
      break
    }
  }
}

/// The time of a run driven by hand: it moves only when ``ShellLoop/advance(by:on:)`` moves it.
@MainActor
final class ManualClock {
  /// The time since the run began.
  var now = Duration.zero
}
