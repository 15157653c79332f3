import ConsoleFlow

/// The page on screen while the user sits at the prompt: what loads deliver meanwhile reaches
/// the flow at once (a list keeps filling, its count is the count that arrived), and the page is
/// drawn again in place when it changed, at most every ``interval``, the line being typed kept.
@MainActor
final class LivePage<Output: Sendable>: Readline.Idle {
  /// The least time between two redraws: a list filling fast is redrawn a few times a second.
  static var interval: Duration { .milliseconds(250) }

  private let current: CurrentSession<Output>
  private let loads: LoadRunner
  private let clock = ContinuousClock()
  /// The lines of the page on screen.
  private var shown: [String] = []
  private var lastRedraw: ContinuousClock.Instant
  /// Something arrived since the last redraw.
  private var changed = false

  init(_ current: CurrentSession<Output>, loads: LoadRunner) {
    self.current = current
    self.loads = loads
    lastRedraw = clock.now
  }

  /// A page was written below the last one: it is the one on screen now.
  func written(_ lines: [String]) {
    shown = lines
    lastRedraw = clock.now
    changed = false
    Readline.pageShown(rows: lines.count)
  }

  func run() {
    if loads.deliverArrived(to: &current.session).events > 0 { changed = true }
    guard changed, clock.now - lastRedraw >= Self.interval else { return }
    changed = false
    let lines = current.session.flow.page.render(for: current.session.traits)
    guard lines != shown else { return }
    if Readline.redrawPage(lines) {
      shown = lines
      lastRedraw = clock.now
    }
  }

  var timeout: Duration? {
    changed ? max(.zero, Self.interval - (clock.now - lastRedraw)) : nil
  }
}

/// The session being run, shared with readline's callbacks (completion, the live page) on the
/// main thread.
final class CurrentSession<Output: Sendable>: @unchecked Sendable {
  var session: Session<Output>
  init(_ session: Session<Output>) { self.session = session }
}
