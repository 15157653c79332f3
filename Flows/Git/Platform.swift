#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call the git browser makes into the C library: signals to a process group.
enum Platform {
  /// Whether any process is left in the process group `group`.
  static func groupHasProcesses(_ group: Int32) -> Bool {
    system_kill(-group, 0) == 0
  }

  /// Asks every process of `group` to end (SIGTERM).
  static func terminate(group: Int32) {
    _ = system_kill(-group, SIGTERM)
  }

  /// Ends every process of `group` (SIGKILL).
  static func kill(group: Int32) {
    _ = system_kill(-group, SIGKILL)
  }
}

private func system_kill(_ pid: Int32, _ signal: Int32) -> Int32 { kill(pid, signal) }
