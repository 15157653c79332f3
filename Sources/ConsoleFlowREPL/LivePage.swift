import ConsoleFlow

/// The page on screen while the user sits at the prompt: what loads deliver meanwhile reaches
/// the flow at once (a list keeps filling, its count is the count that arrived), and the page is
/// drawn again in place when it changed, at most every ``interval``, the line being typed kept.
/// With `narrows`, a list also narrows as the user types (``LiveNarrowing``), at each key.
@MainActor
final class LivePage<Output: Sendable>: Readline.Idle, Readline.Typing {
  /// The least time between two redraws: a list filling fast is redrawn a few times a second.
  static var interval: Duration { .milliseconds(250) }

  private let current: CurrentSession<Output>
  private let loads: LoadRunner
  /// Whether the page is drawn again in place at all (not in plain mode).
  private let redraws: Bool
  /// Whether typing narrows a list.
  let narrows: Bool
  /// The terminal's traits now, measured again after a resize.
  private let measure: () -> Traits
  private let clock = ContinuousClock()
  /// The lines of the page on screen.
  private var shown: [String] = []
  /// The rows the page has taken since it was written: a narrower list is padded to them, so the
  /// prompt stays where it is.
  private var rows = 0
  private var lastRedraw: ContinuousClock.Instant
  /// Something arrived since the last redraw.
  private var changed = false
  /// The typed line's narrowing of the page written last, from the first key that narrows.
  private var narrowing: LiveNarrowing<Output>?

  init(
    _ current: CurrentSession<Output>, loads: LoadRunner, redraws: Bool, narrows: Bool,
    measure: @escaping () -> Traits
  ) {
    self.current = current
    self.loads = loads
    self.redraws = redraws
    self.narrows = narrows && redraws
    self.measure = measure
    lastRedraw = clock.now
  }

  /// A page was written below the last one: it is the one on screen now, narrowed by nothing.
  func written(_ lines: [String]) {
    shown = lines
    rows = lines.count
    narrowing = nil
    // A long list's labels are folded for searching once, before the first key needs them (a
    // second or so for a million): on another thread, while the user reads the page.
    if narrows, case .items(let count, _) = current.session.flow.offer, count >= 10_000 {
      let flow = current.session.flow
      Task.detached(priority: .utility) { _ = flow.preparedForNarrowing() }
    }
    lastRedraw = clock.now
    changed = false
    Readline.pageShown(rows: lines.count)
  }

  /// The lines Enter sends for `line`: `line`, or the filter and number of the match under the cursor.
  func lines(forEnter line: String) -> [String] {
    guard narrows else { return [line] }
    // The line as it was entered, whatever keys came too fast to be shown narrowing.
    var narrowing = self.narrowing ?? LiveNarrowing(current.session.flow)
    _ = narrowing.typed(line)
    return narrowing.lines(forEnter: line)
  }

  /// What Tab offers for `text`: the names of the list on screen, as the line narrows it.
  func completions(for text: String) -> [String] {
    narrowing?.completions(for: text) ?? current.session.flow.completions(for: text)
  }

  /// What `:help` adds at a terminal where lists narrow as the user types: the keys.
  static var keysHelp: String {
    """
    Keys as you type (at this terminal):
      a name, /text   narrow the list at each key
      Enter           a command, a number or one item's name means what it always
                      did; otherwise it chooses the match under the cursor
      Up, Down        move the cursor (on an empty or recalled line: the history)
      Ctrl-P, Ctrl-N  the history, always; Ctrl-R searches it
      Ctrl-C          clear the line: the whole list shows again
    """
  }

  // MARK: - While a line is read

  func run() {
    // A narrowed list counts the rest of its matches a part at a time, between keys; the page
    // shows the final count once it is there.
    if var narrowing, narrowing.isSearching {
      let done = narrowing.searchOn()
      self.narrowing = narrowing
      if done { draw(below: false) }
    }
    if loads.deliverArrived(to: &current.session).events > 0 { changed = true }
    guard redraws, changed, clock.now - lastRedraw >= Self.interval else { return }
    changed = false
    // A narrowed list narrows what arrived too.
    narrowing?.rebase(current.session.flow)
    draw(below: false)
  }

  var timeout: Duration? {
    if narrowing?.isSearching == true { return .zero }
    return changed && redraws ? max(.zero, Self.interval - (clock.now - lastRedraw)) : nil
  }

  func lineChanged(to line: String) {
    guard narrows else { return }
    var narrowing = self.narrowing ?? LiveNarrowing(current.session.flow)
    let redraw = narrowing.typed(line)
    self.narrowing = narrowing
    if redraw { draw(below: true) }
  }

  func moveCursor(by offset: Int) -> Bool {
    guard narrows, var narrowing, narrowing.moveCursor(by: offset) else { return false }
    self.narrowing = narrowing
    draw(below: true)
    return true
  }

  func resized() {
    guard narrows else { return }
    current.session.traits = measure()
    guard var narrowing, narrowing.query != nil else { return }
    // The page above was drawn for the old size and the terminal moved it: a new one goes below.
    narrowing.rebase(current.session.flow)
    self.narrowing = narrowing
    rows = 0
    draw(below: true)
  }

  /// Draws the page as it is now in place of the one on screen; with `below`, where that one is
  /// out of reach, as a new page under the line being typed.
  private func draw(below: Bool) {
    let traits = current.session.traits
    var lines = (narrowing?.page ?? current.session.flow.page).render(for: traits)
    guard lines != shown else { return }
    if narrowing != nil, lines.count < rows, rows < traits.height {
      lines += Array(repeating: "", count: rows - lines.count)
    }
    if Readline.redrawPage(lines) {
      shown = lines
    } else if below && narrowing != nil {
      Readline.drawPageBelow(lines)
      shown = lines
    } else {
      return
    }
    rows = max(rows, lines.count)
    lastRedraw = clock.now
  }
}

/// The session being run, shared with readline's callbacks (completion, the live page) on the
/// main thread.
final class CurrentSession<Output: Sendable>: @unchecked Sendable {
  var session: Session<Output>
  init(_ session: Session<Output>) { self.session = session }
}
