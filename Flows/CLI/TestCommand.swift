import ArgumentParser
@_spi(Flows) import ConsoleFlow
@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation

/// `flows test PATH...`: replays transcript files and shows a unified diff where they differ.
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Replay .transcript files headlessly and show a unified diff where the output differs.",
    discussion: "Set CONSOLEFLOW_RECORD=1 to write the files anew from their replay."
  )

  @Argument(help: "Transcript files, or folders to search for *.transcript files.")
  var paths: [String]

  @OptionGroup var place: PlaceOption

  func run() async throws {
    var failed = 0
    let files = try transcriptFiles()
    guard !files.isEmpty else {
      FlowsError.report("no .transcript files in \(paths.joined(separator: ", ")); nothing was tested")
      throw ExitCode(1)
    }
    FlowPlace.removeScratchFoldersOfEndedRuns()
    for path in files {
      do {
        let expected = try TranscriptFile(parsing: String(contentsOfFile: path, encoding: .utf8))
        switch try GoldenFile(path: path).check(try await replay(expected).text) {
        case .matches: print("ok   \(TerminalText.escaped(path))")
        case .recorded: print("recorded \(TerminalText.escaped(path))")
        case .differs(let diff):
          failed += 1
          print(
            "FAIL \(TerminalText.escaped(path))\n\(diff.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))"
          )
        }
      } catch {
        failed += 1
        print("FAIL \(TerminalText.escaped(path)): \(TerminalText.escaped("\(error)"))")
      }
    }
    print("\(files.count - failed) passed, \(failed) failed")
    if failed > 0 { throw ExitCode(1) }
  }

  /// Replays one file against the shipped flow its header names, in a fresh scratch folder.
  private func replay(_ file: TranscriptFile) async throws -> TranscriptFile {
    let parsed: any FlowCommand
    do {
      parsed = try Flows.parse(flow: file.flow, arguments: file.arguments)
    } catch let problem as Flows.ArgumentsRefused {
      throw FlowsError("its header's arguments (\(problem.given)) are not \(file.flow)'s: \(problem.why)")
    }
    return try await FlowPlace.inScratchFolder(workingFolder: place.workingFolder) { place in
      try await parsed.start(in: place).replay(file)
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
