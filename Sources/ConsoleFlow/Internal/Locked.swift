/// A value that threads share, read and changed only while its lock is held. A pthread mutex,
/// not the standard library's `Mutex`, which the thread sanitizer cannot see handed over on
/// Linux. SPI: the flows' own processes (a git command's group, a preview's) use it too.
@_spi(Flows) public final class Locked<Value>: @unchecked Sendable {
  private let lock = Platform.Lock()
  private var value: Value

  /// A value shared from now on, read and changed only through ``withLock(_:)``.
  ///
  /// - Parameter value: The value the threads start from.
  @_spi(Flows) public init(_ value: Value) {
    self.value = value
  }

  /// What `body` answers, run while no other thread can read or change the value.
  ///
  /// - Parameter body: Reads or changes the value; nothing else does meanwhile.
  /// - Returns: What `body` answers.
  @_spi(Flows) public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
