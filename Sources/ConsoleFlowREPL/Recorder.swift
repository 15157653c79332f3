import ConsoleFlow
import ConsoleFlowFiles
import Foundation

/// Writes the session to a `.transcript` file: the header and the first page through
/// ``AtomicFile`` before anything runs (a path that cannot be written stops the run at once),
/// then each step appended with one write and flushed to disk, so the file is whole after every
/// step and a step costs the same at the ten-thousandth as at the first. The session gives up
/// what was written, so a long recording holds nothing in memory.
final class Recorder {
  private var descriptor: Int32 = -1
  private let path: String?
  private var warned = false

  init<Output>(path: String?, flow: String, arguments: [String], session: inout Session<Output>) throws {
    self.path = path
    guard let path else { return }
    AtomicFile.removeStaleTemporaries(besides: path)
    let file = TranscriptFile(
      flow: flow, arguments: arguments, width: session.traits.width, height: session.traits.height,
      transcript: session.takeTranscript())
    do {
      try AtomicFile.write(Data(file.text.utf8), to: path, newFileMode: 0o644, makeFolder: false)
    } catch {
      throw REPL.RecordingFailed(problem: "\(error)")
    }
    // The file just written, opened to append; a link swapped in meanwhile is not followed.
    descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw REPL.RecordingFailed(problem: "\(path): cannot append to it: \(ErrorWords.of(errno: errno))")
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends what the session recorded since the last step; a failure warns once and the
  /// recording stops there, the file whole up to its last step.
  func record<Output>(_ session: inout Session<Output>) {
    guard path != nil else { return }
    let steps = session.takeTranscript()
    guard descriptor >= 0, !steps.entries.isEmpty else { return }
    let bytes = Array(TranscriptFile.body(of: steps).utf8)
    let error = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
    if error == 0 && fsync(descriptor) == 0 { return }
    close(descriptor)
    descriptor = -1
    guard !warned else { return }
    warned = true
    Console.warn(
      "cannot write the transcript: \(ErrorWords.of(errno: error == 0 ? errno : error)); the recording stops here")
  }
}
