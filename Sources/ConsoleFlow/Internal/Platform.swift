#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one call the pure core makes into the C library: finding a byte many bytes at a time.
enum Platform {
  /// The offset of the first `byte` in the `count` bytes at `start`, or nil when there is none.
  static func firstIndex(of byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int? {
    memchr(start, Int32(byte), count).map { UnsafeRawPointer(start).distance(to: UnsafeRawPointer($0)) }
  }
}
