@_spi(Interpreter) import ConsoleFlow

/// The imperative half of a run: it hands the ``Shell`` each event with the time, and carries
/// out the commands the shell answers, in order, against a terminal, a line editor and a load
/// runner. Every event goes through its one ``ShellInbox``; a ``turn(_:)`` takes in what one wait
/// found (signals, loads' events, keys or a pipe's lines, the time) and hands it all to the
/// shell. The real run waits between turns (``run(onCompletion:)``); a test calls the same turns
/// itself, and moves a ``ManualClock`` with ``advance(by:on:)``, as swift-nio's
/// `EmbeddedEventLoop` is advanced by hand.
@MainActor
final class ShellLoop<Output: Sendable> {
  private(set) var shell: Shell<Output>
  let terminal: any ShellTerminal
  /// How the run presents its turns and reads its keys.
  var presenter: Presenter
  let loads: any LoadRunning<Output>
  /// Where the run's lines come from.
  let input: LineInput
  /// The time since the run began.
  let now: () -> Duration
  /// Every event of the run, in order.
  let inbox = ShellInbox<Output>()
  /// The lines of a pipe or a script not taken yet: each waits until the shell reads a line.
  var lines = PipedLines()
  /// Where a recording goes, if the run is recorded.
  var recording: Recorder.Target?
  /// Saves where the session was left, for `--resume`.
  var savePath: ([String]) -> Void = { _ in }
  /// Called with each line Enter sends at a terminal.
  var lineEntered: (@MainActor @Sendable (String) -> Void)?
  /// Called with each value the flow completes with, as it comes.
  var onCompletion: (Output) -> Void = { _ in }
  /// How the run ended, once it has.
  private(set) var ending: Shell<Output>.Ending?
  private var recorder: Recorder?
  /// Line mode's keys typed while the shell waits, where it reads them as they come.
  var keysAhead = KeysAhead()
  /// How many turns the loop took: each ends with at most one frame drawn.
  var turns = 0
  /// Whether the last turn read keys and left its tick to this one.
  var tickLeftToTheNextTurn = false

  init(
    _ shell: Shell<Output>, terminal: any ShellTerminal, presenter: Presenter, loads: any LoadRunning<Output>,
    input: LineInput, now: @escaping () -> Duration
  ) {
    self.shell = shell
    self.terminal = terminal
    self.presenter = presenter
    self.loads = loads
    self.input = input
    self.now = now
    if case .lines(let script) = input { lines = PipedLines(whole: script) }
    // Tab asks the shell what the list on screen offers.
    if case .lineEditor(let editor) = presenter {
      editor.tabCompletions = { [unowned self] text in self.shell.tabCompletions(for: text) }
    }
  }

  /// Starts the run: the first screen's loads, the path, the first page; then the lines that
  /// wait, as a turn ends.
  func start() {
    let commands = shell.start(at: now())
    perform(commands)
    process()
    takeKeysTypedAhead()
    takeLines()
    drawTheScreen()
  }

  /// Hands the shell `event`, and whatever the commands it answers lead to.
  func send(_ event: Shell<Output>.Event) {
    inbox.post(event)
    process()
  }

  /// Hands the shell every event in the inbox, in order, and those the commands it answers lead
  /// to, until the inbox is empty or the run is over.
  func process() {
    while ending == nil, let event = inbox.next() {
      // What the screen turned of the flow's list is the flow's no more once the flow moved,
      // nor is the page it last drew the page the next key acts on.
      screen?.turned = nil
      screen?.shown = nil
      perform(shell.handle(event, at: now()))
    }
  }

  /// Carries out `commands` in order; the events they lead to (a line recalled) go into the
  /// inbox. A command that fails stops the rest: the failure is the next event.
  private func perform(_ commands: [Shell<Output>.Command]) {
    for command in commands {
      if screen != nil, takenByTheScreen(command) { continue }
      do {
        switch command {
        case .write(let text):
          if !text.isEmpty { try terminal.write(text) }
        case .edit(let edit):
          for event in editor?.perform(edit) ?? [] { inbox.post(.input(event)) }
        case .syncLoads(let wanted):
          loads.sync(wanted, postingTo: inbox.mailbox)
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
          history?.add(line)
          lineEntered?(line)
        case .prepareNarrowing(let flow):
          loads.prepareNarrowing(flow)
        case .warn(let message):
          terminal.warn(message)
        case .completed(let values):
          values.forEach(onCompletion)
        case .savePath(let path):
          savePath(path)
        case .finish(let ending):
          self.ending = ending
        }
      } catch is Console.OutputClosed {
        return inbox.post(.failed(.outputClosed))
      } catch {
        return inbox.post(.failed(.error(error)))
      }
    }
  }
}
