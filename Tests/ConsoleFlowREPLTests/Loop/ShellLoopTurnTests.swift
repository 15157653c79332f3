@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// The loop's turn between two waits, as the real run and the embedded one take it: one inbox,
/// sources handed over in a fixed order, loads waking the loop through its own pipe, a pipe's
/// lines waiting while the shell waits.
@MainActor
@Suite("The loop's turn and its inbox")
struct ShellLoopTurnTests {
  @Test("a load's event wakes the loop through the inbox's own pipe, once however many follow")
  func mailboxWakes() {
    let mailbox = LoadMailbox()
    let id = Flow(slowAlbums, input: SampleCatalog.names).step("AC/DC").flow.loads[0].id
    #expect(!Platform.poll([mailbox.wakeEnd], timeout: .zero)[0].readable)
    mailbox.post(.cancelled, from: id)
    mailbox.post(.cancelled, from: id)
    #expect(Platform.poll([mailbox.wakeEnd], timeout: .zero)[0].readable)
    let taken = mailbox.take()
    #expect(taken.map(\.0) == [id, id])
    #expect(!Platform.poll([mailbox.wakeEnd], timeout: .zero)[0].readable, "taken: the pipe is empty again")
    #expect(mailbox.take().isEmpty)
  }

  @Test("load tasks post to the mailbox, and the signal pipe hears nothing of them")
  func tasksPostToTheMailbox() async {
    // The signal pipe, made if no run made it yet (no signal is held: none reaches it).
    Signals.hold([])
    defer { Signals.release() }
    let signalsBefore = Signals.drain()
    let flow = Flow(slowAlbums, input: SampleCatalog.names).step("AC/DC").flow
    let tasks = LoadTasks<String>()
    let mailbox = LoadMailbox()
    tasks.sync(flow.loads, postingTo: mailbox)
    var events: [(Load.ID, Load.Event)] = []
    let waiter = Waiter()
    defer { waiter.stop() }
    while !events.contains(where: { $0.1.isFinal }) {
      _ = await waiter.wait(on: [mailbox.wakeEnd], timeout: .seconds(10))
      events += mailbox.take()
    }
    #expect(events.allSatisfy { $0.0 == flow.loads[0].id })
    #expect(Signals.drain().isEmpty && signalsBefore.isEmpty, "loads never write into the signal pipe")
    await tasks.stopAll(within: .seconds(3), watching: mailbox)
  }

  @Test("a signal found in the same wait as keys is handed over first: Ctrl-C, then the key")
  func signalsBeforeKeys() {
    let run = EmbeddedShell(Flow(root(chooseName), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    run.terminal.signals.append(.interrupt)
    run.editor.keys.append { $0.type("x") }
    run.loop.turn(.init(signals: true, input: .init(readable: true)))
    #expect(run.screen.shows("^C"), "Ctrl-C on the empty line: ^C and a fresh line")
    #expect(run.editor.line == "x", "the key after it stands on the fresh line")
  }

  @Test("a pipe's line that comes while the shell waits for a load waits too, then goes in")
  func linesWaitForLoads() async {
    let run = EmbeddedShell(Flow(slowAlbums, input: SampleCatalog.names), rows: 24, columns: 80) {
      $0.mode = .script(source: "stdin")
    }
    run.start()
    run.pipe("AC/DC")
    run.pipe("2")
    #expect(!run.shell.isReading, "waiting for the albums")
    #expect(!run.terminal.bytes.contains("> 2"), "the line waits with the shell")
    await run.finish(load: 0)
    guard case .ended(let album)? = run.ending else {
      Issue.record("the waiting line was not taken once the load ended")
      return
    }
    #expect(album == "AC/DC: second")
  }
}
