@_spi(Interpreter) import ConsoleFlow
import Foundation

/// Runs a navigation at a console: GNU readline at a terminal, plain lines from a pipe or a script.
///
/// ```swift
/// let album = try await REPL(name: "music").run(navigation, input: artists) // nil when the user quits
/// ```
public struct REPL: Sendable {
  // The settings `init` documents; those the `flows` tool sets after it are SPI.
  var name: String
  var color: Choice
  var style: Style
  var keepRunning: Bool
  var strict: Bool
  var recordPath: String?
  var arguments: [String]
  var environment: [String: String]
  /// As `init` says.
  @_spi(Flows) public var path: [String]
  /// As `init` says.
  @_spi(Flows) public var origin: [String]
  /// `origin` as the program was given its bytes (a path that is not UTF-8), for `:where`.
  @_spi(Flows) public var originBytes: [[UInt8]]?
  /// When set, the path where a session at a terminal is left is saved under this key in
  /// the state folder (`$XDG_STATE_HOME/consoleflow/paths.json`), for `--resume`.
  @_spi(Flows) public var resumeKey: String?
  /// Whether to open where the last session with `resumeKey` was left (when `path` is empty).
  @_spi(Flows) public var resumes = false
  /// Where the lines typed at a terminal are kept (`flows pick` keeps none unless asked).
  @_spi(Flows) public var historyFile: HistoryFile = .standard
  /// As `init` says.
  @_spi(Flows) public var live: Choice
  /// As `init` says.
  @_spi(Flows) public var plain: Choice
  /// Text the first prompt's line starts with at a terminal, as if typed: the user edits it, and
  /// where lists narrow as the user types, a list narrows by it at once (`flows pick --query`).
  @_spi(Flows) public var initialLine: String?
  /// Called with each line Enter sends at a terminal, before the flow takes it: the query a
  /// choice was made with (`flows pick --print-query`).
  @_spi(Flows) public var lineEntered: (@MainActor @Sendable (String) -> Void)?
  /// What a line typed at a terminal means: the input language, or only ever a query.
  @_spi(Flows) public var typing: Typing = .commands
  var screen: ScreenLayout
  /// As `init` says.
  @_spi(Flows) public var mouse: Bool
  /// The layout the user chose on the command line (`--screen`), over the environment's.
  @_spi(Flows) public var screenChosen: ScreenLayout?

  /// A REPL for the flow called `name`; every other setting has a default.
  ///
  /// ```swift
  /// let repl = REPL(name: "music", screen: .full)  // CONSOLEFLOW_SCREEN=line still wins
  /// ```
  ///
  /// - Parameters:
  ///   - name: The flow's name: it names the history file, readline's `$if` section in
  ///     `~/.inputrc` and the flow in recorded transcripts.
  ///   - color: Whether pages use colour; ``Choice/auto``: when stdout is a terminal, `NO_COLOR`
  ///     is unset or empty, `TERM` is not `dumb` and its terminfo entry, if found, has 8 colours
  ///     or more. Never in plain mode.
  ///   - style: How pages look: their colours (when colour is on) and symbols.
  ///   - screen: How pages show at a terminal: below one another over a readline prompt
  ///     (``ScreenLayout/line``), or filling the screen with a cursor, a status line and the
  ///     mouse (``ScreenLayout/full``). The user's choice wins: `CONSOLEFLOW_SCREEN=full` or
  ///     `line` in the environment. Plain mode, `TERM=dumb`, piped input and an output that is
  ///     not a terminal always get lines.
  ///   - mouse: Whether full screen reads the mouse: the wheel scrolls, a click moves the
  ///     cursor, a double click chooses. Off, the terminal selects text as usual.
  ///   - live: Whether a list narrows as the user types, with a cursor among its matches;
  ///     ``Choice/auto``: unless `CONSOLEFLOW_LIVE` is `never`. Never with piped input,
  ///     `TERM=dumb` or plain mode.
  ///   - plain: Plain mode, for screen readers and braille displays: output is only appended
  ///     lines (no cursor movement, redraw, colour or spinner), each page opens with a line
  ///     saying where the user is and how many items there are, and a load says that it
  ///     started, how it goes at most every few seconds, and that it ended. ``Choice/auto``:
  ///     when `CONSOLEFLOW_PLAIN` is set (not `0`).
  ///   - keepRunning: Whether to go on after a completion rather than end the run: the user is
  ///     told the flow is done, and Enter starts it over at its root (`:back` to what completed
  ///     is refused, so a save is never made twice). Headless and piped runs do the same.
  ///   - strict: Whether a line that is not accepted ends a headless run with an error.
  ///   - path: Where to open the flow: one label a screen, chosen from the root screen
  ///     (`--at`). A part that does not match leaves the flow at the deepest screen reached,
  ///     says so on the screen (and on stderr, unless it is the same terminal), and in a strict
  ///     run throws a `pathMismatch` ``Error``. At a terminal each part waits like any load:
  ///     Ctrl-C stops the opening where it is.
  ///   - origin: The command line that starts the flow, which `:where` extends with the path.
  ///   - recordPath: Where to write the session as a `.transcript` file, if anywhere. It is
  ///     written before the first page (a path that cannot be written stops the run at once) and
  ///     again after every step, so a signal or a crash loses at most the step under way.
  ///   - arguments: The flow's arguments, for the header of a recorded transcript.
  ///   - environment: The environment the traits and the history path are read from.
  public init(
    name: String, color: Choice = .auto, style: Style = .standard, screen: ScreenLayout = .line, mouse: Bool = true,
    live: Choice = .auto, plain: Choice = .auto, keepRunning: Bool = false, strict: Bool = false,
    path: [String] = [], origin: [String] = [], recordPath: String? = nil, arguments: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    (self.name, self.color, self.style, self.screen, self.mouse) = (name, color, style, screen, mouse)
    (self.live, self.plain, self.keepRunning, self.strict) = (live, plain, keepRunning, strict)
    (self.path, self.origin, self.recordPath, self.arguments) = (path, origin, recordPath, arguments)
    self.environment = environment
  }

  /// Runs `navigation` from `input`, reading standard input: readline at a terminal, plain lines
  /// otherwise (each echoed after its prompt, so the output reads as a transcript). Answers the
  /// last completed value, or nil when the user quit without one or the input ended.
  ///
  /// Loads run as Swift tasks. At a terminal a load that lasts shows a progress line, Ctrl-C
  /// cancels it, and a list keeps filling in the background while the user reads it (with
  /// `recordPath` set, every load ends before the next prompt, so the recording replays exactly).
  /// Piped input waits for each load and prints no progress.
  ///
  /// - Parameters:
  ///   - navigation: The flow to run.
  ///   - input: Its root screen's input.
  ///   - onCompletion: Called on the main actor with each value the flow completes with, once
  ///     the turn that completed it is over: the page after the completion (and at a terminal
  ///     its prompt) is already written, and piped lines read in the same burst may be echoed
  ///     first, so what it prints lands after them. To show an outcome, put it on a screen after
  ///     the work (`Navigation.save(_:_:)` and a receipt), which every interpreter
  ///     and transcript shows in the order a person sees it.
  /// - Throws: An ``Error`` of its ``Error/Kind``: `recordingFailed` before the first page,
  ///   `rejectedLine` in a strict headless run, `unsavedChanges` when a headless run ends with
  ///   changes not saved, `terminated` after SIGTERM or SIGHUP at the prompt, `outputFailed` when
  ///   stdout cannot be written.
  @discardableResult
  @MainActor
  public func run<A, Output: Sendable>(
    _ navigation: Navigation<A, Output>, input: A, onCompletion: (Output) -> Void = { _ in }
  ) async throws -> Output? {
    try await run(Flow(navigation, input: input), onCompletion: onCompletion)
  }

  /// Runs `flow` as it stands, reading standard input as ``run(_:input:onCompletion:)`` does: a
  /// flow opened at a path of the program's own choosing, say. It is drawn for the terminal
  /// (its size, colour and `style`); `path` still applies when set, and so does resuming
  /// where the last session was left.
  ///
  /// ```swift
  /// let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  /// let album = try await REPL(name: "music").run(albums)
  /// ```
  @discardableResult
  @MainActor
  @_spi(Interpreter) public func run<Output: Sendable>(_ flow: Flow<Output>, onCompletion: (Output) -> Void = { _ in })
    async throws
    -> Output?
  {
    let terminal = self.terminal
    guard terminal.stdinIsTerminal else {
      return try await run(flow, input: .pipe(Platform.standardInput), source: "stdin", onCompletion: onCompletion)
    }
    return try await run(flow, input: .terminal, source: "terminal", onCompletion: onCompletion)
  }

  /// Runs `navigation` headlessly on `lines` (a script, or piped input), printing the transcript
  /// as it goes. When `strict`, a line that is not accepted stops the run with an error naming
  /// `source` and the line number.
  @discardableResult
  @MainActor
  public func run<A, Output: Sendable, Lines: Sequence<String>>(
    _ navigation: Navigation<A, Output>, input: A, lines: Lines, source: String,
    onCompletion: (Output) -> Void = { _ in }
  ) async throws -> Output? {
    try await run(Flow(navigation, input: input), lines: lines, source: source, onCompletion: onCompletion)
  }

  /// Runs `flow` as it stands headlessly on `lines`, as ``run(_:input:lines:source:onCompletion:)``
  /// does.
  ///
  /// ```swift
  /// let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  /// let album = try await REPL(name: "music").run(albums, lines: ["2"], source: "script")
  /// ```
  @discardableResult
  @MainActor
  @_spi(Interpreter) public func run<Output: Sendable, Lines: Sequence<String>>(
    _ flow: Flow<Output>, lines: Lines, source: String, onCompletion: (Output) -> Void = { _ in }
  ) async throws -> Output? {
    try await run(flow, input: .lines(Array(lines)), source: source, onCompletion: onCompletion)
  }

  /// The one way every run goes: a ``Shell`` on the flow, driven by its loop until it finishes.
  /// At a terminal the REPL holds the terminal's signals and readline; a headless run holds the
  /// signals that end it, so its loads' children end first. However the run ends, no load
  /// outlives it.
  @MainActor
  private func run<Output: Sendable>(
    _ flow: Flow<Output>, input: LineInput, source: String, onCompletion: (Output) -> Void
  ) async throws -> Output? {
    let terminal = self.terminal
    var flow = flow
    flow.origin = origin
    flow.originBytes = originBytes
    let style = self.style
    var setup = Shell<Output>.Setup()
    setup.plain = isPlain
    setup.canErase = terminal.redraws
    setup.recording = recordPath != nil
    setup.strict = strict
    setup.keepRunning = keepRunning
    setup.path = path.isEmpty && resumes ? savedPath() ?? [] : path
    // A prompt that reads only queries has pages that name its keys, not the commands.
    let pagesRead: Traits.Typing = typing == .query ? .query : .inputLanguage
    setup.traits = { size in
      var traits = terminal.traits(for: size, style: style)
      traits.typing = pagesRead
      return traits
    }
    // At a terminal the page says why a path stopped; stderr says it too where it is not the same screen.
    var atATerminal: Shell<Output>.AtATerminal?
    let fullScreen = isFullScreen(input: input, terminal: terminal)
    if case .terminal = input {
      setup.warnsOnStderr = !Platform.isTerminal(Platform.standardError)
      atATerminal = Shell<Output>.AtATerminal(
        narrows: !isPlain && terminal.redraws && live.liveIsOn(environment: environment),
        showsProgress: terminal.stdoutIsTerminal, savesPath: resumeKey != nil, initialLine: initialLine,
        typing: typing)
      atATerminal?.fullScreen = fullScreen
    }

    // Writing into a closed pipe must not kill the process with SIGPIPE, nor a file past its size
    // limit with SIGXFSZ: the write fails instead, and the run says so.
    Platform.ignore(Platform.brokenPipeSignal)
    Platform.ignore(Platform.fileTooLargeSignal)
    // Set up first: readline learns the terminal's size, which the first page is drawn for.
    let editor = atATerminal.flatMap { atATerminal in
      fullScreen
        ? nil
        : ReadlineEditor(
          name: name, plain: isPlain, pastesBracketed: terminal.redraws,
          history: History(historyFile, flow: name, environment: environment), typing: atATerminal.typing,
          escapeDelay: escapeDelay)
    }
    // Bracketed paste is left as it was found, once readline is done.
    var pasteLeaving = ""
    defer {
      editor?.close()
      if !pasteLeaving.isEmpty { try? Console.write(raw: pasteLeaving) }
    }
    // The REPL owns the run's signals for the whole run, and gives them back after it.
    Signals.hold(atATerminal != nil ? Signals.atATerminal : Signals.headless)
    defer { Signals.release() }
    // A prompt that reads queries sets the terminal's modes itself: the ones it found come back.
    let readsQueries = atATerminal?.typing == .query
    let foundModes = readsQueries ? Platform.terminalModes(Platform.standardInput) : nil
    defer { if let foundModes { Platform.setTerminalModes(foundModes, on: Platform.standardInput) } }
    // A shell's key binding runs the chooser on the line typed (fish): the page starts below the
    // column the cursor was at, and the cursor goes back there at the end.
    let started = Self.startAtTheTerminal(
      readsQueries: readsQueries, fullScreen: fullScreen, asks: atATerminal != nil && setup.canErase && !isPlain,
      found: foundModes)
    atATerminal?.startColumn = started.startColumn
    pasteLeaving = started.leaving
    setup.mode = atATerminal.map { .terminal($0) } ?? .script(source: source)
    let clock = ContinuousClock()
    let start = clock.now
    let presenter: ShellLoop<Output>.Presenter
    if fullScreen {
      // Only what the terminal has (terminfo's smcup, kmous): no alternate screen on a vt100.
      let has = Terminfo.entry(environment: environment)
      var screen = FullScreenRun<Output>(
        mouse: mouse && has?.mouse ?? true, alternateScreen: has?.alternateScreen ?? true,
        bracketedPasteFound: started.bracketedPasteFound ?? true, escapeDelay: .milliseconds(escapeDelay))
      // The same history file as line mode's: its commands are the command line's Up and Down.
      var history = History(historyFile, flow: name, environment: environment)
      history.load()
      screen.commandHistory = history.lines.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
      presenter = .fullScreen(screen, keyboard: SystemKeyboard(), history: history)
    } else {
      presenter = editor.map { .lineEditor($0) } ?? .lines
    }
    let loop = ShellLoop(
      Shell(flow, setup: setup, size: terminal.size()),
      terminal: SystemTerminal(measure: terminal.size, readsKeys: readsQueries && !fullScreen),
      presenter: presenter, loads: LoadTasks<Output>(), input: input, now: { clock.now - start })
    loop.recording = recordPath.map { Recorder.Target(path: $0, flow: name, arguments: arguments) }
    loop.savePath = { path in savePath(path) }
    loop.lineEntered = lineEntered
    loop.keysAhead = KeysAhead(escapeDelay: .milliseconds(escapeDelay))
    // A headless run is a run without a terminal: the same loop, its loads run as tasks, a signal
    // taken from the signal pipe like any event.
    let ending = await loop.run(onCompletion: onCompletion)
    switch ending {
    case .ended(let value): return value
    case .failed(let error): throw error
    }
  }
}
