import Foundation
import Testing

@testable import ConsoleFlowREPL

@Suite("What a signal does at once")
struct SignalsTests {
  @Test("every signal waits for the loop, but Ctrl-C in a write that may block ends the program at once")
  func actions() {
    for signal in Signals.atATerminal {
      #expect(Signals.action(for: signal, in: .listening) == .queue)
      let blocked = Signals.action(for: signal, in: .writing)
      #expect(blocked == (signal == Platform.interruptSignal ? .endNow : .queue))
    }
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
