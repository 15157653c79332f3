@_spi(Flows) import ConsoleFlow
import Foundation
import Synchronization

/// What previews leave behind. `flows pick` is the subreaper of what its previews start (Linux's
/// `PR_SET_CHILD_SUBREAPER`): a process that leaves its preview's process group (`setsid`) and
/// outlives its parent becomes a child of `flows pick`, not of init, so it is found and ended
/// (with whatever it started) once its preview is over, and never outlives the picker.
enum PreviewReaper {
  /// The previews' shells that run, children of this process that are no orphans.
  private static let shells = Locked<Set<Int32>>([])
  /// How many previews are being started: their shells are children not yet known as such.
  private static let starting = Atomic<Int>(0)

  /// Makes this process the subreaper of what its previews start, from now on.
  static func takeOrphans() {
    Platform.becomeSubreaper()
  }

  /// A preview is being started: until ``started(_:)`` (or ``notStarted()``), no orphan is ended.
  static func willStart() {
    starting.add(1, ordering: .acquiringAndReleasing)
  }

  /// The preview's shell `pid` runs: it is no orphan.
  static func started(_ pid: Int32) {
    shells.withLock { _ = $0.insert(pid) }
    starting.subtract(1, ordering: .acquiringAndReleasing)
  }

  /// A preview being started could not start.
  static func notStarted() {
    starting.subtract(1, ordering: .acquiringAndReleasing)
  }

  /// The preview's shell `pid` was reaped.
  static func ended(_ pid: Int32) {
    shells.withLock { _ = $0.remove(pid) }
  }

  /// Ends every orphan (a child of this process that is no preview's shell) and everything it
  /// started, and reaps them: SIGTERM, then SIGKILL for what is left 200 ms later. It runs to its
  /// end even when the task that calls it was cancelled.
  static func endOrphans() async {
    await Task.detached {
      let clock = ContinuousClock()
      let start = clock.now
      while clock.now - start < .seconds(2) {
        // A shell being started is a child not known yet: it is left alone.
        if starting.load(ordering: .acquiring) > 0 {
          try? await Task.sleep(for: .milliseconds(5))
          continue
        }
        let known = shells.withLock { $0 }
        // Most often there is no orphan: only this process's own children are looked at first.
        if let children = Platform.ownChildren(), children.allSatisfy(known.contains) { return }
        let table = Platform.processTable()
        let orphans = table.children(of: Platform.processID).filter { !known.contains($0) }
        if orphans.isEmpty { return }
        let everything = orphans.flatMap { [$0] + table.descendants(of: $0) }
        Platform.endProcesses(everything, clock.now - start < .milliseconds(200) ? .politely : .now)
        Platform.reap(orphans)
        try? await Task.sleep(for: .milliseconds(10))
      }
    }.value
  }
}
