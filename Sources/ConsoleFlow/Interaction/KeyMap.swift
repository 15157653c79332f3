/// What each key means, as data: a key's name, as fzf spells it in `--bind` (`ctrl-j`, `tab`,
/// `shift-tab`, `esc`, `up`), bound to an ``Intent``. Interpreters look keys up here (full screen
/// for every key it reads, line mode to bind readline's keys); the keys a map leaves out keep
/// their line editing. `:help` lists a map's keys from the same bindings.
package struct KeyMap: Sendable {
  /// The map's name, as help shows it.
  package let name: String
  /// The keys bound, in the order help lists them.
  package let bindings: [(key: String, intent: Intent)]
  /// Whether `:` typed first opens a command line (`:back`, `:quit`); in a chooser it is query text.
  package var colonOpensCommands = true
  /// Whether Space, with nothing typed, toggles (or edits) the item under the cursor on a page
  /// that marks items; in a chooser it is query text (Tab marks).
  package var spaceToggles = true
  /// Whether Enter always sends what is typed, as a query the shell takes the item under its
  /// cursor for (a chooser), rather than a page's own ending line (`done`, a review's submit).
  package var enterSendsQuery = false

  /// The intent `key` is bound to, if any.
  package func intent(for key: String) -> Intent? {
    bindings.first { $0.key == key }?.intent
  }

  /// The keys bound to `intent`, in order.
  package func keys(for intent: Intent) -> [String] {
    bindings.filter { $0.intent == intent }.map(\.key)
  }

  /// The keys that move about a page where there is a cursor: the arrows, paging, the first and
  /// last item, a table's columns sideways, Enter. (Left and Right edit a line typed first.)
  private static let browsing: [(key: String, intent: Intent)] = [
    ("up", .move(-1)), ("down", .move(1)), ("page-up", .page(-1)), ("page-down", .page(1)), ("home", .first),
    ("end", .last), ("left", .sideways(-1)), ("right", .sideways(1)), ("enter", .choose),
  ]

  /// The keys of a flow's pages in every layout, beside line editing: Ctrl-T goes home and Ctrl-Q
  /// quits (asked first where work would be lost), in line mode too, where readline would
  /// transpose with Ctrl-T and the terminal take Ctrl-Q for flow control; Esc clears or goes
  /// back, Tab goes to the preview and back. Line mode keeps readline's arrows; Esc there is
  /// the map's only when no key follows it within the escape delay (else readline's Meta).
  package static let pages = KeyMap(
    name: "pages",
    bindings: browsing + [
      ("tab", .switchPane), ("esc", .back), ("ctrl-t", .home), ("ctrl-q", .quit), ("ctrl-z", .suspend),
      ("ctrl-l", .redraw),
    ])

  /// A chooser's keys, where a line is only a query (`flows pick`): fzf's defaults. Ctrl-J,
  /// Ctrl-N and Down move down, Ctrl-K, Ctrl-P and Up up; Tab and Shift-Tab mark and move;
  /// Esc, Ctrl-C, Ctrl-G and Ctrl-Q leave with nothing chosen; `:` and Space are query text.
  package static let chooser = KeyMap(
    name: "chooser",
    bindings: [
      ("down", .move(1)), ("ctrl-j", .move(1)), ("ctrl-n", .move(1)),
      ("up", .move(-1)), ("ctrl-k", .move(-1)), ("ctrl-p", .move(-1)),
      ("page-up", .page(-1)), ("page-down", .page(1)), ("home", .first), ("end", .last),
      ("left", .sideways(-1)), ("right", .sideways(1)), ("enter", .choose),
      ("tab", .toggleAndMove(1)), ("shift-tab", .toggleAndMove(-1)),
      ("esc", .abandon), ("ctrl-c", .abandon), ("ctrl-g", .abandon), ("ctrl-q", .abandon),
      ("ctrl-z", .suspend), ("ctrl-l", .redraw),
    ], colonOpensCommands: false, spaceToggles: false,
    enterSendsQuery: true)

  /// The map for pages on which a line means `typing`.
  package static func forPages(typing: Traits.Typing) -> KeyMap {
    typing == .query ? chooser : pages
  }

  /// The map's keys as help lists them, a line an intent.
  package var help: String {
    var seen: [Intent] = []
    for binding in bindings where !seen.contains(binding.intent) { seen.append(binding.intent) }
    let lines = seen.map { intent in
      let keys = self.keys(for: intent).joined(separator: ", ")
      return keys + String(repeating: " ", count: max(0, 26 - keys.count)) + "  " + Self.words(intent)
    }
    return (["Keys (\(name)):"] + lines.map { "  " + $0 }).joined(separator: "\n")
  }

  /// What help says an intent does.
  private static func words(_ intent: Intent) -> String {
    switch intent {
    case .move(let offset): offset > 0 ? "down" : "up"
    case .page(let offset): offset > 0 ? "a page down" : "a page up"
    case .first: "the first item (the top of text)"
    case .last: "the last item (the end of text)"
    case .sideways(let offset): "a table's columns \(offset > 0 ? "right" : "left") (with nothing typed)"
    case .switchPane: "the keys to the preview, or to the list again"
    case .choose: "choose the item under the cursor, or enter what is typed"
    case .back: "clear what is typed; with nothing typed, back"
    case .toggleAndMove(let offset): "mark the line (several chosen) and move \(offset > 0 ? "down" : "up")"
    case .home: "home"
    case .quit: "quit"
    case .abandon: "leave with nothing chosen (status 130)"
    case .suspend: "stop (fg comes back)"
    case .redraw: "draw the screen again"
    }
  }
}
