/// A headless run of a flow: lines in, a transcript and the completed values out. It never
/// sleeps and never touches a terminal; the headless driver, script mode and transcript files
/// are built on it.
///
/// ```swift
/// var session = Session(Flow(navigation, input: artists))
/// session.send("AC/DC")
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
  public private(set) var transcript: Transcript
  /// Whether the flow has ended: quit, or completed when not kept running.
  public private(set) var isFinished = false
  /// Whether to go on after a completion (showing the page again), as the REPL's option does.
  public let keepRunning: Bool

  /// Starts a session on `flow`, recording its first page.
  public init(_ flow: Flow<Output>, keepRunning: Bool = false) {
    self.flow = flow
    self.keepRunning = keepRunning
    self.transcript = Transcript()
    page = flow.page
    transcript.show(Self.plain(page, flow.traits))
  }

  /// The page shown last, kept so that showing it again or asking for its prompt does not
  /// build it again.
  public private(set) var page: Page

  /// The prompt of the page shown last.
  public var prompt: String { page.prompt }

  /// The terminal the pages are drawn for; an interpreter updates it after a resize.
  public var traits: Traits {
    get { flow.traits }
    set { flow.traits = newValue }
  }

  /// A page as the transcript keeps it: rendered without colour.
  private static func plain(_ page: Page, _ traits: Traits) -> [String] {
    var colourless = traits
    colourless.color = false
    return page.render(for: colourless)
  }

  /// Sends one line in the input language; a finished session takes no more lines.
  @discardableResult
  public mutating func send(_ line: String) -> Outcome {
    guard !isFinished else { return .rejected("The flow has ended; no more input is taken.") }
    transcript.input(line, after: prompt)
    let (next, effect) = flow.step(line)
    flow = next
    switch effect {
    case .show(let shown):
      page = shown
      transcript.show(Self.plain(shown, next.traits))
      return next.rejection.map(Outcome.rejected) ?? .accepted
    case .completed(let value):
      completions.append(value)
      if keepRunning {
        page = next.page
        transcript.show(Self.plain(page, next.traits))
      } else {
        isFinished = true
      }
      return .completed
    case .quit:
      isFinished = true
      return .quit
    }
  }
}
