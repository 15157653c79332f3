/// What a screen's yield adds to a path, the choices that built the stack.
enum PathPart<Output>: Sendable {
  /// The chosen item's label (lists and menus): a path's part is chosen by label again.
  case label(@Sendable (Output) -> String)
  /// The text typed, when there is any: a prompt's answer, a custom screen's entry.
  case typedText
  /// Nothing (an Enter on a detail, a confirm's answer, a set of choices): a path ends before
  /// the screen such a yield leads to.
  case none

  /// The label of `value`, chosen with `command`.
  func label(of value: Output, chosenWith command: ScreenCommand) -> String? {
    switch self {
    case .label(let label): label(value)
    case .typedText: command.text.isEmpty ? nil : command.text
    case .none: nil
    }
  }

  var choosesByLabel: Bool {
    if case .label = self { return true }
    return false
  }
}

extension ScreenCommand {
  /// A path's part as typed text, for screens that have no items to choose by label.
  var asEntry: ScreenCommand {
    if case .choose(let label) = self { return .entry(label) }
    return self
  }

  /// The text of an entry or a choice; empty for the other commands.
  var text: String {
    switch self {
    case .entry(let text), .choose(let text): text
    case .filter, .nextPage, .previousPage, .sort, .columns, .preview: ""
    }
  }
}
