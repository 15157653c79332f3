import ConsoleFlow
import DreamsFlow
import FlowInvariants
import Foundation
import MusicFlow

// Fuzzes whole flows: the first byte picks the terminal's width and height, the rest are lines
// fed to the music flow on the shipped catalog and to the dream journal on a fresh journal in a
// scratch folder (in memory where /dev/shm exists); every step must keep the invariants.

private let (catalog, artists) = {
  do {
    let catalog = try Catalog.embedded()
    return (catalog, try catalog.artistRows())
  } catch {
    fatalError("the shipped catalog cannot be read: \(error)")
  }
}()
/// A folder of this process's own for the journal, removed when the process ends.
private func scratchFolder() -> String {
  let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  return "\(base)/consoleflow-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
}

private let scratch: String = {
  try? FileManager.default.createDirectory(atPath: scratchFolder(), withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(atPath: scratchFolder()) }
  return scratchFolder()
}()

private func check(_ data: Data) {
  let size = Int(data.first ?? 80)
  let traits = Traits(width: 10 + size % 190, height: 5 + size % 40)
  let lines = String(decoding: data.dropFirst(), as: UTF8.self)
    .split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init)
  let music = Flow(Music.navigation(catalog: catalog), input: artists, traits: traits)
  if let violation = Fuzzing.blocking({ await FlowInvariants.firstViolation(music, lines: lines) }) {
    fatalError("music: \(violation)")
  }
  let path = "\(scratch)/dreams.json"
  try? FileManager.default.removeItem(atPath: path)
  let dreams = Flow(Dreams.navigation(journal: Journal(path: path)), input: [], traits: traits)
  if let violation = Fuzzing.blocking({ await FlowInvariants.firstViolation(dreams, lines: lines) }) {
    fatalError("dreams: \(violation)")
  }
}

@main enum Main {
  static func main() { Fuzzing.main(check: check) }
}
