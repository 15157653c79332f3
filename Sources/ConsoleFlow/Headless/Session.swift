import Synchronization

/// A headless run of a flow: lines in, a transcript and the completed values out. It never
/// sleeps and never touches a terminal; the headless driver, script mode and transcript files
/// are built on it. Each line's loads run to their end before the line's page is recorded, so a
/// transcript is the same on every run, however slow the data.
///
/// ```swift
/// var session = await Session(Flow(navigation, input: artists))
/// await session.send("AC/DC")
/// session.transcript.text // what the REPL would have printed
/// ```
public struct Session<Output: Sendable>: Sendable {
  /// What one line did.
  public enum Outcome: Equatable, Sendable {
    /// The line was taken; the flow goes on.
    case accepted
    /// The line was not taken, for this reason; the flow stays where it was.
    case rejected(String)
    /// The line completed the flow.
    case completed
    /// The line quit the flow.
    case quit
  }

  /// The running flow.
  public private(set) var flow: Flow<Output>
  /// Every value the flow completed with, in order.
  public private(set) var completions: [Output] = []
  /// Every page shown and every input given.
  public private(set) var transcript = Transcript()
  /// Whether the flow has ended: quit, or completed when not kept running.
  public private(set) var isFinished = false
  /// Whether to go on after a completion (showing the page again), as the REPL's option does.
  public let keepRunning: Bool
  /// The page shown last, kept so that showing it again or asking for its prompt does not
  /// build it again.
  public private(set) var page: Page

  /// Starts a session on `flow`, runs the loads its first screen needs and records its first page.
  public init(_ flow: Flow<Output>, keepRunning: Bool = false) async {
    self.init(interactive: flow, keepRunning: keepRunning)
    show(await settle(flow.currentEffect))
  }

  /// Starts a session on `flow` for an interpreter that runs its loads itself (at a terminal,
  /// with progress): nothing is recorded until it calls ``show(_:)``.
  public init(interactive flow: Flow<Output>, keepRunning: Bool = false) {
    self.flow = flow
    self.keepRunning = keepRunning
    self.page = flow.page
  }

  /// The prompt of the page shown last.
  public var prompt: String { page.prompt }

  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  public var traits: Traits {
    get { flow.traits }
    set { flow.traits = newValue }
  }

  /// Sends one line in the input language and waits for the loads it starts; a finished session
  /// takes no more lines.
  @discardableResult
  public mutating func send(_ line: String) async -> Outcome {
    guard !isFinished else { return .rejected("The flow has ended; no more input is taken.") }
    return show(await settle(step(line)))
  }

  // MARK: - For interpreters that run loads themselves

  /// Records `line` and steps the flow with it, running nothing: answers what the flow wants,
  /// which ``show(_:)`` records once any wait is over.
  public mutating func step(_ line: String) -> Flow<Output>.Effect {
    transcript.input(line, after: prompt)
    let (next, effect) = flow.step(line)
    flow = next
    return effect
  }

  /// Steps the flow choosing `label`, as a path is replayed; recorded as no input.
  mutating func choose(_ label: String) -> Flow<Output>.Effect {
    let (next, effect) = flow.step(choosing: label)
    flow = next
    return effect
  }

  /// Makes the page of the flow as it is now the page shown, recording nothing: an interpreter
  /// that shows what loads delivered while the user sat at the prompt.
  package mutating func refreshPage() {
    page = flow.page
  }

  /// Puts the session back on `flow`, as when a path's part led nowhere; nothing is recorded.
  mutating func reset(to flow: Flow<Output>) {
    self.flow = flow
  }

  /// Sets the message the flow's page shows (why a path stopped short).
  mutating func setMessage(_ message: String) {
    flow.message = message
  }

  /// Hands the flow one event of a load; answers the effect when the event ends a wait.
  public mutating func receive(_ event: Load.Event, from id: Load.ID) -> Flow<Output>.Effect? {
    let (next, effect) = flow.receiving(event, from: id)
    flow = next
    return effect
  }

  /// Stops waiting for the flow's awaited load (Ctrl-C); answers what to show.
  public mutating func cancelWait() -> Flow<Output>.Effect {
    let (next, effect) = flow.cancellingWait()
    flow = next
    return effect
  }

  /// Runs every load the flow wants, one at a time in the order they were started, until none is
  /// left; answers the effect the last wait ended with (the page as it is at the end).
  public mutating func settle(_ effect: Flow<Output>.Effect) async -> Flow<Output>.Effect {
    var effect = effect
    var started = Set<Load.ID>()
    while let load = flow.loads.first(where: { !started.contains($0.id) }) {
      started.insert(load.id)
      // Run in this task and applied in order once it ends: a headless run shows nothing meanwhile.
      let events = Mutex<[Load.Event]>([])
      await load.run { event in events.withLock { $0.append(event) } }
      for event in events.withLock({ $0 }) {
        if let ended = receive(event, from: load.id) { effect = ended }
      }
    }
    // A list may have grown after the wait ended: show it as it is now.
    if !started.isEmpty, case .show = effect { effect = .show(flow.page) }
    return effect
  }

  /// Records what a step or a load's event answered: its page, its completed value, or the end.
  @discardableResult
  public mutating func show(_ effect: Flow<Output>.Effect) -> Outcome {
    switch effect {
    case .show(let shown):
      page = shown
      transcript.show(Self.plain(shown, flow.traits))
      return flow.rejection.map(Outcome.rejected) ?? .accepted
    case .wait:
      return .accepted
    case .completed(let value):
      completions.append(value)
      if keepRunning {
        page = flow.page
        transcript.show(Self.plain(page, flow.traits))
      } else {
        isFinished = true
      }
      return .completed
    case .quit:
      isFinished = true
      return .quit
    }
  }

  /// A page as the transcript keeps it: rendered without colour.
  private static func plain(_ page: Page, _ traits: Traits) -> [String] {
    var colourless = traits
    colourless.color = false
    return page.render(for: colourless)
  }
}
