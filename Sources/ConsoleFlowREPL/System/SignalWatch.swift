import Foundation
import Synchronization

/// In a headless run, what cancels the run's task when a signal arrives: the run settles its
/// loads in its own task (no hand-off at each step), so Ctrl-C, SIGTERM or SIGHUP must reach a load
/// that runs long (a git log) some other way than the loop's next look at the signal pipe. It
/// waits on the pipe on a thread of its own and does nothing else until a signal comes.
final class SignalWatch: Sendable {
  private let stopPipe: (read: Int32, write: Int32)?

  /// Watches the signal pipe; the first signal calls `cancel` (once), then the watch ends.
  init(cancel: @escaping @Sendable () -> Void) {
    let stopPipe = Platform.makeSignalPipe()
    self.stopPipe = stopPipe
    let thread = Thread {
      guard let stopPipe else { return }
      let ready = Platform.poll([Signals.readEnd, stopPipe.read], timeout: nil)
      if ready.first?.readable == true { cancel() }
      Platform.close(stopPipe.read)
    }
    thread.name = "consoleflow-signal-watch"
    thread.start()
  }

  /// Ends the watch.
  func stop() {
    guard let stopPipe else { return }
    Platform.writeByte(0, to: stopPipe.write)
    Platform.close(stopPipe.write)
  }
}
