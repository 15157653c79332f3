/// One line of the input language shared by every interpreter.
///
/// ```swift
/// InputLine(parsing: "..")      // .back
/// InputLine(parsing: "\\:back") // .screen(.entry(":back"))
/// ```
public enum InputLine: Equatable, Sendable {
  /// `:back` or `..`: go back one screen.
  case back
  /// `:home` or `~`: go to the first screen.
  case home
  /// `:quit` or `:q`: leave.
  case quit
  /// `:help` or `?`: list the commands.
  case help
  /// `:where`: show the command line that reopens this screen.
  case `where`
  /// A command for the current screen.
  case screen(ScreenCommand)
  /// A `:word` that is no command.
  case unknownCommand(String)
  /// A blank line.
  case blank

  /// Reads a line; surrounding white space is ignored.
  public init(parsing line: String) {
    let text = line.trimmingWhitespace()
    if text.isEmpty {
      self = .blank
      return
    }
    if text.first == "\\" {
      self = .screen(.entry(String(text.dropFirst())))
      return
    }
    // Only a line that may be a command needs lower-casing (commands ignore case).
    let word = text.first == ":" ? text.lowercased() : text
    switch word {
    case ":back", "..": self = .back
    case ":home", "~": self = .home
    case ":quit", ":q": self = .quit
    case ":help", "?": self = .help
    case ":where": self = .where
    case ":next", ">": self = .screen(.nextPage)
    case ":prev", "<": self = .screen(.previousPage)
    default:
      if text.first == "/" {
        self = .screen(.filter(String(text.dropFirst()).trimmingWhitespace()))
      } else if text.first == ":" {
        self = .unknownCommand(text)
      } else {
        self = .screen(.entry(text))
      }
    }
  }

  /// The commands every screen understands, as `:help` lists them.
  static let helpText = """
    Commands:
      3 or a name     select item 3, or the item with that name (a unique prefix will do)
      /text           filter the list; / alone clears the filter
      :next :prev     page through a long list (also > and <)
      :back           go back one screen (also ..)
      :home           go to the first screen (also ~)
      :quit           leave (also :q)
      :where          the command line that reopens this screen
      :help           this help (also ?)
      \\text           take text literally: \\:back selects an item named ":back"
    """

  /// Every command spelling, for completion.
  static let spellings = [
    ":back", ":home", ":quit", ":help", ":next", ":prev", ":where", "..", "~", ":q", "?", ">", "<",
  ]
}

extension String {
  /// The text without white space at either end.
  func trimmingWhitespace() -> String {
    // Most lines have nothing to trim: printable ASCII at both ends.
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
      return self
    }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}

/// An input line as a screen receives it, once navigation commands are taken out.
///
/// ```swift
/// InputLine(parsing: "/mot") // .screen(.filter("mot"))
/// ```
public enum ScreenCommand: Equatable, Sendable {
  /// Text that selects or answers: "3", "AC/DC", or anything after a leading backslash.
  case entry(String)
  /// `/text` filters; an empty query clears the filter.
  case filter(String)
  /// `:next` or `>`.
  case nextPage
  /// `:prev` or `<`.
  case previousPage
  /// Select the item labelled exactly this: how a path's part is replayed (never typed, so a
  /// label made of digits is not taken for a number). Screens without items take it as an entry.
  case choose(String)
}
