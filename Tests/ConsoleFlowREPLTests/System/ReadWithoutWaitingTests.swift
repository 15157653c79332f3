import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ConsoleFlowREPL

/// What the terminal holds, read without waiting: the non-blocking flag belongs to the open
/// terminal, which every process on it shares, so another may clear it at any moment.
@Suite("Reading what waits, without waiting")
struct ReadWithoutWaitingTests {
  @Test("what waits is read; nothing waiting reads nothing at once, whoever clears the shared flag")
  func neverWaits() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (reader, writer) = (ends[0], ends[1])
    // Closed only once both threads below are over: a descriptor closed while one of them still
    // used it could be another test's by then.
    defer {
      close(reader)
      close(writer)
    }
    #expect(write(writer, "ab", 2) == 2)
    #expect(Platform.readWithoutWaiting(reader) == Array("ab".utf8))
    let done = Atomic<Bool>(false)
    // Another process on the terminal, setting its own flags over and over.
    let otherEnded = DispatchSemaphore(value: 0)
    Thread {
      while !done.load(ordering: .acquiring) {
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
      }
      otherEnded.signal()
    }.start()
    let read = Mutex<[UInt8]>([])
    let readsEnded = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      for _ in 0..<20_000 where read.withLock({ $0.isEmpty }) {
        let bytes = Platform.readWithoutWaiting(reader) ?? []
        read.withLock { $0 += bytes }
      }
      readsEnded.signal()
    }
    // A read that waited would wait for good: a byte written after 20 s ends it, and shows.
    if readsEnded.wait(timeout: .now() + 20) == .timedOut {
      _ = write(writer, "x", 1)
      readsEnded.wait()
    }
    done.store(true, ordering: .releasing)
    otherEnded.wait()
    #expect(read.withLock { $0.isEmpty }, "a read waited")
  }
}
