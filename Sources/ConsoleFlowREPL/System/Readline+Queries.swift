import CReadline

// The keys of a prompt that reads queries (`REPL.Typing.query`), as fzf's: what leaves, Tab and
// Shift-Tab, and Ctrl-Z, which the terminal then sends as a key.
extension ReadlineEditor {
  /// Binds, in the emacs and vi-insert keymaps, Ctrl-C, Ctrl-G and Ctrl-Q to leave, Tab and
  /// Shift-Tab to mark the line under the cursor, where several are chosen, and move down and up
  /// (fzf's `toggle+down`), and
  /// Ctrl-Z to stop. Esc alone leaves too: readline, which reads it as the start of a sequence, never
  /// sees it (``TerminalKeys/takeLoneEscape(within:)``).
  static func bindQueryKeys() {
    cf_rl_set_prep_term(prepareTheTerminal)
    for name in ["emacs-standard", "vi-insert"] {
      guard let keymap = cf_rl_keymap(name) else { continue }
      for key in ["\\C-c", "\\C-g", "\\C-q"] { rl_bind_keyseq_in_map(key, leave, keymap) }
      rl_bind_keyseq_in_map("\\C-z", suspend, keymap)
      rl_bind_keyseq_in_map("\\t", toggleDown, keymap)
      rl_bind_keyseq_in_map("\\e[Z", toggleUp, keymap)
    }
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
}
