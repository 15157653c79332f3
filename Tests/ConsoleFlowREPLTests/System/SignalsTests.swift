import Foundation
import Testing

@testable import ConsoleFlowREPL

@Suite("What a signal does at once")
struct SignalsTests {
  @Test("every signal waits for the loop; a second Ctrl-C in one write that may block ends the program at once")
  func actions() {
    for signal in Signals.atATerminal {
      #expect(Signals.action(for: signal, in: .listening) == .queue)
      #expect(Signals.action(for: signal, in: .listening, earlier: 1) == .queue)
      // The first waits: a terminal slow to draw takes the bytes soon, and Ctrl-C then clears the line.
      #expect(Signals.action(for: signal, in: .writing) == .queue)
      let again = Signals.action(for: signal, in: .writing, earlier: 1)
      #expect(again == (signal == Platform.interruptSignal ? .endNow : .queue))
    }
  }

  @Test("a descriptor whose reader reads takes bytes at once; a full pipe nobody reads takes none")
  func stuckWrites() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(Platform.waitUntilWritable(ends[1], within: .milliseconds(10)))
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let block = [UInt8](repeating: 0, count: 4096)
    while block.withUnsafeBytes({ write(ends[1], $0.baseAddress, $0.count) }) > 0 {}
    #expect(!Platform.waitUntilWritable(ends[1], within: .milliseconds(10)), "full, and nobody reads")
    var taken = [UInt8](repeating: 0, count: 65_536)
    _ = taken.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
    #expect(Platform.waitUntilWritable(ends[1], within: .milliseconds(10)), "read from: it takes bytes again")
  }

  @Test("SIGUSR1, SIGUSR2 and SIGALRM are held at a terminal and end the run as SIGTERM does")
  func endingSignals() {
    for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGHUP] {
      #expect(Signals.atATerminal.contains(signal), "\(signal)")
      #expect(Signals.caught(signal) == .terminate(signal), "\(signal)")
    }
    #expect(Signals.caught(SIGWINCH) == .resize)
  }

  @Test("a signal on its way is seen as pending, without being taken; once taken it is not")
  func pendingSignal() {
    // SIGUSR2 sent to this thread alone and blocked here, so no handler, and no other test, sees it.
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGUSR2)
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    #expect(!Platform.isPending(SIGUSR2))
    pthread_kill(pthread_self(), SIGUSR2)
    #expect(Platform.isPending(SIGUSR2))
    #expect(Platform.isPending(SIGUSR2), "looking does not take it")
    var taken: Int32 = 0
    sigwait(&set, &taken)
    #expect(taken == SIGUSR2)
    #expect(!Platform.isPending(SIGUSR2))
  }
}
