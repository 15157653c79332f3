import ConsoleFlow
import ConsoleFlowFiles
import Foundation

/// Writes the session to a `.transcript` file through ``AtomicFile``: once before the first page,
/// so a path that cannot be written stops the run before anything happens, then after every step.
final class Recorder {
  private let path: String?
  private let flow: String
  private let arguments: [String]
  private var warned = false

  init<Output>(path: String?, flow: String, arguments: [String], session: Session<Output>) throws {
    (self.path, self.flow, self.arguments) = (path, flow, arguments)
    guard let path else { return }
    AtomicFile.removeStaleTemporaries(besides: path)
    do {
      try write(session, to: path)
    } catch {
      throw REPL.RecordingFailed(problem: "\(error)")
    }
  }

  /// Writes the session so far; a failure later in the run warns once.
  func record<Output>(_ session: Session<Output>) {
    guard let path else { return }
    do {
      try write(session, to: path)
    } catch {
      guard !warned else { return }
      warned = true
      Console.warn("cannot write the transcript: \(error); the recording stops here")
    }
  }

  private func write<Output>(_ session: Session<Output>, to path: String) throws {
    let file = TranscriptFile(
      flow: flow, arguments: arguments, width: session.traits.width, height: session.traits.height,
      transcript: session.transcript)
    try AtomicFile.write(Data(file.text.utf8), to: path, newFileMode: 0o644, makeFolder: false)
  }
}
