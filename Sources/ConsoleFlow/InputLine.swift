/// One line of the input language shared by every interpreter, read once: `InputLine(parsing:
/// "..")` is `.back`, `InputLine(parsing: "\\:back")` is `.screen(.entry(":back"))`.
package enum InputLine: Equatable, Sendable {
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
  package init(parsing line: String) {
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
    if let command = Self.commands.first(where: { $0.spellings.contains(word) }) {
      self = command.line
    } else if let column = Self.argument(of: ":sort", in: text) {
      self = .screen(.sort(column))
    } else if let names = Self.argument(of: ":columns", in: text) {
      self = .screen(.columns(names))
    } else if let item = Self.argument(of: ":preview", in: text) {
      self = .screen(.preview(item))
    } else if text.first == "/" {
      self = .screen(.filter(String(text.dropFirst()).trimmingWhitespace()))
    } else if text.first == ":" {
      self = .unknownCommand(text)
    } else {
      self = .screen(.entry(text))
    }
  }
}

extension InputLine {
  /// What follows `command` and white space on `text` (empty when nothing does); nil when `text`
  /// is another line. The command's name ignores case, its argument keeps it.
  private static func argument(of command: String, in text: String) -> String? {
    guard text.utf8.count >= command.utf8.count,
      text.prefix(command.count).lowercased() == command
    else { return nil }
    let rest = text.dropFirst(command.count)
    guard rest.first?.isWhitespace ?? true else { return nil }
    return String(rest).trimmingWhitespace()
  }
}

// MARK: - Typing a label

extension InputLine {
  /// The line that names an item labelled `label` as a page shows it: control characters and
  /// bidirectional marks escaped (a list takes a name in that spelling), behind a backslash when
  /// the line would otherwise read as something else (`:back`, `/text`, `..`). What Tab completes.
  ///
  /// ```swift
  /// InputLine.typed(label: ":back")  // "\\:back"
  /// ```
  package static func typed(label: String) -> String {
    let shown = TerminalText.escaped(label)
    return InputLine(parsing: shown) == .screen(.entry(shown)) ? shown : "\\" + shown
  }
}

// MARK: - The commands

extension InputLine {
  /// A command every screen understands: how it is typed (its name first), the line it reads
  /// as, and what `:help` says of it.
  struct Command: Sendable {
    let spellings: [String]
    let line: InputLine
    let meaning: String
  }

  /// Every command, in the order `:help` lists them: the one table the parser, the help and
  /// Tab completion read.
  static let commands = [
    Command(spellings: [":next", ">"], line: .screen(.nextPage), meaning: "the next page, when there is one"),
    Command(spellings: [":prev", "<"], line: .screen(.previousPage), meaning: "the page before"),
    Command(spellings: [":back", ".."], line: .back, meaning: "go back one screen"),
    Command(spellings: [":home", "~"], line: .home, meaning: "go to the first screen"),
    Command(spellings: [":quit", ":q"], line: .quit, meaning: "leave"),
    Command(spellings: [":where"], line: .where, meaning: "the command line that reopens this screen"),
    Command(
      spellings: [":preview"], line: .screen(.preview("")),
      meaning: "a look at an item before choosing it: :preview 3"),
    Command(
      spellings: [":sort"], line: .screen(.sort("")),
      meaning: "sort the rows by a column: :sort length, :sort -length largest first"),
    Command(
      spellings: [":columns"], line: .screen(.columns("")),
      meaning: "show these columns, in this order: :columns name length; :columns alone shows all"),
    Command(spellings: [":help", "?"], line: .help, meaning: "this help"),
  ]

  /// What `:help` says on a screen that offers `offer`: what the screen itself takes (a list's
  /// items and filter, a prompt's answer, the words a screen of one's own knows), then the
  /// commands every screen understands, `:sort` where the screen `sorts` and `:preview` where it
  /// `previews`.
  static func helpText(
    for offer: ScreenOffer, words: [String], sorts: Bool = false, previews: Bool = false, keyed: Bool = false
  ) -> String {
    func row(_ typed: String, _ meaning: String) -> String {
      "  " + typed + String(repeating: " ", count: max(1, 16 - typed.count)) + meaning
    }
    var rows = ["Commands:"]
    var literally: String?
    switch offer {
    case .items(_, let filters):
      if keyed {
        rows.append(row("10643 or a name", "open the row of that key (a unique prefix of a name will do)"))
        rows.append(row("#3", "open row 3 as the rows stand"))
      } else {
        rows.append(row("3 or a name", "select item 3, or the item with that name (a unique prefix will do)"))
        rows.append(row("#3", "select item 3"))
      }
      if filters { rows.append(row("/text", "filter the list; / alone clears the filter")) }
      literally = "take text literally: \\:back selects an item named \":back\""
    case .answers(let answers):
      let firsts = answers.compactMap(\.first).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let spelled = firsts.map { $0.isEmpty ? "Enter" : $0 }
      rows.append(row("an answer", "as the page asks: " + spelled.joined(separator: ", ")))
    case .typedText:
      rows.append(row("text", "your answer, even one starting with /; Enter alone takes the default, if any"))
      literally = "take text literally: \\:back answers \":back\""
    case .custom:
      rows.append(row("text", "what this screen takes, as its page says"))
      if !words.isEmpty {
        let shown = words.prefix(12).map { TerminalText.escaped($0) }.joined(separator: ", ")
        let more = words.count > 12 ? ", and \(words.count - 12) more" : ""
        rows.append(row("", "words it knows (Tab completes them): \(shown)\(more)"))
      }
      literally = "take text literally: \\:back sends \":back\" to the screen"
    case .nothing:
      break
    }
    // Only a table has columns to sort by and show, and only a screen with previews previews.
    let ofTables: [InputLine] = [.screen(.sort("")), .screen(.columns(""))]
    for command in commands
    where (sorts || !ofTables.contains(command.line)) && (previews || command.line != .screen(.preview(""))) {
      let others = command.spellings.dropFirst()
      let also = others.isEmpty ? "" : " (also \(others.joined(separator: " ")))"
      rows.append(row(command.spellings[0], command.meaning + also))
    }
    if let literally { rows.append(row("\\text", literally)) }
    return rows.joined(separator: "\n")
  }

  /// Every command spelling, for completion.
  static let spellings = commands.flatMap(\.spellings)
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

/// An input line as a screen receives it, once the commands every screen understands are
/// taken out: what a screen of one's own handles in its `receive`.
///
/// ```swift
/// let receive: @Sendable ([String], ScreenCommand, Traits) -> Reaction<[String], String> = { lines, command, _ in
///   guard case .entry(let text) = command else { return .reject("Type a line.") }
///   return .yield(text)
/// }
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
  /// `:sort COLUMN` orders a table's rows by a column, `:sort -COLUMN` from the largest; `:sort`
  /// alone puts them back in their first order. Screens without columns refuse it.
  case sort(String)
  /// `:columns NAME…` shows these columns of a table, in this order (names a space or a comma
  /// apart, each a title or a unique start of one); `:columns` alone shows them all again.
  case columns(String)
  /// `:preview 3` shows item 3's preview on a list or a table that has them.
  case preview(String)
}
