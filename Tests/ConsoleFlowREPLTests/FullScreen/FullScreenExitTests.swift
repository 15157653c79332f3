@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The terminal given back exactly as found, on every way out the run takes: each mode entered
/// set back as found, the keys' modes given back, nothing drawn after; and taken again after
/// Ctrl-Z and `fg`.
@MainActor
@Suite("Full screen: the terminal given back on every way out")
struct FullScreenExitTests {
  /// The DEC private modes a write sets, in order: each mode's number and whether it is set.
  private static func toggles(_ bytes: String) -> [(mode: Int, on: Bool)] {
    bytes.split(separator: "\u{1B}").compactMap { sequence in
      guard sequence.hasPrefix("[?"), let last = sequence.last, last == "h" || last == "l",
        let mode = Int(sequence.dropFirst(2).dropLast())
      else { return nil }
      return (mode, last == "h")
    }
  }

  /// Whether the last write left every mode the first set as it was before: each mode entered
  /// set back (the cursor shown again, the alternate screen left), the last write of the run,
  /// the keys given back.
  private func expectGivenBack<Output>(_ run: FullScreenShell<Output>, _ comment: Comment? = nil) {
    let writes = run.terminal.modeWrites
    #expect(writes.count >= 2, comment)
    guard let enter = writes.first, let leave = writes.last, writes.count >= 2 else { return }
    let entered = Self.toggles(enter)
    let left = Dictionary(Self.toggles(leave).map { ($0.mode, $0.on) }, uniquingKeysWith: { $1 })
    for toggle in entered {
      #expect(left[toggle.mode] == !toggle.on, "mode \(toggle.mode) set back as found", sourceLocation: .__here())
    }
    #expect(left[SynchronizedOutputProbe.mode] == false, "a synchronized update cut off is ended")
    #expect(run.terminal.writes.last == leave, "nothing is drawn after the screen is given back")
    #expect(!run.keyboard.isRaw, "the keys' modes given back")
  }

  private func names() -> FullScreenShell<String> {
    let run = FullScreenShell(Flow(root(chooseName), input: ["Ann", "Bob", "Cy"]))
    run.start()
    return run
  }

  @Test("on entry: the alternate screen, the cursor hidden, the mouse, bracketed paste")
  func entry() {
    let run = names()
    let entered = Self.toggles(run.terminal.modeWrites.first ?? "")
    #expect(entered.map(\.mode) == [1049, 25, 1000, 1002, 1006, 2004])
    #expect(run.terminal.modeWrites.count == 1)
  }

  @Test("quitting gives the terminal back")
  func quit() {
    let run = names()
    run.type(":quit")
    run.enter()
    #expect(run.ending != nil)
    expectGivenBack(run)
  }

  @Test("a completion gives the terminal back, the value handed on")
  func completion() {
    let run = names()
    run.down()
    run.enter()
    #expect(run.takeCompleted() == ["Bob"])
    expectGivenBack(run)
  }

  @Test("SIGTERM and SIGHUP give the terminal back, the run ending with the signal")
  func termination() {
    for number in [Platform.terminateSignal, Platform.hangUpSignal] {
      let run = names()
      run.signal(.terminate(number))
      guard case .failed(let error as REPL.Error)? = run.ending else {
        Issue.record("the run ends with an error")
        continue
      }
      #expect(error.kind == .terminated)
      expectGivenBack(run, "signal \(number)")
    }
  }

  @Test("the terminal gone (end of its input) ends the run as SIGHUP does, the terminal given back")
  func hangUp() {
    let run = names()
    run.send("")
    #expect(run.ending == nil, "a turn that finds no key waiting (another process took it) goes on")
    run.keyboard.ended = true
    run.send("")
    guard case .failed? = run.ending else {
      Issue.record("the run ends")
      return
    }
    expectGivenBack(run)
  }

  @Test("a failed write ends the run; the terminal is still given back")
  func error() {
    let run = names()
    run.terminal.failNextFrame = true
    run.down()
    guard case .failed? = run.ending else {
      Issue.record("the run ends with the failure")
      return
    }
    expectGivenBack(run)
  }

  @Test("Ctrl-Z gives the terminal back before the stop; `fg` takes it again and draws it whole")
  func suspendAndContinue() {
    let run = names()
    run.down()
    run.control("z")
    #expect(run.terminal.stops == 1)
    let writes = run.terminal.modeWrites
    #expect(writes.count == 3, "entered, left for the stop, entered again")
    let left = Dictionary(Self.toggles(writes[1]).map { ($0.mode, $0.on) }, uniquingKeysWith: { $1 })
    #expect(left[1049] == false && left[25] == true)
    #expect(Self.toggles(writes[2]).map(\.mode) == Self.toggles(writes[0]).map(\.mode))
    #expect(run.keyboard.isRaw && run.keyboard.takes == 2)
    run.signal(.resume(Display.Size(rows: 24, columns: 80)))
    #expect(run.cursorRow?.hasSuffix("Bob") == true, "\(run.screen)")
    #expect(run.screen.problems.isEmpty, "\(run.screen)")
    run.control("q")
    expectGivenBack(run)
  }
}
