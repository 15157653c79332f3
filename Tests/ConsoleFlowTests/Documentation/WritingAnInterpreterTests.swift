@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

// The interpreter of the article "Writing an interpreter", compiled and run here:
// `ReadmeSnippetTests` checks that every line of the article's Swift blocks is a line of this file.

/// An interpreter of one's own: lines from a script, pages into an array. Loads run in tasks
/// of their own; their events come back through one stream and are handed to the flow in order.
struct ScriptInterpreter<Output: Sendable> {
  private(set) var flow: Flow<Output>
  private(set) var pages: [[String]] = []
  private var running: [Load.ID: Task<Void, Never>] = [:]
  private let events: AsyncStream<(Load.ID, Load.Event)>
  private let delivery: AsyncStream<(Load.ID, Load.Event)>.Continuation

  init(_ flow: Flow<Output>) {
    self.flow = flow
    (events, delivery) = AsyncStream.makeStream()
  }

  /// Runs the script; answers the value the flow completed with, or nil when it quit or the
  /// script ended first.
  mutating func run(_ script: [String]) async -> Output? {
    var effect = flow.currentEffect
    var lines = script[...]
    defer { stopEveryLoad() }
    while true {
      startAndStopLoads()
      switch effect {
      case .show(let page):
        pages.append(page.render(for: flow.traits))
        guard let line = lines.popFirst() else { return nil }
        (flow, effect) = flow.step(line)
      case .wait:
        effect = await nextEnd()
      case .completed(let value):
        return value
      case .quit:
        return nil
      }
    }
  }

  /// Starts the loads the flow wants that are not running; cancels those it no longer wants.
  private mutating func startAndStopLoads() {
    let wanted = flow.loads
    for (id, task) in running where !wanted.contains(where: { $0.id == id }) {
      task.cancel()
      running[id] = nil
    }
    for load in wanted where running[load.id] == nil {
      let delivery = self.delivery
      running[load.id] = Task { await load.run { event in delivery.yield((load.id, event)) } }
    }
  }

  /// Hands the flow each event as it comes, until one ends the wait.
  private mutating func nextEnd() async -> Flow<Output>.Effect {
    for await (id, event) in events {
      let (next, effect) = flow.taking(event, from: id)
      flow = next
      if let effect { return effect }
    }
    return flow.cancellingWait().effect
  }

  private mutating func stopEveryLoad() {
    for task in running.values { task.cancel() }
    running = [:]
  }

  // MARK: - What a person does meanwhile

  /// Ctrl-C while the flow waits: the user stays where they were, told "Cancelled.".
  mutating func interrupt() -> Flow<Output>.Effect {
    let (next, effect) = flow.cancellingWait()
    flow = next
    return effect
  }

  /// The terminal changed size: the page as it is, drawn for the new size.
  mutating func resize(width: Int, height: Int) -> [String] {
    flow.traits = Traits(width: width, height: height, style: flow.traits.style)
    return flow.page.render(for: flow.traits)
  }

  /// Tab: the names on screen and the commands that complete what was typed.
  func complete(_ typed: String) -> [String] {
    flow.tabCompletions(for: typed)
  }
}

// MARK: - Its tests

private let artists = SampleCatalog.artists
private let chooseArtist = Screen<[SampleCatalog.Artist], SampleCatalog.Artist>.list(
  title: "Artists", rows: .input, label: { $0.name })
private let chooseAlbum = Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })

@Suite("The interpreter of the article on writing one")
struct WritingAnInterpreterTests {
  @Test("it runs a flow whose choice loads, and completes with the chosen value")
  func loadsAndCompletes() async {
    let navigation = root(chooseArtist).load("albums") { artist in artist.albums } >>> chooseAlbum
    var interpreter = ScriptInterpreter(Flow(navigation, input: artists))
    let album = await interpreter.run(["AC/DC", "2"])
    #expect(album == "Let There Be Rock")
    #expect(interpreter.pages.map { $0[0] } == ["Artists", "Artists › Albums"])
  }

  @Test("a list still arriving shows once its first page is in, and a name waits for the rest")
  func streamedList() async {
    let names = (1...500).map { "Name \($0)" }
    let stream = ElementStream(
      "names",
      batches: {
        AsyncStream { feed in
          for start in stride(from: 0, to: names.count, by: 50) { feed.yield(Array(names[start..<start + 50])) }
          feed.finish()
        }
      })
    let chooseName = Screen<ElementStream<String>, String>.list(title: "Names", rows: .input, label: { $0 })
    var interpreter = ScriptInterpreter(Flow(root(chooseName), input: stream))
    #expect(await interpreter.run(["Name 480"]) == "Name 480")
    #expect(interpreter.pages.first?.first == "Names")
  }

  @Test("Ctrl-C while waiting leaves the user where they were; a resize redraws; Tab offers what is on screen")
  func interruptResizeComplete() async {
    let navigation = root(chooseArtist).load("albums") { artist in artist.albums } >>> chooseAlbum
    var interpreter = ScriptInterpreter(Flow(navigation, input: artists).step("AC/DC").flow)
    guard case .show(let page) = interpreter.interrupt() else { return #expect(Bool(false), "shows the page") }
    #expect(page.title == "Artists" && page.message == "Cancelled.")
    let resized = interpreter.resize(width: 40, height: 8)
    #expect(resized.count < 8 && resized.allSatisfy { $0.count <= 40 }, "\(resized)")
    #expect(interpreter.complete("Ac").prefix(2) == ["AC/DC", "Accept"])
  }

  @Test("headless, each line's loads run to their end in one call")
  func headless() async {
    let navigation = root(chooseArtist).load("albums") { artist in artist.albums } >>> chooseAlbum
    let flow = Flow(navigation, input: artists)
    let (loaded, effect) = await flow.step("AC/DC").flow.finishingLoads()
    #expect(loaded.page.title == "Albums" && kind(effect) == "show")
  }
}
