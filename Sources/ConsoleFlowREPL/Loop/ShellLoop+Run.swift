import ConsoleFlow

/// Where a run's lines come from.
enum LineInput {
  /// Keys at the terminal, read by the line editor.
  case terminal
  /// The lines of a pipe (or a file) on this descriptor, read as they come.
  case pipe(Int32)
  /// Lines given whole: a script.
  case lines([String])
}

extension ShellLoop {
  /// Runs the shell until it finishes: waits (off the main actor) for a signal, a load's event,
  /// keys or lines, or the shell's deadline, and hands each to the shell as an event. At the end
  /// no load outlives the run: every task, and so every child process, has ended (or 3 s passed).
  /// `size` measures the terminal when a signal says it may have changed.
  /// Each value the flow completes with is handed to `onCompletion` as it comes.
  func run(
    lines input: LineInput, size: () -> Display.Size, onCompletion: (Output) -> Void = { _ in }
  ) async -> Shell<Output>.Ending {
    let waiter = Waiter()
    defer { waiter.stop() }
    var lines = PipedLines()
    var script = input.script[...]
    start()
    while ending == nil {
      takeCompleted().forEach(onCompletion)
      // A headless run's loads run to their end here: a signal cancels this task (``SignalWatch``)
      // and is taken before what the cancelled loads left.
      if let settled = await loads.settled() {
        sendSignals(size: size)
        send(settled)
        continue
      }
      // Lines already read, or given whole, go in as soon as the shell reads one.
      if shell.isReading, let line = lines.next() ?? script.popFirst() {
        send(.input(.entered(line)))
        continue
      }
      if shell.isReading, input.isScript || lines.ended {
        send(.input(.endOfInput))
        continue
      }
      let descriptor = input.descriptor
      let readsInput =
        switch input {
        case .terminal: editor?.isReading == true
        case .pipe: shell.isReading && !lines.ended
        case .lines: false
        }
      // Keys read already (typed ahead of a line entered) are taken without waiting.
      let keysWait = readsInput && editor?.hasKeysWaiting == true
      let timeout = keysWait ? .zero : shell.deadline.map { max(.zero, $0 - now()) }
      let ready = await waiter.wait(on: [Signals.readEnd] + (readsInput ? [descriptor] : []), timeout: timeout)
      if ready[0].readable { sendSignals(size: size) }
      deliverArrivals()
      if readsInput, ready.count > 1, ending == nil {
        switch input {
        case .terminal:
          if ready[1].readable || keysWait {
            for event in editor?.readKeys() ?? [] { send(.input(event)) }
          } else if ready[1].hungUp {
            // The terminal went away (its window closed): readline would read end of input forever.
            send(.hangUp)
          }
        case .pipe:
          if ready[1].readable || ready[1].hungUp { lines.read(from: descriptor) }
        case .lines:
          break
        }
      }
      if ending == nil, let deadline = shell.deadline, deadline <= now() { send(.tick) }
    }
    takeCompleted().forEach(onCompletion)
    await loads.stopAll(within: .seconds(3))
    return ending ?? .ended(nil)
  }
}

extension ShellLoop {
  /// Hands the shell every signal waiting in the pipe, in order.
  fileprivate func sendSignals(size: () -> Display.Size) {
    for arrival in Signals.drain() where ending == nil {
      switch arrival {
      case .interrupt: send(.signal(.interrupt))
      case .resize: send(.signal(.resize(size())))
      case .suspend: send(.signal(.suspend))
      case .resume: send(.signal(.resume(size())))
      case .terminate(let number): send(.signal(.terminate(number)))
      case .wake: break
      }
    }
  }
}

extension LineInput {
  fileprivate var descriptor: Int32 {
    switch self {
    case .terminal: Platform.standardInput
    case .pipe(let descriptor): descriptor
    case .lines: -1
    }
  }

  fileprivate var script: [String] {
    if case .lines(let lines) = self { return lines }
    return []
  }

  fileprivate var isScript: Bool {
    if case .lines = self { return true }
    return false
  }
}

/// The lines of a pipe, read as they come: bytes kept until their line ends. A line ends at a
/// newline (a carriage return before it dropped); the last one at the end of the input.
struct PipedLines {
  private var bytes: [UInt8] = []
  private var lines: [String] = []
  /// Whether the input ended: no more bytes come.
  private(set) var atEnd = false

  /// Whether every line was taken and no more come.
  var ended: Bool { atEnd && lines.isEmpty }

  /// Reads what waits on `descriptor`: an empty read (or a failed one) is the end of the input.
  mutating func read(from descriptor: Int32) {
    guard let read = Platform.readAvailable(descriptor), !read.isEmpty else {
      atEnd = true
      if !bytes.isEmpty { lines.append(Self.line(bytes[...])) }
      bytes = []
      return
    }
    take(read)
  }

  /// Takes bytes that arrived: whole lines are kept to be given, the rest waits for more.
  mutating func take(_ read: [UInt8]) {
    bytes += read
    while let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(Self.line(bytes[..<newline]))
      bytes.removeSubrange(...newline)
    }
  }

  /// The next whole line, if one was read.
  mutating func next() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }

  private static func line(_ bytes: ArraySlice<UInt8>) -> String {
    let text = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    return String(decoding: text, as: UTF8.self)
  }
}
