@_spi(Interpreter) import ConsoleFlow
import Testing

/// Drives a flow headlessly in a Swift Testing test (the module records its failures as Swift
/// Testing issues; it does not report to XCTest): send lines in the REPL's input language, then
/// read the page as typed values. Strict by default: a line that is not accepted fails the test
/// at the line that sent it, showing the message (with any candidates) and the screen it was on. Each
/// line's loads run to their end before the next line, so tests are deterministic.
///
/// ```swift
/// var driver = await FlowDriver(navigation, input: artists)
/// await driver.send("AC/DC")
/// #expect(driver.labels == ["For Those About To Rock We Salute You", "Let There Be Rock"])
/// ```
public struct FlowDriver<Output: Sendable> {
  /// The headless session underneath.
  private var session: Session<Output>
  /// Whether a line that is not accepted fails the test.
  package var strict: Bool
  /// Why the lines that were not taken were refused (in lenient mode the run goes on past them).
  public private(set) var rejections: [Rejection] = []

  /// Starts `navigation` with `input` in a fixed environment: colour off, the given size and
  /// style; opened at `path` (one label a screen, as `--at` gives them) when one is given. A part
  /// that does not match leaves the driver at the deepest screen reached and, when strict, fails
  /// the test.
  ///
  /// ```swift
  /// var driver = await FlowDriver(navigation, input: artists, at: ["AC/DC"])
  /// await driver.send("2")
  /// ```
  public init<A>(
    _ navigation: Navigation<A, Output>, input: A, at path: [String] = [], width: Int = 80, height: Int = 24,
    style: Style = .standard, strict: Bool = true, keepRunning: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let traits = Traits(width: width, height: height, style: style)
    var flow = Flow(navigation, input: input, traits: traits)
    if !path.isEmpty {
      let (opened, mismatch) = await flow.opened(at: path)
      flow = opened
      if let mismatch, strict { Issue.record("The path did not open: \(mismatch)", sourceLocation: sourceLocation) }
    }
    await self.init(flow, strict: strict, keepRunning: keepRunning)
  }

  /// Drives `flow` as it stands (opened at a path, stepped, in its own traits), colour off.
  ///
  /// ```swift
  /// let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  /// var driver = await FlowDriver(albums)
  /// ```
  @_spi(Interpreter) public init(_ flow: Flow<Output>, strict: Bool = true, keepRunning: Bool = false) async {
    var flow = flow
    flow.traits.color = false
    session = await Session(flow, keepRunning: keepRunning)
    self.strict = strict
  }

  /// Sends one line.
  public mutating func send(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let screen = session.flow.page.breadcrumb.joined(separator: " › ")
    let shown = session.transcript.lastPage
    if case .rejected(let why) = await session.send(line) {
      rejections.append(why)
      if strict {
        let page = shown.map { "    " + $0 }.joined(separator: "\n")
        Issue.record(
          "\"\(line)\" was not accepted on \(screen):\n\(why)\nThe screen was:\n\(page)", sourceLocation: sourceLocation
        )
      }
    }
  }

  /// Sends lines in order.
  public mutating func send(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) async {
    for line in lines { await send(line, sourceLocation: sourceLocation) }
  }

  /// The current page: its title (which a screen of one's own may change with its state,
  /// "Tally: 3"), its breadcrumb (the screens' titles from the root), its items and its message.
  public var page: Page { session.flow.page }
  /// The labels of the visible items.
  public var labels: [String] { page.items.map(\.label) }
  /// How many screens are on the stack.
  public var depth: Int { session.flow.depth }
  /// The flow as it stands.
  @_spi(Interpreter) public var flow: Flow<Output> { session.flow }
  /// Whether the flow has ended: quit, or completed when not kept running.
  public var isFinished: Bool { session.isFinished }
  /// Every value the flow completed with.
  public var results: [Output] { session.results }
  /// The transcript so far, exactly as the REPL prints it with colour off.
  public var transcript: String { session.transcript.text }

  /// Runs a whole script and answers the last completed value and the transcript.
  ///
  /// ```swift
  /// let (album, transcript) = await FlowDriver.run(navigation, input: artists, script: ["AC/DC", "1"])
  /// ```
  public static func run<A>(
    _ navigation: Navigation<A, Output>, input: A, script: [String], width: Int = 80, height: Int = 24,
    strict: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> (result: Output?, transcript: String) {
    var driver = await FlowDriver(navigation, input: input, width: width, height: height, strict: strict)
    for line in script where !driver.isFinished {
      await driver.send(line, sourceLocation: sourceLocation)
    }
    return (driver.results.last, driver.transcript)
  }
}
