/// The process group a child runs in (its own, so Ctrl-C at the terminal is the REPL's): the child
/// and every helper it starts (a textconv filter, a wrapper's children). When the child's reading is
/// over, whatever is left of the group is ended, so no process of any depth outlives its load.
package struct ProcessGroup: Sendable {
  package let id: Int32

  /// The group of the process `id` started (its leader).
  package init(id: Int32) {
    self.id = id
  }

  /// Asks every process in the group to end (SIGTERM), without waiting: what a cancellation
  /// handler, which cannot wait, does first.
  package func askToEnd() {
    Platform.terminate(group: id)
  }

  /// Whether any process is left in the group.
  package var isEmpty: Bool { !Platform.groupHasProcesses(id) }

  /// Ends every process left in the group: SIGTERM, then SIGKILL if any is left `grace` later.
  /// Returns at once when none is left. It runs to its end even when the task that calls it was
  /// cancelled (a cancel is when it matters most).
  package func end(grace: Duration = .milliseconds(500)) async {
    guard !isEmpty else { return }
    let group = self
    await Task.detached {
      Platform.terminate(group: group.id)
      let clock = ContinuousClock()
      let deadline = clock.now + grace
      while clock.now < deadline {
        if group.isEmpty { return }
        try? await Task.sleep(for: .milliseconds(10))
      }
      Platform.kill(group: group.id)
    }.value
  }
}
