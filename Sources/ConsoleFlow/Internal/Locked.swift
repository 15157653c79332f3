/// A value that threads share, read and changed only while its lock is held.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = Platform.Lock()
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
