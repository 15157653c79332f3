#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calls the pure core makes into the C library: finding a byte many bytes at a time, and a
/// lock.
enum Platform {
  /// The offset of the first `byte` in the `count` bytes at `start`, or nil when there is none.
  static func firstIndex(of byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int? {
    memchr(start, Int32(byte), count).map { UnsafeRawPointer(start).distance(to: UnsafeRawPointer($0)) }
  }

  /// A pthread mutex at a fixed address, as pthread requires.
  ///
  /// Not the standard library's `Mutex`: on Linux a contended `Mutex` is handed over by the
  /// kernel, which the thread sanitizer does not see, so it reports races that are not there.
  final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
  }
}
