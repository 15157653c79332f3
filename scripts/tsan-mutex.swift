// Shows that ThreadSanitizer on Linux reports state guarded by Synchronization.Mutex as raced:
//   swiftc -sanitize=thread scripts/tsan-mutex.swift -o /tmp/tsan-mutex && /tmp/tsan-mutex
// Four threads write one dictionary, each write inside the same Mutex's withLock; TSan reports a
// "Swift access race" all the same (it does not see the Mutex's futex). See tsan-suppressions.txt.
import Foundation
import Synchronization

final class Guarded: Sendable { let table = Mutex<[Int: Int]>([:]) }
let guarded = Guarded()
let writers = (0..<4).map { writer in Thread { for index in 0..<20_000 { guarded.table.withLock { $0[index % 100] = writer } } } }
writers.forEach { $0.start() }
Thread.sleep(forTimeInterval: 2)
print("entries: \(guarded.table.withLock { $0.count })")
