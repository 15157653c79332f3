/// Writing to an open file descriptor: the one loop that writes everything, whatever a single
/// `write` takes, and retries after a signal interrupts it.
@_spi(Flows) public enum FileDescriptor {
  /// Writes all of `bytes` to `descriptor`.
  ///
  /// - Returns: 0 once everything is written, else the errno of the failure.
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    writeAll(bytes, to: descriptor, stopOnInterrupt: { false })
  }

  /// Writes all of `bytes` to `descriptor`, again after a signal interrupts a write unless
  /// `interrupted` says to stop (the REPL stops a write to a terminal that blocks, on Ctrl-C).
  ///
  /// - Returns: 0 once everything is written, else the errno of the failure (`EINTR` when stopped).
  package static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, stopOnInterrupt interrupted: () -> Bool
  ) -> Int32 {
    guard let start = bytes.baseAddress else { return 0 }
    var offset = 0
    while offset < bytes.count {
      let written = Platform.write(descriptor, start + offset, bytes.count - offset)
      if written < 0 && Platform.lastError == Platform.interrupted {
        if interrupted() { return Platform.interrupted }
        continue
      }
      guard written > 0 else { return written < 0 ? Platform.lastError : Platform.inputOutputError }
      offset += written
    }
    return 0
  }
}
