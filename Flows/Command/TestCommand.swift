import ArgumentParser
import ConsoleFlow
import DreamsFlow
import FilesFlow
import Foundation

/// `flows test PATH...`: replays transcript files and shows a unified diff where they differ.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Replay .transcript files headlessly and show a unified diff where the output differs.",
    discussion: "Set CONSOLEFLOW_RECORD=1 to write the files anew from their replay."
  )

  @Argument(help: "Transcript files, or folders to search for *.transcript files.")
  var paths: [String]

  func run() throws {
    let recording = TranscriptReplay.isRecording(ProcessInfo.processInfo.environment)
    var failed = 0
    let files = try transcriptFiles()
    for path in files {
      do {
        let expected = try TranscriptFile(parsing: String(contentsOfFile: path, encoding: .utf8))
        let actual = try replay(expected)
        if recording {
          try actual.text.write(toFile: path, atomically: true, encoding: .utf8)
          print("recorded \(path)")
        } else if let diff = LineDiff.unified(expected: expected.body, actual: actual.body, names: (path, "replay")) {
          failed += 1
          print("FAIL \(path)\n\(diff)")
        } else {
          print("ok   \(path)")
        }
      } catch {
        failed += 1
        print("FAIL \(path): \(error)")
      }
    }
    print("\(files.count - failed) passed, \(failed) failed")
    if failed > 0 { throw ExitCode(1) }
  }

  /// Replays one file against the shipped flow its header names.
  private func replay(_ file: TranscriptFile) throws -> TranscriptFile {
    switch file.flow {
    case "music":
      let command = try MusicCommand.parse(file.arguments)
      let (navigation, artists) = try command.start()
      return TranscriptReplay.replay(file, flow: Flow(navigation, input: artists))
    case "dreams":
      // A flow that writes runs against a fresh, empty journal, so a replay never touches real data.
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consoleflow-replay-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let journal = Journal(path: folder.appendingPathComponent("dreams.json").path)
      return TranscriptReplay.replay(file, flow: Flow(Dreams.navigation(journal: journal), input: []))
    case "files":
      let command = try FilesCommand.parse(file.arguments)
      return TranscriptReplay.replay(file, flow: Flow(Files.navigation(), input: try command.start()))
    default:
      throw FlowsError("no shipped flow is called \"\(file.flow)\"")
    }
  }

  private func transcriptFiles() throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ValidationError("\(path): no such file or folder")
      }
      if isFolder.boolValue {
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        files += found.filter { $0.hasSuffix(".transcript") }.sorted().map { "\(path)/\($0)" }
      } else {
        files.append(path)
      }
    }
    return files
  }
}
