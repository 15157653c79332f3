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
}
