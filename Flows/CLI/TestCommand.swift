import ArgumentParser
import ConsoleFlow
import ConsoleFlowGoldenFiles
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

  @Option(
    name: .customLong("in"),
    help: ArgumentHelp(
      "The folder that relative paths in the transcripts' arguments start from (default: the current one).",
      valueName: "FOLDER"))
  var workingFolder: String?

  func run() async throws {
    var failed = 0
    let files = try transcriptFiles()
    guard !files.isEmpty else {
      FlowsError.report("no .transcript files in \(paths.joined(separator: ", ")); nothing was tested")
      throw ExitCode(1)
    }
    removeScratchFoldersOfEndedRuns()
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
    guard let command = Flows.shipped.first(where: { $0.flowName == file.flow }) else {
      throw FlowsError("no shipped flow is called \"\(file.flow)\"")
    }
    // Named with this process's id, so a later run can tell whether its owner still lives.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(Self.scratchPrefix)\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var place = FlowPlace(scratchFolder: scratch.path)
    if let workingFolder { place.workingFolder = place.resolve(workingFolder) }
    let parsed: any FlowCommand
    do {
      parsed = try command.parse(file.arguments)
    } catch {
      let given = file.arguments.map { TerminalText.escaped($0) }.joined(separator: " ")
      throw FlowsError(
        "its header's arguments (\(given)) are not \(file.flow)'s: \(command.message(for: error))")
    }
    return try await parsed.start(in: place).replay(file)
  }

  private static let scratchPrefix = "consoleflow-replay-"

  /// Removes the scratch folders of replays whose `flows test` was killed before it could.
  private func removeScratchFoldersOfEndedRuns() {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(Self.scratchPrefix) {
      let pid = name.dropFirst(Self.scratchPrefix.count).split(separator: "-").first.flatMap { pid_t($0) }
      guard let pid, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
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
