import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call `flows` makes into the C library, in one place (`flows pick`'s engine has its own):
/// its signals at the start, the descriptors `flows pick` opens, the terminal it asks on, files
/// compared, processes.
enum Platform {
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1

  // MARK: - Signals

  /// SIGQUIT ends the program at once with its default action (status 131); SIGINT, SIGTERM,
  /// SIGHUP and SIGQUIT are unblocked, should the parent have handed down a mask that blocks them.
  static func takeEndingSignals() {
    _ = signal(SIGQUIT, SIG_DFL)
    var ending = sigset_t()
    sigemptyset(&ending)
    for ends in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&ending, ends) }
    pthread_sigmask(SIG_UNBLOCK, &ending, nil)
  }

  // MARK: - Processes

  /// This process's id.
  static var processID: Int32 { getpid() }

  /// Whether no process `pid` runs any more.
  static func processIsGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  // MARK: - Descriptors

  /// A new descriptor for what `descriptor` is open on.
  static func duplicate(_ descriptor: Int32) -> Int32 {
    dup(descriptor)
  }

  /// The file at the path whose bytes are `path` (a name that is not UTF-8 included), open for
  /// reading; -1 when it cannot be (``lastError``).
  static func openForReading(bytes path: [UInt8]) -> Int32 {
    open((path + [0]).map { CChar(bitPattern: $0) }, O_RDONLY | O_CLOEXEC)
  }

  /// Whether the open `descriptor` is a folder (opened for reading, it reads nothing).
  static func isFolder(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The error number of a folder read as a file.
  static var isAFolderError: Int32 { EISDIR }

  /// Closes a file opened here.
  static func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// How many bytes the C string at `text` holds before its NUL.
  static func length(of text: UnsafePointer<CChar>) -> Int {
    strlen(text)
  }

  /// Puts the controlling terminal (`/dev/tty`) on standard input and output; answers a
  /// descriptor for the standard output it found, or nil when there is no terminal.
  static func askOnTheTerminal() -> Int32? {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else { return nil }
    let output = dup(standardOutput)
    dup2(terminal, standardInput)
    dup2(terminal, standardOutput)
    close(terminal)
    return output
  }

  /// Whether two paths name one file: the same device and inode; nil when either is not there.
  static func sameFile(_ first: String, _ second: String) -> Bool? {
    var (a, b) = (stat(), stat())
    guard stat(first, &a) == 0 && stat(second, &b) == 0 else { return nil }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// The errno of the last call that failed.
  static var lastError: Int32 { errno }
}
