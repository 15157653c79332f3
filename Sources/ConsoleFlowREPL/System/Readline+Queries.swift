import CReadline
@_spi(Interpreter) import ConsoleFlow

// The keys a page's ``KeyMap`` binds, in readline: a flow's pages' (home, quit) and those of a
// prompt that reads queries (`REPL.Typing.query`), as fzf's: what leaves, Tab and Shift-Tab,
// and Ctrl-Z, which the terminal then sends as a key; and a paste's line ends, made spaces.
extension ReadlineEditor {
  /// Binds, in the emacs and vi-insert keymaps, the keys of a flow's pages as ``KeyMap/pages``
  /// says, as full screen reads them: Ctrl-T enters `:home` and Ctrl-Q `:quit` in place of the
  /// line typed, Page Down and Up page the list, unless `~/.inputrc` binds them otherwise. Ctrl-Z
  /// and Ctrl-L keep their meaning.
  static func bindPageKeys() {
    cf_rl_set_prep_term(prepareForPages)
    bind(KeyMap.pages, as: pageCommand(for:))
  }

  /// Binds each key of `map` that readline can spell to the command `command` gives its intent,
  /// in the emacs and vi-insert keymaps; a key whose intent has no command keeps readline's.
  private static func bind(
    _ map: KeyMap, as command: (Intent) -> (@convention(c) (Int32, Int32) -> Int32)?
  ) {
    for name in ["emacs-standard", "vi-insert"] {
      guard let keymap = cf_rl_keymap(name) else { continue }
      for (key, intent) in map.bindings {
        guard let command = command(intent) else { continue }
        for sequence in readlineSequences(of: key) { rl_bind_keyseq_in_map(sequence, command, keymap) }
      }
    }
  }

  /// The readline command that carries out `intent` on a flow's page; nil where the terminal or
  /// readline does (Ctrl-Z stops, Ctrl-L redraws).
  private static func pageCommand(for intent: Intent) -> (@convention(c) (Int32, Int32) -> Int32)? {
    switch intent {
    case .home: goHome
    case .quit: quit
    case .page(let pages): pages > 0 ? nextPage : previousPage
    case .move, .toggleAndMove, .abandon, .suspend, .redraw, .first, .last, .sideways, .switchPane, .choose, .back:
      nil
    }
  }

  private static let goHome: @convention(c) (Int32, Int32) -> Int32 = { _, key in enter(":home", key: key) }
  /// Page Down and Up on a flow's page: with nothing typed, the list's next or previous page
  /// (`:next`, `:prev`); with something typed, a page of the matches it narrows to.
  private static let nextPage: @convention(c) (Int32, Int32) -> Int32 = { _, key in
    cf_rl_end() == 0 ? enter(":next", key: key) : pageDown(1, key)
  }
  private static let previousPage: @convention(c) (Int32, Int32) -> Int32 = { _, key in
    cf_rl_end() == 0 ? enter(":prev", key: key) : pageUp(1, key)
  }
  private static let quit: @convention(c) (Int32, Int32) -> Int32 = { _, key in enter(":quit", key: key) }

  /// Enters `command` in place of the line typed, as if typed and entered.
  private static func enter(_ command: String, key: Int32) -> Int32 {
    rl_replace_line(command, 0)
    cf_rl_set_point(cf_rl_end())
    return rl_newline(1, key)
  }

  /// The pages' `back` (Esc alone): what is typed is cleared, as full screen clears it; with
  /// nothing typed, the shell goes back.
  func clearOrGoBack() {
    guard cf_rl_end() == 0 else {
      rl_replace_line("", 0)
      cf_rl_set_point(0)
      rl_redisplay()
      reportLine()
      return
    }
    heard(.back)
  }

  /// Binds, in the emacs and vi-insert keymaps, the chooser's keys as its ``KeyMap`` says (fzf's):
  /// Ctrl-J, Ctrl-K, Ctrl-N and Ctrl-P move, Tab and Shift-Tab mark and move, Ctrl-C, Ctrl-G and
  /// Ctrl-Q leave, Ctrl-Z stops (the terminal then sends it as a key). Esc alone leaves too:
  /// readline, which reads it as the start of a sequence, never sees it
  /// (``TerminalKeys/takeLoneEscape(within:)``); the arrows are bound for every prompt.
  static func bindQueryKeys() {
    cf_rl_set_prep_term(prepareTheTerminal)
    bind(KeyMap.chooser, as: command(for:))
  }

  /// How readline spells a key a ``KeyMap`` names: `ctrl-x` as `\C-x`, Tab, Shift-Tab, and Home
  /// and End as each kind of terminal sends them; none for the keys bound elsewhere (the arrows,
  /// Esc).
  private static func readlineSequences(of key: String) -> [String] {
    switch key {
    case "tab": return ["\\t"]
    case "shift-tab": return ["\\e[Z"]
    case "page-up": return ["\\e[5~"]
    case "page-down": return ["\\e[6~"]
    case "home": return ["\\e[H", "\\eOH", "\\e[1~", "\\e[7~"]
    case "end": return ["\\e[F", "\\eOF", "\\e[4~", "\\e[8~"]
    case _ where key.hasPrefix("ctrl-") && key.count == 6: return ["\\C-" + key.dropFirst(5)]
    default: return []
    }
  }

  /// The readline command that carries out `intent` where a line is a query; nil where readline's
  /// own does (Ctrl-L redraws).
  private static func command(for intent: Intent) -> (@convention(c) (Int32, Int32) -> Int32)? {
    switch intent {
    case .move(let offset): offset > 0 ? cursorDown : cursorUp
    case .page(let pages): pages > 0 ? pageDown : pageUp
    case .first: cursorFirst
    case .last: cursorLast
    case .toggleAndMove(let offset): offset > 0 ? toggleDown : toggleUp
    case .abandon: leave
    case .suspend: suspend
    case .home, .quit, .redraw, .sideways, .switchPane, .choose, .back: nil
    }
  }

  /// readline's own preparation, then the terminal's flow control off, so that Ctrl-Q is a key.
  private static let prepareForPages: @convention(c) (Int32) -> Void = { meta in
    rl_prep_terminal(meta)
    guard let modes = Platform.terminalModes(Platform.standardInput) else { return }
    Platform.setTerminalModes(Platform.withoutFlowControl(modes), on: Platform.standardInput)
  }

  /// readline's own preparation, then what it turns back on (it sets ISIG whatever it found)
  /// turned off: the terminal sends no signal for Ctrl-C and Ctrl-Z, which are the prompt's keys.
  private static let prepareTheTerminal: @convention(c) (Int32) -> Void = { meta in
    rl_prep_terminal(meta)
    guard let modes = Platform.terminalModes(Platform.standardInput) else { return }
    Platform.setTerminalModes(Platform.forQueries(modes), on: Platform.standardInput)
  }

  private static let leave: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
    MainActor.assumeIsolated { active?.heard(.abandoned) }
    return 0
  }

  private static let suspend: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
    MainActor.assumeIsolated { active?.heard(.suspendKey) }
    return 0
  }

  /// A paste's line ends become spaces (readline's bracketed paste puts them in the line): a
  /// line stays one line, as full screen makes it, never a value with a line break in it.
  func flattenPastedLines() {
    guard let buffer = cf_rl_line_buffer() else { return }
    let text = String(cString: buffer)
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return }
    let point = cf_rl_point()
    rl_replace_line(String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) }), 0)
    cf_rl_set_point(point)
    rl_redisplay()
  }
}
