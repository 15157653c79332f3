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
      Shell(flow, setup: setup, size: size), terminal: terminal, editor: setup.atATerminal != nil ? editor : nil,
      loads: loads, input: setup.atATerminal != nil ? .terminal : .pipe(-1), now: { [clock] in clock.now })
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

  func backspace(_ times: Int = 1) {
    press { $0.backspace(times) }
  }

  func up() { press { _ in [.cursorKey(-1)] } }
  func down() { press { _ in [.cursorKey(1)] } }

  func tab() {
    press { $0.tab() }
  }

  /// Ctrl-D.
  func endOfInput() {
    press { $0.endOfInput() }
  }

  /// A key at the terminal: the line editor reads it when the loop's turn finds the terminal
  /// readable (while a line is read; until then it waits, as typed keys wait in the terminal).
  private func press(_ key: @escaping (EditorDouble) -> [InputEvent]) {
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

/// The terminal of an embedded run: the screen the bytes draw, every byte, what else it was told.
@MainActor
final class TerminalDouble: ShellTerminal {
  var screen: VirtualTerminal
  /// Every byte written, in order.
  private(set) var bytes = ""
  /// Lines written to stderr.
  private(set) var warnings: [String] = []
  /// Whether typed keys are echoed.
  private(set) var typingShown = true
  /// How many times the process stopped.
  private(set) var stops = 0
  /// A write fails with this, when set.
  var failure: (any Error)?
  /// Signals that arrived, not taken yet.
  var signals: [ShellSignal] = []

  init(rows: Int, columns: Int) {
    screen = VirtualTerminal(rows: rows, columns: columns)
  }

  /// The bytes written since `mark` (a count of bytes from ``bytes``).
  func written(since mark: Int) -> String { String(bytes.utf8.dropFirst(mark)) ?? "" }

  func write(_ text: String) throws {
    if let failure { throw failure }
    bytes += text
    screen.write(text)
  }

  /// What readline draws itself: on the screen, and among the bytes.
  func draw(_ text: String) {
    bytes += text
    screen.write(text)
  }

  func takeSignals() -> [ShellSignal] {
    defer { signals = [] }
    return signals
  }

  func hideTyping() { typingShown = false }
  func showTyping() { typingShown = true }
  func stopProcess() { stops += 1 }
  func warn(_ message: String) { warnings.append(message) }
}

/// A line editor that draws what readline draws, for an embedded run: the prompt, the line as it
/// is typed at its end, the line again where the shell asks, completions listed below.
@MainActor
final class EditorDouble: LineEditor {
  private let terminal: TerminalDouble
  private(set) var isReading = false
  var tabCompletions: (String) -> [String] = { _ in [] }
  private(set) var prompt = ""
  private(set) var line = ""
  /// Lines remembered, oldest first, and where Up and Down stand among them.
  private(set) var history: [String] = []
  private var historyIndex: Int?
  /// Every move the shell asked for, in order.
  private(set) var edits: [LineEdit] = []
  var columns: Int
  /// Keys pressed, not read yet: each is what it does to the line.
  var keys: [(EditorDouble) -> [InputEvent]] = []
  var hasKeysWaiting: Bool { !keys.isEmpty }

  init(terminal: TerminalDouble) {
    self.terminal = terminal
    columns = terminal.screen.columns
  }

  func type(_ text: String) -> [InputEvent] {
    line += text
    terminal.draw(text)
    return [.lineChanged(EditedLine(line))]
  }

  func backspace(_ times: Int) -> [InputEvent] {
    for _ in 0..<min(times, line.count) {
      line.removeLast()
      terminal.draw("\u{8}\u{1B}[K")
    }
    return [.lineChanged(EditedLine(line))]
  }

  func enter() -> [InputEvent] {
    isReading = false
    terminal.draw("\n")
    return [.entered(line)]
  }

  func endOfInput() -> [InputEvent] {
    guard line.isEmpty else { return [] }
    isReading = false
    return [.endOfInput]
  }

  func tab() -> [InputEvent] {
    let matches = tabCompletions(line)
    if matches.count == 1 {
      line = matches[0]
      terminal.draw("\r\u{1B}[K" + prompt + line)
      return [.lineChanged(EditedLine(line))]
    }
    guard matches.count > 1 else { return [] }
    terminal.draw("\n" + matches.joined(separator: "  ") + "\n" + prompt + line)
    return [.completionsListed]
  }

  /// Key by key while a line is read, as readline: a line entered leaves the rest for the next.
  func readKeys() -> [InputEvent] {
    var events: [InputEvent] = []
    while isReading, !keys.isEmpty, !events.contains(where: \.endsTheLine) {
      events += keys.removeFirst()(self)
    }
    return events
  }

  func perform(_ edit: LineEdit) -> [InputEvent] {
    edits.append(edit)
    switch edit {
    case .read(let prompt):
      self.prompt = prompt
      line = ""
      historyIndex = nil
      isReading = true
      terminal.draw(prompt)
    case .drop:
      isReading = false
    case .drawAgain:
      terminal.draw(prompt + line)
    case .redisplay, .resize:
      terminal.draw("\r\u{1B}[K" + prompt + line)
    case .changePrompt(let prompt):
      self.prompt = prompt
      terminal.draw("\r\u{1B}[K" + prompt + line)
    case .replace(let text):
      line = text
    case .toEnd, .suspend, .resume, .measure:
      break
    case .freshLineAfterInterrupt:
      line = ""
      terminal.draw(prompt)
    case .recall(let offset):
      guard !history.isEmpty else { return [] }
      let index = max(0, min(history.count, (historyIndex ?? history.count) + offset))
      historyIndex = index
      line = index < history.count ? history[index] : ""
      terminal.draw("\r\u{1B}[K" + prompt + line)
      return [.recalled(EditedLine(line))]
    }
    return []
  }

  func remember(_ line: String) {
    history.append(line)
  }
}

/// Loads of an embedded run: started and cancelled as the shell says, reporting only what the
/// test hands in.
@MainActor
final class LoadsDouble<Output: Sendable>: LoadRunning {
  /// Every load started, in order.
  private(set) var started: [Load] = []
  /// The loads running now.
  private(set) var running: [Load.ID] = []
  /// Loads cancelled, in order.
  private(set) var cancelled: [Load.ID] = []
  /// Flows whose labels were folded ahead of the first key.
  private(set) var prepared = 0

  func sync(_ loads: [Load], postingTo mailbox: LoadMailbox) {
    let wanted = Set(loads.map(\.id))
    for id in running where !wanted.contains(id) { cancelled.append(id) }
    running.removeAll { !wanted.contains($0) }
    for load in loads where !running.contains(load.id) {
      running.append(load.id)
      started.append(load)
    }
  }

  func prepareNarrowing(_ flow: Flow<Output>) {
    prepared += 1
  }

  func stopAll(within grace: Duration, watching mailbox: LoadMailbox) async {
    sync([], postingTo: mailbox)
  }
}

/// A load run in a task of its own, its events taken one at a time as it sends them.
private final class RunningLoad: Sendable {
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
