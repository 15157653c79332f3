import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call `flows pick`'s engine makes into the C library, in one place: the descriptors its
/// lines are read from and written to, the memory it may use, the processes its previews leave.
enum Platform {
  // MARK: - Processes

  /// This process's id.
  static var processID: Int32 { getpid() }

  /// Makes this process the subreaper of its descendants: one whose parent ends becomes its
  /// child, not init's (Linux; elsewhere nothing changes).
  static func becomeSubreaper() {
    #if os(Linux)
      // PR_SET_CHILD_SUBREAPER, which Glibc's module does not export.
      _ = systemPrctl(36, 1, 0, 0, 0)
    #endif
  }

  /// Every process, with its parent, as /proc lists them now.
  static func processTable() -> ProcessTable {
    var parents: [Int32: Int32] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for name in names {
      guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's name (which may hold anything): the state, then the parent.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    return ProcessTable(parents: parents)
  }

  /// Processes and their parents.
  struct ProcessTable {
    let parents: [Int32: Int32]

    /// The children of `pid`.
    func children(of pid: Int32) -> [Int32] {
      parents.compactMap { $0.value == pid ? $0.key : nil }
    }

    /// The children of `pid`, theirs, and so on.
    func descendants(of pid: Int32) -> [Int32] {
      var found: [Int32] = []
      var next = children(of: pid)
      while let child = next.popLast() {
        found.append(child)
        next += children(of: child)
      }
      return found
    }
  }

  /// The children of this process, as its threads' `children` files in /proc list them: a look
  /// far cheaper than every process's; nil where the kernel keeps no such files.
  static func ownChildren() -> [Int32]? {
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return nil }
    var children: [Int32] = []
    for thread in threads {
      guard let listed = try? String(contentsOfFile: "/proc/self/task/\(thread)/children", encoding: .utf8) else {
        return nil
      }
      children += listed.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    return children
  }

  /// Whether process `pid` has ended: gone, or a zombie waiting to be reaped.
  static func processHasEnded(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return errno == ESRCH }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }

  /// How a process is asked to end.
  enum Ending {
    /// SIGTERM: it may clean up.
    case politely
    /// SIGKILL.
    case now
  }

  /// Sends each of `pids` the signal `ending` says.
  static func endProcesses(_ pids: [Int32], _ ending: Ending) {
    for pid in pids { kill(pid, ending == .politely ? SIGTERM : SIGKILL) }
  }

  /// Reaps those of `children` that have ended, without waiting for the others.
  static func reap(_ children: [Int32]) {
    var status: Int32 = 0
    for child in children { _ = waitpid(child, &status, WNOHANG) }
  }

  /// Starts `/bin/sh -c command` in a process group of its own (its leader's id is the group's),
  /// signals at their defaults, standard input and error `/dev/null`, standard output a new
  /// pipe; answers its id and the pipe's end to read.
  static func startShell(_ command: String) throws(Failure) -> (pid: Int32, output: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(code: errno) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var arguments: [UnsafeMutablePointer<CChar>?] =
      ["/bin/sh", "-c", command].map { (text: String) in strdup(text) } + [nil]
    defer { arguments.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &arguments, environ)
    close(ends[1])
    guard status == 0 else {
      close(ends[0])
      throw Failure(code: status)
    }
    return (pid, ends[0])
  }

  /// Whether the child `pid` has ended, reaping it if so.
  static func reaped(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    let answer = waitpid(pid, &status, WNOHANG)
    return answer == pid || (answer < 0 && errno == ECHILD)
  }

  // MARK: - Descriptors

  /// Reads what `descriptor` has into `buffer`, again after a signal; 0 at the end; the errno of
  /// a failure is thrown as ``Failure``.
  static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(Failure) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { system_read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw Failure(code: errno) }
    }
  }

  /// A call that failed, with its errno.
  struct Failure: Error {
    let code: Int32
  }

  /// The size of the regular file open on `descriptor`; nil for anything else (a pipe).
  static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// How many times `byte` stands in the `count` bytes at `start`.
  static func count(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int {
    var found = 0
    var offset = 0
    while offset < count, let index = firstIndex(of: byte, in: start + offset, count: count - offset) {
      found += 1
      offset += index + 1
    }
    return found
  }

  /// Where `byte` first stands in the `count` bytes at `start`, if it does.
  static func firstIndex(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
    memchr(start, Int32(byte), count).map { start.distance(to: UnsafeRawPointer($0)) }
  }

  /// The errno of a write into a pipe nobody reads.
  static let brokenPipe = EPIPE

  // MARK: - Memory

  /// The size of a page of memory, in bytes.
  static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

  /// The process's soft limits of its address space and of its data segment, in bytes, where
  /// they are set.
  static var memoryLimits: (addressSpace: Int?, data: Int?) {
    func limit(_ resource: Int32) -> Int? {
      var limit = rlimit()
      #if canImport(Glibc)
        guard getrlimit(__rlimit_resource_t(resource), &limit) == 0 else { return nil }
      #else
        guard getrlimit(resource, &limit) == 0 else { return nil }
      #endif
      return limit.rlim_cur == rlim_t.max ? nil : Int(clamping: limit.rlim_cur)
    }
    #if canImport(Glibc)
      return (limit(Int32(RLIMIT_AS.rawValue)), limit(Int32(RLIMIT_DATA.rawValue)))
    #else
      return (limit(Int32(RLIMIT_AS)), limit(Int32(RLIMIT_DATA)))
    #endif
  }
}

// prctl is variadic in C, so Swift does not import it; on Linux its arguments are all integers.
@_silgen_name("prctl")
private func systemPrctl(_ option: Int32, _ first: UInt, _ second: UInt, _ third: UInt, _ fourth: UInt) -> Int32

private func system_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
