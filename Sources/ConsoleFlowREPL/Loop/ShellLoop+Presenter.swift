extension ShellLoop {
  /// How a run presents its turns and reads its keys: one of three, chosen once, so no run has
  /// a line editor and a screen, or a screen without its keyboard.
  enum Presenter {
    /// A pipe's or a script's lines, each page written after the line before: no keys read.
    case lines
    /// Line mode at a terminal: pages one below another over the editor's prompt, keys typed
    /// while the shell waits read through it.
    case lineEditor(any LineEditor)
    /// Full screen: its half of the run, drawn once a turn; the keyboard it reads keys from; the
    /// history file it keeps, there being no line editor to keep it (nil: none).
    case fullScreen(FullScreenRun<Output>, keyboard: any FullScreenKeyboard, history: History?)
  }

  /// Line mode's editor, when the run has one.
  var editor: (any LineEditor)? {
    if case .lineEditor(let editor) = presenter { editor } else { nil }
  }

  /// Full screen's keyboard, when the run is full screen.
  var keyboard: (any FullScreenKeyboard)? {
    if case .fullScreen(_, let keyboard, _) = presenter { keyboard } else { nil }
  }

  /// Full screen's half of the run, when the run is full screen; a run of another presenter
  /// has none to set.
  var screen: FullScreenRun<Output>? {
    get {
      if case .fullScreen(let screen, _, _) = presenter { screen } else { nil }
    }
    set {
      guard let newValue, case .fullScreen(_, let keyboard, let history) = presenter else { return }
      presenter = .fullScreen(newValue, keyboard: keyboard, history: history)
    }
  }

  /// The history file full screen keeps, when it keeps one.
  var history: History? {
    get {
      if case .fullScreen(_, _, let history) = presenter { history } else { nil }
    }
    set {
      guard case .fullScreen(let screen, let keyboard, _) = presenter else { return }
      presenter = .fullScreen(screen, keyboard: keyboard, history: newValue)
    }
  }
}
