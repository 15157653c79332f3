@_spi(Interpreter) import ConsoleFlow

@_spi(Flows) @testable import ConsoleFlowREPL

/// A full-screen run driven by hand, in-process: the same ``ShellLoop`` and shell as the REPL's,
/// full screen's half on it, a keyboard the test types bytes into (as a terminal sends them), a
/// terminal that draws the frames on a ``ScreenEmulator`` and keeps the modes written apart, and
/// a ``ManualClock``. The screen is given back when the run ends, as the real run does.
@MainActor
final class FullScreenShell<Output: Sendable> {
  let terminal: FullScreenTerminalDouble
  let keyboard = KeyboardDouble()
  let loads = LoadsDouble<Output>()
  let loop: ShellLoop<Output>
  private let clock = ManualClock()
  private var completed: [Output] = []
  private var givenBack = false

  init(
    _ flow: Flow<Output>, rows: Int = 24, columns: Int = 80, mouse: Bool = true,
    setup configure: (inout Shell<Output>.Setup) -> Void = { _ in }
  ) {
    var setup = Shell<Output>.Setup()
    var atATerminal = Shell<Output>.AtATerminal(narrows: true)
    atATerminal.fullScreen = true
    setup.mode = .terminal(atATerminal)
    configure(&setup)
    terminal = FullScreenTerminalDouble(rows: rows, columns: columns)
    loop = ShellLoop(
      Shell(flow, setup: setup, size: Display.Size(rows: rows, columns: columns)), terminal: terminal,
      presenter: .fullScreen(FullScreenRun(mouse: mouse), keyboard: keyboard, history: nil), loads: loads,
      input: .terminal, now: { [clock] in clock.now })
    loop.onCompletion = { [unowned self] value in completed.append(value) }
  }

  /// A chooser full screen (`flows pick --screen=full`): a line is only a query, and the keys
  /// are the chooser's key map.
  convenience init(chooser flow: Flow<Output>, rows: Int = 24, columns: Int = 80) {
    self.init(flow, rows: rows, columns: columns) { setup in
      var atATerminal = Shell<Output>.AtATerminal(narrows: true, typing: .query)
      atATerminal.fullScreen = true
      setup.mode = .terminal(atATerminal)
      setup.traits = { size in
        var traits = Traits(width: size.columns, height: size.rows)
        traits.typing = .query
        return traits
      }
    }
  }

  var shell: Shell<Output> { loop.shell }
  var screen: ScreenEmulator { terminal.screen }
  var ending: Shell<Output>.Ending? { loop.ending }
  var now: Duration { clock.now }

  /// The screen taken, the first page drawn.
  func start() {
    loop.takeTheScreen()
    loop.start()
    endIfOver()
  }

  func takeCompleted() -> [Output] {
    defer { completed = [] }
    return completed
  }

  /// Whether a row of the screen holds `text`.
  func shows(_ text: String) -> Bool { screen.rowTexts.contains { $0.contains(text) } }

  /// The row the terminal's cursor is reversed on: the cursor's item.
  var cursorRow: String? { screen.reversedRowTexts.first }

  // MARK: - Keys

  /// Bytes as the terminal sends them for keys, read in one turn.
  func send(_ bytes: String) {
    keyboard.waiting += Array(bytes.utf8)
    loop.turn(.init(input: .init(readable: true)))
    endIfOver()
  }

  func type(_ text: String) { send(text) }
  func enter() { send("\r") }
  func up(_ times: Int = 1) { send(String(repeating: "\u{1B}[A", count: times)) }
  func down(_ times: Int = 1) { send(String(repeating: "\u{1B}[B", count: times)) }
  func pageDown() { send("\u{1B}[6~") }
  func pageUp() { send("\u{1B}[5~") }
  func home() { send("\u{1B}[H") }
  func end() { send("\u{1B}[F") }
  func control(_ letter: Character) { send(String(UnicodeScalar((letter.asciiValue ?? 0) & 0x1F))) }

  /// Escape alone: the byte, then the decoder's wait for more passes.
  func escape() {
    send("\u{1B}")
    advance(by: KeyDecoder.escapeDelay)
    loop.turn(.init())
    endIfOver()
  }

  /// A press of the left button at `row` and `column` (from 0), then its release, in SGR form.
  func click(row: Int, column: Int) {
    send("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// The wheel turned once, down or up, at `row` and `column`.
  func wheel(down: Bool, row: Int = 3, column: Int = 3) {
    send("\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M")
  }

  // MARK: - Signals, time, loads

  func signal(_ signal: ShellSignal) {
    terminal.signals.append(signal)
    loop.turn(.init(signals: true))
    endIfOver()
  }

  /// The window is now `rows` by `columns`: the terminal's screen is new, the shell hears of it.
  func resize(rows: Int, columns: Int) {
    terminal.screen = ScreenEmulator(width: columns, height: rows)
    signal(.resize(Display.Size(rows: rows, columns: columns)))
  }

  func advance(by duration: Duration) {
    loop.advance(by: duration, on: clock)
    loop.turn(.init())
    endIfOver()
  }

  /// Hands the shell the next `count` events of the load started `number`th, as the load sends
  /// them (it runs in a task of its own from the first call), a turn each.
  func take(_ count: Int, fromLoad number: Int = 0) async {
    for _ in 0..<count {
      guard await post(1, fromLoad: number) == 1 else { break }
      loop.turn(.init())
      endIfOver()
    }
  }

  /// Posts the next `count` events of the load started `number`th with no turn to take them, as
  /// when they come while the loop is busy; answers how many there were.
  @discardableResult
  func post(_ count: Int, fromLoad number: Int = 0) async -> Int {
    let load = loads.started[number]
    let events = running[load.id] ?? RunningLoad(load)
    running[load.id] = events
    for posted in 0..<count {
      guard let event = await events.next() else { return posted }
      loop.inbox.mailbox.post(event, from: load.id)
    }
    return count
  }

  private var running: [Load.ID: RunningLoad] = [:]

  /// Runs the load started `number`th to its end, then takes a turn.
  func finish(load number: Int = 0) async {
    let load = loads.started[number]
    let mailbox = loop.inbox.mailbox
    await load.run { mailbox.post($0, from: load.id) }
    loop.turn(.init())
    endIfOver()
  }

  /// Runs the load started `number`th to its end and reads `bytes` in the same turn: keys that
  /// reach the loop before the frame of what the load brought was drawn.
  func finish(load number: Int, thenRead bytes: String) async {
    let load = loads.started[number]
    let mailbox = loop.inbox.mailbox
    await load.run { mailbox.post($0, from: load.id) }
    keyboard.waiting += Array(bytes.utf8)
    loop.turn(.init(input: .init(readable: true)))
    endIfOver()
  }

  /// The run ended: the screen given back, as ``ShellLoop/run(onCompletion:)`` does after its loop.
  private func endIfOver() {
    guard ending != nil, !givenBack else { return }
    givenBack = true
    loop.giveTheScreenBack()
  }
}

/// The terminal of a full-screen test: frames drawn on a ``ScreenEmulator``, the writes of the
/// modes (and the question about synchronized output) kept apart, in order.
@MainActor
final class FullScreenTerminalDouble: ShellTerminal {
  var screen: ScreenEmulator
  /// The writes that set modes (entering, leaving, entering again), in order.
  private(set) var modeWrites: [String] = []
  /// Every write, in order.
  private(set) var writes: [String] = []
  private(set) var warnings: [String] = []
  private(set) var stops = 0
  var signals: [ShellSignal] = []

  init(rows: Int, columns: Int) {
    screen = ScreenEmulator(width: columns, height: rows)
  }

  /// The next frame's write fails, as a terminal gone away does.
  var failNextFrame = false

  func write(_ text: String) throws {
    if failNextFrame, !text.contains("\u{1B}[?1049") {
      failNextFrame = false
      throw REPL.Error.outputFailed("gone")
    }
    writes.append(text)
    if text.contains("\u{1B}[?1049") {
      modeWrites.append(text)
    } else {
      screen.write(text)
    }
  }

  func takeSignals() -> [ShellSignal] {
    defer { signals = [] }
    return signals
  }

  func hideTyping() {}
  func showTyping() {}
  func stopProcess() { stops += 1 }
  func warn(_ message: String) { warnings.append(message) }
}

/// A keyboard the test types into: bytes wait until the loop reads them; whether the keys are
/// taken raw, and how often they were given back.
@MainActor
final class KeyboardDouble: FullScreenKeyboard {
  var waiting: [UInt8] = []
  /// Whether the bytes waiting were typed before the run took the keys (typed ahead).
  var typedBefore = false
  /// Whether the input ended (the terminal gone): reads answer nil.
  var ended = false
  private(set) var isRaw = false
  private(set) var takes = 0

  var holdsKeysTypedBefore: Bool { typedBefore && !waiting.isEmpty }

  func read() -> [UInt8]? {
    defer { (waiting, typedBefore) = ([], false) }
    return ended ? nil : waiting
  }

  func takeKeys() {
    isRaw = true
    takes += 1
  }

  func giveKeysBack() { isRaw = false }
  func dropAnswers(within grace: Duration) { waiting = [] }
}

extension ScreenEmulator {
  /// Each row's text, trailing spaces dropped.
  var rowTexts: [String] {
    cells.map { row in
      var text = row.map(\.grapheme).joined()
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  /// The texts of the rows above the status line whose first cell is in reverse video (the
  /// cursor's row).
  var reversedRowTexts: [String] {
    zip(cells, rowTexts).dropLast(2).compactMap { row, text in
      row.first?.style.attributes.contains(.reverse) == true && !text.isEmpty ? text : nil
    }
  }
}
