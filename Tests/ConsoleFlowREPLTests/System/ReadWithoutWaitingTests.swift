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
    defer { close(ends[0]) }
    #expect(write(ends[1], "ab", 2) == 2)
    #expect(Platform.readWithoutWaiting(ends[0]) == Array("ab".utf8))
    let done = Atomic<Bool>(false)
    // Another process on the terminal, setting its own flags over and over.
    let reader = ends[0]
    let other = Thread {
      while !done.load(ordering: .acquiring) {
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
      }
    }
    other.start()
    // A read that waited would wait for good: a byte written much later, then the pipe's end,
    // end it, and the byte shows here.
    let writer = ends[1]
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
      if !done.load(ordering: .acquiring) { _ = write(writer, "x", 1) }
      close(writer)
    }
    var read: [UInt8] = []
    for _ in 0..<20_000 where read.isEmpty { read += Platform.readWithoutWaiting(ends[0]) ?? [] }
    done.store(true, ordering: .releasing)
    #expect(read.isEmpty, "a read waited")
  }
}
