@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Dispatch
import Foundation
import Synchronization

/// Waits on descriptors (`poll`) on a thread of its own, so the main actor, which runs the loop,
/// is free while nothing happens: a run never blocks the main actor to wait.
final class Waiter: Sendable {
  private struct Request: Sendable {
    let descriptors: [Int32]
    let timeout: Duration?
    let answer: CheckedContinuation<[Platform.Readiness], Never>
  }

  private let request = Locked<Request?>(nil)
  private let stopped = Atomic<Bool>(false)
  private let asked = DispatchSemaphore(value: 0)

  init() {
    let thread = Thread { [self] in serve() }
    thread.name = "consoleflow-waiter"
    thread.start()
  }

  /// Waits up to `timeout` (nil: as long as it takes) until one of `descriptors` is ready; answers
  /// each one's readiness, none when the time ran out.
  func wait(on descriptors: [Int32], timeout: Duration?) async -> [Platform.Readiness] {
    await withCheckedContinuation { answer in
      request.withLock { $0 = Request(descriptors: descriptors, timeout: timeout, answer: answer) }
      asked.signal()
    }
  }

  /// Ends the thread once it is not waiting.
  func stop() {
    stopped.store(true, ordering: .releasing)
    asked.signal()
  }

  private func serve() {
    while true {
      asked.wait()
      guard
        let next = request.withLock({ request in
          defer { request = nil }; return request
        })
      else {
        if stopped.load(ordering: .acquiring) { return }
        continue
      }
      next.answer.resume(returning: Platform.poll(next.descriptors, timeout: next.timeout))
    }
  }
}
