import ConsoleFlow
import Foundation

/// Runs a navigation at a console: GNU readline at a terminal, plain lines from a pipe or a script.
///
/// ```swift
/// let album = try await REPL(name: "music").run(navigation, input: artists) // nil when the user quits
/// ```
public struct REPL: Sendable {
  /// The flow's name: it names the history file, readline's `$if` section in `~/.inputrc` and
  /// the flow in recorded transcripts.
  public var name: String
  /// When pages use colour.
  public var color: ColorChoice
  /// How pages look: their colours (when colour is on) and symbols.
  public var style: Style
  /// Whether to go on after a completion, so the user can go back and choose again.
  public var keepRunning: Bool
  /// Whether a line that is not accepted ends a headless run with an error.
  public var strict: Bool
  /// Where to write the session as a `.transcript` file, if anywhere. It is written before the
  /// first page (a path that cannot be written stops the run at once) and again after every
  /// step, so a signal or a crash loses at most the step under way.
  public var recordPath: String?
  /// The flow's arguments, for the header of a recorded transcript.
  public var arguments: [String]
  /// The environment the traits and the history path are read from.
  public var environment: [String: String]
  /// Where to open the flow: one label a screen, chosen from the root screen (`--at`). A part
  /// that does not match leaves the flow at the deepest screen reached, says so on the screen
  /// (and on stderr, unless it is the same terminal), and in a strict run throws ``PathMismatch``.
  /// At a terminal each part waits like any load: Ctrl-C stops the opening where it is.
  public var path: [String] = []
  /// The command line that starts the flow, which `:where` extends with the path.
  public var origin: [String] = []
  /// When set, the path where a session at a terminal is left is saved under this key in
  /// the state folder (`$XDG_STATE_HOME/consoleflow/paths.json`), for `--resume`.
  public var resumeKey: String?
  /// Whether to open where the last session with ``resumeKey`` was left (when ``path`` is empty).
  public var resumes = false
  /// Whether a list narrows as the user types, with a cursor among its matches; nil: as
  /// `CONSOLEFLOW_LIVE` says, else ``LiveChoice/auto``. Never with piped input, `TERM=dumb` or
  /// ``plain``.
  public var live: LiveChoice? = nil
  /// Plain mode, for screen readers and braille displays: output is only appended lines (no
  /// cursor movement, redraw, colour or spinner), each page opens with a line saying where the
  /// user is and how many items there are, and a load says that it started, how it goes at most
  /// every few seconds, and that it ended. nil: on when `CONSOLEFLOW_PLAIN` is set (not `0`).
  public var plain: Bool? = nil

  /// A REPL for the flow called `name`; every other setting has a default.
  public init(
    name: String, color: ColorChoice = .auto, style: Style = .standard, keepRunning: Bool = false,
    strict: Bool = false, recordPath: String? = nil, arguments: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    (self.name, self.color, self.style, self.keepRunning, self.strict) = (name, color, style, keepRunning, strict)
    (self.recordPath, self.arguments, self.environment) = (recordPath, arguments, environment)
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
  /// - Throws: ``RecordingFailed`` before the first page, ``RejectedLine`` in a strict headless
  ///   run, ``UnsavedChanges`` when a headless run ends with changes not saved, ``Terminated``
  ///   after SIGTERM or SIGHUP at the prompt, ``OutputFailed`` when stdout cannot be written.
  @discardableResult
  @MainActor
  public func run<A, Output: Sendable>(
    _ navigation: Navigation<A, Output>, input: A, onCompletion: (Output) -> Void = { _ in }
  ) async throws -> Output? {
    try await run(Flow(navigation, input: input), onCompletion: onCompletion)
  }

  /// Runs `flow` as it stands, reading standard input as ``run(_:input:onCompletion:)`` does: a
  /// flow opened at a path of the program's own choosing, say. It is drawn for the terminal
  /// (its size, colour and ``style``); ``path`` and ``resumes`` still apply when set.
  ///
  /// ```swift
  /// let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  /// let album = try await REPL(name: "music").run(albums)
  /// ```
  @discardableResult
  @MainActor
  public func run<Output: Sendable>(_ flow: Flow<Output>, onCompletion: (Output) -> Void = { _ in }) async throws
    -> Output?
  {
    let terminal = self.terminal
    guard terminal.stdinIsTerminal else {
      return try await run(
        flow, lines: IteratorSequence(StandardInputLines()), source: "stdin", onCompletion: onCompletion)
    }
    // Set up first: readline learns the terminal's size, which the first page is drawn for.
    Readline.setUp(name: name, redraws: terminal.redraws, plain: isPlain)
    // The REPL owns the terminal's signals for the whole run, and gives them back after it.
    Signals.install()
    defer { Signals.uninstall() }
    let loads = LoadRunner(terminal: terminal, plain: isPlain)
    let outcome: Result<Output?, any Error>
    do {
      var flow = flow
      flow.traits = terminal.traits(style: style)
      outcome = .success(try await runAtTheTerminal(flow, terminal: terminal, loads: loads, onCompletion: onCompletion))
    } catch {
      outcome = .failure(error)
    }
    // However the run ends, no load outlives it: children are ended and reaped first.
    await loads.stopAll()
    return try outcome.get()
  }

  /// The run at a terminal: the first screen's loads and the path opened with progress and
  /// Ctrl-C, then readline's lines.
  @MainActor
  private func runAtTheTerminal<Output: Sendable>(
    _ flow: Flow<Output>, terminal: Terminal, loads: LoadRunner, onCompletion: (Output) -> Void
  ) async throws -> Output? {
    var flow = flow
    flow.origin = origin
    let recording = recordPath != nil
    var session = Session(waitingOn: flow, keepRunning: keepRunning, keepsTranscript: recording)
    let first = try await loads.waitOut(session.flow.currentEffect, in: &session, untilEveryLoadEnds: recording)
    var shown = first.effect
    let path = self.path.isEmpty && resumes ? savedPath() ?? [] : self.path
    if !path.isEmpty {
      // Each part waits like any load: progress, and Ctrl-C leaves the deepest screen reached.
      let stop = try await session.open(at: path, cancelledBefore: first.cancelled) { session, effect in
        let waited = try await loads.waitOut(effect, in: &session, untilEveryLoadEnds: recording)
        return (waited.effect, waited.cancelled)
      }
      // The page says why the path stopped; stderr says it too where it is not the same screen.
      if let stop, !stop.cancelled {
        if strict { throw PathMismatch(description: stop.description) }
        if !Signals.isTerminal(STDERR_FILENO) { Console.warn(stop.description) }
      }
      shown = .show(session.flow.page)
    }
    session.record(shown)
    let recorder = try Recorder(path: recordPath, flow: name, arguments: arguments, session: &session)
    let current = CurrentSession(session)
    var history = History(flow: name, environment: environment)
    history.load()
    let narrows = (live ?? LiveChoice.from(environment: environment) ?? .auto) == .auto && terminal.redraws
    let style = self.style
    let live = LivePage(current, loads: loads, redraws: !isPlain, narrows: narrows) {
      terminal.traits(style: style)
    }
    // Tab completes the names on screen: those of the list as the line narrows it.
    Readline.complete(with: { text in MainActor.assumeIsolated { live.completions(for: text) } })
    var lines = TerminalLines(history: history, idle: live, typing: narrows ? live : nil)
    return try await drive(
      current, from: &lines, terminal: terminal, recorder: recorder, source: "terminal", loads: loads, live: live,
      onCompletion: onCompletion)
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
  public func run<Output: Sendable, Lines: Sequence<String>>(
    _ flow: Flow<Output>, lines: Lines, source: String, onCompletion: (Output) -> Void = { _ in }
  ) async throws -> Output? {
    let terminal = self.terminal
    var flow = flow
    flow.traits = terminal.traits(style: style)
    flow.origin = origin
    if !path.isEmpty {
      let (opened, stop) = await flow.opened(at: path)
      if let stop {
        if strict { throw PathMismatch(description: stop) }
        Console.warn(stop)
      }
      flow = opened
    }
    var session = Session(waitingOn: flow, keepRunning: keepRunning, keepsTranscript: recordPath != nil)
    session.record(await session.finishLoads(after: flow.currentEffect))
    let recorder = try Recorder(path: recordPath, flow: name, arguments: arguments, session: &session)
    let current = CurrentSession(session)
    var plain = PlainLines(lines: lines.makeIterator())
    return try await drive(
      current, from: &plain, terminal: terminal, recorder: recorder, source: source, loads: nil, live: nil,
      onCompletion: onCompletion)
  }

  /// The terminal of the run: no colour in plain mode.
  private var terminal: Terminal {
    Terminal(environment: environment, color: isPlain ? .never : color)
  }

  /// Whether the run is in plain mode: ``plain``, else `CONSOLEFLOW_PLAIN`.
  private var isPlain: Bool {
    plain ?? !["", "0"].contains(environment["CONSOLEFLOW_PLAIN"] ?? "")
  }

  /// The path saved under ``resumeKey``; an unreadable file is reported here, once.
  private func savedPath() -> [String]? {
    guard let resumeKey else { return nil }
    switch SavedPaths(environment: environment).path(for: resumeKey) {
    case .found(let path): return path
    case .none: return nil
    case .unreadable(let problem):
      Console.warn("\(problem); --resume opens the first screen")
      return nil
    }
  }

  /// Saves where the session was left, for `--resume`; a failure warns, unless the file is one
  /// that cannot be read (reported already when resuming, and left as it is).
  private func savePath(_ path: [String]) {
    guard let resumeKey else { return }
    do {
      try SavedPaths(environment: environment).save(path, for: resumeKey)
    } catch is SavedPaths.Unreadable {
      // Left as it is: overwriting it could lose what a person might still recover.
    } catch {
      Console.warn("cannot save where the session was left: \(error)")
    }
  }

  /// The one loop of every run: show the page, read a line, step, show the next page, until the
  /// flow ends, the input ends or the reader of the output goes away. With `loads`, the loads run
  /// at the terminal; without, each line waits for its loads headlessly.
  @MainActor
  private func drive<Output: Sendable>(
    _ current: CurrentSession<Output>, from lines: inout some LineSource, terminal: Terminal, recorder: Recorder,
    source: String, loads: LoadRunner?, live: LivePage<Output>?, onCompletion: (Output) -> Void
  ) async throws -> Output? {
    /// Writes the page shown now; at a terminal it is the live page, kept up to date below.
    func showPage(helping: Bool = false) throws {
      var page = current.session.flow.page
      // The keys of live narrowing are the terminal's, not the input language's: only here.
      if helping, live?.narrows == true {
        page.message = [page.message, LivePage<Output>.keysHelp].compactMap { $0 }.joined(separator: "\n")
      }
      let lines = page.render(for: current.session.traits)
      // In plain mode a line first says where the user is: a screen reader reads it first.
      try Console.write(page: isPlain ? [page.summaryLine] + lines : lines)
      live?.written(lines)
    }
    // Writing into a closed pipe must not kill the process with SIGPIPE; the write fails instead.
    Signals.ignoreBrokenPipes()
    var lastOutcome = Session<Output>.Outcome.accepted
    // Where a person at a terminal left the flow is kept, however the run ends; after the flow
    // completed, the screen before the one whose step completed it.
    defer {
      if loads != nil {
        let flow = current.session.flow
        savePath(lastOutcome == .completed && current.session.isFinished ? flow.pathBelowTop : flow.path)
      }
    }
    do {
      try showPage()
      var number = 0
      while !current.session.isFinished,
        let line = try lines.nextLine(prompt: current.session.flow.page.prompt, depth: current.session.flow.depth)
      {
        number += 1
        if lines.echoesLines { try Console.write(line: current.session.flow.page.prompt + line) }
        // The line is read once: what it asks for decides both the question and the step.
        let input = InputLine(parsing: line)
        if input == .quit, case let unsaved = current.session.flow.unsavedChanges, !unsaved.isEmpty,
          try !lines.confirm("Not saved: \(unsaved.joined(separator: "; ")). Quit anyway? (y/n) ")
        {
          try showPage()
          continue
        }
        // Read the size again: the terminal may have been resized while the user typed.
        current.session.traits = terminal.traits(style: style)
        let completed = current.session.completions.count
        // Elements that arrived while the user read the page reach their list before the line.
        loads?.deliverArrived(to: &current.session)
        let effect = current.session.step(input, typed: line)
        let ended =
          if let loads {
            try await loads.waitOut(effect, in: &current.session, untilEveryLoadEnds: recordPath != nil).effect
          } else {
            await current.session.finishLoads(after: effect)
          }
        let outcome = current.session.record(ended)
        lastOutcome = outcome
        recorder.record(&current.session)
        // Of the lines one Enter sent, only the last one's page is shown.
        if !current.session.isFinished && !lines.hasQueuedLine { try showPage(helping: input == .help) }
        current.session.completions.dropFirst(completed).forEach(onCompletion)
        if strict, lines.echoesLines, case .rejected(let rejection) = outcome {
          throw RejectedLine(source: source, line: number, input: line, message: rejection.description)
        }
      }
    } catch is Console.OutputClosed {
      // Nobody reads the output any more: there is nothing left to say to anyone.
    }
    let unsaved = current.session.flow.unsavedChanges
    if lines.echoesLines && !unsaved.isEmpty { throw UnsavedChanges(descriptions: unsaved) }
    return current.session.completions.last
  }
}
