@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// Writes a session to a `.transcript` file: the header (with the path the session opened at)
/// and the first page through ``AtomicFile`` before anything else is shown (a path that cannot be
/// written stops the run at once), then each step appended with one write and flushed to disk. The
/// file is whole up to its last step at every moment: a step that cannot be written whole (a full
/// disk) is cut off again and the run ends with a `recordingFailed` ``REPL/Error``. A step costs the same at
/// the ten-thousandth as at the first, and the session gives up what was written, so a long
/// recording holds nothing in memory.
final class Recorder {
  /// Where a session is recorded, and what its header names.
  struct Target {
    var path: String
    var flow: String
    var arguments: [String]
    /// Appends bytes to a descriptor; answers 0 or the errno of the failure. Tests fail it.
    var append: (Int32, UnsafeRawBufferPointer) -> Int32 = { descriptor, bytes in
      Platform.writeAll(bytes, to: descriptor)
    }
  }

  private let target: Target
  private var descriptor: Int32 = -1
  /// The file's length after its last whole step.
  private var length: Int64

  /// Starts the recording of a session opened at `path`, drawn for `traits`, with its first page.
  init(_ target: Target, openedAt path: [String], traits: Traits, firstPage: Transcript) throws {
    self.target = target
    AtomicFile.removeStaleTemporaries(besides: target.path)
    let file = TranscriptFile(
      flow: target.flow, arguments: target.arguments, path: path, width: traits.width, height: traits.height,
      transcript: firstPage)
    let bytes = Data(file.text.utf8)
    do {
      try AtomicFile.write(bytes, to: target.path, newFileMode: 0o644, makeFolder: false)
    } catch {
      throw REPL.Error.recordingFailed("\(error)")
    }
    length = Int64(bytes.count)
    // The file just written, opened to append; a link swapped in meanwhile is not followed.
    descriptor = Platform.openForAppending(target.path)
    guard descriptor >= 0 else {
      throw REPL.Error.recordingFailed(
        "\(target.path): cannot append to it: \(ErrorWords.of(errno: Platform.lastError))")
    }
  }

  deinit {
    if descriptor >= 0 { Platform.close(descriptor) }
  }

  /// Appends the steps the session recorded since the last one. A step that cannot be written
  /// whole is cut off, so the file ends at its last whole step, and the recording ends with
  /// a `recordingFailed` ``REPL/Error``.
  func record(_ steps: Transcript) throws {
    guard descriptor >= 0, !steps.entries.isEmpty else { return }
    let bytes = Array(TranscriptFile.body(of: steps).utf8)
    var error = bytes.withUnsafeBytes { target.append(descriptor, $0) }
    if error == 0 { error = Platform.sync(descriptor) }
    guard error != 0 else {
      length += Int64(bytes.count)
      return
    }
    // Whatever part of the step reached the file goes: a replay reads whole steps only.
    _ = Platform.truncate(descriptor, to: length)
    _ = Platform.sync(descriptor)
    Platform.close(descriptor)
    descriptor = -1
    throw REPL.Error.recordingFailed(
      "\(target.path): \(ErrorWords.of(errno: error)); the recording ends at its last whole step")
  }
}
