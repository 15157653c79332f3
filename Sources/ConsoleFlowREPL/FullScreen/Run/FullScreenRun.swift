@_spi(Interpreter) import ConsoleFlow

/// The full-screen interpreter's half of a run, beside the ``Shell`` it shares with the line
/// interpreter: the shell keeps the session, its waits, loads, recording and narrowing; this keeps
/// what only full screen has (the cursor and the scrolling of a ``FullScreenView``, the line on
/// the bottom row, the keys decoded from the terminal's bytes, the frame shown) and turns keys
/// into the shell's own events: a line entered, the line typed changed, a cursor key, Ctrl-C.
/// So a flow runs the same steps, transcripts and paths in both. A value: the loop keeps it and
/// writes what it answers.
struct FullScreenRun<Output: Sendable> {
  /// The modes entered, and given back on every way out.
  let modes: FullScreenModes
  /// The bytes of the terminal, decoded.
  var decoder: KeyDecoder
  /// What the screen shows, and the bytes to the next frame.
  var diff = FrameDiff()
  /// Where the user stands on the page.
  var view = FullScreenView()
  /// Whether synchronized output was asked about and how the terminal answered.
  var probe = SynchronizedOutputProbe()
  /// Counts clicks, for a double click.
  var clicks = ClickCounter()
  /// The states of the pages on the way back, and which page the view is for: a new page
  /// starts a new view; back on a page the cursor is where it was left.
  var trail = PageState.Trail()
  /// What a frame's view asks of the shell beside drawing: a list read on to find the cursor's
  /// item, which a sort took past the rows read. Sent, then cleared, as the frame is drawn.
  var requested: PageState.Request?
  /// The keys read while the shell waits (or before it started): taken once it reads, in order.
  var keysAhead: [KeyEvent] = []
  /// A flow turned to the page of the list the view shows, kept between frames: a cursor moved
  /// down a long list turns one page at a time, not every page from the first.
  var turned: Flow<Output>?
  /// Warnings said while the screen is taken: written on stderr once it is given back.
  var warnings: [String] = []
  /// What the last frame showed, for the keys and the mouse: nil once anything happened since
  /// (an event to the shell, a key), when the next key builds the page as it stands.
  var shown: Shown?
  /// When the last frame was drawn.
  var drawnAt: Duration?
  /// How many frames the run built: one a turn at most.
  var framesBuilt = 0
  /// Whether the page shows `:help`'s answer: full screen's keys go under it, until the next key.
  var helping = false
  /// `:help`'s answer, which the page keeps as its message until the next step: not shown again
  /// under the page once the help was left.
  var helpLeft: String?
  /// The item under the view's cursor the shell last heard of, for its preview.
  var browsedTold: Browsed?
  /// The commands of the history, oldest first, without their `:`: Up and Down walk them on
  /// the command line. The run starts with those of the history file.
  var commandHistory: [String] = []
  /// Where Up and Down stand in ``commandHistory``; nil on the line being typed.
  var recalling: Int?
  /// The commands Tab listed when it could not choose one, shown until the next key.
  var completionsListed: [String]?
  /// What the cut keys (Ctrl-U, Ctrl-K, Ctrl-W, Alt-D, Alt-Backspace) cut last: Ctrl-Y puts it
  /// back. Cuts one after another make one text, as readline's do.
  var cutLast = ""
  /// How many keys the run took, and the count when the last cut was made.
  var keysTaken = 0
  var cutAtKey = -1

  /// Full screen with the mouse or not, on the alternate screen or not, bracketed paste given
  /// back as `bracketedPasteFound` says it was found.
  init(
    mouse: Bool, alternateScreen: Bool = true, bracketedPasteFound: Bool = false,
    escapeDelay: Duration = KeyDecoder.escapeDelay
  ) {
    modes = FullScreenModes(mouse: mouse, bracketedPasteFound: bracketedPasteFound, alternateScreen: alternateScreen)
    decoder = KeyDecoder(escapeDelay: escapeDelay)
  }

  /// Which pane the keys go to, and what the bottom row holds.
  var typed: EditedLine {
    get {
      switch view.entry {
      case .typing(let line), .command(let line): line
      }
    }
    set {
      switch view.entry {
      case .typing: view.entry = .typing(newValue)
      case .command: view.entry = .command(newValue)
      }
    }
  }

  /// Whether a `:` command is being typed.
  var isCommand: Bool {
    if case .command = view.entry { return true }
    return false
  }

  // MARK: - Entering and leaving

  /// The bytes that take the screen: the modes, then the question about synchronized output.
  var enterBytes: String { modes.enter + SynchronizedOutputProbe.question }

  /// The screen was taken again (after `fg`) or changed size: the next frame is drawn whole.
  mutating func redrawWhole() {
    diff.forget()
  }

  /// The bytes of the next frame: only what changed since the last.
  mutating func bytes(toShow frame: Frame) -> String {
    if diff.synchronizedOutput != (probe.verdict == .supported) {
      diff.synchronizedOutput = probe.verdict == .supported
    }
    return diff.bytes(toShow: frame)
  }

  /// The view for `page`: its state kept while the page is the same screen's, else the one
  /// the trail gives (``PageState/Trail``), with nothing typed.
  mutating func follow(_ page: Page) {
    var state = view.state
    guard trail.show(page, state: &state) else {
      view.state = state
      return
    }
    view = FullScreenView()
    view.state = state
    turned = nil
  }

  /// What the shell's line editing command means on the bottom row.
  mutating func edit(_ edit: LineEdit) {
    switch edit {
    case .read, .freshLineAfterInterrupt, .drop:
      view.entry = .typing(EditedLine(""))
    case .replace(let text):
      view.entry = .typing(EditedLine(text))
    case .drawAgain, .redisplay, .toEnd, .recall, .suspend, .resume, .resize, .changePrompt, .measure,
      .forgetKeysBeforeInterrupt:
      break
    }
  }
}
