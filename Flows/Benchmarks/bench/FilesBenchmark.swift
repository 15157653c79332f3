@_spi(Interpreter) import ConsoleFlow
import FilesFlow
import Foundation
import SqlFlow
import Synchronization

/// `bench files BIG SMALL`: a folder of many entries read as the file browser reads it: the first
/// page's entries, all of them, and what Ctrl-C leaves running: the big folder opened and
/// cancelled three times at its first page, then the small one read; how long until every
/// cancelled reading has stopped (its thread gone), and the small one's time meanwhile.
@MainActor
func filesBenchmark(big: String, small: String) async throws {
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
  /// The load of the first screen of the browser on `path`.
  func folderLoad(_ path: String) throws -> Load {
    let flow = Flow(Files.navigation(), input: try FolderListing(folder: FileSystem.folder(at: path)))
    guard let load = flow.loads.first else { throw CocoaError(.fileReadUnknown) }
    return load
  }
  var firstPage: [Double] = []
  var whole: [Double] = []
  for _ in 0..<5 {
    let start = clock.now
    let first = Mutex<Duration?>(nil)
    try await folderLoad(big).run { event in
      if event.count != nil { first.withLock { $0 = $0 ?? clock.now - start } }
    }
    whole.append(milliseconds(clock.now - start))
    firstPage.append(milliseconds(first.withLock { $0 } ?? .zero))
  }
  let entries = try FileManager.default.contentsOfDirectory(atPath: big).count
  print(
    "files, \(entries) entries: first batch \(Int(firstPage.sorted()[2])) ms, all of them \(Int(whole.sorted()[2])) ms (median of 5)"
  )
  let threads = { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0 }
  let before = threads()
  var cancelledAt = clock.now
  for _ in 0..<3 {
    let started = AsyncStream.makeStream(of: Void.self)
    let load = try folderLoad(big)
    let task = Task { await load.run { _ in started.continuation.yield() } }
    var iterator = started.stream.makeAsyncIterator()
    _ = await iterator.next()
    task.cancel()
    await task.value
    cancelledAt = clock.now
  }
  let smallStart = clock.now
  try await folderLoad(small).run { _ in }
  let smallTime = milliseconds(clock.now - smallStart)
  while threads() > before && clock.now - cancelledAt < .seconds(10) { try await Task.sleep(for: .milliseconds(1)) }
  print(
    "files: three readings of it cancelled, then a small folder read in \(String(format: "%.1f", smallTime)) ms; "
      + "the last cancelled reading's thread gone \(Int(milliseconds(clock.now - cancelledAt))) ms after its cancel"
  )
}
