@_spi(Interpreter) import ConsoleFlow
import Synchronization
import TestSupport

@_spi(Flows) @testable import ConsoleFlowREPL

/// A run of a flow driven by hand, in-process: the shell and its loop as the REPL runs them, with
/// a ``VirtualTerminal`` for the terminal, a line editor that draws as readline does, loads the
/// test makes report, and a ``ManualClock`` the test advances, as swift-nio's
/// `EmbeddedEventLoop` is. What the test does (a key, a line of a pipe, a signal, a load's
/// event) goes where the real one would come from, and the loop's own ``ShellLoop/turn(_:)``
/// takes it in; time moves by the loop's own ``ShellLoop/advance(by:on:)``. The test reads the
/// bytes written and the screen they drew.
@MainActor
final class EmbeddedShell<Output: Sendable> {
  let terminal: TerminalDouble
  let editor: EditorDouble
  let loads: LoadsDouble<Output>
  let loop: ShellLoop<Output>
  /// The time since the run began, as the test moves it on.
  private let clock = ManualClock()
  var now: Duration { clock.now }
  /// The values the flow completed with that the test has not taken yet.
  private var completed: [Output] = []

  /// A run of `flow` at a terminal of `rows` by `columns`; `setup` says how (at a terminal by
  /// default, lists narrowing as the user types). A headless run reads the lines of a pipe the
  /// test writes into (``pipe(_:)``). Nothing runs until ``start()``.
  init(
    _ flow: Flow<Output>, rows: Int = 24, columns: Int = 80,
    setup configure: (inout Shell<Output>.Setup) -> Void = { _ in }
  ) {
    var setup = Shell<Output>.Setup()
    setup.mode = .terminal(.init(narrows: true))
    configure(&setup)
    terminal = TerminalDouble(rows: rows, columns: columns)
    editor = EditorDouble(terminal: terminal)
    loads = LoadsDouble()
    let size = Display.Size(rows: rows, columns: columns)
    loop = ShellLoop(
      Shell(flow, setup: setup, size: size), terminal: terminal,
      presenter: setup.atATerminal != nil ? .lineEditor(editor) : .lines, loads: loads,
      input: setup.atATerminal != nil ? .terminal : .pipe(-1), now: { [clock] in clock.now })
    loop.onCompletion = { [unowned self] value in completed.append(value) }
  }

  var shell: Shell<Output> { loop.shell }
  var screen: VirtualTerminal { terminal.screen }
  /// How the run ended, once it has.
  var ending: Shell<Output>.Ending? { loop.ending }

  func start() {
    loop.start()
  }

  /// The values the flow completed with since the last call.
  func takeCompleted() -> [Output] {
    defer { completed = [] }
    return completed
  }

  // MARK: - Keys

  /// Types `text` at the end of the line, as keys come in one burst: the shell hears the line once.
  func type(_ text: String) {
    press { $0.type(text) }
  }

  /// Enter.
  func enter() {
    press { $0.enter() }
  }

  /// Types `line` and Enter.
  func enter(_ line: String) {
    type(line)
    enter()
  }

  /// A line of a pipe, as a headless run reads it: it waits, as the real one does, until the
  /// shell reads a line.
  func pipe(_ line: String) {
    loop.lines.take(Array((line + "\n").utf8))
    loop.turn(.init())
  }

  /// Bytes at the terminal while the shell waits: read raw where it reads keys meanwhile (a
  /// chooser), as the terminal's readiness wakes the loop.
  func typeWhileWaiting(_ bytes: String) {
    editor.bytesAhead += Array(bytes.utf8)
    loop.turn(.init(input: .init(readable: true)))
  }

  func backspace(_ times: Int = 1) {
    press { $0.backspace(times) }
  }

  func up() { press { _ in [.cursorKey(-1)] } }
  func down() { press { _ in [.cursorKey(1)] } }
  func pageDown() { press { _ in [.pageKey(1)] } }
  func pageUp() { press { _ in [.pageKey(-1)] } }
  /// Esc alone on an empty line: back.
  func escape() { press { _ in [.back] } }
  /// Tab where a line is a query: marks the item under the cursor and moves on.
  func toggle() { press { _ in [.toggleKey(1)] } }

  func tab() {
    press { $0.tab() }
  }

  /// Ctrl-D.
  func endOfInput() {
    press { $0.endOfInput() }
  }

  /// A key at the terminal: the line editor reads it when the loop's turn finds the terminal
  /// readable (while a line is read; until then it waits, as typed keys wait in the terminal).
  func press(_ key: @escaping (EditorDouble) -> [InputEvent]) {
    editor.keys.append(key)
    loop.turn(.init(input: .init(readable: true)))
  }

  // MARK: - Signals and time

  /// A signal, as the signal pipe brings it.
  func signal(_ signal: ShellSignal) {
    terminal.signals.append(signal)
    loop.turn(.init(signals: true))
  }

  /// Ctrl-C: the terminal echoes nothing (readline's modes); the shell takes it.
  func interrupt() { signal(.interrupt) }

  /// The window is now `rows` by `columns`: the terminal reflows, readline redraws its line, the
  /// shell hears of it.
  func resize(rows: Int, columns: Int) {
    terminal.screen.resize(rows: rows, columns: columns)
    editor.columns = columns
    signal(.resize(Display.Size(rows: rows, columns: columns)))
  }

  /// Ctrl-Z, then `fg` after the shell printed its lines.
  func suspendAndContinue(shellSays lines: [String] = []) {
    signal(.suspend)
    for line in lines { terminal.screen.write(line) }
    signal(.resume(Display.Size(rows: terminal.screen.rows, columns: terminal.screen.columns)))
  }

  /// Moves the clock on by `duration`, waking the shell at each deadline it asked for on the way,
  /// in order.
  func advance(by duration: Duration) {
    loop.advance(by: duration, on: clock)
  }

  // MARK: - Loads

  /// Hands the shell an event of the load started `number`th (from 0), as its task posts it.
  func report(_ event: Load.Event, fromLoad number: Int = 0) {
    loop.inbox.mailbox.post(event, from: loads.started[number].id)
    loop.turn(.init())
  }

  /// Hands the shell the next `count` events of the load started `number`th, as the load sends
  /// them (it runs in a task of its own from the first call).
  func take(_ count: Int, fromLoad number: Int = 0) async {
    let load = loads.started[number]
    let events = running[load.id] ?? RunningLoad(load)
    running[load.id] = events
    for _ in 0..<count {
      guard let event = await events.next() else { break }
      report(event, fromLoad: number)
    }
  }

  private var running: [Load.ID: RunningLoad] = [:]

  /// Runs the load started `number`th to its end, its events posted as they come, then takes a
  /// turn (the loop woke).
  func finish(load number: Int = 0) async {
    let load = loads.started[number]
    let mailbox = loop.inbox.mailbox
    await load.run { mailbox.post($0, from: load.id) }
    loop.turn(.init())
  }
}

/// A load run in a task of its own, its events taken one at a time as it sends them.
final class RunningLoad: Sendable {
  private let events: AsyncStream<Load.Event>

  init(_ load: Load) {
    let (events, delivery) = AsyncStream.makeStream(of: Load.Event.self)
    self.events = events
    Task {
      await load.run { delivery.yield($0) }
      delivery.finish()
    }
  }

  func next() async -> Load.Event? {
    var iterator = events.makeAsyncIterator()
    return await iterator.next()
  }
}
