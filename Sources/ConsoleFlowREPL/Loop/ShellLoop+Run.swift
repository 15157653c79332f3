@_spi(Interpreter) import ConsoleFlow

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
  /// Runs the shell until it finishes: waits (off the main actor) on the inbox's pipe, the signal
  /// pipe, the input while it is read, and the shell's deadline, and takes a ``turn(_:)`` after
  /// each wait. At the end no load outlives the run: every task, and so every child process, has
  /// ended (or 3 s passed). Each value the flow completes with is handed to `onCompletion` as it
  /// comes.
  func run(onCompletion: (Output) -> Void = { _ in }) async -> Shell<Output>.Ending {
    await withoutActuallyEscaping(onCompletion) { onCompletion in
      self.onCompletion = onCompletion
      defer { self.onCompletion = { _ in } }
      let waiter = Waiter()
      defer { waiter.stop() }
      takeTheScreen()
      start()
      while ending == nil {
        let next = nextWait
        let watched = [inbox.mailbox.wakeEnd, Signals.readEnd] + (next.input ? [input.descriptor] : [])
        // What is ready already is looked at here, without the waiter's thread.
        let ready =
          next.timeout == .zero
          ? Platform.poll(watched, timeout: .zero) : await waiter.wait(on: watched, timeout: next.timeout)
        turn(Found(signals: ready[1].readable, input: next.input ? ready[2] : Platform.Readiness()))
      }
      giveTheScreenBack()
      await loads.stopAll(within: .seconds(3), watching: inbox.mailbox)
      return ending ?? .ended(nil)
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
}

/// The lines of a pipe, read as they come: bytes kept until their line ends. A line ends at a
/// newline (a carriage return before it dropped); the last one at the end of the input.
struct PipedLines {
  private var bytes: [UInt8] = []
  private var lines: [String] = []
  /// How many of `lines` were taken: a long script is not moved up at each line.
  private var taken = 0
  /// Whether the input ended: no more bytes come.
  private(set) var atEnd = false

  /// Lines still to come, read as they arrive.
  init() {}

  /// Lines given whole: a script, which ends after them.
  init(whole script: [String]) {
    (lines, atEnd) = (script, true)
  }

  /// Whether every line was taken and no more come.
  var ended: Bool { atEnd && taken == lines.count }

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
    guard taken < lines.count else { return nil }
    defer {
      taken += 1
      if taken == lines.count { (lines, taken) = ([], 0) }
    }
    return lines[taken]
  }

  private static func line(_ bytes: ArraySlice<UInt8>) -> String {
    let text = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    return String(decoding: text, as: UTF8.self)
  }
}
