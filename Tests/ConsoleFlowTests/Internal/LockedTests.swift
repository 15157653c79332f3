import Dispatch
import Testing

@_spi(Flows) @testable import ConsoleFlow

@Suite("Locked")
struct LockedTests {
  // Under the thread sanitizer (scripts/test.sh --sanitize=thread) this also shows the lock is one
  // the sanitizer sees: threads contend, and a hand-over it could not see would be reported.
  @Test("changes made from many threads at once are all kept")
  func contended() {
    let counts = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for _ in 0..<5_000 {
        counts.withLock { $0.append(thread) }
        _ = counts.withLock { $0.count }
      }
    }
    let kept = counts.withLock { $0 }
    #expect(kept.count == 40_000)
    #expect(
      Dictionary(grouping: kept, by: { $0 }).mapValues(\.count)
        == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 5_000) }))
  }
}
