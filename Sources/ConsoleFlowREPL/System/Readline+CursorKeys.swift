import CReadline
@_spi(Interpreter) import ConsoleFlow

// The readline commands of the keys the shell decides on: the cursor among a narrowed list's
// matches (a line, a page, either end), and Tab's mark and move where a line is a query.
extension ReadlineEditor {
  /// A key the shell decides on: Up or Down (the cursor among a narrowed list's matches, or the
  /// history), Tab or Shift-Tab where what is typed is a query (a mark and a move on a list that
  /// chooses several, a move elsewhere); keys typed just before (in the same burst) reach it first.
  private static func heard(_ event: InputEvent, key: Int32) -> Int32 {
    MainActor.assumeIsolated {
      active?.lastKey = key
      active?.heard(event)
    }
    return 0
  }

  static let cursorUp: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.cursorKey(-max(1, Int(count))), key: key)
  }

  static let cursorDown: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.cursorKey(max(1, Int(count))), key: key)
  }

  /// Home and End where a line is a query: the cursor on the first or the last match, as full
  /// screen's (Ctrl-A and Ctrl-E keep the line's start and end).
  static let cursorFirst: @convention(c) (Int32, Int32) -> Int32 = { _, key in
    heard(.cursorKey(-LiveNarrowing<Void>.pastEveryMatch), key: key)
  }

  static let cursorLast: @convention(c) (Int32, Int32) -> Int32 = { _, key in
    heard(.cursorKey(LiveNarrowing<Void>.pastEveryMatch), key: key)
  }

  static let pageUp: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.pageKey(-max(1, Int(count))), key: key)
  }

  static let pageDown: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.pageKey(max(1, Int(count))), key: key)
  }

  static let toggleUp: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.toggleKey(-max(1, Int(count))), key: key)
  }

  static let toggleDown: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    heard(.toggleKey(max(1, Int(count))), key: key)
  }
}
