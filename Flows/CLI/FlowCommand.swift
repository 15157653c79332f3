import ArgumentParser
// SPI: ShellWord, the one quoter of paths shown to a user, the one `:where` uses.
@_spi(Flows) import ConsoleFlow
import ConsoleFlowExploration
import ConsoleFlowREPL
import Foundation

/// A subcommand that runs one shipped flow. `flows` lists these, runs them, and `flows test`
/// replays their transcripts through the same `start`.
protocol FlowCommand: AsyncParsableCommand {
  /// How the flow runs: colour, script, recording.
  var options: RunOptions { get }
  /// The flow's own arguments, as a recorded transcript's header names them.
  var flowArguments: [String] { get }
  /// Starts the flow in `place`; a problem with its arguments or data throws, and the error's
  /// description is what `flows` reports.
  func start(in place: FlowPlace) async throws -> StartedFlow
  /// Sample answers for the flow's screens that take typed text, by title or name on the map,
  /// for `flows check`; none by default.
  static var sampleAnswers: [String: [String]] { get }
  /// Whether a step's time measures the user's data and the machine rather than the flow: a
  /// step that reads a database, runs git or lists a folder. `flows check` then finds no step
  /// slow, so a check of healthy data says so on any machine. False by default.
  static var stepTimeMeasuresData: Bool { get }
}

/// `--in FOLDER`, for the commands that start a flow from arguments written elsewhere (a
/// transcript's header, a check's command line).
struct PlaceOption: ParsableArguments {
  @Option(
    name: .customLong("in"),
    help: ArgumentHelp(
      "The folder that relative paths in the flow's arguments start from (default: the current one).",
      valueName: "FOLDER"))
  var workingFolder: String?
}

/// Where a flow starts: the folder its relative paths are read from, and, in a replay, a fresh
/// folder for what it writes, so a replay never touches a user's files.
struct FlowPlace {
  var workingFolder = FileManager.default.currentDirectoryPath
  var scratchFolder: String?

  /// `path` as the flow reads it: relative paths start in the working folder.
  func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : workingFolder + "/" + path
  }

  /// Runs `body` in a place with a fresh scratch folder (removed after it, however it ends), for
  /// a replay or a check that must never touch a user's files; relative paths start in
  /// `workingFolder` when given.
  static func inScratchFolder<T>(
    workingFolder: String? = nil, _ body: (FlowPlace) async throws -> T
  ) async throws -> T {
    // Named with this process's id, so a later run can tell whether its owner still lives.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(scratchPrefix)\(Platform.processID)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var place = FlowPlace(scratchFolder: scratch.path)
    if let workingFolder { place.workingFolder = place.resolve(workingFolder) }
    return try await body(place)
  }

  private static let scratchPrefix = "consoleflow-replay-"

  /// Removes the scratch folders of runs that were killed before they could.
  static func removeScratchFoldersOfEndedRuns() {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(scratchPrefix) {
      let pid = name.dropFirst(scratchPrefix.count).split(separator: "-").first.flatMap { pid_t($0) }
      guard let pid, pid != Platform.processID, Platform.processIsGone(pid) else { continue }
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }
}

/// What a check of a flow's whole data found: what was checked, the problems it lists (each with
/// the `--at` path of the screen that shows it) and how many there are in all.
struct DataCheck {
  /// One problem: the `--at` path of the screen that shows it, and what is wrong in words.
  struct Problem {
    let path: [String]
    let words: String
  }

  /// What was checked: `Every foreign key of every row, checked in SQLite`.
  let checked: String
  /// The problems listed, the first found.
  let listed: [Problem]
  /// How many problems there are in all, listed or not.
  let count: Int

  /// The lines `flows check` prints: a heading with the count, then each problem listed.
  var lines: [String] {
    let heading = "\(checked): " + (count == 0 ? "nothing wrong" : count == 1 ? "1 problem" : "\(count) problems")
    let problems = listed.map { problem in
      "- \(problem.words) (" + problem.path.map { "--at " + ShellWord.quoted($0) }.joined(separator: " ") + ")"
    }
    return [heading] + problems + (count > listed.count ? ["- and \(count - listed.count) more"] : [])
  }
}

/// A started flow with its types hidden: run at the console, or replayed from a transcript.
struct StartedFlow {
  let runAtConsole: @MainActor (_ options: RunOptions, _ name: String, _ arguments: [String]) async throws -> Void
  let replay: (TranscriptFile) async -> TranscriptFile

  /// Explores the flow's screens by itself (`flows check`).
  let explore: (Explorer) async -> Explorer.Report
  /// What `flows check` verifies of the flow's data as a whole, beyond the screens it explores
  /// (a database's every foreign key); nil when there is nothing more.
  var checkData: (() async throws -> DataCheck)?
  /// What `--map` draws: the flow's screens and the ways between them, or a map of the flow's
  /// own (a database's schema).
  var drawMap: (RunOptions.MapFormat) -> String

  init<A: Sendable, Output: Sendable>(_ navigation: Navigation<A, Output>, input: A) {
    runAtConsole = { options, name, arguments in
      try await options.run(flow: name, arguments: arguments, navigation, input: input)
    }
    replay = { file in await file.replayed(on: Flow(navigation, input: input)) }
    explore = { explorer in await explorer.explore(navigation, input: input) }
    let flowMap = navigation.flowMap
    drawMap = { format in format == .dot ? flowMap.dot : flowMap.mermaid }
  }
}

extension FlowCommand {
  static var sampleAnswers: [String: [String]] { [:] }
  static var stepTimeMeasuresData: Bool { false }

  /// The name `flows` runs it by and transcripts name it by.
  static var flowName: String { configuration.commandName ?? "\(Self.self)" }

  func run() async throws {
    do {
      try options.refuseOverwritingTheScript()
      let started = try await start(in: FlowPlace())
      if let format = options.map {
        print(started.drawMap(format), terminator: "")
        return
      }
      try await started.runAtConsole(options, Self.flowName, flowArguments)
    } catch {
      throw FlowsError.exitCode(for: error)
    }
  }
}

/// An error `flows` reports on one line of stderr before exiting, with status 1 unless it says
/// otherwise.
struct FlowsError: Error, CustomStringConvertible {
  let description: String
  let status: Int32

  init(_ description: String, status: Int32 = 1) {
    self.description = description
    self.status = status
  }

  /// Reports `error` on stderr, made safe for the terminal, and answers the status to exit with:
  /// 2 for a run that could not start recording, 128 + N after signal N, 1 for any other error.
  static func exitCode(for error: any Error) -> ExitCode {
    switch error {
    case let exit as ExitCode: return exit
    case let ended as REPL.Error where ended.kind == .terminated: return ExitCode(ended.exitStatus ?? 1)
    case let problem as FlowsError:
      report(problem.description)
      return ExitCode(problem.status)
    case let recording as REPL.Error where recording.kind == .recordingFailed:
      report(recording.description)
      return ExitCode(2)
    default:
      report("\(error)")
      return ExitCode(1)
    }
  }

  /// One line on stderr: `flows: message`, control characters shown escaped. A stderr that is
  /// gone (a closed terminal) loses the line, not the exit status.
  static func report(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data("flows: \(TerminalText.escaped(message))\n".utf8))
  }
}
