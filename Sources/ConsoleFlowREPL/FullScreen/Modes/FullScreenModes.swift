/// The terminal modes full screen sets, as data: ``enter`` sets each DEC private mode to what
/// full screen wants, in order, and ``leave`` puts each back to how it was found, in the
/// reverse order: the alternate screen (1049, which also saves and restores the cursor), the
/// cursor hidden (25), the mouse (1000 presses, 1002 drags, 1006 SGR reports) and bracketed
/// paste (2004).
///
/// ``leave`` is for every way out: the normal end, Ctrl-Z (leave, stop, and ``enter`` again
/// on SIGCONT with the screen drawn whole), SIGTERM, SIGHUP and a crash; ``leaveBytes`` is the
/// same, ready for a signal handler's `write(2)`. Leaving first ends a synchronized update a
/// crash may have cut off (`CSI ? 2026 l`, which changes nothing otherwise), so the terminal
/// does not stay frozen.
///
/// ```swift
/// let modes = FullScreenModes(mouse: true)
/// write(modes.enter) // "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h..."
/// defer { write(modes.leave) }
/// ```
package struct FullScreenModes: Equatable, Sendable {
  /// One DEC private mode: its number, the setting full screen wants and the one it found.
  package struct Toggle: Equatable, Sendable {
    /// The mode's number, as in `CSI ? 1049 h`.
    package var mode: Int
    /// Whether full screen sets it (`h`) or resets it (`l`).
    package var entered: Bool
    /// How it was before: what leaving sets it back to.
    package var found: Bool

    /// The sequence that sets the mode as full screen wants it.
    package var enter: String { Self.sequence(mode, on: entered) }
    /// The sequence that sets it back as it was found.
    package var leave: String { Self.sequence(mode, on: found) }

    private static func sequence(_ mode: Int, on: Bool) -> String { "\u{1B}[?\(mode)\(on ? "h" : "l")" }
  }

  /// The alternate screen, with the cursor saved on the way in and restored on the way out.
  package static let alternateScreen = 1049
  /// The cursor shown (the mode full screen resets).
  package static let cursorShown = 25
  /// Mouse presses and releases reported.
  package static let mousePresses = 1000
  /// Mouse moves with a button held reported too.
  package static let mouseDrags = 1002
  /// Mouse reports in the SGR form: any column, releases that say their button.
  package static let mouseSGRReports = 1006
  /// Bracketed paste: a paste comes between `CSI 200~` and `CSI 201~`.
  package static let bracketedPaste = 2004

  /// The modes, in the order ``enter`` sets them.
  package var toggles: [Toggle]

  /// The modes of full screen: the alternate screen, the cursor hidden, the mouse when `mouse`
  /// (off with `--no-mouse`), bracketed paste. Each is found off but the cursor, which is
  /// found shown, and bracketed paste, which is as `bracketedPasteFound` says (a line editor
  /// may have left it on: ``ModeReport/request(_:)`` asks, as fzf does, so leaving gives it
  /// back as it was). A terminal without an alternate screen (terminfo's `smcup`: a vt100) is
  /// drawn on where it is, `alternateScreen` false.
  package init(mouse: Bool = true, bracketedPasteFound: Bool = false, alternateScreen: Bool = true) {
    var toggles =
      alternateScreen ? [Toggle(mode: Self.alternateScreen, entered: true, found: false)] : []
    toggles.append(Toggle(mode: Self.cursorShown, entered: false, found: true))
    if mouse {
      toggles += [Self.mousePresses, Self.mouseDrags, Self.mouseSGRReports].map {
        Toggle(mode: $0, entered: true, found: false)
      }
    }
    toggles.append(Toggle(mode: Self.bracketedPaste, entered: true, found: bracketedPasteFound))
    self.toggles = toggles
  }

  /// The bytes that enter full screen.
  package var enter: String { toggles.map(\.enter).joined() }

  /// The bytes that leave it: a synchronized update cut off ended, then every mode set back,
  /// the last set first.
  package var leave: String { Self.endOfUpdate + toggles.reversed().map(\.leave).joined() }

  /// ``leave`` as bytes, for a signal handler: made before any signal can come and kept, since
  /// a handler may not allocate.
  package var leaveBytes: [UInt8] { Array(leave.utf8) }

  /// Ends a synchronized update (``SynchronizedOutputProbe``) that a crash left open.
  package static let endOfUpdate = "\u{1B}[?\(SynchronizedOutputProbe.mode)l"
}
