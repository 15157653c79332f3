@_spi(Interpreter) import ConsoleFlow

// Line mode's keys while the shell waits for a load, where it reads them as they come (a
// chooser): the pages' key map says what each means from the first moment; what is typed
// waits for the line editor.
extension ShellLoop {
  /// Reads the keys the terminal holds and hands on what they mean. The terminal gone (its
  /// window closed) ends the run.
  func readKeysAhead(_ readiness: Platform.Readiness) {
    guard let editor else { return }
    if readiness.readable {
      let typedBefore = editor.holdsKeysTypedBefore
      guard let bytes = editor.readAhead() else { return send(.hangUp) }
      handOn(keysAhead.take(bytes, at: now()) { shell.eventWhileWaiting(for: $0, typedBefore: typedBefore) })
    } else if readiness.hungUp {
      send(.hangUp)
    }
  }

  /// At a turn's end: a key held (a lone Esc) once its wait passed.
  func expireKeysAhead() {
    guard keysAhead.deadline != nil else { return }
    handOn(keysAhead.expire(at: now()) { shell.eventWhileWaiting(for: $0) })
  }

  /// What is typed goes to the line editor, in order, before the events of the keys that act.
  private func handOn(_ taken: KeysAhead.Taken<Shell<Output>.Event>) {
    if !taken.typed.isEmpty { editor?.typeAhead(taken.typed) }
    for event in taken.events where ending == nil { send(event) }
  }
}
