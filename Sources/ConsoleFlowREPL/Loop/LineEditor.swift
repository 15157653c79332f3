import ConsoleFlow

/// The line editor the shell reads lines with (GNU readline at a terminal): a source of events
/// (keys become lines, changes of the line, Up and Down) and a sink of ``LineEdit``s, never a
/// caller of pages. What it draws (the prompt, the line) it draws itself; the shell writes
/// around it and tells it when to draw again.
@MainActor
protocol LineEditor: AnyObject {
  /// Whether a line is being read: keys are read only then.
  var isReading: Bool { get }
  /// Whether keys already read wait to be taken: the loop reads them without waiting.
  var hasKeysWaiting: Bool { get }
  /// What Tab offers for the text typed so far; the loop asks the shell.
  var tabCompletions: (String) -> [String] { get set }
  /// Reads the keys waiting (at least one is); answers what they did, in order.
  func readKeys() -> [InputEvent]
  /// Carries out a move; answers what it did that the shell must hear (a line recalled).
  func perform(_ edit: LineEdit) -> [InputEvent]
  /// Adds a line to the history (and to its file).
  func remember(_ line: String)
  /// The bytes the terminal holds, read while no line is, without waiting; nil at the end of
  /// its input.
  func readAhead() -> [UInt8]?
  /// Keys typed before the line is read: they are its first keys.
  func typeAhead(_ bytes: [UInt8])
  /// Whether the next bytes ``readAhead()`` reads were typed before the run set the terminal's
  /// modes (a shell's typeahead, for the first page).
  var holdsKeysTypedBefore: Bool { get }
}

/// What comes in from where a run's lines come from: keys at the terminal, as the line editor
/// tells them, or the lines of a pipe or a script.
enum InputEvent: Equatable {
  /// The line being typed is now this.
  case lineChanged(EditedLine)
  /// Enter, with the line as typed; or a line of a pipe or a script.
  case entered(String)
  /// Ctrl-D on an empty line; or the end of a pipe or a script.
  case endOfInput
  /// Up (a negative offset) or Down: the shell moves a cursor or has the history walked.
  case cursorKey(Int)
  /// Page Down (a positive count of pages) or Page Up with something typed, or where a line is
  /// a query: a list narrowed by it moves its cursor a page of the matches shown (`rows` of
  /// them where the interpreter shows an item a row; nil: the page's own).
  case pageKey(Int, rows: Int? = nil)
  /// Tab (a positive offset) or Shift-Tab where what is typed is a query: on a list that chooses
  /// several, the mark of the item under the cursor turned on or off, and the cursor moved on.
  case toggleKey(Int)
  /// A history key put this line in place.
  case recalled(EditedLine)
  /// Tab listed several completions below the line, moving the page above up.
  case completionsListed
  /// A key that leaves without a choice where what is typed is a query (Ctrl-C, Esc, Ctrl-G, Ctrl-Q).
  case abandoned
  /// Esc alone with nothing typed on a flow's page (``KeyMap/pages``' `back`): back one screen,
  /// as `:back`; nothing on the first.
  case back
  /// Ctrl-Z read as a key, where the terminal sends no signal for it (queries).
  case suspendKey
  /// Enter where what is typed is a query, before the list's first page shows: nothing is there
  /// to choose (fzf's accept on an empty list).
  case enterOnNothing
  /// A cursor moved past the rows of a list read as far as asked: its next part is read while
  /// the user goes on (full screen); `toTheEnd` (End) as far as a reading on may. Not a line:
  /// nothing is recorded.
  case readOn(toTheEnd: Bool)
  /// A full-screen cursor sent to either end of a list read as you page, or up past the first
  /// row of one read from its end: the list is read there by a query of its own (``Reread``).
  /// Not a line: nothing is recorded.
  case reread(Reread)
  /// A full-screen cursor is on this item of a list nothing narrows (nil: on none): its preview
  /// is made as a narrowed cursor's is. Not a line: nothing is recorded.
  case browse(Int?)

  /// Whether the keys after it wait for what comes next (the line is over, or the prompt left).
  var endsTheLine: Bool {
    switch self {
    case .entered, .endOfInput, .abandoned, .back, .suspendKey, .enterOnNothing: true
    case .lineChanged, .cursorKey, .pageKey, .toggleKey, .recalled, .completionsListed, .readOn, .reread, .browse:
      false
    }
  }
}

extension LineEditor {
  /// None, unless the editor keeps keys it read.
  var hasKeysWaiting: Bool { false }
  /// None, unless the editor reads a terminal whose modes it set.
  var holdsKeysTypedBefore: Bool { false }
}

/// The line being typed and where the cursor is in it.
struct EditedLine: Equatable, Sendable {
  var text: String
  /// The text before the cursor.
  var beforeCursor: String

  init(_ text: String, beforeCursor: String? = nil) {
    self.text = text
    self.beforeCursor = beforeCursor ?? text
  }
}

/// A move of the line editor, as the shell asks for it.
enum LineEdit: Equatable, Sendable {
  /// Read a line after `prompt`: draw it and take keys.
  case read(prompt: String)
  /// Drop the line being read and give the terminal back.
  case drop
  /// The prompt and the line drawn again where the cursor is, at the start of a row, the cursor
  /// where it was in the line: after the shell wrote above or over them.
  case drawAgain
  /// Show the line as it is now.
  case redisplay
  /// The line becomes `text`.
  case replace(String)
  /// The cursor to the end of the line, so what is written next goes below it.
  case toEnd
  /// After `^C`: the line dropped, a new empty one after the prompt on the next row.
  case freshLineAfterInterrupt
  /// Ctrl-C came: the keys read before it and not taken yet are dropped with the line they were
  /// typed for (the terminal dropped those it still held); the keys typed after it stay.
  case forgetKeysBeforeInterrupt
  /// Walk the history by `offset` (Up is -1); the line recalled comes back as
  /// ``InputEvent/recalled(_:)``.
  case recall(Int)
  /// Give the terminal back before a stop (its modes as before reading), the cursor at the end
  /// of the line; its place in the line is kept for ``resume(stoppedByUs:)``.
  case suspend
  /// Take the terminal again after a stop; `stoppedByUs` when Ctrl-Z stopped it (``suspend``
  /// gave it back), else SIGSTOP did.
  case resume(stoppedByUs: Bool)
  /// Learn the terminal's new size and draw the line again for it.
  case resize
  /// The prompt becomes `prompt` (made again for a new size): the prompt and the line, erased
  /// by the shell, are drawn again from where the cursor is, the cursor where it was in the line.
  case changePrompt(String)
  /// Learn the terminal's new size, drawing nothing (plain mode).
  case measure
}
