import ConsoleFlow
import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<name>.txt` beside the tests.
/// Set `CONSOLEFLOW_RECORD=1` to write the files anew instead.
func assertSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let file = folder.appendingPathComponent("\(name).txt")
  let recording = TranscriptReplay.isRecording(ProcessInfo.processInfo.environment)
  if recording || !FileManager.default.fileExists(atPath: file.path) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try actual.write(to: file, atomically: true, encoding: .utf8)
    if !recording {
      Issue.record("Recorded a new snapshot \(name).txt; check it and run again.", sourceLocation: sourceLocation)
    }
    return
  }
  let expected = try String(contentsOf: file, encoding: .utf8)
  #expect(actual == expected, "Snapshot \(name).txt differs; CONSOLEFLOW_RECORD=1 records it anew.", sourceLocation: sourceLocation)
}
