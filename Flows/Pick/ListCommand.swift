import GitFlow

/// The command `flows pick` runs for its lines where standard input is a terminal, as fzf runs
/// `FZF_DEFAULT_COMMAND`: `sh -c` in a process group of its own, its output the lines. The group
/// is ended when the picker ends, however it ends, so a slow or endless command never outlives
/// it: a shell's key binding that quits while the list loads gets its prompt back at once.
package struct ListCommand: Sendable {
  /// The environment variable that holds the command.
  package static let variable = "FLOWS_DEFAULT_COMMAND"

  /// The command's process group.
  package let group: ProcessGroup
  /// The end of its output to read the lines from.
  package let output: Int32

  /// The command could not be started: its errno.
  package struct Failed: Error {
    package let code: Int32
  }

  /// Starts `command`.
  package init(running command: String) throws(Failed) {
    do {
      let (pid, output) = try Platform.startShell(command)
      (group, self.output) = (ProcessGroup(id: pid), output)
    } catch {
      throw Failed(code: error.code)
    }
  }

  /// Ends the command's group: SIGTERM, then, once its shell ended (or `grace` passed),
  /// SIGKILL for whatever of the group is left, as fzf ends its command; its shell reaped. What
  /// the group's processes leave behind as zombies is their parents' to reap.
  package func end(grace: Duration = .milliseconds(200)) async {
    group.askToEnd()
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    while clock.now < deadline, !Platform.reaped(group.id) {
      try? await Task.sleep(for: .milliseconds(2))
    }
    await group.end(grace: .zero)
    Platform.reap([group.id])
  }
}
