extension Flow {
  /// What the screens on the stack hold that is not saved yet, in words, root first: an
  /// interpreter asks before quitting, or reports them when a headless run ends.
  /// A screen that yielded its value counts only while it is on top again; the screens of one
  /// form say the same words, listed once.
  @_spi(Interpreter) public var unsavedChanges: [String] {
    let top = isCompleted ? -1 : stack.count - 1
    let changes = environment.bound {
      stack.indices.compactMap { index in
        index == top || !stack[index].yielded ? stack[index].screen.unsavedChanges?() : nil
      }
    }
    return changes.enumerated().filter { !changes[..<$0.offset].contains($0.element) }.map(\.element)
  }

  /// The unsaved changes `input` would leave behind, which an interpreter asks about first at a
  /// terminal: every one for `:quit`; for `:back` and `:home`, those of the screens they take
  /// off (a form's edits, left from its review). Empty for any other line.
  package func unsavedChangesLost(by input: InputLine) -> [String] {
    switch input {
    case .quit:
      return unsavedChanges
    case .back, .home:
      let before = unsavedChanges
      guard !before.isEmpty else { return [] }
      let after = step(input).flow
      // Back among a form's own screens revisits its fields, as back does in a form: only
      // leaving the form leaves its edits.
      let top = stack.count - 1
      if stack[top].screen.isFormPart, after.stack.count > savedWorkStart(endingAt: top) { return [] }
      let kept = Set(after.unsavedChanges)
      return before.filter { !kept.contains($0) }
    default:
      return []
    }
  }
}
