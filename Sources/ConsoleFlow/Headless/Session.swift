/// A run of a flow shared by the interpreters (the REPL, the test driver, transcript replays):
/// lines in, what they did and the completed values out. It never sleeps and never touches a
/// terminal. ``send(_:)`` runs each line's loads to their end before the line's page counts as
/// shown, so a transcript is the same on every run, however slow the data; an interpreter that
/// runs loads itself steps, hands in events and records instead.
///
/// The page a session shows is always its flow's (``Flow/page``), drawn by whoever shows it: the
/// session renders a page only for a transcript it keeps, and keeps one only when asked, so a
/// session that runs for days holds nothing but its flow.
package struct Session<Output: Sendable>: Sendable {
  /// What one line did.
  package enum Outcome: Equatable, Sendable {
    /// The line was taken; the flow goes on.
    case accepted
    /// The line was not taken, for this reason; the flow stays where it was.
    case rejected(Rejection)
    /// The line completed the flow.
    case completed
    /// The line quit the flow.
    case quit
  }

  /// The running flow.
  package private(set) var flow: Flow<Output>
  /// Every value the flow completed with, in order.
  package private(set) var results: [Output] = []
  /// Every page shown and every input given, since the session began or was last taken.
  package private(set) var transcript = Transcript()
  /// Whether the session keeps a transcript: a headless run to compare, a run recorded to a file.
  package let keepsTranscript: Bool
  /// Whether the flow has ended: quit, or completed when not kept running.
  package private(set) var isFinished = false
  /// Whether to go on after a completion (showing the page again), as the REPL's option does.
  package let keepRunning: Bool

  /// A session on `flow`: nothing is shown or run until the first page is recorded (``init(_:keepRunning:)``
  /// does both) or an interpreter records it.
  package init(waitingOn flow: Flow<Output>, keepRunning: Bool = false, keepsTranscript: Bool = true) {
    self.flow = flow
    self.keepRunning = keepRunning
    self.keepsTranscript = keepsTranscript
  }

  /// Starts a session on `flow`, runs the loads its first screen needs and records its first page.
  package init(_ flow: Flow<Output>, keepRunning: Bool = false) async {
    self.init(waitingOn: flow, keepRunning: keepRunning)
    record(await finishLoads(after: flow.currentEffect))
  }

  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  package var traits: Traits {
    get { flow.traits }
    set { flow.traits = newValue }
  }

  /// Sends one line in the input language and waits for the loads it starts; a finished session
  /// takes no more lines.
  @discardableResult
  package mutating func send(_ line: String) async -> Outcome {
    guard !isFinished else { return .rejected(Rejection(.ended, "The flow has ended; no more input is taken.")) }
    return record(await finishLoads(after: step(InputLine(parsing: line), typed: line)))
  }

  // MARK: - For interpreters that run loads themselves

  /// Steps the flow with `input` (read from `line`), noting the line in the transcript; runs
  /// nothing: answers what the flow wants, which ``record(_:)`` records once any wait is over.
  package mutating func step(_ input: InputLine, typed line: String) -> Flow<Output>.Effect {
    if keepsTranscript { transcript.appendInput(line, after: flow.page.prompt) }
    let (next, effect) = flow.step(input)
    flow = next
    return effect
  }

  /// Steps the flow choosing `label`, as a path is replayed; noted as no input.
  mutating func choose(_ label: String) -> Flow<Output>.Effect {
    let (next, effect) = flow.step(choosing: label)
    flow = next
    return effect
  }

  /// Hands the flow one event of a load; answers the effect when the event ends a wait.
  package mutating func take(_ event: Load.Event, from id: Load.ID) -> Flow<Output>.Effect? {
    let (next, effect) = flow.taking(event, from: id)
    flow = next
    return effect
  }

  /// Has the list on screen read its next part in the background (``Flow/readingOn(toTheEnd:)``).
  package mutating func readOn(toTheEnd: Bool = false) {
    flow = flow.readingOn(toTheEnd: toTheEnd)
  }

  /// Reads the list on screen again as `reread` says (``Flow/rereading(_:)``).
  package mutating func reread(_ reread: Reread) {
    flow = flow.rereading(reread)
  }

  /// Stops the part the list on screen reads in the background (``Flow/cancellingReading()``);
  /// false when none is being read.
  package mutating func cancelReading() -> Bool {
    guard let cancelled = flow.cancellingReading() else { return false }
    flow = cancelled
    return true
  }

  /// Stops waiting for a list's first page and shows what arrived of it
  /// (``Flow/showingWhatArrived()``); answers what to show, nil when the wait goes on.
  package mutating func showWhatArrived() -> Flow<Output>.Effect? {
    guard let (next, effect) = flow.showingWhatArrived() else { return nil }
    flow = next
    return effect
  }

  /// Stops waiting for the flow's awaited load (Ctrl-C); answers what to show.
  package mutating func cancelWait() -> Flow<Output>.Effect {
    let (next, effect) = flow.cancellingWait()
    flow = next
    return effect
  }

  /// Runs every load the flow wants to its end (``Flow/finishingLoads(after:)``); answers the
  /// effect the last wait ended with.
  package mutating func finishLoads(after effect: Flow<Output>.Effect) async -> Flow<Output>.Effect {
    let (finished, ended) = await flow.finishingLoads(after: effect)
    flow = finished
    return ended
  }

  /// Records what a step or a load's event answered: its page as shown, its completed value, or
  /// the end. The page goes into the transcript, rendered without colour, when one is kept.
  @discardableResult
  package mutating func record(_ effect: Flow<Output>.Effect) -> Outcome {
    switch effect {
    case .show(let shown):
      if keepsTranscript { transcript.appendOutput(Self.plain(shown, flow.traits)) }
      return flow.rejection.map(Outcome.rejected) ?? .accepted
    case .wait:
      return .accepted
    case .completed(let value):
      results.append(value)
      if keepRunning {
        if keepsTranscript { transcript.appendOutput(Self.plain(flow.page, flow.traits)) }
      } else {
        isFinished = true
      }
      return .completed
    case .quit:
      isFinished = true
      return .quit
    }
  }

  /// The transcript so far, given up: what a recording appends to its file, so the session holds
  /// no more of it.
  package mutating func takeTranscript() -> Transcript {
    defer { transcript = Transcript() }
    return transcript
  }

  /// Puts the session on `flow`: back, as when a path's part led nowhere, or on, as a run's loads
  /// ran to their end elsewhere (``Flow/finishingLoads(after:)``); nothing is recorded.
  package mutating func reset(to flow: Flow<Output>) {
    self.flow = flow
  }

  /// Sets the message the flow's page shows (why a path stopped short).
  mutating func setMessage(_ message: String) {
    flow.message = message
  }

  /// A page as the transcript keeps it: rendered without colour.
  private static func plain(_ page: Page, _ traits: Traits) -> [String] {
    var colourless = traits
    colourless.color = false
    return page.render(for: colourless)
  }
}
