@_spi(Flows) import ConsoleFlowFiles

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call the REPL makes into the C library, in one type, as swift-argument-parser's
/// `Platform.swift` keeps them: the terminal's modes and size, `poll`, reads and writes of
/// descriptors here; signals and their dispositions, stopping the process and waiting for the
/// foreground in `Platform+Signals.swift`. GNU readline's own calls are in `Readline.swift`. The
/// functions the signal handler calls are async-signal-safe.
enum Platform {
  // MARK: - Descriptors

  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The errno of a file that is not there.
  static let noSuchFile = ENOENT
  /// The errno of a write into a pipe nobody reads.
  static let brokenPipe = EPIPE
  /// The errno of a call a signal interrupted.
  static let interrupted = EINTR

  /// Writes every byte of `bytes` to `descriptor`, again after an interruption unless
  /// `interrupted` says to stop; answers 0, or the errno of the failure (`EINTR` when stopped).
  /// The one loop that does it is ConsoleFlowFiles' `FileDescriptor.writeAll`.
  static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, stopOnInterrupt interrupted: () -> Bool = { false }
  ) -> Int32 {
    FileDescriptor.writeAll(bytes, to: descriptor, stopOnInterrupt: interrupted)
  }

  /// Reads what is waiting on `descriptor`, at most `limit` bytes; empty at the end of input,
  /// nil on an error other than an interruption.
  static func readAvailable(_ descriptor: Int32, limit: Int = 65_536) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: limit)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      return Array(bytes.prefix(count))
    }
  }

  /// What `descriptor` holds now, read without waiting for more: non-blocking for these reads
  /// alone, since another process reading the same terminal may have taken what `poll`
  /// announced. Empty when nothing waits (or a signal came: the loop takes it); nil at the end of
  /// the input (a terminal hung up).
  static func readWithoutWaiting(_ descriptor: Int32) -> [UInt8]? {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return nil }
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(descriptor, F_SETFL, flags) }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 4096)
    // Each read only once poll says bytes wait: the flag belongs to the open terminal, which every
    // process on it shares, and one may clear it meanwhile; a read that then blocked for good
    // would leave SIGTERM to a loop that never runs again.
    while case let ready = poll([descriptor], timeout: .zero)[0], ready.readable || ready.hungUp {
      let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { return bytes }
      if count == 0 && bytes.isEmpty { return nil }
      guard count > 0 else { return bytes }
      bytes += block.prefix(count)
    }
    return bytes
  }

  /// Opens the file at `path` to append to it, never through a link; answers the descriptor, or
  /// -1 (the reason in ``lastError``).
  static func openForAppending(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
  }

  /// Cuts the file open on `descriptor` to `length` bytes; answers 0 or the errno.
  static func truncate(_ descriptor: Int32, to length: Int64) -> Int32 {
    ftruncate(descriptor, off_t(length)) == 0 ? 0 : errno
  }

  /// Flushes the file open on `descriptor` to disk; answers 0 or the errno.
  static func sync(_ descriptor: Int32) -> Int32 {
    fsync(descriptor) == 0 ? 0 : errno
  }

  static func close(_ descriptor: Int32) {
    _ = Glibc_close(descriptor)
  }

  /// Whether `path` is a symbolic link (not followed).
  static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// The errno of the last call that failed.
  static var lastError: Int32 { errno }

  /// A pipe whose ends close on exec, its write end never blocking; nil when none can be made.
  static func makeSignalPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
    _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
    return (ends[0], ends[1])
  }

  /// Async-signal-safe: writes one byte, never blocking (a full pipe drops it).
  static func writeByte(_ byte: UInt8, to descriptor: Int32) {
    var byte = byte
    _ = write(descriptor, &byte, 1)
  }

  /// Every byte waiting in `descriptor`, a non-blocking pipe, without waiting.
  static func drain(_ descriptor: Int32) -> [UInt8] {
    var drained: [UInt8] = []
    var bytes = [UInt8](repeating: 0, count: 256)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 256) }
      guard count > 0 else { break }
      drained += bytes.prefix(count)
    }
    return drained
  }

  /// What `poll` found on one descriptor.
  struct Readiness: Equatable, Sendable {
    var readable = false
    /// The other end went away (a terminal closed, a pipe's writer gone).
    var hungUp = false
  }

  /// Waits up to `timeout` (nil: as long as it takes) until one of `descriptors` is ready;
  /// answers each one's readiness, none when the time ran out.
  static func poll(_ descriptors: [Int32], timeout: Duration?) -> [Readiness] {
    var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = pollMilliseconds(timeout)
    let ready = fds.withUnsafeMutableBufferPointer { Glibc_poll($0.baseAddress, nfds_t($0.count), milliseconds) }
    guard ready > 0 else { return descriptors.map { _ in Readiness() } }
    return fds.map { fd in
      Readiness(
        readable: fd.revents & Int16(POLLIN) != 0,
        hungUp: fd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && fd.revents & Int16(POLLIN) == 0)
    }
  }

  /// `timeout` as `poll` takes it: milliseconds, -1 for none. Rounded up: a deadline 0.4 ms away
  /// must not spin at 0 ms until it comes.
  private static func pollMilliseconds(_ timeout: Duration?) -> Int32 {
    guard let (seconds, attoseconds) = timeout?.components else { return -1 }
    return Int32(clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
  }

  /// Whether `descriptor` takes bytes within `timeout` (its reader reads), waiting no longer.
  static func waitUntilWritable(_ descriptor: Int32, within timeout: Duration) -> Bool {
    var fd = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    let milliseconds = pollMilliseconds(timeout)
    while true {
      let ready = Glibc_poll(&fd, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0 && fd.revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0
    }
  }

  /// Whether `descriptor` has input ready to read now (more keys of a paste or a typed burst).
  static func hasInput(_ descriptor: Int32) -> Bool {
    poll([descriptor], timeout: .zero).first?.readable ?? false
  }

  // MARK: - The terminal

  /// The terminal's size on `descriptor`, if it is a terminal that knows it.
  static func terminalSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    let status = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    guard status == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// A terminal's modes, kept to be given back.
  struct TerminalModes: Sendable {
    fileprivate var modes: termios
  }

  /// The modes of the terminal on `descriptor`, if it is one.
  static func terminalModes(_ descriptor: Int32) -> TerminalModes? {
    var modes = termios()
    return tcgetattr(descriptor, &modes) == 0 ? TerminalModes(modes: modes) : nil
  }

  /// Async-signal-safe: gives the terminal on `descriptor` `modes`.
  static func setTerminalModes(_ modes: TerminalModes, on descriptor: Int32) {
    var modes = modes.modes
    tcsetattr(descriptor, TCSANOW, &modes)
  }

  /// `modes` with Ctrl-C, Ctrl-Z, Ctrl-\\, Ctrl-S and Ctrl-Q read as keys (no signal, no flow
  /// control), for a prompt that reads queries; with `editing`, keys echoed and lines edited too,
  /// as readline expects to find them (it then echoes the line itself), whatever a shell left.
  static func forQueries(_ modes: TerminalModes, editing: Bool = false) -> TerminalModes {
    var query = modes
    query.modes.c_lflag &= ~tcflag_t(ISIG)
    query = withoutFlowControl(query)
    if editing { query.modes.c_lflag |= tcflag_t(ECHO | ICANON) }
    return query
  }

  /// `modes` with the terminal's flow control off (IXON): Ctrl-Q and Ctrl-S reach the program as
  /// keys, and the page's key map gives them their meaning.
  static func withoutFlowControl(_ modes: TerminalModes) -> TerminalModes {
    var keys = modes
    keys.modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
    return keys
  }

  /// `modes` with the echo of typed keys off; with `lines`, lines not edited either (keys read
  /// as they come).
  static func withoutEcho(_ modes: TerminalModes, lines: Bool = false) -> TerminalModes {
    var quiet = modes
    quiet.modes.c_lflag &= ~tcflag_t(lines ? ECHO | ICANON : ECHO)
    return quiet
  }

  /// How many bytes the terminal on `descriptor` holds to be read now.
  static func bytesWaiting(_ descriptor: Int32) -> Int {
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
  }

  /// Whether `modes` turn a Return (CR) typed into a newline (LF) as they take it.
  static func turnsReturnIntoNewline(_ modes: TerminalModes) -> Bool {
    modes.modes.c_iflag & tcflag_t(ICRNL) != 0 && modes.modes.c_iflag & tcflag_t(IGNCR) == 0
  }

  /// `modes` for keys read as they come: unechoed, Ctrl-C and the like as keys, and Return (CR)
  /// kept apart from Ctrl-J (LF), which a key map may bind to another intent (a chooser's down).
  /// Full screen reads in them; line mode's chooser holds the keys typed while readline is not
  /// reading in them (during a load), so its Enter is still Enter.
  static func forKeys(_ modes: TerminalModes) -> TerminalModes {
    var keys = withoutEcho(forQueries(modes), lines: true)
    keys.modes.c_iflag &= ~tcflag_t(ICRNL)
    return keys
  }

  /// The name the program was started by, for warnings.
  static var programName: String {
    CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "flows"
  }
}

// The C library's functions whose names the enum's own would hide.
private func Glibc_poll(_ fds: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
  poll(fds, count, timeout)
}
private func Glibc_close(_ descriptor: Int32) -> Int32 { close(descriptor) }
