import Foundation

/// A value that threads share, read and changed only while its lock is held: the flows' own
/// processes (a git command's group, a preview's) are told apart across the tasks that start and
/// end them. NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over
/// on Linux, and reports what it guards as a race.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// What `body` answers, run while no other thread can read or change the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
