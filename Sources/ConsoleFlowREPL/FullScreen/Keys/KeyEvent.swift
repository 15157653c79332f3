/// What the terminal sent, decoded by ``KeyDecoder``: a key, text typed or pasted, a mouse
/// report, or a reply to a question the program asked the terminal.
///
/// Text is never a control character: Enter, Tab, Escape and Ctrl-letters are ``Key``s, and
/// escape sequences the decoder does not know are dropped whole.
package enum KeyEvent: Equatable, Sendable {
  /// A key that is not text.
  case key(Key)
  /// Printable text typed, one or more characters in order; never a control character.
  case text(String)
  /// Text pasted while bracketed paste was on (`CSI 200~` … `CSI 201~`): the whole paste, to
  /// be taken as text and never as keys. Line ends are `\n` (a `\r\n` or `\r` becomes one) and
  /// tabs stay; every other control character is dropped.
  case paste(String)
  /// A mouse report (xterm's SGR form, or the older X10 and urxvt forms).
  case mouse(MouseReport)
  /// The terminal's answer to a DEC private mode request (`CSI ? Pd $ p`): ``ModeReport``.
  case modeReport(ModeReport)
  /// The terminal's primary device attributes (`CSI ? … c`), the answer every terminal gives
  /// to `CSI c`: sent after other questions, it says that those left unanswered will stay so.
  case deviceAttributes
}
