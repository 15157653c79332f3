@_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles

/// A signal as the shell sees it, the same for every flow.
enum ShellSignal: Equatable {
  /// Ctrl-C.
  case interrupt
  /// Ctrl-Z.
  case suspend
  /// Continued after a stop, the terminal now this size.
  case resume(Display.Size)
  /// The window is now this size.
  case resize(Display.Size)
  /// SIGTERM or SIGHUP.
  case terminate(Int32)
}

/// A run of a flow at a console as one state machine. Everything that happens is an ``Event``
/// (a line or a key from the line editor, a signal, a load's event, the time a deadline came);
/// ``handle(_:at:)`` takes the shell and one event to the next shell and the ``Command``s that
/// carry it out, in order: bytes to write, moves of the line editor, loads to start or cancel, a
/// stop, a recording's step, the end. It never reads a terminal, a clock or a file: ``ShellLoop``
/// turns what happens into events (the time into a duration since the run began) and carries the
/// commands out, so a test drives a whole session with a terminal, a line editor and a clock of
/// its own, as Bubble Tea's `Update` and the core's own `Flow.step` are driven.
///
/// What the terminal shows is the ``Display``'s to say: it knows the size and what is on screen,
/// so a page redrawn in place never climbs and one that does not fit is never redrawn in place.
struct Shell<Output: Sendable> {
  /// Something that happened.
  enum Event {
    /// Keys or a line, from the line editor or a pipe.
    case input(InputEvent)
    /// A signal, taken from the signal pipe.
    case signal(Signal)
    /// The terminal went away (its window closed).
    case hangUp
    /// A load reported.
    case load(Load.ID, Load.Event)
    /// The time the shell asked to be woken at (``deadline``) came.
    case tick
    /// A command could not be carried out: the run ends.
    case failed(Failure)
  }

  /// A signal as the shell sees it.
  typealias Signal = ShellSignal

  /// A command that failed.
  enum Failure {
    /// Nobody reads the output any more (`| head`): the run ends quietly.
    case outputClosed
    /// The run cannot go on: the output cannot be written, a signal ended a write, the recording
    /// cannot be written.
    case error(any Error)
  }

  /// What the shell has the loop do, in order.
  enum Command {
    /// Bytes for the terminal, already safe.
    case write(String)
    /// A move of the line editor.
    case edit(LineEdit)
    /// Start the loads not running among these, and cancel those running that are not.
    case syncLoads([Load])
    /// Keys typed during a load are not echoed (they wait for the next prompt), or are again.
    case hideTyping
    case showTyping
    /// Stop the process (job control) until it is continued.
    case stopProcess
    /// Start the recording: the header, with the path the session opened at, and the first page.
    case startRecording(path: [String], traits: Traits, Transcript)
    /// Append a step to the recording.
    case record(Transcript)
    /// Add a line to the history.
    case addHistory(String)
    /// Fold a long list's labels for narrowing, on another thread, before the first key needs them.
    case prepareNarrowing(Flow<Output>)
    /// A line on stderr.
    case warn(String)
    /// The flow completed with these values.
    case completed([Output])
    /// Save where the session was left, for `--resume`.
    case savePath([String])
    /// The run is over.
    case finish(Ending)
  }

  /// How a run ended.
  enum Ending {
    /// With the last value completed, if any.
    case ended(Output?)
    case failed(any Error)
  }

  /// What the shell is doing.
  enum Phase {
    /// Reading a line at the prompt (or waiting for the next line of a pipe), the page above it
    /// as this says.
    case reading(LivePage)
    /// Asking whether to leave changes not saved behind, before the line that would.
    case askingToLeave(LeaveQuestion)
    /// Waiting for loads, then going on as the wait says.
    case waiting(Wait)
    /// Over, as this says.
    case finished(Ending)
  }

  /// What comes after a wait.
  enum AfterWait {
    /// The first screen's own loads: then the path, or the first page.
    case firstScreen
    /// A part of the path being opened, and the rest of the path.
    case pathPart(Session<Output>.PathOpening)
    /// A line (as read, and as typed), with how many values the flow had completed before it
    /// and the lines the same Enter sent that follow it.
    case line(InputLine, String, completedBefore: Int, queued: [String])
  }

  /// A wait for loads.
  struct Wait {
    /// What to show when it is over: the effect the last wait ended with.
    var effect: Flow<Output>.Effect
    var after: AfterWait
    /// When it started.
    var start: Duration
    /// Whether the user cancelled it.
    var cancelled = false
    /// When the progress is told next.
    var nextTick: Duration
    /// In plain mode: what was told of the load shown, once a line was due.
    var told: PlainProgress?
    /// What the progress line says is loading, and how many elements arrived so far.
    var title = ""
    var count: Int?
  }

  let setup: Setup
  var session: Session<Output>
  var phase: Phase = .reading(LivePage())
  var display: Display
  /// How many elements each streamed load delivered, for the progress line.
  var counts: [Load.ID: Int] = [:]
  /// The line being typed.
  var edited = EditedLine("")
  /// The line a history key last put in place: Up and Down walk the history on from it.
  var recalled: String?
  /// Whether the setup's initial line was put on a line read.
  var initialLineGiven = false
  /// Whether Ctrl-Z stopped the program (rather than SIGSTOP), so `fg` finds the terminal given back.
  var stoppedByUs = false
  /// How many lines were taken, for a strict run's error.
  var lineNumber = 0
  /// How many previews' loads were started: each load's number.
  var previewsStarted = 0
  /// Whether the first page went below text the cursor was after (a shell's line): the cursor
  /// goes back there when the page is erased.
  var startedBelowText = false
  /// The terminal's size since a resize, where the page on screen was not drawn for it yet.
  var sizeForTheNextPage: Display.Size?

  /// A shell on `flow` for a terminal of `size`; nothing happens until ``start(at:)``.
  init(_ flow: Flow<Output>, setup: Setup, size: Display.Size) {
    self.setup = setup
    display = Display(size: size, canErase: setup.canErase && !setup.plain)
    var flow = flow
    flow.traits = setup.traits(size)
    session = Session(waitingOn: flow, keepRunning: setup.keepRunning, keepsTranscript: setup.recording)
  }

  /// The page on screen while the user reads it: what arrives redraws it, typing narrows it.
  /// It is the reading phase's: an empty one in any other phase, where what is set goes nowhere.
  var live: LivePage {
    get {
      if case .reading(let page) = phase { return page }
      return LivePage()
    }
    set {
      if case .reading = phase { phase = .reading(newValue) }
    }
  }

  /// The page on screen while the user reads it, and the prompt below it.
  struct LivePage {
    /// The prompt of the line being read.
    var prompt = ""
    /// When it was last drawn, since the run began.
    var lastDraw = Duration.zero
    /// Something arrived since it was drawn.
    var changed = false
    /// The typed line's narrowing of the page, from the first key that narrows.
    var narrowing: LiveNarrowing<Output>?
    /// The preview the cursor's item waits for, and the load that makes it.
    var preview: (work: PreviewWork, load: Load)?
  }

  // MARK: - Starting and ending

  /// Starts the run: waits for what the first screen needs, opens the path, shows the first page.
  mutating func start(at now: Duration) -> [Command] {
    wait(for: session.flow.currentEffect, then: .firstScreen, at: now)
  }

  /// Whether the run is over.
  var isFinished: Bool {
    if case .finished = phase { return true }
    return false
  }

  /// Where the run stands: the breadcrumb of the flow's page.
  var breadcrumb: [String] { session.flow.page.breadcrumb }
  /// Whether the shell reads a line now (at the prompt, or the question before leaving).
  var isReading: Bool {
    switch phase {
    case .reading, .askingToLeave: return true
    case .waiting, .finished: return false
    }
  }

  /// When the shell wants a ``Event/tick``: the next redraw of the progress line or of a filling
  /// page, or at once while a narrowed list searches on; nil: only when something happens.
  var deadline: Duration? {
    switch phase {
    case .waiting(let wait): return isAtATerminal ? wait.nextTick : nil
    case .reading: return liveDeadline
    case .askingToLeave, .finished: return nil
    }
  }

  /// The run ends as `ending` says: where the session was left is saved first (at a terminal),
  /// and a headless run that leaves changes not saved ends with them.
  mutating func finish(_ ending: Ending) -> [Command] {
    guard !isFinished else { return [] }
    var ending = ending
    if case .ended = ending, !isAtATerminal, case let unsaved = session.flow.unsavedChanges, !unsaved.isEmpty {
      ending = .failed(REPL.Error.unsavedChanges(unsaved))
    }
    phase = .finished(ending)
    var commands: [Command] = []
    if setup.atATerminal?.savesPath == true {
      let flow = session.flow
      commands.append(.savePath(flow.isCompleted ? flow.pathBelowTop : flow.path))
    }
    return commands + [.finish(ending)]
  }

  /// The run ends with the last value the flow completed with.
  mutating func finishWithTheLastValue() -> [Command] {
    finish(.ended(session.results.last))
  }

  // MARK: - Events

  /// Takes one event that happened at `now` (since the run began); answers what to do, in order.
  mutating func handle(_ event: Event, at now: Duration) -> [Command] {
    switch (phase, event) {
    case (.finished(let ending), .failed):
      // A command before the end failed (the terminal went away as the run ended): the end stands.
      return [.finish(ending)]
    case (.finished, _):
      return []
    case (_, .failed(.outputClosed)):
      // Nobody reads the output any more: there is nothing left to say to anyone.
      return finishWithTheLastValue()
    case (_, .failed(.error(let error))):
      return finish(.failed(error))
    case (.waiting, _):
      return whileWaiting(event, at: now)
    case (.reading, _), (.askingToLeave, _):
      return whileReading(event, at: now)
    }
  }

  /// The traits of a page for the terminal as it is now.
  var traits: Traits { setup.traits(display.size) }

  /// Notes the terminal's new size: pages are drawn for it from now on. Where pages are lines
  /// (line mode, plain mode) the page on screen is not drawn again: it keeps its rows, the ones
  /// a typed number names, until the next page is drawn (``takeTheNewSize()``); full screen
  /// draws its next frame for the size, and takes it now.
  mutating func resized(to size: Display.Size) {
    display.resized(to: size)
    sizeForTheNextPage = size
    if !drawsPages { takeTheNewSize() }
  }

  /// The size a resize left for the next page drawn, taken now: the flow's page is made for it
  /// (a narrowed one too).
  mutating func takeTheNewSize() {
    guard let size = sizeForTheNextPage else { return }
    sizeForTheNextPage = nil
    session.traits = setup.traits(size)
    if var narrowing = live.narrowing {
      narrowing.refilter(on: session.flow)
      live.narrowing = narrowing
    }
  }
}
