@_spi(Interpreter) import ConsoleFlow

// Keys read while the shell waits for a load: the pages' key map says what each means from the
// first moment (a chooser's are fzf's), whichever interpreter reads them.
extension Shell {
  /// The key map of the pages the shell shows (``KeyMap/chooser`` where a line is a query).
  var keyMap: KeyMap { KeyMap.forPages(typing: traits.typing) }

  /// Whether line mode reads keys as they come while the shell waits for the first page's load,
  /// as full screen always does: where a line is only a query (a chooser), the terminal sends no signal for
  /// Ctrl-C or Ctrl-Z, and each key means what ``eventWhileWaiting(for:)`` says. Elsewhere keys
  /// typed meanwhile wait unread in the terminal, and Ctrl-C and Ctrl-Z are its signals.
  var readsKeysWhileWaiting: Bool {
    // Only before the first page: keys typed after a line was entered (while the run ends) are
    // the next program's, left unread in the terminal.
    guard case .waiting(let wait) = phase, case .firstScreen = wait.after else { return false }
    return typing == .query
  }

  /// What a key read during a wait does at once, as the pages' key map says: a key bound to
  /// leave (a chooser's Esc, Ctrl-C, Ctrl-G, Ctrl-Q: fzf's `abort`) ends the run with nothing
  /// chosen, a key bound to stop stops it; Ctrl-C, where the map binds it to nothing, cancels the
  /// load as SIGINT does. A chooser's Enter before its list's first page shows chooses nothing,
  /// as fzf's on an empty list: a line nobody saw never reaches a pipeline. Nil: the key waits
  /// for the next page, as typed; so do the keys `typedBefore` the run set the terminal's modes
  /// (a shell's typeahead, `3` and Enter typed as `seq 5 | flows pick` starts), which are for
  /// the first page.
  func eventWhileWaiting(for key: Key, typedBefore: Bool = false) -> Event? {
    switch keyMap.intent(for: key.mapName) {
    case .abandon: return .input(.abandoned)
    case .suspend: return .input(.suspendKey)
    case .choose where typing == .query && !typedBefore && session.flow.awaitsItsFirstPage:
      return .input(.enterOnNothing)
    case .move, .toggleAndMove, .page, .first, .last, .sideways, .switchPane, .choose, .back, .home, .quit, .redraw,
      nil:
      break
    }
    switch key.mapName {
    case "ctrl-c": return .signal(.interrupt)
    case "ctrl-z": return .input(.suspendKey)
    default: return nil
    }
  }

  /// A key that leaves during a wait (fzf's `abort` while its list loads), or a chooser's Enter
  /// before its first page shows: the loads cancelled, the progress line erased, the run ended
  /// as `ending` says (nothing chosen; a query that matches nothing, status 1 for `flows pick`).
  mutating func endedWhileWaiting(_ wait: Wait, as ending: Ending, at now: Duration) -> [Command] {
    phase = .waiting(wait)
    return progressEnded(wait, at: now) + [.syncLoads([])] + finish(ending)
  }
}
