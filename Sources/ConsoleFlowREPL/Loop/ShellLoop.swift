import ConsoleFlow

/// The imperative half of a run: it hands the ``Shell`` each event with the time, and carries
/// out the commands the shell answers, in order, against a terminal, a line editor and a load
/// runner. The real run waits for events (``run(lines:)``); a test sends them itself, advancing
/// its own clock, as swift-nio's `EmbeddedEventLoop` is advanced by hand.
@MainActor
final class ShellLoop<Output: Sendable> {
  private(set) var shell: Shell<Output>
  let terminal: any ShellTerminal
  let editor: (any LineEditor)?
  let loads: any LoadRunning<Output>
  /// The time since the run began.
  let now: () -> Duration
  /// Where a recording goes, if the run is recorded.
  var recording: Recorder.Target?
  /// Saves where the session was left, for `--resume`.
  var savePath: ([String]) -> Void = { _ in }
  /// Called with each line Enter sends at a terminal.
  var lineEntered: (@MainActor @Sendable (String) -> Void)?
  /// The values the flow completed with that were not handed on yet.
  private(set) var completed: [Output] = []
  /// How the run ended, once it has.
  private(set) var ending: Shell<Output>.Ending?
  private var recorder: Recorder?

  init(
    _ shell: Shell<Output>, terminal: any ShellTerminal, editor: (any LineEditor)?, loads: any LoadRunning<Output>,
    now: @escaping () -> Duration
  ) {
    self.shell = shell
    self.terminal = terminal
    self.editor = editor
    self.loads = loads
    self.now = now
    // Tab asks the shell what the list on screen offers.
    editor?.tabCompletions = { [unowned self] text in self.shell.tabCompletions(for: text) }
  }

  /// Starts the run: the first screen's loads, the path, the first page.
  func start() {
    let commands = shell.start(at: now())
    process(perform(commands))
  }

  /// Hands the shell `event`, and whatever the commands it answers lead to.
  func send(_ event: Shell<Output>.Event) {
    process([event])
  }

  /// The values the flow completed with since the last call.
  func takeCompleted() -> [Output] {
    defer { completed = [] }
    return completed
  }

  /// Hands the shell every event the loads reported since the last look.
  func deliverArrivals() {
    process(loads.arrived())
  }

  private func process(_ events: [Shell<Output>.Event]) {
    var pending = events[...]
    while let event = pending.popFirst(), ending == nil {
      let commands = shell.handle(event, at: now())
      pending += perform(commands)
    }
  }

  /// Carries out `commands` in order; answers the events they led to (a line recalled). A command
  /// that fails stops the rest: the failure is the next event.
  private func perform(_ commands: [Shell<Output>.Command]) -> [Shell<Output>.Event] {
    var events: [Shell<Output>.Event] = []
    for command in commands {
      do {
        switch command {
        case .write(let text):
          if !text.isEmpty { try terminal.write(text) }
        case .edit(let edit):
          events += (editor?.perform(edit) ?? []).map(Shell.Event.input)
        case .syncLoads(let wanted):
          loads.sync(wanted)
        case .settle(let flow, let effect):
          loads.settle(flow, after: effect)
        case .hideTyping:
          terminal.hideTyping()
        case .showTyping:
          terminal.showTyping()
        case .stopProcess:
          terminal.stopProcess()
        case .startRecording(let path, let traits, let transcript):
          guard let recording else { break }
          recorder = try Recorder(recording, openedAt: path, traits: traits, firstPage: transcript)
        case .record(let steps):
          try recorder?.record(steps)
        case .addHistory(let line):
          // Every line Enter sends is remembered: it is the line entered too.
          editor?.remember(line)
          lineEntered?(line)
        case .prepareNarrowing(let flow):
          loads.prepareNarrowing(flow)
        case .warn(let message):
          terminal.warn(message)
        case .completed(let values):
          completed += values
        case .savePath(let path):
          savePath(path)
        case .finish(let ending):
          self.ending = ending
        }
      } catch is Console.OutputClosed {
        return events + [.failed(.outputClosed)]
      } catch {
        return events + [.failed(.error(error))]
      }
    }
    return events
  }

}
